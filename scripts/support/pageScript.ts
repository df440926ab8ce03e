import type { Page } from '@playwright/test'
import { PAGE_SCRIPT } from '../../lib/firstPaint'

/**
 * Waits until the page script has run: the page asks for it only once it has painted (lib/client/afterFirstPaint.ts).
 * It waits for the page's own <script> first, so a test never makes the script come sooner than for a visitor; then
 * importing the module the page names resolves once it has been evaluated (a module is evaluated once, so nothing
 * runs twice). Used by the browser tests and the benchmark. The functions sent to the page name no inner function:
 * under tsx (the benchmark) esbuild would wrap a named one in a helper the page does not have.
 */
export async function pageScriptRan(page: Page): Promise<void> {
  const src = await page.evaluate((attribute) => document.querySelector(`script[${attribute}]`)?.getAttribute(attribute), PAGE_SCRIPT)
  if (!src) return
  await page.waitForFunction((url) => Array.from(document.scripts).some((script) => script.getAttribute('src') === url), src)
  await page.evaluate((url) => import(/* @vite-ignore */ url), src)
}
