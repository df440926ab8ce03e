/**
 * The site built against the lead service on its own origin (npm run build:service-fixture: the forms post to
 * /api/leads, and the static server forwards /api/ as `npm start` does), with the real service process on an
 * embedded database, a real SMTP server, and a small proxy between the static server and the service that can answer
 * 500, lose a response, or find the service gone (everything outside this machine is what the proxy stands in for).
 * A lead sent from the built site reaches the database, the owner's mailbox and the dashboard of another browser
 * profile, through every fault, once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, request as apiRequest, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../support/test'
import { hashPassword } from '../../service/team/password'
import { startSmtp, header, type TestSmtp } from '../support/smtp'
import { freePort } from '../../scripts/support/postgres'
import { startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { prepareEmbeddedDataDir } from '../support/embeddedTemplate'
import { seriousAxeViolations } from '../support/site'

/** playwright.config.ts serves the fixture build here. */
const serviceSitePort = Number(process.env.E2E_PORT ?? 4174) + 20
const site = `http://localhost:${serviceSitePort}`
/** The same site by its other local address: a different site to the browser, with its own cookies. */
const siteByAddress = `http://127.0.0.1:${serviceSitePort}`
/** Where that site's server forwards /api/ (playwright.config.ts): the fault proxy, in front of the service. */
const endpointPort = Number(process.env.LEADS_SERVICE_PORT ?? 4196)
const ADMIN = { username: 'owner', password: 'correct horse battery staple 7' }
const OWNER_MAIL = 'owner@agency.test'
const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

// Each test drives a browser, the service process, a mail server and a proxy: on a loaded machine that takes a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: site })

/** Between the browser and the service: passes requests through, or fails them on purpose. */
class FaultProxy {
  /** The next N lead posts get a 500 from here (the service never sees them). */
  failNext = 0
  /** The next N lead posts reach the service, but the browser gets a 504 instead of its answer (a gateway timeout). */
  loseNext = 0
  private server: Server | null = null

  constructor(private readonly servicePort: number) {}

