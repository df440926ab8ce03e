import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { stopClockAt } from '../support/clock'
import { seriousAxeViolations, watchConsole } from '../support/site'

const slug = process.env.ADMIN_LOGIN_SLUG || 'control-room'
const loginPath = `/admin/login/${slug}`
const username = process.env.ADMIN_USERNAME || 'admin'
/** ADMIN_PASSWORD when the build had it, else the generated one the build kept beside dist/client. */
function adminPassword(): string {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const file = join('dist', '.admin-password')
  if (!existsSync(file)) throw new Error(`${file} is missing and ADMIN_PASSWORD is not set: run \`npm run build\` first`)
  return readFileSync(file, 'utf8').trim()
}
const password = adminPassword()

const MESSAGES = {
  success: 'Login successful! Welcome Admin.',
  mismatch: 'Invalid credentials. Please try again.',
  exception: 'Login failed. Please try again.',
  throttle: 'Too many failed attempts. Please wait 30 seconds before trying again.',
  clearConfirm: 'Are you sure you want to clear all form submissions? This action cannot be undone.',
  empty: 'No form submissions found.',
}

interface Seed {
  name: string
  email?: string
  phone?: string
  service?: string
  message?: string
  company?: string
  budget?: string
  position?: string
  cvLink?: string
  /** Minutes before now. */
  minutesAgo: number
}
type Lists = Partial<Record<'heroFormSubmissions' | 'popupFormSubmissions' | 'contactFormSubmissions', Seed[]>>

/**
 * sonner appends an empty <style> before filling it; under the site's CSP (which allows sonner's CSS by its hash)
 * Chrome reports the empty one, whose hash is that of "". Harmless: the filled style is applied.
 */
const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)
const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const loginStatus = (page: Page) => page.locator('#login-status')
/** The page's toaster: mounted by the first island that may toast. The login form never does. */
const toaster = (page: Page) => page.locator('#toaster')
const rows = (page: Page) => page.locator('table tbody tr')
/** Each row's name: the button that opens the lead. */
const nameCells = (page: Page) => page.locator('table tbody tr [data-field="name"]')
/** One field of each row, as the row shows it; '—' where the row does not have it. */
const fieldColumn = (page: Page, field: string) =>
  rows(page).evaluateAll((list, field) => list.map((row) => row.querySelector(`[data-field="${field}"] dd`)?.textContent ?? '—'), field)
