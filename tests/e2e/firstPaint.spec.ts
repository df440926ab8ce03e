import { expect } from '@playwright/test'
import { test } from '../support/test'
import { pageScriptRan } from '../support/clock'
import { watchConsole } from '../support/site'

/**
 * The first paint comes from the page's own HTML: the browser fetches the brand font for it, and the full stylesheet
 * and the page script only once that paint is on screen (lib/client/afterFirstPaint.ts); then the page works as
 * before (the menu opens), with no policy refusing anything.
 */
for (const path of ['/', '/pricing', '/privacy']) {
  test(`${path}: the stylesheet and the page script are fetched after the first contentful paint, the font before it`, async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto(path)
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/entries/')))).toBe(true)
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const started = (pattern: RegExp) => resources.filter((entry) => pattern.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)
      return { paint, script: started(/^\/assets\/entries\//), stylesheet: started(/\.css$/), fonts: started(/\.woff2$/) }
    })
    expect(timings.script).toHaveLength(1)
    expect(timings.stylesheet).toHaveLength(1)
    expect(timings.script[0]).toBeGreaterThanOrEqual(timings.paint)
    expect(timings.stylesheet[0]).toBeGreaterThanOrEqual(timings.paint)
    expect(timings.fonts.length).toBeGreaterThanOrEqual(1)
    for (const font of timings.fonts) expect(font).toBeLessThan(timings.paint)
    // The page script is at work once it has run (fetched is not yet run): the header's menu opens on a phone-sized screen.
    await pageScriptRan(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('#menu-toggle').click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('without JavaScript the page still gets its full stylesheet, from the <noscript> link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const sheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/about')
  await expect.poll(() => sheets.length).toBe(1)
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/entries/')).length)).toBe(0)
  await context.close()
})
