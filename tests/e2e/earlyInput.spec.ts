import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { pageScriptRan, runUntilPageAge, stopClockAt } from '../support/clock'
import { holdIslandScript, holdPageScript } from '../support/holdScript'

// What happens before the page script runs is what these tests are about: goto does not wait for it.
test.use({ waitForPageScript: false })

/**
 * Nothing typed, chosen or ticked before an island wakes is lost. Each test holds back the island's
 * script (a slow network), fills every field of the form while React is absent, lets the script arrive, and checks
 * that every value and the caret are where the visitor left them, that no frame showed anything else, and that
 * submitting works with those values.
 */

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
const isHydrated = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"][data-hydrated]`)
    .count()
    .then((count) => count > 0)

interface Plan {
  /** Selects first (label, option value), then text fields (label, value) in order. */
  selects?: [label: string | RegExp, value: string][]
  texts: [label: string | RegExp, value: string][]
}

/**
 * Fills the form as a visitor would. The last text field is typed key by key with one character missing in the
 * middle and the caret moved back to the gap: that character is typed once the island is awake, so it shows where
 * the caret was.
 * Returns the character still to type.
 */
async function fillEarly(form: Locator, plan: Plan): Promise<string> {
  for (const [label, value] of plan.selects ?? []) await form.getByLabel(label).selectOption(value)
  const texts = plan.texts
  for (const [label, value] of texts.slice(0, -1)) await form.getByLabel(label).fill(value)
  const [lastLabel, lastValue] = texts[texts.length - 1]!
  const gap = Math.floor(lastValue.length / 2)
  const last = form.getByLabel(lastLabel)
  await last.pressSequentially(lastValue.slice(0, gap) + lastValue.slice(gap + 1))
  for (let moves = lastValue.length - 1 - gap; moves > 0; moves--) await last.press('ArrowLeft')
  return lastValue[gap]!
}

/** Values and carets of every field, by name. */
const fieldStates = (form: Locator) =>
  form.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')).map((field) => [
        field.name,
        {
          value: field.value,
          caret: field instanceof HTMLSelectElement ? null : [field.selectionStart, field.selectionEnd],
        },
      ]),
    ),
  )

/** Records, every frame from now on, each value every field shows (what could have been painted). */
const recordFrames = (form: Locator) =>
  form.evaluate((element) => {
    const seen: Record<string, string[]> = {}
    ;(window as unknown as { seenValues: typeof seen }).seenValues = seen
    const fields = Array.from(element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'))
    const sample = () => {
      for (const field of fields) {
        const values = (seen[field.name] ??= [])
        if (!values.includes(field.value)) values.push(field.value)
      }
      requestAnimationFrame(sample)
    }
    sample()
  })
const framesSeen = (page: Page) => page.evaluate(() => (window as unknown as { seenValues: Record<string, string[]> }).seenValues)
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * The whole scenario: the island's script is held back, the form filled, the script released; afterwards every
 * field holds what was typed, with its caret, and no frame showed anything else; the last character lands in the gap.
 */
async function typeBeforeIslandWakes(page: Page, island: string, form: Locator, plan: Plan, open: () => Promise<unknown>) {
  const script = await holdIslandScript(page, island)
  await open()
  const missing = await fillEarly(form, plan)
  // The island wants to wake (load, or the focus of the first field) and waits for its script.
  await script.requested
  expect(await isHydrated(page, island)).toBe(false)
  const before = await fieldStates(form)
  await recordFrames(form)
  script.release()
  await expect(page.locator(`[data-island="${island}"][data-hydrated]`)).toBeAttached()
  await nextFrames(page)
  await nextFrames(page)
  expect(await fieldStates(form)).toEqual(before)
  const frames = await framesSeen(page)
  for (const [name, state] of Object.entries(before)) expect(frames[name], `frames of "${name}"`).toEqual([state.value])
  await page.keyboard.type(missing)
  for (const [label, value] of plan.texts) await expect(form.getByLabel(label)).toHaveValue(value)
  for (const [label, value] of plan.selects ?? []) await expect(form.getByLabel(label)).toHaveValue(value)
}

test('admin login (hydrates on load): the username and password typed before it wakes stay, and log in', async ({ page }) => {
  const slug = process.env.ADMIN_LOGIN_SLUG || 'control-room'
  const username = process.env.ADMIN_USERNAME || 'admin'
  const passwordFile = join('dist', '.admin-password')
  const password = process.env.ADMIN_PASSWORD || (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : '')
  expect(password, 'run `npm run build` first').not.toBe('')
  const form = page.locator('[data-island="AdminLogin"] form')
  await typeBeforeIslandWakes(
    page,
    'AdminLogin',
    form,
    {
      texts: [
        ['Password', password],
        ['Username', username],
      ],
    },
    () => page.goto(`/admin/login/${slug}`),
  )
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page.locator('#login-status')).toHaveText('Login successful! Welcome Admin.')
  await expect(page).toHaveURL('/admin/dashboard')
  expect(await page.evaluate(() => localStorage.getItem('adminUsername'))).toBe(username)
})

