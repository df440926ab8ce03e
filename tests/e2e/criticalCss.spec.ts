import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../support/test'
import { publicPages } from '../support/site'

/**
 * A page paints from its own HTML: the inline CSS (lib/build/criticalCss.ts) must lay out and colour every element
 * as the full stylesheet does, or the page changes when that arrives after the first paint. Each page is loaded
 * twice without scripts (nothing then moves the page but the CSS): once with every stylesheet request refused, so
 * only the inline CSS applies, and once with the full stylesheet (its <noscript> link); every element's box and
 * the styles a visitor sees must agree. Motion is reduced and every animation held at its start, and the brand font is
 * refused in both (a face of font-display: optional that arrives late on a busy machine is not used on that load,
 * which would move text for reasons of its own). Nothing here hovers.
 */

const widths = [390, 1366]

/** Every element of the page outside the closed menu: its box, and the styles that show. */
const snapshot = (page: Page) =>
  page.evaluate(async () => {
    // The local faces that stand in for the brand font load like any other: measure once they have.
    await document.fonts.ready
    // Every animation at its start (the carousel's progress bar runs from its first frame, whenever that came).
    for (const animation of document.getAnimations()) {
      animation.pause()
      animation.currentTime = 0
    }
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => !element.closest('dialog, script, style'))
      .map((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.getAttribute('class') ?? ''}`
        const seen = [
          style.display,
          style.color,
          style.backgroundColor,
          style.backgroundImage,
          style.fontSize,
          style.fontWeight,
          style.borderTopWidth,
          style.borderRadius,
          style.boxShadow,
        ]
        return `${label} @ ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')} ${seen.join(' ')}`
      })
  })

async function paint(browser: Browser, path: string, width: number, inlineOnly: boolean): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce', viewport: { width, height: 900 } })
  try {
    const page = await context.newPage()
    await page.route('**/*.woff2', (route) => route.abort())
    if (inlineOnly) await page.route('**/*.css', (route) => route.abort())
    await page.goto(path)
    return await snapshot(page)
  } finally {
    await context.close()
  }
}

for (const { path } of publicPages()) {
  test(`${path}: the inline CSS alone lays out and colours every element as the full stylesheet does`, async ({ browser }) => {
    for (const width of widths) {
      const [inline, full] = [await paint(browser, path, width, true), await paint(browser, path, width, false)]
      expect(inline.length, `${width} px: elements`).toBe(full.length)
      const differences = inline.flatMap((element, index) => (element === full[index] ? [] : [`${element}\n  full stylesheet: ${full[index]}`]))
      expect(differences, `${width} px`).toEqual([])
    }
  })
}
