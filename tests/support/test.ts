import { test as base, type Page } from '@playwright/test'
import { pageScriptRan } from '../../scripts/support/pageScript'

/**
 * The browser tests' `test`. Its `page.goto` resolves once the page script has run as well as on the load event
 * (unless the test picks its own moment with `waitUntil`). A page asks for its script only after its first paint
 * (lib/client/afterFirstPaint.ts), which can come after the load event, so a click straight after `goto` could land
 * before the menus, islands and forms were listening and do nothing (as it does for a visitor that quick). Tests of
 * what happens before the script runs set `test.use({ waitForPageScript: false })`.
 */
export const test = base.extend<{ waitForPageScript: boolean }>({
  waitForPageScript: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForPageScript }, provide) => {
    if (waitForPageScript && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      page.goto = async (url: string, options?: Parameters<Page['goto']>[1]) => {
        const response = await goto(url, options)
        if (!options?.waitUntil) await pageScriptRanAfterRedirects(page)
        return response
      }
    }
    await provide(page)
  },
})

/** pageScriptRan, on the page a script sent the browser on to (the dashboard sends a signed-out visitor to the login). */
async function pageScriptRanAfterRedirects(page: Page): Promise<void> {
  for (let redirects = 0; ; redirects++) {
    try {
      return await pageScriptRan(page)
    } catch (error) {
      if (redirects >= 3 || !/Execution context was destroyed/.test(String(error))) throw error
      await page.waitForLoadState()
    }
  }
}
