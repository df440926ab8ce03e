import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { stopClockAt } from '../support/clock'
import { UUID, watchConsole } from '../support/site'

import * as spec from '../support/specFigures'

/**
 * The services, developer, pricing and contact pages in a browser: the price tables read with JavaScript off, the Home
 * page's Learn More anchors, the /services/* fallback, the tables on a phone, and the contact form. That the
 * prerendered HTML holds every price of the specification is checked in tests/dist/servicesAndPricing.test.ts.
 */

const servicePageCards = Object.fromEntries(Object.entries(spec.servicePageCards).map(([slug, prices]) => [`/services/${slug}`, prices]))

/** The visible text of the <main> element, as the prerendered HTML has it (no script runs). */
async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path)
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

test.describe('price tables, read with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('/services: 8 cards, each with its anchor, "from" price, 4 features + "+N more", 2 benefits and a link to its page', async ({ page }) => {
    await page.goto('/services')
    for (const { anchor, slug, price } of spec.servicesFrom) {
      const card = page.locator(`li#${anchor}`)
      await expect(card).toHaveCount(1)
      await expect(card).toContainText('Starting from')
      await expect(card).toContainText(price)
      // The first 4 features, then "+N more"; and the 2 key benefits.
      await expect(card.locator('ul').first().locator(':scope > li')).toHaveCount(4)
      await expect(card).toContainText(/\+\d+ more/)
      await expect(card.locator('ul').nth(1).locator(':scope > li')).toHaveCount(2)
      await expect(card.getByRole('link')).toHaveAttribute('href', `/services/${slug}`)
      const popular = anchor === 'seo-optimization' || anchor === 'website-development'
      await expect(card.getByText('Popular', { exact: true })).toHaveCount(popular ? 1 : 0)
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Why businesses choose us' })).toBeVisible()
  })

  for (const [path, prices] of Object.entries(servicePageCards)) {
    test(`${path}: four offers at their specified card prices, each with Get Started to /contact`, async ({ page }) => {
      await page.goto(path)
      const cards = page.locator('#offers ul').first().locator(':scope > li')
      await expect(cards).toHaveCount(4)
      for (const [index, price] of prices.entries()) {
        await expect(cards.nth(index)).toContainText(price)
        await expect(cards.nth(index).getByRole('link', { name: /^Get started/ })).toHaveAttribute('href', '/contact')
      }
      const hero = page.locator('main > section').first()
      await expect(hero.getByRole('link')).toHaveCount(2)
      await expect(hero.getByRole('link').nth(0)).toHaveAttribute('href', '/contact')
      await expect(hero.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/pricing')
      await expect(page.locator('#process, #benefits')).not.toHaveCount(0)
      // The closing call to action goes to /contact.
      await expect(page.locator('main > section').last().getByRole('link')).toHaveAttribute('href', '/contact')
    })
  }

  test('/pricing: the development table is a real table with every specified row and figure', async ({ page }) => {
    await page.goto('/pricing')
    const table = page.getByRole('table', { name: /Development prices/ })
    await expect(table.locator('caption')).toHaveCount(1)
    await expect(table.locator('thead th[scope="col"]')).toHaveText(spec.developmentTable.columns)
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(4)
    for (const [index, [service, ...prices]] of spec.developmentTable.rows.entries()) {
      const row = rows.nth(index)
      await expect(row.locator('th[scope="row"]')).toContainText(service)
      await expect(row.locator('td')).toHaveText(prices)
    }
  })

  test('/pricing: 3 monthly packages with Growth marked most popular, and 3 daily rates', async ({ page }) => {
    await page.goto('/pricing')
    const packages = page.locator('#packages ul').first().locator(':scope > li')
    await expect(packages).toHaveCount(3)
    for (const [index, [name, price]] of spec.packages.entries()) {
      await expect(packages.nth(index).getByRole('heading', { level: 3 })).toHaveText(name)
      await expect(packages.nth(index)).toContainText(price)
      await expect(packages.nth(index).getByRole('link')).toHaveAttribute('href', '/contact')
    }
    await expect(packages.nth(spec.packages.findIndex(([name]) => name === spec.mostPopularPackage))).toContainText('Most Popular')
    await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1)
    const rates = page.locator('#developer-rates ul').first().locator(':scope > li')
    await expect(rates).toHaveCount(3)
    for (const [index, [level, price]] of spec.developerRates.entries()) {
      await expect(rates.nth(index)).toContainText(level)
      await expect(rates.nth(index)).toContainText(price)
    }
    await expect(page.locator('#faq details')).not.toHaveCount(0)
    const hrefs = await page.locator('main a.btn').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs)).toEqual(new Set(['/contact', '/services']))
  })

  test('/developer: a skills table of 8 entries and 4 services at ₹2,000 to ₹3,500 per day', async ({ page }) => {
    await page.goto('/developer')
    const skills = page.getByRole('table', { name: 'Each skill with its level and the projects delivered' })
    await expect(skills.locator('thead th[scope="col"]')).toHaveText(['Skill', 'Level', 'Projects'])
    await expect(skills.locator('tbody th[scope="row"]')).toHaveCount(8)
    const cards = page.locator('#developer-services ul').first().locator(':scope > li')
    await expect(cards).toHaveCount(4)
    for (const [index, price] of spec.onDemandRates.entries()) {
      await expect(cards.nth(index)).toContainText(price)
    }
    const hrefs = await page.locator('main a.btn').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(new Set(hrefs)).toEqual(new Set(['/contact', '/pricing']))
  })

  test('/contact: the form markup, channels, hours in the contact page reading and a FAQ of 4', async ({ page }) => {
    const text = await mainText(page, '/contact')
    const form = page.locator('form#contact-form')
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company', 'Service', 'Budget', 'Project Details']) {
      await expect(form.getByLabel(label)).toHaveCount(1)
    }
    for (const label of ['Full Name', 'Email Address', 'Phone Number']) await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    for (const label of ['Company', 'Service', 'Budget', 'Project Details']) await expect(form.getByLabel(label)).not.toHaveAttribute('required')
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible()
    expect(text).toContain('Monday - Friday')
    expect(text).toContain('9:00 AM - 7:00 PM')
    expect(text).toContain('9:00 AM - 5:00 PM')
    expect(text).toContain('Emergency support only')
    await expect(page.locator('main a[href^="tel:"]')).not.toHaveCount(0)
    await expect(page.locator('main a[href^="mailto:"]')).not.toHaveCount(0)
    await expect(page.locator('main a[href^="https://wa.me/"]')).toHaveCount(1)
    await expect(page.locator('#faq details')).toHaveCount(4)
  })
})

