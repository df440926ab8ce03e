import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildManifest, initialJavaScript, moduleChunks } from '../support/bundle'
import { distDir, pageSettled, watchConsole } from '../support/site'

// Hand-offs to the contact form: a job's or an internship's Apply button names the position, an IoT
// bundle's Order Now names the bundle, and the prerendered contact form picks them up from the query in the browser.

/** The code the contact form needs to come alive beyond what every page loads: the hydration runtime (React) and the island's chunks. */
const manifest = buildManifest()
const pageCode = new Set(initialJavaScript(readFileSync(join(distDir, 'contact.html'), 'utf8')).files)
const islandCode = new Set(
  [...moduleChunks('components/islands/hydrate.tsx', manifest), ...moduleChunks('components/islands/ContactForm.tsx', manifest)].filter(
    (file) => !pageCode.has(file),
  ),
)
const isIslandCode = (url: string) => islandCode.has(new URL(url).pathname)

const form = (page: Page) => page.locator('form#contact-form')
const hydrated = (page: Page) => expect(page.locator('[data-island="ContactForm"][data-hydrated]')).toHaveCount(1)
const storedContacts = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('contactFormSubmissions') ?? '[]') as Record<string, string>[])
const selectedText = (page: Page, label: string) =>
  form(page)
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)

async function fillRequired(page: Page) {
  await form(page).getByLabel('Full Name').fill('Neha Gupta')
  await form(page).getByLabel('Email Address').fill('neha@example.in')
  await form(page).getByLabel('Phone Number').fill('+91 98100 12345')
}

