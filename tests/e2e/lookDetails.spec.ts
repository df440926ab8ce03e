import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'

/**
 * The details a designer's last review of the look found, each as a visitor sees it: the words
 * on buttons, one primary action in the home hero, the price cards' tag and featured plan, the phone's chrome and
 * footer, the portfolio filter, the case-study charts, the FAQ, the closing bands, the process and the search
 * excerpts.
 */

/** A word in plain Title Case after the first, which sentence case lowers; proper nouns and capitals are fine. */
const titleCaseWord = /(?<=\S\s+)(?!Google\b|India\b|Indian\b|Acme\b|Digital\b|Meta\b)[A-Z][a-z]+\b/

const visibleText = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const clone = element.cloneNode(true) as HTMLElement
        clone.querySelectorAll('.sr-only').forEach((node) => node.remove())
        return (clone.textContent ?? '').replace(/\s+/g, ' ').trim()
      }),
  )

test('buttons and calls to action say their words in sentence case', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  for (const path of ['/', '/services', '/services/seo', '/pricing', '/iot/consulting', '/iot/smart-devices', '/careers/openings', '/about', '/blog']) {
    await page.goto(path, { waitUntil: 'load' })
    const labels = await visibleText(page, 'main a.btn, main button.btn, main .cta a, main .hero-slide-link')
    expect(labels.length, path).toBeGreaterThan(0)
    expect(
      labels.filter((label) => titleCaseWord.test(label)),
      path,
    ).toEqual([])
  }
})

test('the home hero has one filled primary action in view and no eyebrow repeating the logo', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/', { waitUntil: 'load' })
  const filled = await page.evaluate(() => {
    const blue = 'rgb(37, 99, 235)'
    return [...document.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(element).backgroundColor === blue
      })
      .map((element) => element.textContent?.trim())
  })
  expect(filled).toEqual(['Get free consultation'])
  // The h1 still names the brand for screen readers, but what shows starts with the tagline: nothing drawn above it.
  const [heading, tagline] = await Promise.all([page.locator('#home-heading').boundingBox(), page.locator('#home-heading .home-display').boundingBox()])
  expect(tagline!.y - heading!.y).toBeLessThan(1)
  await expect(page.locator('#home-heading')).toContainText('Acme Digital')
  // The form sits beside the headline and slides without a void under it: its middle is the hero's middle, give or take.
  const [form, grid] = await Promise.all([page.locator('#consultation').boundingBox(), page.locator('.home-hero-grid').boundingBox()])
  expect(Math.abs(form!.y + form!.height / 2 - (grid!.y + grid!.height / 2))).toBeLessThan(60)
})

test('a price card’s tag sits on its edge, out of the text, and the featured plan’s action is the filled one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/services', { waitUntil: 'load' })
  const titleOffsets = await page
    .locator('#all-services li.card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')!.getBoundingClientRect().top - card.getBoundingClientRect().top))
  // Every card's title starts at the same height, tagged or not, and the tag is out of the flow.
  expect(new Set(titleOffsets.map(Math.round)).size).toBe(1)
  await expect(page.locator('#all-services li.card p.price-badge').first()).toHaveCSS('position', 'absolute')

  await page.goto('/pricing', { waitUntil: 'load' })
  const backgrounds = await page
    .locator('li.card')
    .filter({ has: page.locator('.price-badge') })
    .first()
    .locator('a.btn')
    .evaluate((link) => getComputedStyle(link).backgroundColor)
  expect(backgrounds).toBe('rgb(37, 99, 235)')
})

test('on a phone: a slim header, a slim call bar, no white under the footer, and the portfolio filter in one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about', { waitUntil: 'load' })
  expect((await page.locator('.header-bar').boundingBox())!.height).toBeLessThanOrEqual(57)
  expect((await page.locator('.contact-widget').boundingBox())!.height).toBeLessThanOrEqual(48)
  const below = await page.evaluate(
    () => document.documentElement.scrollHeight - document.querySelector('footer')!.getBoundingClientRect().bottom - scrollY,
  )
  expect(below).toBeLessThan(1)

  await page.goto('/portfolio', { waitUntil: 'load' })
  const chips = page.locator('.case-filter fieldset label')
  const tops = await chips.evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  // The row scrolls: the page itself does not get wider.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})

