import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { pageSettled, seriousAxeViolations, watchConsole } from '../support/site'

const results = (page: Page) => page.locator('[data-search-list] li')
const showMore = (page: Page) => page.getByRole('button', { name: /^Show more results/ })

/** Presses "Show more" until every result is listed; returns the count the status gave. */
async function showAll(page: Page): Promise<number> {
  await expect(page.getByRole('status')).toContainText(/\d+ results? for/)
  const total = Number((await page.getByRole('status').textContent())!.match(/(\d+) results?/)![1])
  while (await showMore(page).isVisible()) {
    const before = await results(page).count()
    await showMore(page).click()
    await expect(results(page)).not.toHaveCount(before)
  }
  return total
}

test('the header search logs the text and finds the SEO service page and an article, ranked, by keyboard', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const errors = watchConsole(page)
  await page.goto('/about')
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click()
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).first()
  await box.fill('SEO')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=SEO$/)
  expect(logs).toContain('Search query: SEO')
  const results = page.locator('[data-search-list] li')
  await expect(page.getByRole('status')).toContainText(/\d+ results for “SEO”/)
  const links = await results.locator('h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(links).toContain('/services/seo')
  expect(links.some((href) => href?.startsWith('/blog/'))).toBe(true)
  await expect(results.first().locator('mark').first()).toBeVisible()
  // Keyboard: Tab reaches the first result link and Enter opens it.
  await page.getByRole('searchbox', { name: 'Search the site' }).last().focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(results.first().locator('h2 a')).toBeFocused()
  const first = links[0]!
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${first.replace(/\//g, '\\/')}$`))
  expect(errors).toEqual([])
})

test('each result is a card that names its part of the site (Service, Blog, Case study), not its path', async ({ page }) => {
  await page.goto('/search?q=SEO')
  await showAll(page)
  const cards = await results(page).evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('h2 a')?.getAttribute('href') ?? '',
      label: item.querySelector('.search-result-section')?.textContent ?? '',
      text: item.textContent ?? '',
      framed: getComputedStyle(item).borderTopWidth !== '0px' && getComputedStyle(item).borderTopLeftRadius !== '0px',
    })),
  )
  const labelOf = (prefix: string) => cards.find((card) => card.href.startsWith(prefix))?.label
  expect(labelOf('/services/')).toBe('Service')
  expect(labelOf('/blog/')).toBe('Blog')
  expect(labelOf('/portfolio/')).toBe('Case study')
  for (const card of cards) {
    expect(card.text, card.href).not.toContain(card.href)
    expect(card.framed, card.href).toBe(true)
  }
  // The whole card opens the result.
  const first = results(page).first()
  await first.scrollIntoViewIfNeeded()
  const box = (await first.boundingBox())!
  await page.mouse.click(box.x + box.width - 12, box.y + box.height - 8)
  await expect(page).toHaveURL(new RegExp(`${cards[0]!.href.replace(/\//g, '\\/')}$`))
})

test('an empty query and a query with no hits get a helpful message', async ({ page }) => {
  await page.goto('/search')
  await expect(page.getByRole('status')).toHaveText(/Type a word or two/)
  await page.goto('/search?q=xylophonequartz')
  await expect(page.getByRole('status')).toHaveText(/No pages match “xylophonequartz”/)
  await expect(page.getByRole('link', { name: /sitemap/ })).toBeVisible()
})

test('pages without a search load neither the search code nor the index', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/services')
  await pageSettled(page)
  expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
  // Without a query the search page's script says what to type, and has decided to load no index.
  await page.goto('/search')
  await expect(page.getByRole('status')).toHaveText(/Type a word or two/)
  await pageSettled(page)
  expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
})

test('the blog search box leads to the search page too', async ({ page }) => {
  await page.goto('/blog')
  const box = page.getByRole('main').getByRole('searchbox')
  await box.fill('Reels')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=Reels$/)
  await expect(page.locator('[data-search-list] li h2 a').first()).toHaveAttribute('href', /\/blog\//)
})

