/**
 * Leads routed by kind and shared by a team, over the site built against the lead service (npm run
 * build:service-fixture), served on one origin by its own static server forwarding /api/ to a real service process on
 * an embedded database: a candidate applies from a job's Apply button, is thanked as a candidate and lands in
 * Applications; a newsletter sign-up joins the Subscribers; the owner assigns an enquiry to a second user, the
 * history says so, and it is under that user's My leads; a link to the lead (as the e-mails carry) opens its view
 * through the login. axe finds nothing serious.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../support/test'
import { newLeadId } from '../../model/leadFields'
import type { RunningHost } from '../support/hosts'
import { startServiceStack, type ServiceStack } from '../support/serviceStack'
import { seriousAxeViolations } from '../support/site'

const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
const MEMBER = { name: 'Priya Nair', email: 'priya@agency.test', password: 'a ledger of tea and monsoon 21' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

test.describe.configure({ mode: 'serial', timeout: 150_000 })

let stack: ServiceStack
let site: RunningHost

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stack = await startServiceStack('lead-routing', OWNER)
  site = stack.site
})

test.afterAll(async () => stack?.stop())

/** A browser profile of its own; axe needs its inline script, which the CSP refuses. */
const profile = async (browser: Browser) => (await browser.newContext({ baseURL: site.origin, bypassCSP: true })).newPage()

const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()

/** The service's answer to the next lead the page sends. */
const leadStored = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST')

async function signIn(page: Page, username: string, password: string, path = loginPath) {
  await page.goto(path)
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function openLeads(page: Page) {
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
}

const folders = (page: Page) => page.getByRole('group', { name: 'Folder' })
const rows = (page: Page) => page.getByRole('region', { name: 'Form submissions, newest first' }).locator('tbody tr')
const leadView = (page: Page) => page.getByRole('dialog', { name: /^Lead from / })
/** Checked once the toasts have gone (mid-fade, their text fails the contrast check). */
async function noSeriousViolations(page: Page, where: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page), where).toEqual([])
}

/** The enquiry the owner assigns, and the owner's page, from one test to the next. */
const enquiryId = newLeadId()
let owner: Page

test('a candidate applying from a job is thanked as a candidate', async ({ browser }) => {
  // A candidate applies from the job's Apply button, and is thanked as a candidate, not as a client.
  const candidate = await profile(browser)
  await candidate.goto('/careers/openings')
  await candidate.locator('a[href="/contact?position=ui-ux-designer"]').click()
  await expect(candidate).toHaveURL(/\/contact\?position=ui-ux-designer$/)
  await hydrated(candidate, 'ContactForm')
  const form = candidate.locator('#contact-form')
  await expect(form.getByLabel('Position')).toHaveValue('ui-ux-designer')
  await form.getByLabel('Full Name').fill('Kavya Menon')
  await form.getByLabel('Email Address').fill('kavya.menon@example.in')
  await form.getByLabel('Phone Number').fill('+91 99887 66554')
  await form.getByLabel('CV or Portfolio Link').fill('https://www.behance.net/kavyamenon')
  const application = leadStored(candidate)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(candidate.getByText('Application Received!')).toBeVisible()
  await expect(candidate.getByText('Your application has reached our hiring team.')).toBeVisible()
  await expect(candidate.getByText(/customized solution/)).toHaveCount(0)
  expect((await application).status()).toBe(201)
})

test('a newsletter sign-up and an enquiry reach the service', async ({ browser }) => {
  // A reader signs up for the newsletter in the footer.
  const reader = await profile(browser)
  await reader.goto('/about')
  const newsletter = reader.locator('#footer-newsletter')
  await newsletter.getByLabel('Email address').fill('reader@example.in')
  const signUp = leadStored(reader)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(reader.getByText('Subscribed!')).toBeVisible()
  expect((await signUp).status()).toBe(201)

  // And an enquiry, as the contact form sends it.
  const enquiry = await reader.request.post('/api/leads', {
    headers: { Origin: site.origin },
    data: {
      type: 'contact',
      id: enquiryId,
      submittedAt: new Date().toISOString(),
      page: '/contact',
      name: 'Asha Sharma',
      email: 'asha@sharmatextiles.in',
      phone: '+91 98111 22334',
      service: 'web-design',
    },
  })
  expect(enquiry.status()).toBe(201)
})

