import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { caseServices, caseStudies, caseStudiesFor, portfolioPage } from '../../content/portfolio'
import { pageSettled, watchConsole } from '../support/site'

const cards = (page: Page) => page.locator('[data-case-list] > li')
const visibleTitles = (page: Page) => page.locator('[data-case-list] > li:visible h3').allTextContents()

test.describe('/portfolio', () => {
  test('lists every case study and filters them by service without loading a page', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto('/portfolio')
    await expect(cards(page)).toHaveCount(caseStudies.length)
    expect(await visibleTitles(page)).toEqual(caseStudies.map((item) => item.title))
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

    for (const service of ['seo', 'iot', 'email-marketing'] as const) {
      await page.locator(`label[for="case-filter-${service}"]`).click()
      await expect(page.getByRole('radio', { name: new RegExp(`^${caseServices[service].label}`) })).toBeChecked()
      expect(await visibleTitles(page)).toEqual(caseStudiesFor(service).map((item) => item.title))
    }
    await page.locator('label[for="case-filter-all"]').click()
    expect(await visibleTitles(page)).toHaveLength(caseStudies.length)

    // Still the same document: nothing was loaded, the address did not change.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    expect(errors).toEqual([])
  })

  test('the filters work from the keyboard and show a visible focus', async ({ page }) => {
    await page.goto('/portfolio')
    const all = page.getByRole('radio', { name: new RegExp(`^${portfolioPage.list.allLabel}`) })
    await all.focus()
    await page.keyboard.press('ArrowRight')
    const seo = page.getByRole('radio', { name: /^SEO/ })
    await expect(seo).toBeFocused()
    await expect(seo).toBeChecked()
    const outline = await page.locator('label[for="case-filter-seo"]').evaluate((label) => getComputedStyle(label).outlineStyle)
    expect(outline).not.toBe('none')
    expect(await visibleTitles(page)).toEqual(caseStudiesFor('seo').map((item) => item.title))
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('every case study is listed and linked', async ({ page }) => {
      await page.goto('/portfolio')
      await expect(cards(page)).toHaveCount(caseStudies.length)
      for (const item of caseStudies) await expect(page.locator(`[data-case-list] a[href="${item.meta.path}"]`)).toBeVisible()
    })
  })
})

test('a case study page tells the story: facts, results, chart, quote, the services and the way back', async ({ page }) => {
  const item = caseStudies.find((candidate) => candidate.slug === 'kavya-textiles-instagram-sales')!
  const errors = watchConsole(page)
  await page.goto(item.meta.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Portfolio'])
  await expect(crumbs.locator('[aria-current="page"]')).toContainText(item.client)
  await expect(page.getByRole('img', { name: new RegExp(`^${portfolioPage.labels.mockup} ${item.client}`) })).toBeVisible()
  for (const fact of [item.industry, item.city, item.duration]) await expect(page.locator('main dl').first()).toContainText(fact)
  const results = page.locator('section[aria-labelledby="results-heading"]')
  for (const result of item.results) await expect(results.getByText(result.value, { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: new RegExp(`^${item.chart!.title}`) })).toBeVisible()
  await page.getByText(portfolioPage.labels.chartTable).click()
  await expect(page.getByRole('row')).toHaveCount(item.chart!.points.length + 1)
  await expect(page.getByText(item.quote.text, { exact: false })).toBeVisible()
  await expect(page.getByRole('img', { name: new RegExp(item.quote.name) })).toBeVisible()
  for (const service of item.services) {
    await expect(page.locator(`main a[href="${caseServices[service].path}"]`).first()).toBeVisible()
  }
  await page.getByRole('link', { name: portfolioPage.labels.backToPortfolio }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
  expect(errors).toEqual([])
})

test('a case study reads well on a phone: the mockup follows the heading, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 })
  await page.goto(caseStudies[1]!.meta.path)
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  // The hero's cover (the cards of more case studies further down show theirs too).
  const mockup = await page.locator('[data-hero-aside] [data-mockup]').boundingBox()
  expect(mockup!.y).toBeGreaterThan(heading!.y)
  expect(mockup!.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('the header PORTFOLIO button and the home page lead to the case studies', async ({ page }) => {
  await page.goto('/')
  const featured = page.locator('#case-studies article')
  await expect(featured).toHaveCount(3)
  await page.getByRole('banner').getByRole('link', { name: 'PORTFOLIO' }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioPage.hero.title)
})

test.describe('inner page heroes on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const path of ['/services', '/iot', '/careers', '/about', '/blog', '/contact', '/pricing', '/portfolio', caseStudies[0]!.meta.path]) {
    test(`${path}: the right half is filled, without layout shift on a slow CPU, and the heading (a case study: its cover) is the largest paint`, async ({
      page,
    }) => {
      // On a CPU six times slower (a low-end phone) the browser paints pages it has only partly read, unless the
      // first paint waits for them: the header's buttons, the menu or the hero's second column would move.
      const cpu = await page.context().newCDPSession(page)
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      await page.addInitScript(() => {
        const store = window as unknown as { shifts: number; moved: string[]; lcp: Element[] }
        store.shifts = 0
        store.moved = []
        store.lcp = []
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] }
        const rect = ({ x, y, width, height }: DOMRect) => [x, y, width, height].map(Math.round).join(',')
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            store.shifts += entry.value
            // What moved, for the failure message: each source's element and its box before and after.
            for (const source of entry.sources) {
              const node =
                source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.classList.value}` : String(source.node?.nodeName)
              store.moved.push(`${Math.round(entry.startTime)} ms ${node} [${rect(source.previousRect)}] -> [${rect(source.currentRect)}]`)
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) store.lcp.push(entry.element)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(path)
      // The page has been read and painted (the load event); the rest of the test needs no slow CPU.
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const aside = page.locator('[data-hero-aside]')
      await expect(aside).toBeVisible()
      const box = (await aside.boundingBox())!
      expect(box.x).toBeGreaterThan(1366 / 2 - 40)
      expect(box.width).toBeGreaterThan(250)
      await pageSettled(page)
      const { shifts, moved, lcpInAside } = await page.evaluate(() => {
        const store = window as unknown as { shifts: number; moved: string[]; lcp: Element[] }
        return { shifts: store.shifts, moved: store.moved, lcpInAside: store.lcp.some((element) => element.closest('[data-hero-aside]') !== null) }
      })
      expect(shifts, `moved: ${moved.join('; ')}`).toBe(0)
      // A case study's hero is the work: its cover is the largest paint (fetched first, tests/dist/visualLanguage.test.ts);
      // on every other page the heading stays the largest paint.
      expect(lcpInAside).toBe(path === caseStudies[0]!.meta.path)
    })
  }
})