  start(): Promise<void> {
    this.server = createServer((incoming, outgoing) => {
      const isLead = incoming.method === 'POST' && incoming.url === '/api/leads'
      if (isLead && this.failNext > 0) {
        this.failNext--
        incoming.resume()
        outgoing.writeHead(500, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': incoming.headers.origin ?? '*' })
        outgoing.end('{"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}')
        return
      }
      const lose = isLead && this.loseNext > 0
      if (lose) this.loseNext--
      const upstream = forward(
        { host: '127.0.0.1', port: this.servicePort, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          if (lose) {
            answer.resume()
            answer.on('end', () => {
              outgoing.writeHead(504, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': incoming.headers.origin ?? '*' })
              outgoing.end('{"error":{"code":"gateway_timeout","message":"The service did not answer in time."}}')
            })
            return
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      // The service is not running: the browser sees the connection drop, as it would with no server at all.
      upstream.on('error', () => outgoing.socket?.destroy())
      incoming.pipe(upstream)
    })
    return new Promise((resolve) => this.server!.listen(endpointPort, '127.0.0.1', resolve))
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}

let dataDir: string
let servicePort: number
let service: ServiceProcess
let smtp: TestSmtp
let proxy: FaultProxy
let serviceEnv: Record<string, string>
let api: APIRequestContext

async function startService() {
  service = await startServiceProcess({ kind: 'embedded', dataDir }, servicePort, serviceEnv)
}
async function stopService() {
  service.child.kill('SIGTERM')
  await service.exited
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = join(mkdtempSync(join(tmpdir(), 'agency-e2e-leads-')), 'data')
  await prepareEmbeddedDataDir(dataDir)
  servicePort = await freePort()
  smtp = await startSmtp()
  serviceEnv = {
    SITE_URL: site,
    ALLOWED_ORIGINS: siteByAddress,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password, { N: 2 ** 14, r: 8, p: 1 }),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_NOTIFY_TO: OWNER_MAIL,
    NOTIFY_RETRY_BASE_SECONDS: '1',
    LEADS_RATE_LIMIT: '1000/60',
    ANALYTICS_RATE_LIMIT: '1000/60',
  }
  await startService()
  proxy = new FaultProxy(servicePort)
  await proxy.start()
  api = await apiRequest.newContext({ baseURL: site, extraHTTPHeaders: { Origin: site } })
  expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
})

test.afterAll(async () => {
  await api?.dispose()
  await proxy?.stop()
  if (service?.child.exitCode === null) await stopService()
  await smtp?.close()
  rmSync(join(dataDir, '..'), { recursive: true, force: true })
})

/** The leads the service holds whose name matches, through the admin API. */
async function storedLeads(
  query: string,
  folder: 'inbox' | 'spam' = 'inbox',
): Promise<{ id: string; name: string; status: string; spamReason: string | null }[]> {
  const response = await api.get(`/api/admin/leads?folder=${folder}&q=${encodeURIComponent(query)}`)
  expect(response.status()).toBe(200)
  return (await response.json()).rows
}

/**
 * An island is live once it carries data-hydrated. The admin login and dashboard are used only then: their fields are
 * React state, and on a loaded machine hydration can come after a fast fill and empty it. (The lead forms are
 * uncontrolled and hydrate on the first interaction, replaying it: they are filled at once, as a visitor would.)
 */
const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()

const outbox = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('leadsOutbox') ?? '[]') as { attempts: number }[])

async function submitHeroForm(page: Page, name: string, email = 'lead@sharmatextiles.in') {
  const form = page.locator('#hero-consultation-form')
  await form.getByLabel(/Your Name/).fill(name)
  await form.getByLabel(/Email Address/).fill(email)
  await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
}

test('a lead from the home form reaches the database, the owner by email, and the dashboard in another browser profile', async ({ page, browser }) => {
  await page.goto('/')
  await submitHeroForm(page, 'Meera Iyer', 'meera@iyerfoods.in')
  await expect.poll(() => storedLeads('Meera Iyer')).toHaveLength(1)
  await expect.poll(() => outbox(page)).toEqual([])

  await expect.poll(() => smtp.mails.some((each) => each.raw.includes('Meera Iyer')), { timeout: 30_000 }).toBe(true)
  const received = smtp.mails.find((each) => each.raw.includes('Meera Iyer'))!
  expect(received.to).toEqual([OWNER_MAIL])
  expect(header(received.raw, 'Reply-To')).toBe('Meera Iyer <meera@iyerfoods.in>')

  // Another profile (no shared storage, no cookies): the owner logs in and sees it.
  const owner = await browser.newContext()
  const dashboard = await owner.newPage()
  await dashboard.goto('/admin/dashboard')
  await expect(dashboard).toHaveURL(new RegExp(`${loginPath}$`))
  await hydrated(dashboard, 'AdminLogin')
  await dashboard.getByLabel('Username').fill(ADMIN.username)
  await dashboard.getByLabel('Password').fill(ADMIN.password)
  await dashboard.getByRole('button', { name: 'Login' }).click()
  await expect(dashboard.getByText('Login successful! Welcome Admin.')).toBeVisible()
  await expect(dashboard).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(dashboard, 'AdminDashboard')
  await expect(dashboard.getByTestId('dashboard-mode')).toContainText('Lead service')
  await expect(dashboard.getByTestId('dashboard-mode')).toContainText(`Showing every enquiry stored by the lead service at ${site}`)
  await dashboard.getByRole('tab', { name: 'Form Submissions' }).click()
  const row = dashboard.locator('tbody tr', { hasText: 'Meera Iyer' })
  await expect(row).toContainText('meera@iyerfoods.in')
  await expect(row).toContainText('hero')
  // Nothing of it came from the owner's own browser storage.
  expect(await dashboard.evaluate(() => localStorage.getItem('heroFormSubmissions'))).toBeNull()
  await owner.close()
})

test('with the service down the lead waits in the outbox, and is delivered once the service is back', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await stopService()
  await submitHeroForm(page, 'Offline Patel')
  await expect.poll(async () => (await outbox(page))[0]?.attempts).toBe(1)
  // The page's clock stands still while the service starts: on a loaded machine that can take longer than the
  // 30 s to the retry, which would then fail too and wait a minute more, before the service is back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await startService()
  expect(await storedLeads('Offline Patel')).toEqual([])
  // The retry timer (30 s after the first failure) fires while the page stays open.
  await page.clock.fastForward(31_000)
  await expect.poll(() => outbox(page)).toEqual([])
  expect(await storedLeads('Offline Patel')).toHaveLength(1)
})

test('the service answering 500 three times: the fourth try stores the lead, once', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  proxy.failNext = 3
  await submitHeroForm(page, 'Retry Kapoor')
  for (const [attempts, wait] of [
    [1, 31_000],
    [2, 61_000],
    [3, 121_000],
  ] as const) {
    await expect.poll(async () => (await outbox(page))[0]?.attempts).toBe(attempts)
    await page.clock.fastForward(wait)
  }
  await expect.poll(() => outbox(page)).toEqual([])
  expect(await storedLeads('Retry Kapoor')).toHaveLength(1)
})

