import type { Page } from '@playwright/test'
import { PAGE_SCRIPT } from '../../lib/firstPaint'

/**
 * Waits until the page script has run: the page asks for it only once it has painted (lib/client/afterFirstPaint.ts).
 * It waits for the page's own <script> first, so a test never makes the script come sooner than for a visitor; then
 * importing the module the page names resolves once it has been evaluated (a module is evaluated once, so nothing
 * runs twice). Used by the browser tests and the benchmark.
 */
export async function pageScriptRan(page: Page): Promise<void> {
  await page.evaluate(async (attribute) => {
    const src = document.querySelector(`script[${attribute}]`)?.getAttribute(attribute)
    if (!src) return
    const asked = () => Array.from(document.scripts).some((script) => script.getAttribute('src') === src)
    await new Promise<void>((resolve) => {
      if (asked()) return resolve()
      const observer = new MutationObserver(() => {
        if (!asked()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await import(/* @vite-ignore */ src)
  }, PAGE_SCRIPT)
}
