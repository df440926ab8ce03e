import { expect } from '@playwright/test'
import { test } from '../support/test'
import { pageSettled, seriousAxeViolations } from '../support/site'

// The axe check of the states a page is not in when it loads (tests/e2e/routes.spec.ts checks every page at rest):
// the menu drawer, the popup, each form failed, and a toast of each kind.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the menu drawer, open', async ({ page }) => {
    await page.goto('/about')
    await pageSettled(page)
    await page.locator('#menu-toggle').click()
    await expect(page.getByRole('dialog').filter({ has: page.getByRole('navigation') })).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  test('the popup, open, then failed, then its success toast', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(6100)
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' })
    await expect(dialog).toBeVisible()
    expect(await seriousAxeViolations(page), 'open').toEqual([])
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(dialog.locator('.error-summary')).toBeFocused()
    expect(await seriousAxeViolations(page), 'failed').toEqual([])
    await dialog.getByLabel(/Your Name/).fill('Popup Person')
    await dialog.getByLabel(/Email Address/).fill('popup@person.in')
    await dialog.getByLabel(/Phone Number/).fill('+91 98765 43210')
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.clock.runFor(1000)
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible()
    expect(await seriousAxeViolations(page), 'success toast').toEqual([])
  })
})

test('the contact form, failed', async ({ page }) => {
  await page.goto('/contact')
  await pageSettled(page)
  await page.locator('#contact-form').getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('#contact-form .error-summary')).toBeFocused()
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('the footer newsletter, failed', async ({ page }) => {
  await page.goto('/about')
  await pageSettled(page)
  await page.locator('#footer-newsletter').getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('#footer-newsletter .error-summary')).toBeFocused()
  // Scrolled back to the top: at the page's foot, links the sticky header covers count as targets too small.
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await seriousAxeViolations(page)).toEqual([])
})

test('the home form, failed, and the error toast when the browser will not store it', async ({ page }) => {
  await page.goto('/')
  await pageSettled(page)
  const form = page.locator('#hero-consultation-form')
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(form.locator('.error-summary')).toBeFocused()
  expect(await seriousAxeViolations(page), 'failed').toEqual([])
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await form.getByLabel(/Your Name/).fill('Ravi Kumar')
  await form.getByLabel(/Email Address/).fill('ravi@example.in')
  await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible()
  expect(await seriousAxeViolations(page), 'error toast').toEqual([])
})
