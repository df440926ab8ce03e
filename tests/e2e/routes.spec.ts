import { expect } from '@playwright/test'
import { test } from '../support/test'
import { builtSiteUrl, pageSettled, publicPages, seriousAxeViolations, watchConsole } from '../support/site'

const pages = publicPages()
const siteUrl = builtSiteUrl()

for (const { path } of pages) {
  test(`${path}: loads with its own head tags, one h1, no console errors and no serious axe violations`, async ({ page }) => {
    const errors = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    expect((await page.title()).length).toBeGreaterThan(10)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /\w/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', path === '/' ? siteUrl : `${siteUrl}${path}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await pageSettled(page)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
}

test('the Permissions-Policy header names only features the browser knows (an unknown one is a warning in its console)', async ({ page }) => {
  const response = await page.goto('/')
  const policy = (await response!.allHeaders())['permissions-policy'] ?? ''
  const named = policy.split(',').map((directive) => directive.trim().split('=')[0]!)
  expect(named.length).toBeGreaterThan(0)
  const known = await page.evaluate(() => (document as Document & { featurePolicy: { features(): string[] } }).featurePolicy.features())
  expect(named.filter((feature) => !known.includes(feature))).toEqual([])
})
