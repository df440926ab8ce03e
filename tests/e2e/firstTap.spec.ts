import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { pageScriptRan } from '../support/clock'
import { holdPageScript } from '../support/holdScript'

/**
 * No first tap is lost. The page script arrives after the first paint (lib/client/afterFirstPaint.ts), so each test
 * holds it back, as a slow network would, acts as a visitor who is quicker than the script, and then lets it in: what
 * was done works at once with no script, or is done when the script arrives, once.
 */
test.use({ waitForPageScript: false })

interface TrackedEvent {
  eventName: string
  phoneNumber?: string
  elementId?: string
}
const trackedEvents = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('analyticsEvents') ?? '[]') as TrackedEvent[])
const named = (events: TrackedEvent[], name: string) => events.filter((event) => event.eventName === name)

/** The agency's number as the call link dials it (content/site.ts), and the chat it opens. */
const DIALLED = '+919876543210'
const WHATSAPP = /^https:\/\/wa\.me\/919876543210\?text=/

/** WhatsApp's site is beyond this machine: the chat's new tab gets a stand-in page. */
const standInForWhatsApp = (page: Page) =>
  page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Menu, a call and a WhatsApp chat tapped before the page script work at once, and the call and chat are recorded once it arrives', async ({
    page,
  }) => {
    await standInForWhatsApp(page)
    const script = await holdPageScript(page)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })

    // The Menu button's invoker command opens the menu with no script, and its Close button's closes it.
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()

    const contact = page.getByRole('complementary', { name: 'Quick contact' })
    const call = contact.getByRole('link', { name: /Call us/ })
    await expect(call).toHaveAttribute('href', `tel:${DIALLED}`)
    await call.click()
    const chat = page.waitForEvent('popup')
    await contact.getByRole('link', { name: /Chat on WhatsApp/ }).click()
    // The chat opened in its tab, with no script.
    expect((await chat).url()).toMatch(WHATSAPP)
    await expect(page).toHaveURL(/\/about$/)
    expect(await trackedEvents(page)).toEqual([])

    await script.requested
    script.release()
    await pageScriptRan(page)
    await expect.poll(async () => named(await trackedEvents(page), 'phone_click')).toEqual([expect.objectContaining({ phoneNumber: DIALLED })])
    const events = await trackedEvents(page)
    expect(named(events, 'whatsapp_click')).toHaveLength(1)
    // The menu closed by the visitor stays closed: the tap on Menu is not made again.
    await expect(menu).toBeHidden()
    // Clicks after the script arrived are recorded as they happen, once each.
    await call.click()
    await expect.poll(async () => named(await trackedEvents(page), 'phone_click')).toHaveLength(2)
    expect(named(await trackedEvents(page), 'whatsapp_click')).toHaveLength(1)
  })
})

test('Download brochure clicked before the page script downloads the PDF at once, and its toast shows once the script arrives', async ({ page }) => {
  const script = await holdPageScript(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  let downloads = 0
  page.on('download', () => downloads++)
  const download = page.waitForEvent('download')
  await page.getByRole('banner').getByRole('link', { name: 'Download brochure' }).first().click()
  // The link downloads the file by itself.
  const file = await download
  expect(file.suggestedFilename()).toBe('company-brochure.pdf')
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
  expect(bytes.equals(readFileSync('dist/client/files/company-brochure.pdf'))).toBe(true)
  await expect(page).toHaveURL(/\/about$/)
  await script.requested
  const toast = page.getByText('Brochure Downloaded!')
  await expect(toast).toBeHidden()

  script.release()
  await expect(toast).toBeVisible()
  expect(named(await trackedEvents(page), 'download')).toEqual([expect.objectContaining({ elementId: 'brochure' })])
  // The toast confirms the download made: none is made again.
  expect(downloads).toBe(1)
  await expect(page).toHaveURL(/\/about$/)
})

test('Enter in the header search before the page script: the query is logged and lands on its results', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const script = await holdPageScript(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  // The search button opens its field as a popover, with no script, and the caret goes into it.
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click()
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).first()
  await expect(box).toBeFocused()
  await page.keyboard.type('SEO')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=SEO$/)
  expect(logs).toContain('Search query: SEO')
  expect(script.wasRequested()).toBe(true)
  script.release()
  await expect(page.getByRole('status')).toContainText(/\d+ results for “SEO”/)
  const links = await page.locator('[data-search-list] li h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(links).toContain('/services/seo')
  expect(logs.filter((text) => text.startsWith('Search query:'))).toEqual(['Search query: SEO'])
})

test.describe('built against the lead service (npm run build:service-fixture)', () => {
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 4174) + 20}` })

  test('a call and a WhatsApp chat before the page script are sent to the service once it arrives, once each', async ({ page }) => {
    await standInForWhatsApp(page)
    const sent: string[] = []
    await page.route('**/api/events', (route) => {
      sent.push(route.request().postDataJSON().kind)
      return route.fulfill({ status: 204 })
    })
    const script = await holdPageScript(page)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    const contact = page.getByRole('complementary', { name: 'Quick contact' })
    await contact.getByRole('link', { name: /Call us/ }).click()
    const chat = page.waitForEvent('popup')
    await contact.getByRole('link', { name: /Chat on WhatsApp/ }).click()
    await chat
    await script.requested
    script.release()
    await pageScriptRan(page)
    await expect.poll(() => sent.filter((kind) => kind !== 'pageview').sort()).toEqual(['phone_click', 'whatsapp_click'])
  })
})