test('an answer lost on the way back: the browser posts again, and the service stores nothing new', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  proxy.loseNext = 1
  await submitHeroForm(page, 'Lost Answer Rao')
  await expect.poll(async () => (await outbox(page))[0]?.attempts).toBe(1)
  expect(await storedLeads('Lost Answer Rao')).toHaveLength(1)
  await page.clock.fastForward(31_000)
  await expect.poll(() => outbox(page)).toEqual([])
  expect(await storedLeads('Lost Answer Rao')).toHaveLength(1)
})

test('two tabs submitting at the same moment: both leads are kept', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()]
  await Promise.all([first.goto('/'), second.goto('/')])
  for (const [page, name] of [
    [first, 'Tab One Shah'],
    [second, 'Tab Two Shah'],
  ] as const) {
    const form = page.locator('#hero-consultation-form')
    await form.getByLabel(/Your Name/).fill(name)
    await form.getByLabel(/Email Address/).fill('tabs@example.in')
    await form.getByLabel(/Phone Number/).fill('+91 90000 00000')
  }
  await Promise.all([first, second].map((page) => page.locator('#hero-consultation-form').getByRole('button', { name: 'Get Free Consultation' }).click()))
  await expect.poll(async () => (await storedLeads('Tab ')).map((lead) => lead.name).sort()).toEqual(['Tab One Shah', 'Tab Two Shah'])
})

