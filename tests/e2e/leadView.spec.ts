/**
 * Following a lead up over the site built against the lead service (npm run build:service-fixture), served on one
 * origin by its own static server forwarding /api/ to a real service process on an embedded database: a lead opens
 * from the list into its own view with call, e-mail and WhatsApp links; a note survives a reload; a follow-up date in
 * the past lists the lead as overdue; the pipeline reaches won with a value and lost with a reason, both in the history.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../support/test'
import { indiaNow } from '../../model/indiaTime'
import { newLeadId } from '../../model/leadFields'
import { hitAtItsCentre, toastAtRest } from '../support/hitTest'
import type { RunningHost } from '../support/hosts'
import { startServiceStack, type ServiceStack } from '../support/serviceStack'
import { seriousAxeViolations } from '../support/site'

const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let stack: ServiceStack
let site: RunningHost

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stack = await startServiceStack('lead-view', OWNER)
  site = stack.site
})

test.afterAll(async () => stack?.stop())

/** A browser profile of its own; axe needs its inline script, which the CSP refuses. */
const profile = async (browser: Browser) => (await browser.newContext({ baseURL: site.origin, bypassCSP: true })).newPage()

const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()

/** A lead as the contact form sends it. */
async function postLead(page: Page, fields: Record<string, string>) {
  const response = await page.request.post('/api/leads', {
    headers: { Origin: site.origin },
    data: { type: 'contact', id: newLeadId(), submittedAt: new Date().toISOString(), page: '/contact', message: 'We need a new website.', ...fields },
  })
  expect(response.status()).toBe(201)
}

async function openDashboard(page: Page) {
  await page.goto(loginPath)
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(OWNER.username)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
}

const leadView = (page: Page) => page.getByRole('dialog', { name: /^Lead from / })