const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`)).toBeAttached()

/** Writes lists and (optionally) the admin flags into the site's storage, from a page of the same origin. */
async function seed(page: Page, lists: Lists, { loggedIn = true }: { loggedIn?: boolean } = {}) {
  if (page.url() === 'about:blank') await page.goto('/favicon.svg')
  await page.evaluate(
    ({ lists, loggedIn, username }) => {
      const now = Date.now()
      for (const [key, seeds] of Object.entries(lists)) {
        const entries = (seeds ?? []).map((item, index) => {
          const at = new Date(now - item.minutesAgo * 60_000)
          const { minutesAgo: _minutes, ...fields } = item
          return {
            id: String(at.getTime() + index),
            submittedAt: at.toISOString(),
            email: `${item.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`,
            phone: '+91 98765 43210',
            ...fields,
          }
        })
        localStorage.setItem(key, JSON.stringify(entries))
      }
      if (loggedIn) {
        localStorage.setItem('adminLoggedIn', 'true')
        localStorage.setItem('adminUsername', username)
      }
    },
    { lists, loggedIn, username },
  )
}

async function openSubmissions(page: Page) {
  await page.goto('/admin/dashboard')
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
  await expect(page.getByRole('heading', { name: 'Form Submissions', level: 2 })).toBeVisible()
}

const threeTypes: Lists = {
  heroFormSubmissions: [
    { name: 'Asha Rao', service: 'seo', minutesAgo: 60 },
    { name: 'Vikram Singh', service: 'ppc', phone: '+91 91234 56789', minutesAgo: 5 },
  ],
  popupFormSubmissions: [{ name: 'Priya Nair', service: 'social-media', phone: '044-2345 6789', minutesAgo: 30 }],
  contactFormSubmissions: [
    {
      name: 'Rahul Mehta',
      service: 'web-design',
      company: 'Mehta Traders',
      budget: '25000-50000',
      message: 'Budget ₹50,000 for a new website with Hindi and English pages, delivered before Diwali.',
      minutesAgo: 1,
    },
  ],
}

async function typeCredentials(page: Page, user: string, secret: string) {
  await page.getByLabel('Username').fill(user)
  await page.getByLabel('Password').fill(secret)
}

test.describe('login', () => {
  test('the dashboard without the flag shows "Loading..." and nothing of the data, then goes to the login route', async ({ page }) => {
    const html = await (await page.request.get('/admin/dashboard')).text()
    expect(html).toContain('Loading...')
    expect(html).not.toMatch(/<table|Form Submissions \(|role="tab"/)
    // The browser: "Loading..." is what shows until the check runs, and then it lands on the login page.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto('/admin/dashboard', { waitUntil: 'commit' })
    await expect(page.getByText('Loading...')).toBeVisible()
    await expect(page).toHaveURL(loginPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Login')
  })

  for (const path of ['/admin/login', '/admin/login/wrong', '/admin']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    })
  }

  test('the login form: labelled required fields, wrong credentials are refused', async ({ page }) => {
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await expect(page.getByLabel('Username')).toHaveAttribute('required', '')
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password')
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '')
    // Required fields are enforced before any check runs: an empty submit from the keyboard focuses the error summary,
    // whose links reach each field, each marked invalid and described by its message.
    await page.getByRole('button', { name: 'Login' }).focus()
    await page.keyboard.press('Enter')
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText(['Enter your username', 'Enter your password'])
    for (const [label, message] of [
      ['Username', 'Enter your username'],
      ['Password', 'Enter your password'],
    ] as const) {
      await summary.getByRole('link', { name: message }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByLabel(label)).toBeFocused()
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(`Error: ${message}`)
    }
    await expect(loginStatus(page)).toBeEmpty()

    await typeCredentials(page, username, `${password}x`)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(loginStatus(page)).toHaveText(MESSAGES.mismatch)
    // Once, beside the form: no toast repeats it (the page has no toaster at all).
    await expect(page.getByText(MESSAGES.mismatch)).toHaveCount(1)
    await expect(toaster(page)).toHaveCount(0)
    expect(await stored(page, 'adminLoggedIn')).toBeNull()
    await expect(page).toHaveURL(loginPath)

    await typeCredentials(page, 'someone', password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect.poll(() => stored(page, 'adminLoginThrottle').then((raw) => JSON.parse(raw ?? '{}').failures)).toBe(2)
    await expect(loginStatus(page)).toHaveText(MESSAGES.mismatch)
    expect(await stored(page, 'adminLoggedIn')).toBeNull()
  })

  test('right credentials: "Logging in...", the success message, both flags, then the dashboard', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await typeCredentials(page, username, password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.locator('form button[type="submit"]')).toHaveText('Logging in...')
    await expect(loginStatus(page)).toHaveText(MESSAGES.success)
    await expect(page.getByText(MESSAGES.success)).toHaveCount(1)
    await expect(toaster(page)).toHaveCount(0)
    await expect(page).toHaveURL('/admin/dashboard')
    expect(await stored(page, 'adminLoggedIn')).toBe('true')
    expect(await stored(page, 'adminUsername')).toBe(username)
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(`Signed in as ${username}`)).toBeVisible()
    expect(errors.filter((error) => !error.includes(EMPTY_STYLE_HASH))).toEqual([])
  })

  test('after 5 failures in a row attempts wait 30 seconds, then the right password works', async ({ page }) => {
    // The clock stands still from before the page loads, however slow the machine: the five failures happen at
    // one instant, and only the test moves time on.
    const start = Date.now()
    await stopClockAt(page, start)
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    const failures = () => stored(page, 'adminLoginThrottle').then((raw) => JSON.parse(raw ?? '{"failures":0}').failures)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await typeCredentials(page, username, `wrong-${attempt}`)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect.poll(failures).toBe(attempt)
    }
    await expect(loginStatus(page)).toHaveText(`${MESSAGES.mismatch} ${MESSAGES.throttle}`)
    expect(JSON.parse((await stored(page, 'adminLoginThrottle'))!).lastFailureAt).toBe(start)
    // 3 s after the fifth failure.
    await page.clock.fastForward(3000)
    const waitMessage = (seconds: number) => `Too many failed attempts. Please wait ${seconds} seconds before trying again.`

    // Even the right password waits.
    await typeCredentials(page, username, password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(loginStatus(page)).toHaveText(waitMessage(27))
    await page.clock.runFor(100) // a toast library would show a toast from a timer: there is none
    await expect(page.getByText(waitMessage(27))).toHaveCount(1)
    await expect(toaster(page)).toHaveCount(0)
    expect(await stored(page, 'adminLoggedIn')).toBeNull()

    await page.clock.fastForward(10_000)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(loginStatus(page)).toHaveText(waitMessage(17))

    await page.clock.fastForward(17_000)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(loginStatus(page)).toHaveText(MESSAGES.success)
    await page.clock.runFor(1500)
    await expect(page).toHaveURL('/admin/dashboard')
    expect(JSON.parse((await stored(page, 'adminLoginThrottle')) ?? '{}')).toEqual({ failures: 0, lastFailureAt: 0 })
  })

  test('when WebCrypto is missing (a plain-http origin), the exception message shows', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }))
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await typeCredentials(page, username, password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(loginStatus(page)).toHaveText(MESSAGES.exception)
    await expect(page.getByText(MESSAGES.exception)).toHaveCount(1)
    await expect(toaster(page)).toHaveCount(0)
    expect(await stored(page, 'adminLoggedIn')).toBeNull()
  })
})

test.describe('dashboard', () => {
  test('tabs: Overview by default with labelled sample figures; arrow keys, Home and End move between tabs', async ({ page }) => {
    await seed(page, {})
    await page.goto('/admin/dashboard')
    await hydrated(page, 'AdminDashboard')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Overview', 'Form Submissions', 'Analytics', 'Content'])
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-label', 'Dashboard sections')
    const overview = page.getByRole('tab', { name: 'Overview' })
    await expect(overview).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveAttribute('id', (await overview.getAttribute('aria-controls'))!)
    await expect(panel.getByText('Sample figures', { exact: true })).toBeVisible()
    await expect(panel.getByText('Total Visitors')).toBeVisible()
    await expect(panel.getByText('Conversion Rate')).toBeVisible()
    await expect(panel.getByText('Active Users')).toBeVisible()
    await expect(panel.getByText('Recent activity')).toBeVisible()

    await overview.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toHaveAttribute('aria-selected', 'true')
    await expect(overview).toHaveAttribute('tabindex', '-1')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Content' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('The content editor needs the lead service')
    await page.keyboard.press('ArrowRight')
    await expect(overview).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(overview).toHaveAttribute('aria-selected', 'true')

    // A quick action opens its tab and puts focus on it.
    await page.getByRole('button', { name: 'View form submissions' }).click()
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Form Submissions' })).toHaveAttribute('aria-selected', 'true')
  })

  test('submissions of all three types, newest first, with stat cards', async ({ page }) => {
    await seed(page, threeTypes)
    await openSubmissions(page)
    await expect(nameCells(page)).toHaveText(['Rahul Mehta', 'Vikram Singh', 'Priya Nair', 'Asha Rao'])
    await expect(page.getByTestId('lead-form')).toHaveText(['contact', 'hero', 'popup', 'hero'])
    // When, who (the name opens the lead; address and phone), what they asked about, and the message: the lead's own
    // view has every field.
    await expect(page.locator('table thead th')).toHaveText(['Date', 'From', 'Enquiry', 'Message'])
    const stats = page.getByTestId('submission-stats')
    const expected: [string, string][] = [
      ['Total', '4'],
      ['Hero Form', '2'],
      ['Popup Form', '1'],
      ['Contact Form', '1'],
    ]
    for (const [label, value] of expected) {
      await expect(stats.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(value)
    }
    await expect(page.getByTestId('showing')).toHaveText('Showing 1–4 of 4 submissions')

    // The message is truncated to one line; a click (or Enter on the focused summary) shows all of it.
    const summary = rows(page).first().locator('summary')
    await expect(summary).toHaveAttribute('title', /delivered before Diwali\.$/)
    expect(await summary.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(rows(page).first().locator('details')).toHaveAttribute('open', '')
    expect(await summary.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false)
  })

  test("the table shows what each form showed: service labels, the contact form's company and budget, a position and CV link", async ({ page }) => {
    await seed(page, {
      heroFormSubmissions: [{ name: 'Hero Lead', service: 'web-design', minutesAgo: 4 }],
      popupFormSubmissions: [{ name: 'Popup Lead', service: 'ppc', minutesAgo: 3 }],
      contactFormSubmissions: [
        { name: 'Contact Lead', service: 'consultation', company: 'Kavya Textiles', budget: '100000-250000', minutesAgo: 2 },
        { name: 'Applicant', position: 'ui-ux-designer', cvLink: 'https://www.behance.net/applicant', minutesAgo: 1 },
        { name: 'Odd Link', position: 'open-application', cvLink: 'javascript:alert(1)', minutesAgo: 0 },
      ],
    })
    await openSubmissions(page)
    const column = (field: string) => expect.poll(() => fieldColumn(page, field))
    await expect(nameCells(page)).toHaveText(['Odd Link', 'Applicant', 'Contact Lead', 'Popup Lead', 'Hero Lead'])
    await column('service').toEqual(['—', '—', 'Digital Marketing Consultation', 'PPC Advertising', 'Website Design & Development'])
    await column('company').toEqual(['—', '—', 'Kavya Textiles', '—', '—'])
    await column('budget').toEqual(['—', '—', '₹1,00,000-₹2,50,000', '—', '—'])
    await column('position').toEqual(['Open application (any suitable role)', 'UI/UX Designer', '—', '—', '—'])
    await column('cvLink').toEqual(['javascript:alert(1)', 'https://www.behance.net/applicant', '—', '—', '—'])
    // An http(s) link opens in a new tab; anything else stays text.
    const cvLinks = page.locator('table tbody tr [data-field="cvLink"]')
    await expect(cvLinks.nth(1).getByRole('link')).toHaveAttribute('href', 'https://www.behance.net/applicant')
    await expect(cvLinks.nth(1).getByRole('link')).toHaveAttribute('target', '_blank')
    await expect(cvLinks.nth(0).getByRole('link')).toHaveCount(0)

    // The admin searches what the table shows.
    await page.getByLabel('Search submissions').fill('consultation')
    await expect(nameCells(page)).toHaveText(['Contact Lead'])
    await page.getByLabel('Search submissions').fill('Website Design')
    await expect(nameCells(page)).toHaveText(['Hero Lead'])
  })

  test('search and type filters narrow the list, with counts', async ({ page }) => {
    await seed(page, threeTypes)
    await openSubmissions(page)
    const filter = (name: RegExp) => page.getByRole('group', { name: 'Filter by form' }).getByRole('button', { name })
    await expect(filter(/^All/)).toHaveText('All (4)')
    await expect(filter(/^Hero/)).toHaveText('Hero (2)')
    await expect(filter(/^Popup/)).toHaveText('Popup (1)')
    await expect(filter(/^Contact/)).toHaveText('Contact (1)')
    await expect(filter(/^All/)).toHaveAttribute('aria-pressed', 'true')

    await filter(/^Hero/).click()
    await expect(filter(/^Hero/)).toHaveAttribute('aria-pressed', 'true')
    await expect(filter(/^All/)).toHaveAttribute('aria-pressed', 'false')
    await expect(nameCells(page)).toHaveText(['Vikram Singh', 'Asha Rao'])

    const search = page.getByLabel('Search submissions')
    await search.fill('ASHA')
    await expect(nameCells(page)).toHaveText(['Asha Rao'])
    await expect(filter(/^All/)).toHaveText('All (1)')
    await expect(filter(/^Popup/)).toHaveText('Popup (0)')

    await filter(/^All/).click()
    await search.fill('SOCIAL')
    await expect(nameCells(page)).toHaveText(['Priya Nair'])
    await search.fill('2345 67')
    await expect(nameCells(page)).toHaveText(['Priya Nair'])
    await search.fill('+91 98765')
    await expect(nameCells(page)).toHaveText(['Rahul Mehta', 'Asha Rao'])
    await search.fill('Diwali')
    await expect(rows(page)).toHaveText([MESSAGES.empty])
    await search.fill('')
    await expect(rows(page)).toHaveCount(4)
  })

  test('reloads from storage every 5 seconds, and at once when another tab saves', async ({ context }) => {
    const page = await context.newPage()
    // The clock stands still from before the dashboard mounts: only runFor() moves it.
    await stopClockAt(page, Date.now())
    await seed(page, threeTypes)
    await openSubmissions(page)
    await expect(rows(page)).toHaveCount(4)

    // Written by this page itself: no storage event, so only the 5-second refresh can show it.
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('heroFormSubmissions') ?? '[]')
      list.push({ id: String(Date.now()), submittedAt: new Date().toISOString(), name: 'Refresh Entry', email: 'r@example.in', phone: '+91 90000 00001' })
      localStorage.setItem('heroFormSubmissions', JSON.stringify(list))
    })
    await page.clock.runFor(4900)
    await expect(nameCells(page)).not.toContainText(['Refresh Entry'])
    await page.clock.runFor(200)
    await expect(nameCells(page).first()).toHaveText('Refresh Entry')

    // Written by another tab: the storage event reloads at once, with the clock standing still.
    const other = await context.newPage()
    await other.goto('/favicon.svg')
    await other.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('popupFormSubmissions') ?? '[]')
      list.push({
        id: String(Date.now() + 60_000),
        submittedAt: new Date(Date.now() + 60_000).toISOString(),
        name: 'Other Tab Entry',
        email: 'o@example.in',
        phone: '+91 90000 00002',
      })
      localStorage.setItem('popupFormSubmissions', JSON.stringify(list))
    })
    await expect(nameCells(page).first()).toHaveText('Other Tab Entry')
    await expect(rows(page)).toHaveCount(6)
  })

  test('CSV and JSON exports of the filtered list: file names, BOM, quoting, neutralised formulas', async ({ page }) => {
    await seed(page, {
      ...threeTypes,
      heroFormSubmissions: [
        ...threeTypes.heroFormSubmissions!,
        { name: '=SUM(A1)', email: '@x.example', service: 'seo', message: 'He said "hi"', minutesAgo: 120 },
      ],
    })
    await openSubmissions(page)
    const today = await page.evaluate(() => {
      const now = new Date()
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    })

    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const csvFile = await csvDownload
    expect(csvFile.suggestedFilename()).toBe(`form-submissions-${today}.csv`)
    const bytes = readFileSync((await csvFile.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Date","Type","Name","Email","Phone","Service","Company","Budget","Position","CV or Portfolio","Message"')
    expect(lines).toHaveLength(6)
    // The CSV shows the labels the forms showed; Company and Budget follow Service.
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","contact","Rahul Mehta","rahul\.mehta@example\.in","\+91 98765 43210","Website Development","Mehta Traders","₹25,000-₹50,000","","","Budget ₹50,000/,
    )
    expect(lines[5]).toMatch(/,"hero","'=SUM\(A1\)","'@x\.example","\+91 98765 43210","SEO Optimization","","","","","He said ""hi"""$/)
    await expect(toasts(page).getByText('Download Complete')).toBeVisible()
    await expect(toasts(page).getByText('Downloaded 5 form submissions as CSV')).toBeVisible()

    // Exports act on the filtered list.
    await page.getByRole('button', { name: /^Popup/ }).click()
    const jsonDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download JSON' }).click()
    const jsonFile = await jsonDownload
    expect(jsonFile.suggestedFilename()).toBe(`form-submissions-${today}.json`)
    const json = JSON.parse(readFileSync((await jsonFile.path())!, 'utf8'))
    expect(json).toHaveLength(1)
    expect(json[0]).toMatchObject({ name: 'Priya Nair', type: 'popup', phone: '044-2345 6789', service: 'social-media' })
    expect(json[0].id).toMatch(/^\d+$/)
    await expect(toasts(page).getByText('Downloaded 1 form submissions as JSON')).toBeVisible()
  })

  test('exporting nothing says "No Data" and downloads nothing', async ({ page }) => {
    await seed(page, {})
    await openSubmissions(page)
    await expect(rows(page)).toHaveText([MESSAGES.empty])
    let downloads = 0
    page.on('download', () => downloads++)
    await page.getByRole('button', { name: 'Download CSV' }).click()
    await expect(toasts(page).getByText('No Data')).toBeVisible()
    await expect(toasts(page).getByText('No form submissions found to download.')).toBeVisible()
    await page.getByRole('button', { name: 'Download JSON' }).click()
    await expect(toasts(page).getByText('No Data')).toHaveCount(2)
    expect(downloads).toBe(0)
  })

  test('Clear All Data asks in a modal dialog: Escape and Cancel keep the data, Clear empties the three lists', async ({ page }) => {
    await seed(page, threeTypes)
    await openSubmissions(page)
    const clearButton = page.getByRole('button', { name: 'Clear All Data' })
    const dialog = page.getByRole('dialog')

    await clearButton.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(MESSAGES.clearConfirm)
    await expect(dialog).toHaveAccessibleDescription(MESSAGES.clearConfirm)
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.matches(':modal'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(clearButton).toBeFocused()
    await expect(rows(page)).toHaveCount(4)

    await clearButton.click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(rows(page)).toHaveCount(4)
    expect(await stored(page, 'heroFormSubmissions')).not.toBeNull()

    await clearButton.click()
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(page).getByText('Cleared', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('All form submissions have been cleared.')).toBeVisible()
    await expect(rows(page)).toHaveText([MESSAGES.empty])
    for (const key of ['heroFormSubmissions', 'popupFormSubmissions', 'contactFormSubmissions']) expect(await stored(page, key)).toBeNull()
    expect(await stored(page, 'adminLoggedIn')).toBe('true')
  })

  test('Logout removes both flags and goes to the login route', async ({ page }) => {
    await seed(page, threeTypes)
    await page.goto('/admin/dashboard')
    await hydrated(page, 'AdminDashboard')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(loginPath)
    expect(await stored(page, 'adminLoggedIn')).toBeNull()
    expect(await stored(page, 'adminUsername')).toBeNull()
    // The submissions themselves stay.
    expect(await stored(page, 'heroFormSubmissions')).not.toBeNull()
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(loginPath)
  })

  test('stored markup is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hostile = '<img src=x onerror=alert(1)>'
    await seed(page, {
      heroFormSubmissions: [
        { name: hostile, email: '"><script>alert(2)</script>', service: '<b>seo</b>', message: '<svg onload=alert(3)>', minutesAgo: 1 },
      ],
    })
    await page.evaluate((name) => localStorage.setItem('adminUsername', name), '<img src=y onerror=alert(4)>')
    await openSubmissions(page)
    await expect(nameCells(page)).toHaveText([hostile])
    await expect(page.getByText('<img src=y onerror=alert(4)>')).toBeVisible()
    await expect(page.locator('main img, main script:not([type]), main svg[onload], main b')).toHaveCount(0)
    await page.getByLabel('Search submissions').fill('<img')
    await expect(nameCells(page)).toHaveText([hostile])
    expect(dialogs).toEqual([])
  })

  test('10,000 stored submissions: pages of 50 rows, search and filter over all of them', async ({ page }) => {
    await page.goto('/favicon.svg')
    await page.evaluate(() => {
      const now = Date.now()
      const types = ['heroFormSubmissions', 'popupFormSubmissions', 'contactFormSubmissions']
      const lists: Record<string, unknown[]> = { heroFormSubmissions: [], popupFormSubmissions: [], contactFormSubmissions: [] }
      for (let index = 0; index < 10_000; index++) {
        const at = new Date(now - index * 60_000)
        lists[types[index % 3]!]!.push({
          id: String(at.getTime()),
          submittedAt: at.toISOString(),
          name: `Person ${index}`,
          email: `person${index}@example.in`,
          phone: `+91 9${String(index).padStart(4, '0')} 00000`,
          service: index % 2 ? 'seo' : 'ppc',
        })
      }
      for (const [key, list] of Object.entries(lists)) localStorage.setItem(key, JSON.stringify(list))
      localStorage.setItem('adminLoggedIn', 'true')
      localStorage.setItem('adminUsername', 'admin')
    })
    await openSubmissions(page)
    await expect(page.getByTestId('showing')).toHaveText('Showing 1–50 of 10,000 submissions')
    await expect(rows(page)).toHaveCount(50)
    await expect(nameCells(page).first()).toHaveText('Person 0')
    await expect(page.getByText('Page 1 of 200')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 200')).toBeVisible()
    await expect(nameCells(page).first()).toHaveText('Person 50')
    await expect(page.getByRole('button', { name: /^All/ })).toHaveText('All (10,000)')

    await page.getByLabel('Search submissions').fill('person123')
    // person123, person1230..person1239: 11 entries, and the page is back to 1.
    await expect(page.getByTestId('showing')).toHaveText('Showing 1–11 of 11 submissions')
    await page.getByRole('button', { name: /^Contact/ }).click()
    await expect(nameCells(page)).toHaveText(['Person 1232', 'Person 1235', 'Person 1238'])
  })
})

test.describe('kept out of sight', () => {
  test('the admin pages have one h1, labelled controls and no serious axe violations', async ({ browser }) => {
    // axe is injected as an inline script, which the site's CSP refuses.
    const context = await browser.newContext({ bypassCSP: true })
    const page = await context.newPage()
    await page.goto(loginPath)
    await hydrated(page, 'AdminLogin')
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await seriousAxeViolations(page)).toEqual([])

    await seed(page, threeTypes)
    for (const tab of ['Overview', 'Form Submissions', 'Analytics', 'Content']) {
      await page.goto('/admin/dashboard')
      await hydrated(page, 'AdminDashboard')
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await seriousAxeViolations(page), tab).toEqual([])
    }
    await context.close()
  })
})

test('Analytics shows the stored events by name and submissions per day', async ({ page }) => {
  await seed(page, threeTypes)
  await page.evaluate(() => {
    const event = (eventName: string) => ({ eventName, timestamp: new Date().toISOString(), url: location.href, userAgent: 'test' })
    localStorage.setItem('analyticsEvents', JSON.stringify([event('button_click'), event('phone_click'), event('button_click'), event('whatsapp_click')]))
  })
  await page.goto('/admin/dashboard')
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Analytics' }).click()
  // The admin's own click on the tab is not counted: the stored events are exactly the visitors'.
  await expect(page.getByTestId('event-counts').locator('tbody tr')).toHaveText([/^button_click\s*2$/, /^phone_click\s*1$/, /^whatsapp_click\s*1$/])
  const table = page.getByRole('table', { name: 'Submissions per day, last 14 days' })
  await expect(table.locator('tbody tr')).toHaveCount(14)
  const counts = await table.locator('tbody tr td:nth-child(2)').allTextContents()
  expect(counts.map(Number).reduce((sum, count) => sum + count, 0)).toBe(4)
})

test('the click tracker does not run on admin pages: logins, tabs and filters record no event', async ({ page }) => {
  await page.goto(loginPath)
  await hydrated(page, 'AdminLogin')
  await typeCredentials(page, username, `${password}-wrong`)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(loginStatus(page)).toHaveText(MESSAGES.mismatch)
  await typeCredentials(page, username, password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/admin/dashboard')
  await hydrated(page, 'AdminDashboard')

  // Seeded from this same tab, which fires no storage event: load the dashboard again rather than wait for its
  // 5-second refresh (on a busy machine that outlasted the assertion).
  await seed(page, threeTypes)
  await page.reload()
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
  await expect(rows(page)).toHaveCount(4)
  await page.getByRole('button', { name: /^Contact \(/ }).click()
  await page.getByRole('button', { name: /^Hero \(/ }).click()
  await page.getByRole('tab', { name: 'Analytics' }).click()
  await expect(page.getByText('No events have been recorded in this browser yet.')).toBeVisible()
  expect(await stored(page, 'analyticsEvents')).toBeNull()

  // The same tracker still counts a visitor's click on a public page.
  await page.goto('/contact')
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  await page.getByRole('main').locator('a[href^="tel:"]').first().click()
  await expect
    .poll(() => stored(page, 'analyticsEvents').then((raw) => JSON.parse(raw ?? '[]').map((event: { eventName: string }) => event.eventName)))
    .toEqual(['phone_click'])
})
