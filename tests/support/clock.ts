import type { Page } from '@playwright/test'
import { pageScriptRan } from '../../scripts/support/pageScript'

export { pageScriptRan }

/** Longer than any test runs (playwright.config.ts: 60 s at most), so `now + AN_HOUR` is never already past. */
const AN_HOUR = 60 * 60_000

/**
 * Installs the page's fake clock standing still at `time`: from then on it moves only when the test moves it
 * (runFor, fastForward). Call it before the page loads, so no timer is waiting.
 *
 * pauseAt(time) alone throws when `time` is already past, which a slow machine reaches between computing the
 * time and pausing; so pause an hour ahead (before the page loads no timer runs), then set the time back to `time`
 * (setSystemTime moves the time without running timers).
 */
export async function stopClockAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time })
  await page.clock.pauseAt(time + AN_HOUR)
  await page.clock.setSystemTime(time)
}

/**
 * Moves a stopped clock on until the page is `ms` old by its own `performance.now()`, the measure the page's first
 * timers use (the popup is due when the page is 6,000 ms old, the hero's first slide change at 8,000 ms). The fake
 * `performance.now()` also counts the real time that passed between installing the clock and stopping it, which a
 * loaded machine makes hundreds of milliseconds: a bare runFor(5800) could then take the page past 6,000 ms.
 */
export async function runUntilPageAge(page: Page, ms: number): Promise<void> {
  await pageScriptRan(page)
  const age = await page.evaluate(() => performance.now())
  if (age > ms) throw new Error(`The page is already ${Math.round(age)} ms old, past the ${ms} ms this test starts from`)
  await page.clock.runFor(Math.ceil(ms - age))
}
