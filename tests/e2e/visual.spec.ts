import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'

/**
 * Visual regression: full-page screenshots compared with the committed baselines in tests/e2e/__screenshots__/
 * (regenerate them with `npm run test:visual:update`, then look at every changed image before committing).
 * Everything that could differ between two runs is pinned: the clock stands still at one instant, animations
 * are stopped, lazy images are loaded, the time zone and locale are fixed, and the logo carousel (which starts
 * moving when scrolled into view) is masked. A full-page capture would paint the fixed call and WhatsApp bar
 * once, over whatever lies at the first screen's bottom edge: it is left out there, and shown in the home page's
 * first-screen shots instead.
 */
const viewports = {
  phone: { width: 375, height: 740 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1440, height: 900 },
} as const

const pages = [
  { name: 'home', path: '/' },
  { name: 'service-seo', path: '/services/seo' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact' },
  { name: 'careers-openings', path: '/careers/openings' },
  { name: 'admin-dashboard', path: '/admin/dashboard', signedIn: true },
] as const

/** One fixed instant (10:00 in Bengaluru): dates the dashboard shows never change between runs. */
const NOW = new Date('2026-01-15T04:30:00Z')

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' })

async function settle(page: Page) {
  // Below-the-fold images would load only when scrolled to: load them all, so every run shows the same pixels.
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager')
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    // A full-page picture is not scrolled: content that fades up as it is scrolled to (.reveal) is shown as it rests.
    for (const animation of document.getAnimations()) if (animation.timeline && !(animation.timeline instanceof DocumentTimeline)) animation.cancel()
  })
}

async function open(page: Page, path: string, viewport: { width: number; height: number }, signedIn = false) {
  await page.setViewportSize(viewport)
  // Installed a minute early, then stopped at NOW: however slow the machine, the page only ever sees NOW.
  await page.clock.install({ time: NOW.getTime() - 60_000 })
  await page.clock.pauseAt(NOW)
  if (signedIn) {
    await page.addInitScript(() => {
      localStorage.setItem('adminLoggedIn', 'true')
      localStorage.setItem('adminUsername', 'admin')
    })
  }
  // The brand faces are font-display: optional: a page uses them only if they arrive within its first 100 ms, which
  // a busy machine can miss. A first visit puts them in the cache, so the page the screenshot is taken of has them.
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await page.goto(path)
  if (signedIn) await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
  await settle(page)
}

const screenshotOptions = (page: Page) => ({ mask: [page.getByRole('region', { name: /Our clients/ })], timeout: 30_000 })

for (const { name, path, ...options } of pages) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${name} looks as it did at ${size} width (${viewport.width} px)`, async ({ page }) => {
      await open(page, path, viewport, 'signedIn' in options)
      // Through the CSSOM, which the Content-Security-Policy allows (a style attribute or element it would not).
      await page
        .locator('aside[aria-label="Quick contact"]')
        .evaluateAll((widgets) => widgets.forEach((widget) => ((widget as HTMLElement).style.visibility = 'hidden')))
      await expect(page).toHaveScreenshot(`${name}-${size}.png`, { ...screenshotOptions(page), fullPage: true })
    })
  }
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the home page's first screen, with the call and WhatsApp links, looks as it did at ${size} width`, async ({ page }) => {
    await open(page, '/', viewport)
    // A mask would be drawn over the bar too: where the logo carousel shows in the first screen, it is shown
    // started instead (it starts when seen, and with the clock stopped it never moves on).
    const logos = page.locator('[data-island="LogoCarousel"]')
    if (await logos.evaluate((island) => island.firstElementChild!.getBoundingClientRect().top < window.innerHeight)) {
      await expect(page.locator('[data-island="LogoCarousel"][data-hydrated]')).toBeAttached()
    }
    await expect(page).toHaveScreenshot(`home-first-screen-${size}.png`, { timeout: 30_000 })
  })
}