test('search text is shown as text, never run', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
  await expect(page.getByRole('status')).toContainText('<img src=x onerror=alert(1)>')
  expect(dialogs).toEqual([])
})

test('every result can be reached: pages of 10 with "Show more", as many as the count says, and no list-only page', async ({ page }) => {
  test.slow() // a search, then every page of its results
  await page.goto('/search?q=SEO')
  await expect(page.getByRole('status')).toContainText(/\d+ results for “SEO”/)
  await expect(results(page)).toHaveCount(10)
  await expect(showMore(page)).toHaveText(/^Show more results \(\d+ left\)$/)
  await showMore(page).click()
  // Keyboard users carry on at the first new result.
  await expect(results(page).nth(10).locator('h2 a')).toBeFocused()
  const total = await showAll(page)
  expect(total).toBeGreaterThan(20)
  await expect(results(page)).toHaveCount(total)
  await expect(showMore(page)).toBeHidden()
  const links = await results(page)
    .locator('h2 a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(new Set(links).size).toBe(total)
  // The sitemap lists every page, so it would match every query: it is not in the index.
  expect(links).not.toContain('/sitemap')
  // Nor do an article's teasers of other articles make it match their words.
  expect(links.filter((href) => href?.startsWith('/blog/'))).toEqual(['/blog/local-seo-for-indian-small-businesses', '/blog/b2b-content-marketing-plan'])
})

test("excerpts read as the page does: labels and values apart, the highlight in the site's own style", async ({ browser }) => {
  test.slow() // two searches with all their results, then an accessibility check
  // axe is evaluated through the DevTools protocol; CSP stays on.
  const page = await browser.newPage()
  await page.goto('/search?q=saturday')
  await showAll(page)
  const excerpts = await results(page).locator('p:last-child').allTextContents()
  expect(excerpts.join(' ')).toContain('Saturday: 9:00 AM - 5:00 PM')
  for (const excerpt of excerpts) expect(excerpt).not.toMatch(/\b(Monday - Friday|Saturday|Sunday)\d/)
  await page.goto('/search?q=published')
  await showAll(page)
  const blog = results(page).filter({ has: page.locator('a[href="/blog/local-seo-for-indian-small-businesses"]') })
  await expect(blog.locator('p:last-child')).toContainText('18 Nov 2024 · 5 min read')
  await expect(blog.locator('p:last-child')).not.toContainText(/[A-Za-z]18 Nov|2024\d/)

  const mark = results(page).first().locator('mark').first()
  await expect(mark).toBeVisible()
  const style = await mark.evaluate((element) => {
    const computed = getComputedStyle(element)
    return { background: computed.backgroundColor, color: computed.color, weight: computed.fontWeight }
  })
  // The brand tint (brand-100 behind brand-900), not the browser's yellow.
  expect(style).toEqual({ background: 'rgb(219, 234, 254)', color: 'rgb(30, 58, 138)', weight: '600' })
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.close()
})

test('each result shows an excerpt of its own page: teasers of other pages are not indexed', async ({ page }) => {
  await page.goto('/search?q=seo')
  await showAll(page)
  const rows = await results(page).evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('h2 a')!.getAttribute('href')!,
      excerpt: item.querySelector('.search-result-excerpt')!.textContent!.trim(),
    })),
  )
  expect(rows.map((row) => row.href)).toEqual(expect.arrayContaining(['/portfolio/eduspark-academy-admissions', '/portfolio/saffron-foods-online-orders']))
  const shared = rows.filter((row) => rows.some((other) => other !== row && other.excerpt === row.excerpt)).map((row) => `${row.href}: ${row.excerpt}`)
  expect(shared).toEqual([])
})

for (const path of ['/search', '/blog', '/no-such-page']) {
  test(`${path}: each search landmark has a name of its own, the header's open too`, async ({ page }) => {
    await page.goto(path)
    await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click()
    const names = await page.getByRole('search').evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label') ?? ''))
    expect(names.length).toBeGreaterThanOrEqual(2)
    expect(names.every((name) => name.trim().length > 0)).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })
}
