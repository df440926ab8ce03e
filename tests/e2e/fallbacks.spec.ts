import { expect } from '@playwright/test'
import { test } from '../support/test'
import { builtSiteUrl, watchConsole } from '../support/site'

test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
  const errors = watchConsole(page)
  const response = await page.goto('/nope')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect.poll(() => errors.join('\n')).toContain('/nope')
})

test('the not-found page is no dead end: a search box and links to the main sections', async ({ page }) => {
  await page.goto('/nope')
  const sections = page.getByRole('navigation', { name: 'Main sections' }).getByRole('link')
  expect(await sections.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    expect.arrayContaining(['/services', '/pricing', '/portfolio', '/contact']),
  )
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })
  await box.fill('internship')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=internship$/)
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('internship')
})

test('/about/<anything> shows the About page', async ({ page }) => {
  await page.goto('/about/anything-at-all')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We help Indian businesses win online')
})

test('a short path redirects to its page', async ({ page }) => {
  const response = await page.request.get('/seo')
  const html = await response.text()
  expect(html).toContain('http-equiv="refresh" content="0; url=/services/seo"')
  // The origin this build was made for (its SITE_URL), not the default's.
  expect(html).toContain(`rel="canonical" href="${builtSiteUrl()}/services/seo"`)
  expect(html).toContain('href="/services/seo"')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a form sent stays put with what was typed, nothing of it in the URL, and says how else to reach us', async ({ page }) => {
    await page.goto('/about')
    const note = /This form is sent by JavaScript, which is off in this browser\. Please call us on \+91 98765 43210 or email info@acmedigital\.in\./
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(note)).toBeVisible()
    const email = page.locator('#footer-newsletter').getByLabel('Email address')
    await email.fill('ravi@co.in')
    await email.press('Enter')
    // The form's own GET put the address in the URL and reloaded the page empty.
    await page.waitForLoadState('load')
    expect(new URL(page.url()).search).toBe('')
    await expect(email).toHaveValue('ravi@co.in')

    await page.goto('/contact')
    await expect(page.locator('.card', { has: page.locator('#contact-form') }).getByText(note)).toBeVisible()
    await page.goto('/')
    await expect(page.locator('#consultation').getByText(note)).toBeVisible()
  })
})

test('with JavaScript the forms say nothing of it', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByText('This form is sent by JavaScript')).toHaveCount(0)
})
