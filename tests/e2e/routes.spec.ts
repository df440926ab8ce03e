import { expect, test } from '@playwright/test'
import { builtPages, builtSiteUrl, publicPages, seriousAxeViolations, watchConsole } from '../support/site'

const pages = publicPages()
const siteUrl = builtSiteUrl()

test('the build prerenders the foundation routes', () => {
  const paths = pages.map((page) => page.path)
  for (const path of ['/', '/about', '/about/team', '/about/mission', '/about/why-choose-us', '/about/testimonials']) {
    expect(paths).toContain(path)
  }
})

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
    await page.waitForLoadState('networkidle')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
}

test('no internal link is broken', async ({ request }) => {
  const known = new Map(builtPages().map((page) => [page.path, page.html]))
  const checked = new Set<string>()
  const broken: string[] = []
  for (const [from, html] of known) {
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
      if (!href || checked.has(href)) continue
      checked.add(href)
      const [pathname = '/', hash] = href.split('#')
      const response = await request.get(pathname)
      if (response.status() !== 200) {
        broken.push(`${from} -> ${href} (${response.status()})`)
        continue
      }
      if (hash && !(await response.text()).includes(`id="${hash}"`)) broken.push(`${from} -> ${href} (no element with id "${hash}")`)
    }
  }
  expect(broken).toEqual([])
})
