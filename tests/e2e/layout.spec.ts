import { expect, test, type Page } from '@playwright/test'
import { coveredByContactWidget, horizontalOverflow, stretchedCards, unbalancedLastRows } from '../support/layout'
import { publicPages } from '../support/site'

/** Phones, tablets (iPad portrait 810 to 834, landscape 1024 to 1180), laptops and desktops. */
const widths = [320, 360, 375, 414, 600, 768, 810, 834, 912, 1024, 1180, 1280, 1366, 1440, 1920]
/** Where the call and WhatsApp links are checked against the page: phones, a tablet, a laptop and wide screens. */
const widgetWidths = new Set([320, 375, 414, 834, 1280, 1366, 1920])

/** Every page a visitor can reach: the public pages, the search page and the not-found page. */
const routes = [...publicPages().map((page) => page.path), '/search', '/no-such-page']

const scrollTo = (page: Page, where: 'top' | 'end') =>
  page.evaluate((end) => window.scrollTo({ top: end ? document.documentElement.scrollHeight : 0, behavior: 'instant' }), where === 'end')

for (const path of routes) {
  test(`${path}: from 320 to 1920 px, no sideways scrolling, cards as tall as their content, balanced rows, nothing under the contact links`, async ({ page }) => {
    // A still clock: no popup or slide change moves the page between two measurements.
    await page.clock.install()
    await page.setViewportSize({ width: widths[0]!, height: 800 })
    await page.goto(path)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      expect.soft(await page.evaluate(horizontalOverflow), `sideways scrolling at ${width} px`).toEqual([])
      expect.soft(await page.evaluate(stretchedCards), `stretched cards at ${width} px`).toEqual([])
      expect.soft(await page.evaluate(unbalancedLastRows), `unbalanced last rows at ${width} px`).toEqual([])
      if (!widgetWidths.has(width)) continue
      expect.soft(await page.evaluate(coveredByContactWidget), `under the contact links at ${width} px, top of the page`).toEqual([])
      await scrollTo(page, 'end')
      expect.soft(await page.evaluate(coveredByContactWidget), `under the contact links at ${width} px, end of the page`).toEqual([])
      await scrollTo(page, 'top')
    }
  })
}