test('hero consultation form (hydrates on interaction): every field and the service chosen early stay, and are stored', async ({ page }) => {
  const form = page.locator('#hero-consultation-form')
  await typeBeforeIslandWakes(
    page,
    'LeadForm',
    form,
    {
      selects: [['Service Needed', 'seo']],
      texts: [
        [/Your Name/, 'Asha Rao'],
        [/Phone Number/, '+91 98765 43210'],
        [/Email Address/, 'asha@rao.in'],
      ],
    },
    () => page.goto('/'),
  )
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  expect(await stored(page, 'heroFormSubmissions')).toMatchObject([{ name: 'Asha Rao', email: 'asha@rao.in', phone: '+91 98765 43210', service: 'seo' }])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a tap on Menu before the page script has run opens the menu at once, and the script arriving does not open it again', async ({ page }) => {
    const { requested, release } = await holdPageScript(page)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    // The toggle's invoker command opens it with no script.
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await requested
    release()
    await pageScriptRan(page)
    // Closed by the visitor, it stays closed: the early tap is not made again.
    await page.waitForTimeout(300)
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('mobile popup form (woken as it opens): every field and the service chosen early stay, and are stored', async ({ page }) => {
    const form = page.locator('#mobile-popup-form')
    const popup = page.getByRole('dialog', { name: 'Get a free quote' })
    const openPopup = async () => {
      await stopClockAt(page, Date.now())
      await page.goto('/')
      await runUntilPageAge(page, 6100)
      await expect(popup).toBeVisible()
      await page.clock.resume()
    }
    await typeBeforeIslandWakes(
      page,
      'LeadForm',
      form,
      {
        selects: [['Service Needed', 'web-design']],
        texts: [
          [/Your Name/, 'Ravi Kumar'],
          [/Email Address/, 'ravi@kumar.in'],
          [/Phone Number/, '9123456789'],
        ],
      },
      openPopup,
    )
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.getByText('Thank You!')).toBeVisible()
    await expect(popup).toBeHidden()
    expect(await stored(page, 'popupFormSubmissions')).toMatchObject([
      { name: 'Ravi Kumar', email: 'ravi@kumar.in', phone: '9123456789', service: 'web-design' },
    ])
  })
})

test('contact form (hydrates on interaction): every field, both choices and the message typed early stay, and are stored', async ({ page }) => {
  const form = page.locator('#contact-form')
  await typeBeforeIslandWakes(
    page,
    'ContactForm',
    form,
    {
      selects: [
        ['Service', 'web-design'],
        ['Budget', '25000-50000'],
      ],
      texts: [
        ['Full Name', 'Priya Sharma'],
        ['Email Address', 'priya@sharmatextiles.in'],
        ['Phone Number', '+91 98111 22334'],
        ['Project Details', 'A bilingual catalogue website, live before Diwali.'],
        ['Company', 'Sharmas'],
      ],
    },
    () => page.goto('/contact'),
  )
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  expect(await stored(page, 'contactFormSubmissions')).toMatchObject([
    {
      name: 'Priya Sharma',
      email: 'priya@sharmatextiles.in',
      phone: '+91 98111 22334',
      company: 'Sharmas',
      service: 'web-design',
      budget: '25000-50000',
      message: 'A bilingual catalogue website, live before Diwali.',
    },
  ])
})

test('newsletter (hydrates on interaction): the address typed early stays and subscribes', async ({ page }) => {
  const form = page.locator('#footer-newsletter')
  await typeBeforeIslandWakes(page, 'NewsletterForm', form, { texts: [['Email address', 'ravi@co.in']] }, () => page.goto('/about'))
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscribed!')).toBeVisible()
  expect(await stored(page, 'newsletterSubscriptions')).toMatchObject([{ email: 'ravi@co.in' }])
})

test('a submit pressed before the form wakes is still replayed once, with what was typed', async ({ page }) => {
  const script = await holdIslandScript(page, 'NewsletterForm')
  await page.goto('/about')
  // The page script holds a press for the island from when it runs (after the first paint); before that the page's
  // inline script does (the next test).
  await pageScriptRan(page)
  const form = page.locator('#footer-newsletter')
  await form.getByLabel('Email address').pressSequentially('early@company.in')
  await form.getByLabel('Email address').press('Enter')
  await script.requested
  script.release()
  await expect(page.getByText('Subscribed!')).toBeVisible()
  expect(await stored(page, 'newsletterSubscriptions')).toMatchObject([{ email: 'early@company.in' }])
  await expect(form.getByLabel('Email address')).toHaveValue('')
})

test('Enter before the page script has run is held, and subscribes once the script arrives; nothing of it goes into the URL', async ({ page }) => {
  // The page script comes after the first paint: on a slow network a visitor can submit before it runs. Once sent as
  // the form's own GET, the address landed in the page's URL (history, logs, referrers) and the page reloaded empty.
  const { requested, release } = await holdPageScript(page)
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  const form = page.locator('#footer-newsletter')
  await form.getByLabel('Email address').fill('before-script@company.in')
  await form.getByLabel('Email address').press('Enter')
  await requested
  expect(await isHydrated(page, 'NewsletterForm')).toBe(false)
  expect(new URL(page.url()).search).toBe('')
  await expect(form.getByLabel('Email address')).toHaveValue('before-script@company.in')
  release()
  await expect(page.getByText('Subscribed!')).toBeVisible()
  expect(await stored(page, 'newsletterSubscriptions')).toMatchObject([{ email: 'before-script@company.in' }])
  expect(new URL(page.url()).search).toBe('')
})

test('a field the visitor is already in when the page script arrives wakes its island at once, with what was typed', async ({ page }) => {
  // The page script comes after the first paint: on a slow network a visitor can be typing before it runs.
  const { requested, release } = await holdPageScript(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  const name = page.locator('form#contact-form').getByLabel('Full Name')
  await name.fill('Rohan Mehta')
  await requested
  expect(await isHydrated(page, 'ContactForm')).toBe(false)
  release()
  // Nothing else is done: the focus the visitor is in is enough.
  await expect(page.locator('[data-island="ContactForm"][data-hydrated]')).toBeAttached()
  await expect(name).toHaveValue('Rohan Mehta')
  await expect(name).toBeFocused()
})
