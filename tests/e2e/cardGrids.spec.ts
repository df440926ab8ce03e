import { expect } from '@playwright/test'
import { test } from '../support/test'
import { orphanCards } from '../support/layout'
import { publicPages } from '../support/site'

/** Tablets in portrait (iPad 810 to 834): where three cards on two columns used to leave one alone (a designer's review). */
const tabletWidths = [810, 834]

// Layout needs the page's CSS only, not its script.
test.use({ waitForPageScript: false })

for (const { path } of publicPages()) {
  test(`${path}: on a tablet, no grid of cards ends on one card alone`, async ({ page }) => {
    await page.setViewportSize({ width: tabletWidths[0]!, height: 1112 })
    await page.goto(path, { waitUntil: 'load' })
    const problems: Record<string, string[]> = {}
    for (const width of tabletWidths) {
      await page.setViewportSize({ width, height: 1112 })
      const found = await page.evaluate(orphanCards)
      if (found.length > 0) problems[`${width} px`] = found
    }
    expect(problems).toEqual({})
  })
}
