import type { Page } from '@playwright/test'

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
