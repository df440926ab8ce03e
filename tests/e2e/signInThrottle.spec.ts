/**
 * The sign-in throttle as the owner meets it, on one shared address (an office NAT, a mobile carrier's CGNAT): the
 * site built against the lead service (npm run build:service-fixture), served with /api/ forwarded to the real service
 * process, every request arriving from the same address. Strangers' guesses there hold strangers back, never a browser
 * that has signed in before as the name it tries; a member's browser guessing the owner's name is a stranger.
 * Each test has its own service and database, so one test's guesses never reach another.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/test'
import { hashPassword } from '../../service/team/password'
import { FREE_FAILURES } from '../../service/team/throttle'
import { freePort } from '../../scripts/support/postgres'
import { startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { prepareEmbeddedDataDir } from '../support/embeddedTemplate'

const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
const MEMBER = { name: 'Ravi Kumar', username: 'ravi@agency.test', password: 'a members own passphrase 8' }
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`
/** A member's password is hashed at the service's full scrypt cost: checking it takes seconds on a busy machine. */
const SIGNED_IN = { timeout: 30_000 }
const WAIT = /^Too many failed attempts\. Please wait \d+ seconds before trying again\. A browser that has signed in here before is not held back/

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let dataDir: string
let service: ServiceProcess
let siteServer: ChildProcess
let site: string

test.beforeEach(async () => {
  test.setTimeout(180_000)
  dataDir = join(mkdtempSync(join(tmpdir(), 'agency-e2e-throttle-')), 'data')
  await prepareEmbeddedDataDir(dataDir)
  const [sitePort, servicePort] = [await freePort(), await freePort()]
  site = `http://localhost:${sitePort}`
  service = await startServiceProcess({ kind: 'embedded', dataDir }, servicePort, {
    SITE_URL: site,
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD_HASH: await hashPassword(OWNER.password, { N: 2 ** 14, r: 8, p: 1 }),
  })
  // The built site, forwarding /api/ as `npm start` does: the service sees every browser at the proxy's one address.
  siteServer = spawn(process.execPath, ['scripts/serve.mjs', 'dist-service/client'], {
    env: { ...process.env, PORT: String(sitePort), API_UPSTREAM: service.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    siteServer.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve())
    siteServer.once('exit', (code) => reject(new Error(`the site server exited (${code})`)))
  })
})

test.afterEach(async () => {
  siteServer?.kill('SIGTERM')
  service.child.kill('SIGTERM')
  await service.exited
  rmSync(join(dataDir, '..'), { recursive: true, force: true })
})

const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()
const loginStatus = (page: Page) => page.locator('#login-status')

async function signIn(page: Page, credentials: { username: string; password: string }) {
  await page.goto(`${site}${loginPath}`)
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(credentials.username)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Signs in through the form and out through the dashboard's Logout button: the browser keeps only its device cookie. */
async function signInAndOut(page: Page, credentials: { username: string; password: string }) {
  await signIn(page, credentials)
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGNED_IN)
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
}

/** 30 wrong passwords for `username` at once from `client`; how many were checked (401) rather than held (429). */
async function burst(client: APIRequestContext, username: string): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => client.post(`${site}/api/admin/login`, { data: { username, password: 'not it' }, headers: { Origin: site } })),
  )
  const statuses = answers.map((answer) => answer.status())
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  return statuses.filter((status) => status === 401).length
}

test("a guesser on the owner's own address does not keep the owner's browser out, and a stranger there is told to use that browser", async ({
  page,
  browser,
}) => {
  await signInAndOut(page, OWNER)
  // Someone on the same network, with no cookie of the owner's browser.
  const guesser = await apiRequest.newContext()
  expect(await burst(guesser, OWNER.username)).toBeLessThanOrEqual(FREE_FAILURES)
  await guesser.dispose()
  // The owner's browser signs in at once.
  await signIn(page, OWNER)
  await expect(loginStatus(page)).toHaveText('Login successful! Welcome Admin.', SIGNED_IN)
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGNED_IN)
  // Another browser, even with the right password, waits, and the message says which browser is not held back.
  const stranger = await browser.newPage()
  await signIn(stranger, OWNER)
  await expect(loginStatus(stranger)).toHaveText(WAIT, SIGNED_IN)
  await stranger.close()
})

test("a member's browser guessing at the owner's username is throttled like a stranger's", async ({ page, browser }) => {
  // The owner adds a member, who sets a password through the link and signs in from their own browser.
  const owner = await apiRequest.newContext({ baseURL: site, extraHTTPHeaders: { Origin: site } })
  expect((await owner.post('/api/admin/login', { data: OWNER })).status()).toBe(200)
  const added = await owner.post('/api/admin/users', { data: { name: MEMBER.name, email: MEMBER.username, role: 'member' } })
  expect(added.status()).toBe(201)
  expect((await owner.post('/api/admin/setup', { data: { token: (await added.json()).link.token, password: MEMBER.password } })).status()).toBe(200)
  await owner.dispose()
  const memberContext = await browser.newContext()
  const memberPage = await memberContext.newPage()
  await signInAndOut(memberPage, MEMBER)
  await signInAndOut(page, OWNER)

  // From the member's browser, with its device cookie, 30 guesses at the owner's name at once: no more real checks
  // than a stranger gets, and then even the right password from there waits.
  expect(await burst(memberContext.request, OWNER.username)).toBeLessThanOrEqual(FREE_FAILURES)
  await signIn(memberPage, OWNER)
  await expect(loginStatus(memberPage)).toHaveText(WAIT, SIGNED_IN)
  // The owner's browser and the member's own sign-in are not held back by it.
  await signIn(page, OWNER)
  await expect(page).toHaveURL(/\/admin\/dashboard$/, SIGNED_IN)
  await signIn(memberPage, MEMBER)
  await expect(memberPage).toHaveURL(/\/admin\/dashboard$/, SIGNED_IN)
  await memberContext.close()
})