test('the owner finds the application in Applications and the sign-up among the subscribers', async ({ browser }) => {
  owner = await profile(browser)
  await signIn(owner, OWNER.username, OWNER.password)
  await openLeads(owner)
  await expect(folders(owner).getByRole('button')).toHaveText(['Inbox (1)', 'Applications (1)', 'Subscribers (1)', 'Spam (0)', 'My leads (0)'])
  await expect(rows(owner)).toHaveCount(1)
  await expect(rows(owner).first()).toContainText('Asha Sharma')
  await folders(owner).getByRole('button', { name: 'Applications (1)' }).click()
  await expect(rows(owner)).toHaveCount(1)
  await expect(rows(owner).first()).toContainText('Kavya Menon')
  await expect(rows(owner).first()).toContainText('UI/UX Designer')
  await noSeriousViolations(owner, 'Applications folder')
  await folders(owner).getByRole('button', { name: 'Subscribers (1)' }).click()
  await expect(rows(owner)).toHaveCount(1)
  await expect(rows(owner).first()).toContainText('reader@example.in')
  await expect(owner.getByRole('heading', { name: 'Unsubscribe on request' })).toBeVisible()
  await noSeriousViolations(owner, 'Subscribers folder')
})

test('a lead assigned to a second user is in its history and under their My leads', async ({ browser }) => {
  // A second user (added and set up as the Team tab does, through the service's API) ...
  const added = await owner.request.post('/api/admin/users', {
    headers: { Origin: site.origin },
    data: { name: MEMBER.name, email: MEMBER.email, role: 'member' },
  })
  expect(added.status()).toBe(201)
  const { link } = await added.json()
  const setUp = await owner.request.post('/api/admin/setup', { headers: { Origin: site.origin }, data: { token: link.token, password: MEMBER.password } })
  expect(setUp.status()).toBe(200)

  // ... is assigned the enquiry in its view; the history says who did it.
  await folders(owner).getByRole('button', { name: 'Inbox (1)' }).click()
  await owner.getByRole('button', { name: 'Open the lead from Asha Sharma' }).click()
  const view = leadView(owner)
  await expect(view.getByTestId('lead-assignee')).toHaveText('Nobody')
  await view.getByLabel('Assign to').selectOption({ label: MEMBER.name })
  await view.getByRole('button', { name: 'Assign' }).click()
  await expect(view.getByTestId('lead-assignee')).toHaveText(MEMBER.name)
  await expect(view.getByTestId('lead-history')).toContainText(`owner assigned it to ${MEMBER.name}`)
  await noSeriousViolations(owner, 'lead view with its assignee')
  await owner.keyboard.press('Escape')
  await expect(rows(owner).first()).toContainText(`Assigned to ${MEMBER.name}`)

  // The second user finds it under My leads.
  const member = await profile(browser)
  await signIn(member, MEMBER.email, MEMBER.password)
  await openLeads(member)
  await folders(member).getByRole('button', { name: 'My leads (1)' }).click()
  await expect(folders(member).getByRole('button', { name: 'My leads (1)' })).toHaveAttribute('aria-pressed', 'true')
  await expect(rows(member)).toHaveCount(1)
  await expect(rows(member).first()).toContainText('Asha Sharma')
  await noSeriousViolations(member, 'My leads')
})

test('a link to a lead, opened signed out, leads through the login into its view', async ({ browser }) => {
  // A link to the lead, as the e-mails carry it, opened signed out: through the login, into the lead's view.
  const fromMail = await profile(browser)
  await fromMail.goto(`/admin/dashboard#lead=${enquiryId}`)
  await expect(fromMail).toHaveURL(new RegExp(`${loginPath}#lead=${enquiryId}$`))
  await signIn(fromMail, MEMBER.email, MEMBER.password, `${loginPath}#lead=${enquiryId}`)
  await expect(leadView(fromMail)).toBeVisible()
  await expect(leadView(fromMail).getByRole('heading', { name: 'Lead from Asha Sharma' })).toBeVisible()
  // The fragment is gone from the address, so a reload shows the list.
  await expect(fromMail).toHaveURL(/\/admin\/dashboard$/)
})