test('a lead opens into its own view, keeps its notes, shows as overdue, and is won with a value and lost with a reason', async ({ browser }) => {
  const page = await profile(browser)
  await postLead(page, {
    name: 'Asha Sharma',
    email: 'asha@sharmatextiles.in',
    phone: '+91 98111 22334',
    service: 'web-design',
    company: 'Sharma Textiles',
  })
  await postLead(page, { name: 'Vikram Rao', email: 'vikram@raoexports.in', phone: '98765 43210', service: 'seo' })
  await openDashboard(page)

  // Opened from its row with the keyboard: focus moves into the view, which shows the fields and the links.
  const open = page.getByRole('button', { name: 'Open the lead from Asha Sharma' })
  await open.focus()
  await page.keyboard.press('Enter')
  const view = leadView(page)
  await expect(view).toBeVisible()
  await expect(view.getByRole('heading', { name: 'Lead from Asha Sharma' })).toBeFocused()
  await expect(view).toContainText('Sharma Textiles')
  await expect(view).toContainText('Website Development')
  await expect(view.getByRole('link', { name: 'Call +91 98111 22334' })).toHaveAttribute('href', 'tel:+919811122334')
  const whatsApp = new URL((await view.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!)
  expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/919811122334')
  expect(whatsApp.searchParams.get('text')).toMatch(/^Hello Asha Sharma, this is owner from .+\. Thank you for your enquiry about Website Development\./)
  const mail = (await view.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!
  expect(mail).toMatch(/^mailto:asha@sharmatextiles\.in\?subject=Your%20enquiry%20with%20/)
  expect(decodeURIComponent(mail.split('&body=')[1]!)).toContain('Hello Asha Sharma,\r\n\r\nThank you for your enquiry about Website Development.')
  expect(await seriousAxeViolations(page)).toEqual([])

  // A note, and a follow-up yesterday (India's time).
  await view.getByLabel('New note').fill('Called at 11: wants a quote for a shop by Friday.')
  await view.getByRole('button', { name: 'Add note' }).click()
  await expect(view.getByTestId('lead-notes')).toContainText('Called at 11: wants a quote for a shop by Friday.')
  const today = indiaNow(new Date()).date
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  await view.getByLabel('Follow-up date').fill(yesterday)
  await view.getByRole('button', { name: 'Set follow-up' }).click()
  await expect(view.getByTestId('lead-follow-up')).toContainText('Overdue')
  // Escape closes it and focus is back on the row's button.
  await page.keyboard.press('Escape')
  await expect(view).toBeHidden()
  await expect(open).toBeFocused()

  // The Overdue view lists Asha's lead and not Vikram's.
  await page.getByLabel('Follow-up', { exact: true }).selectOption('overdue')
  const rows = page.getByRole('region', { name: 'Form submissions, newest first' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Asha Sharma')
  await expect(rows.first()).toContainText('Overdue')
  await page.getByLabel('Follow-up', { exact: true }).selectOption('due')
  await expect(rows.first()).toHaveText('No form submissions found.')

  // After a reload the note is still there, signed by its author.
  await page.reload()
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
  await page.getByRole('button', { name: 'Open the lead from Asha Sharma' }).click()
  await expect(leadView(page).getByTestId('lead-notes')).toContainText('Called at 11: wants a quote for a shop by Friday.')
  await expect(leadView(page).getByTestId('lead-notes')).toContainText('owner, ')

  // Won with a value, through the view.
  await leadView(page).getByLabel('Status', { exact: true }).selectOption('won')
  await leadView(page).getByLabel('Deal value (₹)').fill('150000')
  await leadView(page).getByRole('button', { name: 'Save status' }).click()
  await expect(leadView(page).getByTestId('lead-stage')).toHaveText('Won: ₹1,50,000')
  await expect(leadView(page).getByTestId('lead-history')).toContainText('owner changed the status from New to Won: ₹1,50,000')
  // Won, it is no longer overdue.
  await expect(leadView(page).getByTestId('lead-follow-up')).not.toContainText('Overdue')
  // The toast that says so comes to rest clear of the view's Close button (hovered, a toast stays until left).
  await toastAtRest(page.locator('[data-sonner-toast]').filter({ hasText: 'Status saved' }))
  const close = leadView(page).getByRole('button', { name: 'Close', exact: true })
  expect(await hitAtItsCentre(close)).toBe(true)
  await close.click()

  // Lost with a reason, from the list: choosing Lost opens the view at its reason.
  await page.getByLabel('Status of the lead from Vikram Rao').selectOption('lost')
  await page.getByRole('button', { name: 'Save the status of the lead from Vikram Rao' }).click()
  await expect(leadView(page)).toBeVisible()
  await expect(leadView(page).getByLabel('Why it was lost')).toBeFocused()
  await leadView(page).getByLabel('Why it was lost').selectOption({ label: 'Chose another agency' })
  await leadView(page).getByRole('button', { name: 'Save status' }).click()
  await expect(leadView(page).getByTestId('lead-stage')).toHaveText('Lost: Chose another agency')
  await expect(leadView(page).getByTestId('lead-history')).toContainText('owner changed the status from New to Lost: Chose another agency')
  // Checked once the toasts have gone by themselves (mid-fade, their text fails the contrast check).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByLabel('Status of the lead from Vikram Rao')).toHaveValue('lost')
  await expect(page.getByLabel('Status of the lead from Asha Sharma')).toHaveValue('won')
})

test('a lead with long unbroken values fits its view on a phone and on a desktop, with nothing to scroll sideways', async ({ browser }) => {
  const page = await profile(browser)
  const landingPage = `/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=${'diwali-offer-for-textile-traders-'.repeat(4)}final`
  await postLead(page, {
    name: 'Meenakshi Sundaram',
    email: 'procurement.and.vendor.relations.head@meenakshi-handloom-exports-of-tamilnadu.in',
    phone: '+91 94441 23456',
    service: 'seo',
    message: `Please see our current site https://www.meenakshi-handloom-exports.in/collections/${'kanchipuram-silk-'.repeat(6)}sarees first.`,
    landingPage,
    utmSource: 'newsletter',
    utmCampaign: 'diwali-offer-for-textile-traders',
  })
  await openDashboard(page)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 })
    await page.getByRole('button', { name: 'Open the lead from Meenakshi Sundaram' }).click()
    const view = leadView(page)
    await expect(view).toContainText(landingPage)
    const sizes = await view.evaluate((dialog) => ({ scroll: dialog.scrollWidth, client: dialog.clientWidth }))
    expect(sizes.scroll, `${width} px: the view's content is ${sizes.scroll} px wide in a ${sizes.client} px view`).toBeLessThanOrEqual(sizes.client)
    // Each value stays inside the view's box, the landing page too.
    const box = (await view.boundingBox())!
    const landing = (await view.getByText(landingPage).boundingBox())!
    expect(landing.x + landing.width, `${width} px: the landing page ends past the view's edge`).toBeLessThanOrEqual(box.x + box.width)
    await page.keyboard.press('Escape')
    await expect(view).toBeHidden()
  }
})
