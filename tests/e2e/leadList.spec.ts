/**
 * The dashboard's list of leads as a laptop and a phone show it, in both modes (browser-only over the built site,
 * and the site built against the lead service with a real service behind it): at 1366 px a table whose columns are
 * all on screen without sideways scrolling, the status control among them, phone and e-mail as links and the status
 * changed from the table; on a phone a card per lead with who sent it, what they asked about, when, its status and
 * the way to open it.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { openFormSubmissions, postLead, seedStorage, signIn, type StoredLists } from '../support/dashboard'
import { startServiceStack, type ServiceStack } from '../support/serviceStack'
import { seriousAxeViolations } from '../support/site'

const laptop = { width: 1366, height: 768 }
const phone = { width: 390, height: 844 }

const stored: StoredLists = {
  heroFormSubmissions: [{ name: 'Vikram Singh', service: 'ppc', minutesAgo: 5 }],
  popupFormSubmissions: [{ name: 'Priya Nair', service: 'social-media', minutesAgo: 30 }],
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

/** Where a box lies against the window: every part of it within the window's width. */
async function withinWidth(locator: Locator, page: Page) {
  const box = (await locator.boundingBox())!
  expect(box.x, await locator.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** No sideways scrolling: neither the page nor the list is wider than what shows of it. */
async function noSidewaysScrolling(page: Page) {
  const widths = await page.evaluate(() => {
    const list = document.querySelector('[role="region"][aria-labelledby$="-caption"]')!
    return { page: [document.documentElement.scrollWidth, document.documentElement.clientWidth], list: [list.scrollWidth, list.clientWidth] }
  })
  expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!)
  expect(widths.list[0]).toBeLessThanOrEqual(widths.list[1]!)
}

/** At 1366 px: a table, every column on screen, each lead's name (which opens it), address and number as links. */
async function laptopTable(page: Page, names: string[], columns: string[]) {
  await expect(page.getByTestId('lead-cards')).toHaveCount(0)
  const table = page.getByRole('table', { name: 'Form submissions, newest first' })
  await expect(table.locator('thead th')).toHaveText(columns)
  for (const heading of await table.locator('thead th').all()) await withinWidth(heading, page)
  await expect(table.locator('tbody tr')).toHaveCount(names.length)
  for (const name of names) {
    const row = table.locator('tbody tr', { has: page.getByRole('button', { name: `Open the lead from ${name}` }) })
    const address = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`
    await expect(row.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
    for (const cell of await row.locator('td').all()) await withinWidth(cell, page)
  }
  await noSidewaysScrolling(page)
}

/** On a phone: one card per lead, each whole on screen, with who, what, when and the name that opens it. */
async function phoneCards(page: Page, leads: { name: string; about: string; phone: string }[], withStatus: boolean) {
  await expect(page.getByRole('table')).toHaveCount(0)
  const cards = page.getByTestId('lead-card')
  await expect(cards).toHaveCount(leads.length)
  for (const [index, lead] of leads.entries()) {
    const card = cards.nth(index)
    await withinWidth(card, page)
    await expect(card.getByRole('button', { name: `Open the lead from ${lead.name}` })).toHaveText(lead.name)
    const address = `${lead.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`
    await expect(card.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
    await expect(card.getByRole('link', { name: lead.phone })).toHaveAttribute('href', /^tel:\+91\d{10}$/)
    await expect(card).toContainText(lead.about)
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
    await expect(card.getByLabel(`Status of the lead from ${lead.name}`)).toHaveCount(withStatus ? 1 : 0)
    for (const control of await card.locator('a, button, select').all()) await withinWidth(control, page)
  }
  await noSidewaysScrolling(page)
}

/** A card's name opens the lead's own view, which fits the phone too. */
async function opensOnPhone(page: Page, name: string) {
  await page
    .getByTestId('lead-card')
    .getByRole('button', { name: `Open the lead from ${name}` })
    .click()
  const view = page.getByRole('dialog', { name: `Lead from ${name}` })
  await expect(view).toBeVisible()
  await withinWidth(view, page)
  await view.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(view).toBeHidden()
}

test.describe('browser-only mode', () => {
  // axe needs its inline script, which the CSP refuses.
  test.use({ bypassCSP: true })

  test('at 1366 px a table with every column on screen and nothing to scroll sideways; a name opens every field', async ({ page }) => {
    await page.setViewportSize(laptop)
    await seedStorage(page, stored)
    await openFormSubmissions(page)
    await laptopTable(page, ['Rahul Mehta', 'Vikram Singh', 'Priya Nair'], ['Date', 'From', 'Enquiry', 'Message'])
    const rahul = page.locator('tbody tr').first()
    await expect(rahul.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
    await expect(rahul).toContainText('Website Development')
    await expect(rahul).toContainText('Mehta Traders')
    await page.getByRole('button', { name: 'Open the lead from Rahul Mehta' }).click()
    const view = page.getByRole('dialog', { name: 'Lead from Rahul Mehta' })
    for (const value of ['Contact form', 'Website Development', 'Mehta Traders', '₹25,000-₹50,000', 'delivered before Diwali.']) {
      await expect(view).toContainText(value)
    }
    await expect(view.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
    const whatsApp = new URL((await view.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!)
    expect(whatsApp.searchParams.get('text')).toMatch(/^Hello Rahul Mehta, this is admin from .+\. Thank you for your enquiry about Website Development\./)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open the lead from Rahul Mehta' })).toBeFocused()
  })

  test('on a phone a card per lead: who, what they asked about, when, and the name that opens it', async ({ page }) => {
    await page.setViewportSize(phone)
    await seedStorage(page, stored)
    await openFormSubmissions(page)
    await phoneCards(
      page,
      [
        { name: 'Rahul Mehta', about: 'Website Development', phone: '+91 98765 43210' },
        { name: 'Vikram Singh', about: 'PPC Advertising', phone: '+91 98765 43210' },
        { name: 'Priya Nair', about: 'Social Media Marketing', phone: '+91 98765 43210' },
      ],
      false,
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    await opensOnPhone(page, 'Rahul Mehta')
  })
})

test.describe('with the lead service', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const OWNER = { username: 'owner', password: 'correct horse battery staple 7' }
  let stack: ServiceStack

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000)
    stack = await startServiceStack('lead-list', OWNER)
    const page = await (await browser.newContext({ baseURL: stack.site.origin })).newPage()
    const post = (fields: Record<string, string>) => postLead(page, stack.site.origin, fields)
    await post({ type: 'hero', name: 'Vikram Singh', email: 'vikram.singh@example.in', phone: '+91 91234 56789', service: 'ppc' })
    await post({
      name: 'Rahul Mehta',
      email: 'rahul.mehta@example.in',
      phone: '098111 22334',
      service: 'web-design',
      company: 'Mehta Traders',
      budget: '25000-50000',
      message: 'Budget ₹50,000 for a new website with Hindi and English pages, delivered before Diwali.',
    })
    await page.context().close()
  })

  test.afterAll(async () => stack?.stop())

  /** A browser profile of its own, signed in; axe needs its inline script, which the CSP refuses. */
  const serviceProfile = async (browser: Browser, viewport: { width: number; height: number }) => {
    const page = await (await browser.newContext({ viewport, baseURL: stack.site.origin, bypassCSP: true })).newPage()
    await signIn(page, OWNER)
    await openFormSubmissions(page)
    return page
  }

  test('at 1366 px every column is on screen, the status control too, and the status changes from the table', async ({ browser }) => {
    const page = await serviceProfile(browser, laptop)
    await laptopTable(page, ['Rahul Mehta', 'Vikram Singh'], ['Date', 'From', 'Enquiry', 'Message', 'Source', 'Status', 'Actions'])
    const status = page.getByLabel('Status of the lead from Rahul Mehta', { exact: true })
    await withinWidth(status, page)
    await expect(page.locator('tbody tr').first().getByRole('link', { name: '098111 22334' })).toHaveAttribute('href', 'tel:+919811122334')
    // Arrow keys only choose (WCAG 3.2.2): nothing is saved until the row's Save button says so.
    await status.focus()
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('button', { name: 'Save the status of the lead from Rahul Mehta' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect((await (await page.request.get('/api/admin/leads?q=Rahul')).json()).rows[0].status).toBe('new')
    await status.selectOption('qualified')
    await page.getByRole('button', { name: 'Save the status of the lead from Rahul Mehta' }).click()
    await expect(page.getByText('Status saved')).toBeVisible()
    await expect.poll(async () => (await (await page.request.get('/api/admin/leads?q=Rahul')).json()).rows[0].status).toBe('qualified')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.context().close()
  })

  test('on a phone a card per lead: who, what, when, its status and the name that opens it', async ({ browser }) => {
    const page = await serviceProfile(browser, phone)
    await phoneCards(
      page,
      [
        { name: 'Rahul Mehta', about: 'Website Development', phone: '098111 22334' },
        { name: 'Vikram Singh', about: 'PPC Advertising', phone: '+91 91234 56789' },
      ],
      true,
    )
    // The status is changed from the card as from the table.
    await page.getByLabel('Status of the lead from Vikram Singh').selectOption('contacted')
    await page.getByRole('button', { name: 'Save the status of the lead from Vikram Singh' }).click()
    await expect(page.getByText('Status saved')).toBeVisible()
    await expect.poll(async () => (await (await page.request.get('/api/admin/leads?q=Vikram')).json()).rows[0].status).toBe('contacted')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    expect(await seriousAxeViolations(page)).toEqual([])
    await opensOnPhone(page, 'Rahul Mehta')
    await page.context().close()
  })
})