test('a bot that fills the hidden field sees the usual thanks; its lead is filed as spam, not mailed', async ({ page }) => {
  await page.goto('/')
  const form = page.locator('#hero-consultation-form')
  // The trap is out of sight and out of the tab order: only something filling fields by name finds it.
  await expect(form.locator('input[name="website"]')).not.toBeInViewport()
  await expect(form.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1')
  await form.locator('input[name="website"]').fill('https://cheap-links.example', { force: true })
  await submitHeroForm(page, 'Spam Bot 3000')
  await expect.poll(() => storedLeads('Spam Bot 3000', 'spam')).toHaveLength(1)
  expect((await storedLeads('Spam Bot 3000', 'spam'))[0]!.spamReason).toBe('honeypot field filled')
  expect(await storedLeads('Spam Bot 3000')).toEqual([])
  // No notification was ever queued for it.
  const [spam] = await storedLeads('Spam Bot 3000', 'spam')
  expect((await (await api.get(`/api/admin/leads/${spam!.id}`)).json()).notifications).toEqual([])
})

test.describe('the dashboard against the service', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await hydrated(page, 'AdminDashboard')
    await page.getByRole('tab', { name: 'Form Submissions' }).click()
  })

  test('search, status, spam folder, export, delete and erase all act on the service', async ({ page }) => {
    const post = (data: Record<string, unknown>) =>
      api.post('/api/leads', { data: { id: crypto.randomUUID(), submittedAt: new Date().toISOString(), phone: '+91 91234 56789', ...data } })
    expect(
      (await post({ type: 'contact', name: 'Dashboard Desai', email: 'desai@example.in', service: 'web-design', budget: '50000-100000' })).status(),
    ).toBe(201)
    expect((await post({ type: 'popup', name: 'Folder Fernandes', email: 'f@example.in', website: 'bot' })).status()).toBe(201)
    expect((await post({ type: 'hero', name: 'Erase Ekka', email: 'ekka@example.in' })).status()).toBe(201)
    expect((await post({ type: 'hero', name: 'Dotless Dutta', email: 'dutta@guptamotors', phone: '098111-22334' })).status()).toBe(201)

    // Found by the phone's digits, however typed; the address without a domain ending is flagged in words.
    await page.getByLabel('Search submissions').fill('+91 98111 22334')
    const dotless = page.locator('tbody tr', { hasText: 'Dotless Dutta' })
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(dotless.getByTestId('email-flag')).toHaveText(/^⚠ Check this address: the domain has no ending such as \.com or \.in/)
    await expect(dotless.getByRole('link', { name: '098111-22334' })).toHaveAttribute('href', 'tel:+919811122334')
    await expect(dotless.getByRole('link', { name: 'dutta@guptamotors' })).toHaveAttribute('href', 'mailto:dutta@guptamotors')

    // Found by the label the table shows for its service.
    await page.getByLabel('Search submissions').fill('Website Development')
    const row = page.locator('tbody tr', { hasText: 'Dashboard Desai' })
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(row).toContainText('Website Development')
    await expect(row).toContainText('₹50,000-₹1,00,000')
    await expect(row.getByTestId('email-flag')).toHaveCount(0)

    await row.getByLabel('Status of the lead from Dashboard Desai').selectOption('contacted')
    await row.getByRole('button', { name: 'Save the status of the lead from Dashboard Desai' }).click()
    await expect(page.getByText('Status saved')).toBeVisible()
    await expect.poll(async () => (await storedLeads('Dashboard Desai'))[0]?.status).toBe('contacted')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^form-submissions-\d{4}-\d\d-\d\d\.csv$/)
    const csv = readFileSync((await file.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain('"Dashboard Desai","desai@example.in"')
    expect(csv).not.toContain('Erase Ekka')
    await expect(page.getByText('Downloaded 1 form submissions as CSV')).toBeVisible()

    await page.getByLabel('Search submissions').fill('')
    await page.getByRole('button', { name: /^Spam \(\d+\)$/ }).click()
    const spamRow = page.locator('tbody tr', { hasText: 'Folder Fernandes' })
    await expect(spamRow).toContainText('Filed as spam: honeypot field filled')
    await spamRow.getByRole('button', { name: 'Not spam' }).click()
    await expect(page.getByText('Moved back to the inbox')).toBeVisible()
    await expect.poll(() => storedLeads('Folder Fernandes')).toHaveLength(1)

    await page.getByRole('button', { name: /^Inbox \(\d+\)$/ }).click()
    await page.getByLabel('Search submissions').fill('Fernandes')
    await page.locator('tbody tr', { hasText: 'Folder Fernandes' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Lead deleted')).toBeVisible()
    await expect.poll(() => storedLeads('Folder Fernandes')).toEqual([])

    await page.getByLabel('Email address to erase').fill('EKKA@example.in')
    await page.getByRole('button', { name: 'Erase', exact: true }).click()
    await expect(page.getByRole('dialog')).toContainText('Every enquiry and sign-up from EKKA@example.in will be deleted')
    await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click()
    await expect(page.getByText('Erased 1 record(s).')).toBeVisible()
    await expect.poll(() => storedLeads('Erase Ekka')).toEqual([])
  })

  test('sign out everywhere ends the sessions of every device, this one included', async ({ page, browser }) => {
    const other = await browser.newContext({ baseURL: siteByAddress })
    const otherApi = other.request
    expect((await otherApi.post('/api/admin/login', { data: ADMIN, headers: { Origin: siteByAddress } })).status()).toBe(200)
    expect((await otherApi.get('/api/admin/session')).status()).toBe(200)
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
    expect((await otherApi.get('/api/admin/session')).status()).toBe(401)
    await other.close()
    // The spec's other tests sign in again through the API context they share.
    expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200)
  })

  test('logout ends the session on the server: the dashboard sends the admin back to the login', async ({ page }) => {
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(new RegExp(`${loginPath}$`))
  })
})