test('case-study charts write their figures in the brand face at 12 px or more on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/portfolio/saffron-foods-online-orders', { waitUntil: 'load' })
  const chart = page.locator('[data-trend-chart]').first()
  await expect(chart.locator('svg text')).toHaveCount(0)
  const styles = await chart
    .locator('p[aria-hidden] span')
    .evaluateAll((spans) => spans.map((span) => ({ size: parseFloat(getComputedStyle(span).fontSize), family: getComputedStyle(span).fontFamily })))
  expect(styles).toHaveLength(4)
  for (const style of styles) {
    expect(style.size).toBeGreaterThanOrEqual(12)
    expect(style.family).toMatch(/^"?Plus Jakarta Sans/)
  }
})

test('a FAQ starts on its heading’s line on a laptop and under its left edge on a tablet', async ({ page }) => {
  for (const path of ['/pricing', '/contact', '/services/seo']) {
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(path, { waitUntil: 'load' })
    const heading = (await page.locator('#faq-heading').boundingBox())!
    const list = (await page.locator('#faq details').first().boundingBox())!
    expect(Math.abs(list.y - heading.y), path).toBeLessThan(24)
    await page.setViewportSize({ width: 834, height: 1112 })
    const narrowHeading = (await page.locator('#faq-heading').boundingBox())!
    const narrowList = (await page.locator('#faq details').first().boundingBox())!
    expect(Math.abs(narrowList.x - narrowHeading.x), path).toBeLessThan(2)
  }
})

test('each page type closes on its own band, and every process is the one timeline', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const looks: Record<string, string> = {}
  for (const path of ['/services', '/about', '/careers', '/blog']) {
    await page.goto(path, { waitUntil: 'load' })
    const closing = page.locator('main > section').last()
    looks[path] = await closing.evaluate((section) => {
      const inner = section.querySelector('.cta-inner') ?? section
      return `${getComputedStyle(section).backgroundImage}|${getComputedStyle(section).backgroundColor}|${getComputedStyle(inner).backgroundImage}`
    })
  }
  expect(new Set(Object.values(looks)).size).toBe(4)

  for (const [path, id] of [
    ['/', 'process'],
    ['/services/seo', 'process'],
    ['/careers/openings', 'hiring-process'],
    ['/iot/consulting', 'consulting-process'],
  ] as const) {
    await page.goto(path, { waitUntil: 'load' })
    const steps = page.locator(`#${id} ol > li`)
    expect(await steps.count(), path).toBeGreaterThan(2)
    await expect(page.locator(`#${id} ol > li.card`), path).toHaveCount(0)
    await expect(page.locator(`#${id} ol > li .process-node`), path).toHaveCount(await steps.count())
  }
})

test('blog and search fill a laptop’s width: no column left white beside them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/blog', { waitUntil: 'load' })
  const container = (await page.locator('#latest-heading').boundingBox())!
  const articles = (await page.locator('#latest-heading ~ ul').boundingBox())!
  const page_ = await page.evaluate(() => document.querySelector('main .container-page')!.getBoundingClientRect().width)
  expect(articles.width).toBeGreaterThan(page_ * 0.9)
  expect(container.x).toBeCloseTo(articles.x, 0)

  await page.goto('/search?q=seo', { waitUntil: 'load' })
  const results = page.locator('[data-search-list] > li')
  await expect(results.first()).toBeVisible()
  const [first, second] = await Promise.all([results.nth(0).boundingBox(), results.nth(1).boundingBox()])
  expect(second!.y).toBe(first!.y)
})

test('search excerpts start at a sentence or after an ellipsis, and end on a full stop or an ellipsis', async ({ page }) => {
  await page.goto('/search?q=seo', { waitUntil: 'load' })
  const excerpts = page.locator('.search-result-excerpt')
  await expect(excerpts.first()).toBeVisible()
  for (const excerpt of await excerpts.allTextContents()) {
    expect(excerpt.trim()).toMatch(/^(?:[\p{Lu}\d₹"“]|… )/u)
    expect(excerpt.trim()).toMatch(/[.!?…:)"”]$/u)
  }
})