test('Apply Now on a job card: the form names the job at once, takes a CV link, and the entry and the admin table carry both', async ({ page }) => {
  test.slow() // three pages, one after another
  const errors = watchConsole(page)
  await page.goto('/careers/openings')
  await page.getByRole('link', { name: /^Apply now ?: UI\/UX Designer$/ }).click()
  await expect(page).toHaveURL('/contact?position=ui-ux-designer')

  // No touch needed: a hand-off wakes the form on load.
  await hydrated(page)
  await expect(form(page).getByLabel('Position', { exact: true })).toBeVisible()
  expect(await selectedText(page, 'Position')).toBe('UI/UX Designer')
  const cv = form(page).getByLabel('CV or Portfolio Link')
  await expect(cv).toHaveAttribute('type', 'url')
  await expect(cv).not.toHaveAttribute('required', '')

  await fillRequired(page)
  await cv.fill('https://www.behance.net/nehagupta')
  await form(page).getByLabel('Project Details').fill('Four years of product design for D2C brands.')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  // Stored after the form's simulated 1 s send.
  await expect.poll(() => storedContacts(page)).toHaveLength(1)
  expect((await storedContacts(page))[0]).toMatchObject({
    name: 'Neha Gupta',
    position: 'ui-ux-designer',
    cvLink: 'https://www.behance.net/nehagupta',
    message: 'Four years of product design for D2C brands.',
  })

  // The admin sees the position by its name and the link.
  await page.evaluate(() => {
    localStorage.setItem('adminLoggedIn', 'true')
    localStorage.setItem('adminUsername', 'admin')
  })
  await page.goto('/admin/dashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
  // The table names what a lead asked about, field by field, in its Enquiry column.
  const row = page.locator('table tbody tr').first()
  await expect(row.locator('[data-field="position"] dd')).toHaveText('UI/UX Designer')
  await expect(row.locator('[data-field="cvLink"] dd').getByRole('link')).toHaveAttribute('href', 'https://www.behance.net/nehagupta')
  expect(errors).toEqual([])
})

test('the position stays editable, and a CV link that is not a web address is refused', async ({ page }) => {
  test.slow() // two pages and two sends
  await page.goto('/careers/internships')
  await page.getByRole('link', { name: /^Apply now ?: Digital Marketing internship$/ }).click()
  await expect(page).toHaveURL('/contact?position=digital-marketing-internship')
  await hydrated(page)
  expect(await selectedText(page, 'Position')).toBe('Digital Marketing Internship')

  await form(page).getByLabel('Position', { exact: true }).selectOption({ label: 'UI/UX Design Internship' })
  await fillRequired(page)
  await form(page).getByLabel('CV or Portfolio Link').fill('javascript:alert(1)')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect(form(page).getByLabel('CV or Portfolio Link')).toHaveAttribute('aria-invalid', 'true')
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()

  await form(page).getByLabel('CV or Portfolio Link').fill('')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  await expect.poll(() => storedContacts(page)).toHaveLength(1)
  const [entry] = await storedContacts(page)
  expect(entry).toMatchObject({ position: 'ui-ux-design-internship' })
  expect(entry).not.toHaveProperty('cvLink')
})

for (const { from, link, position } of [
  { from: '/careers/openings', link: 'Send your resume', position: 'Open application (any suitable role)' },
  { from: '/careers', link: 'Apply for an internship', position: 'Internship (any programme)' },
  { from: '/careers/openings/devops-engineer', link: 'Apply now', position: 'DevOps Engineer' },
]) {
  test(`"${link}" on ${from} opens the form with "${position}"`, async ({ page }) => {
    await page.goto(from)
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${link}`) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact\?position=[a-z-]+$/)
    await hydrated(page)
    expect(await selectedText(page, 'Position')).toBe(position)
    await expect(form(page).getByLabel('CV or Portfolio Link')).toBeVisible()
  })
}

test('Order Now on an IoT bundle: IoT selected and the message names the bundle and its price', async ({ page }) => {
  await page.goto('/iot/smart-devices')
  await page
    .locator('#bundle-smart-business-kit')
    .getByRole('link', { name: /^Order now/ })
    .click()
  await expect(page).toHaveURL('/contact?bundle=smart-business-kit')
  await hydrated(page)
  expect(await selectedText(page, 'Service')).toBe('IoT Solutions')
  await expect(form(page).getByLabel('Project Details')).toHaveValue(
    'I would like to order the Smart Business Kit (₹35,999). Please confirm stock, the delivery date and an installation slot.',
  )
  // A bundle is not a job application.
  await expect(form(page).getByLabel('Position', { exact: true })).toHaveCount(0)
})

test('what a visitor typed before the form woke is kept; the bundle fills only what is still empty', async ({ page }) => {
  // Hold the island's code back so the visitor types into the prerendered form first.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (isIslandCode(route.request().url())) await held
    await route.continue()
  })
  // Not waiting for "load": the held island code would hold that back too.
  await page.goto('/contact?bundle=industrial-monitoring-kit', { waitUntil: 'domcontentloaded' })
  await form(page).getByLabel('Project Details').fill('Two kits for our Pune plant, please.')
  await form(page).getByLabel('Full Name').fill('Arjun Mehta')
  release()
  await hydrated(page)
  expect(await selectedText(page, 'Service')).toBe('IoT Solutions')
  await expect(form(page).getByLabel('Project Details')).toHaveValue('Two kits for our Pune plant, please.')
  await expect(form(page).getByLabel('Full Name')).toHaveValue('Arjun Mehta')
})

for (const query of ['?position=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '?position=chief-executive', '?bundle=free-kit']) {
  test(`${decodeURIComponent(query)} is not a known position or bundle: the form is unchanged and nothing of it reaches the page`, async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`/contact${query}`)
    await hydrated(page)
    await expect(form(page).getByLabel('Position', { exact: true })).toHaveCount(0)
    await expect(form(page).getByLabel('Project Details')).toHaveValue('')
    expect(await selectedText(page, 'Service')).toBe('Select a service')
    expect(await page.locator('main').innerHTML()).not.toContain('onerror')
    expect(dialogs).toEqual([])
  })
}

test('a plain visit to /contact loads no React before the visitor touches the form', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/contact')
  await pageSettled(page)
  await expect(page.locator('[data-island="ContactForm"][data-hydrated]')).toHaveCount(0)
  expect(scripts.length).toBeGreaterThan(0)
  expect(islandCode.size).toBeGreaterThan(0)
  expect(scripts.filter(isIslandCode)).toEqual([])
})
