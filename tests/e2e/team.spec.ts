/**
 * A small team over the site built against the lead service (npm run build:service-fixture), served on one origin by
 * its own static server (scripts/serve.mjs forwarding /api/ to a real service process on an embedded database):
 * the owner adds a member and copies their set-up link; the member opens it in another browser profile, chooses a
 * password, signs in, sees no owner-only controls, turns two-factor sign-in on, and signs in again with a one-time code.
 */
import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../support/test'
import { Secret, TOTP } from 'otpauth'
import type { RunningHost } from '../support/hosts'
import { startServiceStack, type ServiceStack } from '../support/serviceStack'
import { seriousAxeViolations } from '../support/site'

const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
const MEMBER = { name: 'Neha Gupta', email: 'neha@agency.test', password: 'a ledger of tea and monsoon 21' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let stack: ServiceStack
let site: RunningHost

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stack = await startServiceStack('team', OWNER)
  site = stack.site
})

test.afterAll(async () => stack?.stop())

/** A browser profile of its own (no shared cookies or storage); axe needs its inline script, which the CSP refuses. */
const profile = async (browser: Browser) => (await browser.newContext({ baseURL: site.origin, bypassCSP: true })).newPage()

const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()

async function signIn(page: Page, username: string, password: string) {
  await page.goto(loginPath)
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The code the member's authenticator shows at `timestamp` (ms). */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30, timestamp })

test('an owner adds a member, who sets a password through the link, signs in, and then signs in with a one-time code', async ({ browser }) => {
  // The owner: the Team tab lists the owner from the environment; adding a member shows their set-up link once.
  const owner = await profile(browser)
  await signIn(owner, OWNER.username, OWNER.password)
  await expect(owner).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(owner, 'AdminDashboard')
  await owner.getByRole('tab', { name: 'Team' }).click()
  const users = owner.getByRole('table', { name: 'Users of this dashboard' })
  await expect(users.getByRole('row', { name: /owner/ })).toContainText('Set by the service’s ADMIN_USERNAME')
  await owner.getByLabel('Name', { exact: true }).fill(MEMBER.name)
  await owner.getByLabel('E-mail address').fill(MEMBER.email)
  await owner.getByLabel('Role', { exact: true }).selectOption('member')
  await owner.getByRole('button', { name: 'Add user' }).click()
  await expect(owner.getByTestId('team-outcome')).toHaveText(`${MEMBER.name} added`)
  const linkField = owner.getByRole('textbox', { name: 'Set-up link' })
  await expect(linkField).toBeFocused()
  const link = await linkField.inputValue()
  expect(link).toMatch(new RegExp(`^${site.origin}/admin/setup#[A-Za-z0-9_-]{43}$`))
  await expect(users.getByRole('row', { name: new RegExp(MEMBER.name) })).toContainText(/Invited\s*Set-up link valid until/)
  expect(await seriousAxeViolations(owner), 'Team tab').toEqual([])

  // The member, in another profile: the link names them, a weak password is refused, a good one is set.
  const member = await profile(browser)
  await member.goto(link)
  await hydrated(member, 'AdminSetup')
  await expect(member.getByText(`Welcome, ${MEMBER.name}. Choose the password you will sign in with as ${MEMBER.email}.`)).toBeVisible()
  expect(await seriousAxeViolations(member), 'set-up page').toEqual([])
  await member.getByLabel('New password').fill('password1234')
  await member.getByLabel('Repeat the password').fill('password1234')
  await member.getByRole('button', { name: 'Set password' }).click()
  await expect(member.getByRole('status').filter({ hasText: 'Your password is a common password' })).toBeVisible()
  await member.getByLabel('New password').fill(MEMBER.password)
  await member.getByLabel('Repeat the password').fill(MEMBER.password)
  await member.getByRole('button', { name: 'Set password' }).click()
  await expect(member.getByText('Your password is set.')).toBeVisible()
  // The spent token has left the address bar; the link no longer works.
  expect(new URL(member.url()).hash).toBe('')
  await member.goto(link)
  await expect(member.getByText('This set-up link does not work')).toBeVisible()

  // Signed in, the member works the leads but sees no owner-only controls, and no Team tab.
  await signIn(member, MEMBER.email, MEMBER.password)
  await expect(member).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(member, 'AdminDashboard')
  await expect(member.getByText(`Signed in as ${MEMBER.name} (Member)`)).toBeVisible()
  await expect(member.getByRole('tab')).toHaveText(['Overview', 'Form Submissions', 'Analytics', 'Content', 'Your account'])
  // The editor is for owners: the Content tab says so instead of linking to a refusal.
  await member.getByRole('tab', { name: 'Content' }).click()
  await expect(member.getByText('Changing the site’s content is for the dashboard’s owners')).toBeVisible()
  await expect(member.getByRole('link', { name: 'Open the content editor' })).toHaveCount(0)
  await member.getByRole('tab', { name: 'Form Submissions' }).click()
  await expect(member.getByRole('button', { name: /^Inbox/ })).toBeVisible()
  await expect(member.getByRole('button', { name: 'Download CSV' })).toHaveCount(0)
  await expect(member.getByRole('heading', { name: 'Erase a person’s data' })).toHaveCount(0)

  // Two-factor sign-in on: the QR code and the key as text; a code from the key confirms it; recovery codes once.
  await member.getByRole('tab', { name: 'Your account' }).click()
  await member.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = await member.getByRole('textbox', { name: 'Key to type in' }).inputValue()
  expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/)
  // The key copies with one button, for an authenticator on the same device.
  await member.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await member.getByRole('button', { name: 'Copy the key' }).click()
  await expect(member.getByText('Copied', { exact: true })).toBeVisible()
  expect(await member.evaluate(() => navigator.clipboard.readText())).toBe(secret)
  expect(await seriousAxeViolations(member), 'account tab, setting up').toEqual([])
  const confirmedAt = Date.now()
  await member.getByLabel('Code from the app').fill(codeAt(secret, confirmedAt))
  await member.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(member.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused()
  const codes = (await member.getByRole('textbox', { name: 'Your recovery codes' }).inputValue()).split('\n')
  expect(codes).toHaveLength(10)
  // It is on from the moment the code is confirmed: the box says so while the codes are shown.
  await expect(member.getByTestId('two-factor-state')).toHaveText('On. You have 10 unused recovery code(s).')
  await member.getByRole('button', { name: 'I have saved them' }).click()
  await expect(member.getByTestId('two-factor-state')).toHaveText('On. You have 10 unused recovery code(s).')
  await expect(member.getByRole('textbox', { name: 'Your recovery codes' })).toHaveCount(0)
  await member.getByRole('button', { name: 'Logout' }).click()
  await expect(member).toHaveURL(new RegExp(`${loginPath}$`))

  // Signing in again asks for a code after the password; the authenticator's next code opens the dashboard.
  await signIn(member, MEMBER.email, MEMBER.password)
  const codeField = member.getByLabel('One-time code')
  await expect(codeField).toBeFocused()
  await expect(member).toHaveURL(new RegExp(`${loginPath}$`))
  expect(await seriousAxeViolations(member), 'login, code step').toEqual([])
  await codeField.fill('000000' === codeAt(secret, Date.now()) ? '111111' : '000000')
  await member.getByRole('button', { name: 'Verify' }).click()
  await expect(member.getByText('That code is not right, or it was used already.')).toBeVisible()
  // The confirming code's 30-second step is spent: the app's next code (or, later, its current one) signs in.
  await codeField.fill(codeAt(secret, Math.max(Date.now(), confirmedAt + 30_000)))
  await member.getByRole('button', { name: 'Verify' }).click()
  await expect(member.getByText('Login successful! Welcome Admin.')).toBeVisible()
  await expect(member).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(member, 'AdminDashboard')
  await expect(member.getByText(`Signed in as ${MEMBER.name} (Member)`)).toBeVisible()

  // The owner sees the member active with two-factor sign-in on, and disabling them signs them out at once.
  await owner.reload()
  await hydrated(owner, 'AdminDashboard')
  await owner.getByRole('tab', { name: 'Team' }).click()
  const row = owner.getByRole('table', { name: 'Users of this dashboard' }).getByRole('row', { name: new RegExp(MEMBER.name) })
  await expect(row).toContainText(/Active\s*On/)
  await row.getByRole('button', { name: 'Disable' }).click()
  await owner.getByRole('dialog').getByRole('button', { name: 'Disable' }).click()
  await expect(owner.getByTestId('team-outcome')).toHaveText(`${MEMBER.name} disabled and signed out`)
  await expect(row).toContainText('Disabled')
  await member.getByRole('tab', { name: 'Form Submissions' }).click()
  await expect(member).toHaveURL(new RegExp(`${loginPath}$`))
})
