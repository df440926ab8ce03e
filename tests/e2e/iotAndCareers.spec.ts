import { expect } from '@playwright/test'
import { test } from '../support/test'

/**
 * The IoT and careers pages in a browser: the wildcard fallbacks, the comparison table on a phone and a job card's
 * details. What the prerendered HTML holds (every figure and count, the job pages) is read in
 * tests/dist/iotAndCareers.test.ts.
 */

test.describe('In a browser', () => {
  for (const [path, overview, heading] of [
    ['/iot/unknown', '/iot', 'Connect your machines, buildings and fields to live data'],
    ['/careers/unknown', '/careers', 'Do the best work of your career, and have a life too'],
    ['/careers/openings/no-such-role', '/careers', 'Do the best work of your career, and have a life too'],
  ] as const) {
    test(`${path} ends up on ${overview}`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${overview}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the comparison table scrolls sideways inside its own region on a 375 px phone, not the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/careers/benefits')
    const region = page.locator('#comparison [role="region"]')
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.getByRole('table')).toBeVisible()
    await expect(region.getByRole('columnheader')).toHaveCount(3)
    await expect(region.getByRole('rowheader')).toHaveCount(5)
    const { regionScroll, regionWidth, pageScroll } = await region.evaluate((element) => ({
      regionScroll: element.scrollWidth,
      regionWidth: element.clientWidth,
      pageScroll: document.documentElement.scrollWidth,
    }))
    expect(regionScroll).toBeGreaterThan(regionWidth)
    expect(pageScroll).toBeLessThanOrEqual(375)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('a job card opens its requirements and responsibilities and leads to the job page', async ({ page }) => {
    await page.goto('/careers/openings')
    const card = page.locator('#open-positions article').filter({ hasText: 'DevOps Engineer' })
    await expect(card.getByRole('heading', { level: 4, includeHidden: true })).toHaveCount(2)
    await expect(card.getByRole('heading', { level: 4 })).toHaveCount(0)
    await card.locator('summary').click()
    await expect(card.getByRole('heading', { level: 4, name: 'Requirements' })).toBeVisible()
    await expect(card.getByRole('link', { name: /^Apply now ?: DevOps Engineer$/ })).toHaveAttribute('href', '/contact?position=devops-engineer')
    await card.getByRole('link', { name: 'DevOps Engineer', exact: true }).click()
    await expect(page).toHaveURL(/\/careers\/openings\/devops-engineer$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Engineer')
  })
})
