import { expect } from '@playwright/test'
import { test } from '../support/test'
import { pageScriptRan } from '../support/clock'
import { hitAtItsCentre, toastAtRest } from '../support/hitTest'

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens, moves focus inside, closes with Escape and returns focus to the toggle, by keyboard alone', async ({ page }) => {
    await page.goto('/about/team')
    // The drawer opens by the page script, which the page asks for once it has painted (after goto's load event).
    await pageScriptRan(page)
    const toggle = page.locator('#menu-toggle')
    await toggle.focus()
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true)
    // The current page is marked inside its open submenu.
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Our team')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('keeps focus inside while open, both ways round, and the page behind takes no clicks', async ({ page }) => {
    await page.goto('/about')
    // Tab wraps inside the drawer by the page script (the browser alone would let it leave for its own toolbar).
    await pageScriptRan(page)
    await page.locator('#menu-toggle').click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    const first = menu.getByRole('button', { name: 'Close' })
    const last = menu.getByRole('link', { name: 'PORTFOLIO' })
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last: never out to the page.
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(last).toBeFocused()
    // Whatever lies behind the drawer is inert: a point over the page hits the drawer's backdrop.
    expect(await page.evaluate(() => document.elementFromPoint(10, 400) === document.getElementById('mobile-menu'))).toBe(true)
  })

  test('the download toast shows above the open drawer, clear of its Close button', async ({ page }) => {
    await page.goto('/about')
    await pageScriptRan(page)
    await page.locator('#menu-toggle').click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await menu.getByRole('link', { name: 'Download Brochure' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Brochure Downloaded!' })
    await expect(toast).toBeVisible()
    await expect(menu).toBeVisible()
    // Hit-tested where it comes to rest: while it slides in, its centre can still be over the drawer's edge.
    await toastAtRest(toast)
    // On top: the point at the toast's centre belongs to the toast, not to the drawer. And clear of the drawer's Close.
    expect(await hitAtItsCentre(toast)).toBe(true)
    expect(await hitAtItsCentre(menu.getByRole('button', { name: 'Close', exact: true }))).toBe(true)
    await toast.getByRole('button', { name: /close/i }).click()
    await expect(toast).toBeHidden()
    await expect(menu).toBeVisible()
  })

  test('opens and closes without JavaScript, by its invoker commands, so every section is reachable', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    await page.locator('#menu-toggle').click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    await expect(menu.locator('a[href="/pricing"]')).toBeVisible()
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()
    await page.locator('#menu-toggle').click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.locator('#menu-toggle').click()
    await menu.locator('a[href="/pricing"]').click()
    await expect(page).toHaveURL(/\/pricing$/)
    await context.close()
  })

  test('the close button closes it', async ({ page }) => {
    await page.goto('/about')
    await pageScriptRan(page)
    await page.locator('#menu-toggle').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test('the header marks the current page and its desktop submenu opens by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/about')
  // Escape is the page script's; the submenu opens on focus by the stylesheet alone.
  await pageScriptRan(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const company = nav.getByRole('link', { name: 'COMPANY' })
  await expect(company).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current', 'page')
  const team = nav.getByRole('link', { name: 'Our Team' })
  await expect(team).toBeHidden()
  await company.focus()
  await expect(team).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(company).toBeFocused()
  await expect(team).toBeHidden()
})

test('Escape hides a submenu opened by the pointer while the focus is elsewhere, and it stays hidden until the pointer leaves', async ({ page }) => {
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const team = nav.getByRole('link', { name: 'Our Team' })
  const search = page.getByRole('banner').getByRole('button', { name: 'Open search' })
  await search.focus()
  await nav.getByRole('link', { name: 'COMPANY' }).hover()
  await expect(team).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(team).toBeHidden()
  await expect(search).toBeFocused()
  await page.mouse.move(5, 600)
  await nav.getByRole('link', { name: 'COMPANY' }).hover()
  await expect(team).toBeVisible()
})

test.describe('on a touch screen that shows the desktop menu bar (1366 px tablet)', () => {
  test.use({ viewport: { width: 1366, height: 1024 }, hasTouch: true })

  test('each submenu has a toggle that a tap opens, and its pages can be reached; a tap elsewhere closes it', async ({ page }) => {
    await page.goto('/')
    await pageScriptRan(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    // Every entry with a submenu has its toggle, controlling that submenu.
    const toggles = await nav.locator('[data-submenu]').evaluateAll((items) =>
      items.map((item) => {
        const toggle = item.querySelector(':scope > button')
        return [
          item.querySelector(':scope > a')?.textContent,
          toggle?.getAttribute('aria-label'),
          toggle && item.querySelector(`#${toggle.getAttribute('aria-controls')}`)?.matches('.submenu'),
        ]
      }),
    )
    expect(toggles).toEqual(['Company', 'Services', 'IoT', 'Jobs & career'].map((entry) => [entry, `${entry} submenu`, true]))
    const toggle = nav.getByRole('button', { name: 'COMPANY submenu' })
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Our Team' })).toBeVisible()
    await page.getByRole('main').tap({ position: { x: 5, y: 5 } })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await nav.getByRole('button', { name: 'SERVICES submenu' }).tap()
    await nav.getByRole('link', { name: 'SEO Services' }).tap()
    await expect(page).toHaveURL('/services/seo')
  })
})

test('the header has the nine entries, the search box and the brochure, SMS and portfolio buttons', async ({ page }) => {
  await page.goto('/')
  const labels = await page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li > a').allTextContents()
  expect(labels).toEqual(['Home', 'Company', 'Services', 'On demand developer', 'Price', 'IoT', 'Jobs & career', 'Blog', 'Contact us'])
  // Search is an icon that opens the field (with no script: a popover), and the field takes the caret.
  const search = page.locator('#header-search-panel').getByPlaceholder('Search Here')
  await expect(search).toBeHidden()
  await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click()
  await expect(search).toBeVisible()
  await expect(search).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(search).toBeHidden()
  // The brochure link downloads the PDF by itself, before the page script has run and with none.
  const brochure = page.getByRole('link', { name: 'Download Brochure' }).first()
  await expect(brochure).toHaveAttribute('href', '/files/company-brochure.pdf')
  await expect(brochure).toHaveAttribute('download', 'company-brochure.pdf')
  await expect(page.getByRole('link', { name: 'SMS' }).first()).toHaveAttribute('href', /^sms:\+91\d{10}$/)
  await expect(page.getByRole('link', { name: 'PORTFOLIO' }).first()).toHaveAttribute('href', '/portfolio')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio', exact: true })).toHaveAttribute('href', '/portfolio')
  await expect(page.getByRole('complementary', { name: 'Quick contact' }).getByRole('link', { name: /Call us/ })).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  )
  await expect(page.getByRole('link', { name: /WhatsApp/ }).last()).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}/)
})

test('the promotional banner stops and moves again from its checkbox, by keyboard, with no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/about')
  const offers = page.getByRole('complementary', { name: 'Offers' })
  const state = () =>
    offers
      .locator('li')
      .first()
      .evaluate((element) => getComputedStyle(element).animationPlayState)
  await expect.poll(state).toBe('running')
  const pause = offers.getByRole('checkbox', { name: 'Pause the offers' })
  await pause.focus()
  await page.keyboard.press('Space')
  await expect(pause).toBeChecked()
  await page.mouse.move(600, 600)
  await page.locator('body').click({ position: { x: 600, y: 600 } })
  await expect.poll(state).toBe('paused')
  // Where the keyboard is shows on the control's label (the checkbox itself is visually hidden).
  await pause.focus()
  await page.keyboard.press('Space')
  await page.locator('body').click({ position: { x: 600, y: 600 } })
  await expect.poll(state).toBe('running')
  await pause.focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  expect(await page.locator('.promo-pause').evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid')
  await context.close()
})
