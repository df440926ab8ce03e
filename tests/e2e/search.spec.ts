import { expect, test } from '@playwright/test'
import { watchConsole } from '../support/site'

test('the header search logs the text and finds the SEO service page and an article, ranked, by keyboard', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const errors = watchConsole(page)
  await page.goto('/about')
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
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
  await page.waitForLoadState('networkidle')
  expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([])
  await page.goto('/search')
  await page.waitForLoadState('networkidle')
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