test('every Learn More link of the Home page points to an anchor that exists on /services', async ({ request, page }) => {
  const home = await (await request.get('/')).text()
  const hrefs = [...new Set([...home.matchAll(/href="(\/services#[^"]+)"/g)].map((match) => match[1]!))]
  expect(hrefs).toHaveLength(8)
  const services = await (await request.get('/services')).text()
  for (const href of hrefs) {
    const id = href.split('#')[1]
    expect(services, `/services has no element with id "${id}"`).toContain(`id="${id}"`)
  }
  await page.goto(hrefs.at(-1)!)
  await expect(page.locator(`#${hrefs.at(-1)!.split('#')[1]}`)).toBeInViewport()
})

test('/services/<anything else> shows the services overview', async ({ page }) => {
  await page.goto('/services/anything-else')
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everything you need to win customers online, under one roof')
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  for (const path of ['/services', '/services/mobile-app', '/developer', '/pricing', '/contact']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })
  }

  test('the development table scrolls inside a labelled, focusable region with its row headers pinned', async ({ page }) => {
    await page.goto('/pricing')
    const region = page.getByRole('region', { name: /Development prices/ })
    await expect(region).toHaveAttribute('tabindex', '0')
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    // Keyboard users scroll it with the arrow keys once it has focus.
    await region.focus()
    for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth))
    await expect(region.locator('tbody th[scope="row"]').first()).toBeInViewport()
    await expect(region.getByText(spec.developmentTable.rows.at(-1)!.at(-1)!)).toBeInViewport()
  })
})

test.describe('the contact form in the browser', () => {
  test('has 10 services plus IoT, and 5 budget ranges, after their placeholders', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form#contact-form')
    const service = form.getByLabel('Service')
    const budget = form.getByLabel('Budget')
    await expect(service.locator('option')).toHaveCount(12)
    await expect(budget.locator('option')).toHaveCount(6)
    await expect(service.locator('option').first()).toHaveAttribute('value', '')
    await expect(budget.locator('option').first()).toHaveAttribute('value', '')
    await expect(service.locator('option').nth(9)).toHaveText('IoT Solutions')
    await expect(service.locator('option').nth(10)).toHaveText('Digital Marketing Consultation')
    await expect(service.locator('option').nth(11)).toHaveText('Other')
    await expect(budget.locator('option')).toHaveText(['Select a budget range', ...spec.budgetRanges])
  })

  test('sends: "Sending Message..." and disabled, then after 1 s the toast, the stored entry and an empty form', async ({ page }) => {
    const errors = watchConsole(page)
    const logs: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text())
    })
    // The clock stands still from before the page loads: only runFor() moves it, however slow the machine.
    await stopClockAt(page, Date.now())
    await page.goto('/contact')
    const form = page.locator('form#contact-form')
    await form.getByLabel('Full Name').fill('Rohan Mehta')
    await expect(page.locator('[data-island="ContactForm"][data-hydrated]')).toHaveCount(1)
    await form.getByLabel('Email Address').fill('rohan@mehtafoods.in')
    await form.getByLabel('Phone Number').fill('+91 99000 11223')
    await form.getByLabel('Service').selectOption({ label: 'PPC Advertising' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    const sending = form.getByRole('button', { name: 'Sending Message...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    expect(await page.evaluate(() => localStorage.getItem('contactFormSubmissions'))).toBeNull()

    await page.clock.runFor(999)
    await expect(sending).toBeVisible()
    // At 1 s the entry is stored (under the cross-tab storage lock, lib/client/tabLock.ts, so a moment later in real time),
    // then the toast shown (the toast library mounts it from a timer of its own).
    await page.clock.runFor(200)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('contactFormSubmissions'))).not.toBeNull()
    await page.clock.runFor(100)
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    await expect(page.getByText(/Our team will get back to you within 2 hours with a customized solution for your business\./).first()).toBeVisible()
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Service')).toHaveValue('')

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('contactFormSubmissions') ?? '[]'))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ name: 'Rohan Mehta', email: 'rohan@mehtafoods.in', phone: '+91 99000 11223', service: 'ppc' })
    expect(stored[0].id).toMatch(UUID)
    expect(new Date(stored[0].submittedAt).toISOString()).toBe(stored[0].submittedAt)
    expect(Object.keys(stored[0]).sort()).toEqual(['email', 'id', 'name', 'phone', 'service', 'submittedAt'])
    expect(logs.some((line) => line.startsWith('Contact form submitted:'))).toBe(true)
    expect(errors).toEqual([])
  })

  test('will not send without the required fields', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('form#contact-form')
    await form.getByLabel('Full Name').fill('Rohan Mehta')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(await form.getByLabel('Email Address').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('contactFormSubmissions'))).toBeNull()
  })
})