test('a visit from a newsletter campaign: the enquiry names its campaign, source and landing page, and Analytics credits the campaign', async ({
  browser,
  context: visitor,
  page,
}) => {
  const campaign = 'X-spring-seo'
  const landing = `/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`
  const views: string[] = []
  page.on('request', (request) => {
    if (request.url() === `${site}/api/events` && request.postDataJSON()?.kind === 'pageview') views.push(request.postDataJSON().path)
  })
  await page.goto(landing, { referer: 'https://news.example.org/issue/42?from=mail' })
  await expect.poll(() => views).toEqual(['/services/seo'])
  await page.locator('footer a[href="/about"]').first().click()
  await expect(page).toHaveURL(/\/about$/)
  await page.locator('footer a[href="/contact"]').first().click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => views).toEqual(['/services/seo', '/about', '/contact'])
  const form = page.locator('#contact-form')
  await form.getByLabel(/Full Name/).fill('Campaign Kapoor')
  await form.getByLabel(/Email Address/).fill('kapoor@example.in')
  await form.getByLabel(/Phone Number/).fill('+91 98111 22233')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible()
  await expect.poll(() => storedLeads('Campaign Kapoor')).toHaveLength(1)
  // The visitor's browser holds no cookie at all: not from the site, not from the service.
  expect(await visitor.cookies()).toEqual([])

  const [stored] = await storedLeads('Campaign Kapoor')
  const lead = await (await api.get(`/api/admin/leads/${stored!.id}`)).json()
  expect(lead).toMatchObject({
    page: '/contact',
    landingPage: landing,
    referrer: 'https://news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: campaign,
    source: 'newsletter',
  })

  // The owner, in another profile (a browser that says it is headless: the service counts nothing from it).
  const owner = await browser.newContext({ baseURL: site })
  const dashboard = await owner.newPage()
  await dashboard.goto(loginPath)
  await hydrated(dashboard, 'AdminLogin')
  await dashboard.getByLabel('Username').fill(ADMIN.username)
  await dashboard.getByLabel('Password').fill(ADMIN.password)
  await dashboard.getByRole('button', { name: 'Login' }).click()
  await expect(dashboard).toHaveURL(/\/admin\/dashboard$/)
  await hydrated(dashboard, 'AdminDashboard')
  // Real figures on the Overview, not the sample card.
  await expect(dashboard.getByTestId('service-overview')).toBeVisible()
  await expect(dashboard.getByText('Sample figures', { exact: true })).toHaveCount(0)
  await expect(dashboard.getByTestId('newest-leads')).toContainText('Campaign Kapoor')
  await expect(dashboard.getByTestId('newest-leads')).toContainText(`Campaign: ${campaign}`)
  expect(await seriousAxeViolations(dashboard)).toEqual([])

  await dashboard.getByRole('tab', { name: 'Form Submissions' }).click()
  await dashboard.getByLabel('Campaign', { exact: true }).selectOption(campaign)
  const row = dashboard.locator('tbody tr', { hasText: 'Campaign Kapoor' })
  await expect(dashboard.locator('tbody tr')).toHaveCount(1)
  await expect(row.getByTestId('lead-visit')).toContainText('newsletter')
  await expect(row.getByTestId('lead-visit')).toContainText(`Campaign: ${campaign}`)
  await expect(row.getByTestId('lead-visit')).toContainText(`Landing page: ${landing}`)
  const download = dashboard.waitForEvent('download')
  await dashboard.getByRole('button', { name: 'Download CSV' }).click()
  const csv = readFileSync((await (await download).path())!, 'utf8')
  const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n')
  const columns = header!.split(',')
  const cells = line!.split(/,(?=")/)
  expect(cells[columns.indexOf('"utm_campaign"')]).toBe(`"${campaign}"`)
  expect(cells[columns.indexOf('"Source"')]).toBe('"newsletter"')
  expect(cells[columns.indexOf('"Landing page"')]).toBe(`"${landing}"`)

  await dashboard.getByRole('tab', { name: 'Analytics' }).click()
  const analytics = dashboard.getByTestId('service-analytics')
  const table = (name: string) => analytics.locator('section', { has: dashboard.getByRole('heading', { name, exact: true }) }).locator('table')
  for (const path of ['/services/seo', '/about', '/contact']) await expect(table('Top pages')).toContainText(path)
  await expect(table('Entry pages')).toContainText('/services/seo')
  await expect(table('Referrers')).toContainText('https://news.example.org')
  const credited = table('Enquiries by campaign').locator('tr', { hasText: campaign })
  // Campaign, visitors, enquiries, conversion rate, then new, contacted, qualified, proposal sent, won, lost.
  await expect(credited.locator('th, td')).toHaveText([campaign, '1', '1', '100.0%', '1', '0', '0', '0', '0', '0'])
  // Checked once the export's toast has gone (mid-fade, its text fails the contrast check).
  await expect(dashboard.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(dashboard)).toEqual([])
  const tableCsv = dashboard.waitForEvent('download')
  await dashboard.getByRole('button', { name: 'Download CSV of Enquiries by campaign' }).click()
  const saved = readFileSync((await (await tableCsv).path())!, 'utf8')
  expect(saved).toContain(`"${campaign}","1","1","100.0%","1","0","0","0","0","0"`)

  // At 320 px the tab reflows (WCAG 1.4.10): the tables scroll inside their own box, the page never sideways.
  await dashboard.setViewportSize({ width: 320, height: 720 })
  await expect.poll(() => dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const campaignCsv = await dashboard.getByRole('button', { name: 'Download CSV of Enquiries by campaign' }).boundingBox()
  expect(campaignCsv!.x + campaignCsv!.width).toBeLessThanOrEqual(320)
  await owner.close()
})

test('a wrong password is refused by the service, with the spec message once', async ({ page }) => {
  await page.goto(loginPath)
  await expect(page.getByText('Sign in to review every enquiry the website has collected.')).toBeVisible()
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(ADMIN.username)
  await page.getByLabel('Password').fill('not the password')
  // Slowed, so the busy moment can be seen: the busy button keeps the focus, then the error takes it (never <body>).
  await page.route('**/api/admin/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Login' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('button[aria-disabled="true"]')).toBeFocused()
  await expect(page.getByText('Invalid credentials. Please try again.')).toHaveCount(1)
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeFocused()
  await expect(page.getByLabel('Password')).toHaveValue('')
})

test('one origin: the dashboard works opened at localhost and at 127.0.0.1 alike, with a first-party session cookie', async ({ browser }) => {
  for (const origin of [site, siteByAddress]) {
    const context = await browser.newContext({ baseURL: origin })
    const page = await context.newPage()
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await page.getByLabel('Username').fill(ADMIN.username)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Login successful! Welcome Admin.')).toBeVisible()
    await expect(page).toHaveURL(`${origin}/admin/dashboard`)
    await hydrated(page, 'AdminDashboard')
    await expect(page.getByText('Signed in as')).toBeVisible()
    // Both the session and the device cookie belong to the address the page was opened at: first-party.
    const cookies = (await context.cookies()).map((cookie) => [cookie.name, cookie.domain, cookie.path]).sort()
    expect(cookies, origin).toEqual([
      ['admin_device', new URL(origin).hostname, '/api/admin/login'],
      ['admin_session', new URL(origin).hostname, '/api/admin'],
    ])
    await context.close()
  }
})
