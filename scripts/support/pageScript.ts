import type { Page } from '@playwright/test'
import { PAGE_SCRIPT } from '../../lib/firstPaint'

/**
 * Waits until the page script has run: the page asks for it only once it has painted (lib/client/afterFirstPaint.ts).
 * Importing the module the page names resolves once it has been evaluated; a module is evaluated once, so the page's
 * own request for it runs nothing twice. Used by the browser tests and the benchmark.
 */
export async function pageScriptRan(page: Page): Promise<void> {
  await page.evaluate(async (attribute) => {
    const src = document.querySelector(`script[${attribute}]`)?.getAttribute(attribute)
    if (src) await import(/* @vite-ignore */ src)
  }, PAGE_SCRIPT)
}
