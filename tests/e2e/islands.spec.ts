import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { messages } from '../../content/messages'
import { pageScriptRan, runUntilPageAge, stopClockAt } from '../support/clock'
import { holdIslandScript } from '../support/holdScript'
import { pageSettled, UUID, watchConsole } from '../support/site'

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)
const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()

async function fillLead(scope: ReturnType<Page['locator']>, name: string) {
  await scope.getByLabel(/Your Name/).fill(name)
  await scope.getByLabel(/Email Address/).fill(`${name.toLowerCase().replace(/\W/g, '')}@example.in`)
  await scope.getByLabel(/Phone Number/).fill('+91 98765 43210')
}

test.describe('hero carousel (desktop)', () => {
  test('previous, next and dots set the slide, wrapping at both ends; a press before React arrives is not lost', async ({ page }) => {
    await page.goto('/')
    const visibleSlide = page.locator('[aria-roledescription="slide"]:visible')
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    // The hero hydrates on first interaction: this very click wakes it and is replayed once it is live.
    await expect(page.locator('[data-island="HeroCarousel"][data-hydrated]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(visibleSlide).toHaveAttribute('data-slide', '2')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    await page.getByRole('button', { name: /Go to slide 2/ }).click()
    await expect(visibleSlide).toHaveAttribute('data-slide', '1')
    await expect(page.getByRole('button', { name: /Go to slide 2/ })).toHaveAttribute('aria-current', 'true')
  })

  test('advances every 8 seconds by itself, and the pause button stops it', async ({ page }) => {
    await stopClockAt(page, Date.now())
    await page.goto('/')
    const visibleSlide = page.locator('[aria-roledescription="slide"]:visible')
    // Untouched, the hero wakes shortly before its first change is due (when the page is 8 s old).
    await runUntilPageAge(page, 7000)
    await hydrated(page, 'HeroCarousel')
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    await page.clock.runFor(1200)
    await expect(visibleSlide).toHaveAttribute('data-slide', '1')
    await page.clock.runFor(8000)
    await expect(visibleSlide).toHaveAttribute('data-slide', '2')
    await page.clock.runFor(8000)
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.clock.runFor(20000)
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    // Its name says what it does; it is not also a pressed toggle ("Play slideshow, pressed").
    await expect(page.getByRole('button', { name: 'Play slideshow' })).not.toHaveAttribute('aria-pressed')
  })

  test('focus that arrived before it woke pauses autoplay', async ({ page }) => {
    await stopClockAt(page, Date.now())
    const script = await holdIslandScript(page, 'HeroCarousel')
    await page.goto('/')
    await page.mouse.move(0, 0)
    // Focus wakes it; its script is still on the way.
    await page.getByRole('button', { name: 'Next slide' }).focus()
    await script.requested
    script.release()
    await hydrated(page, 'HeroCarousel')
    await page.clock.runFor(20000)
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute('data-slide', '0')
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeFocused()
  })

  test('does not autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(7000)
    await hydrated(page, 'HeroCarousel')
    await page.clock.runFor(20000)
    await expect(page.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute('data-slide', '0')
  })
})

test.describe('consultation form', () => {
  test('stores the entry, shows the success toast and clears the form', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await fillLead(form, 'Asha Rao')
    await form.getByLabel('Service Needed').selectOption('seo')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    await expect(page.getByText("Thank you for your interest. We'll get back to you within 24 hours with a personalized solution.")).toBeVisible()
    await expect(form.getByLabel(/Your Name/)).toHaveValue('')
    const entries = await stored(page, 'heroFormSubmissions')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ name: 'Asha Rao', email: 'asharao@example.in', phone: '+91 98765 43210', service: 'seo' })
    expect(entries[0].id).toMatch(UUID)
    expect(new Date(entries[0].submittedAt).toISOString()).toBe(entries[0].submittedAt)
    await expect(form).toContainText('No spam')
    await expect(form.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy')
  })

  test('required fields are checked before anything is stored (the form reports them, tests/e2e/formErrors.spec.ts)', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    expect(await form.getByLabel(/Your Name/).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(await stored(page, 'heroFormSubmissions')).toBeNull()
  })

  test('hostile text is stored and shown as text, never run', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await fillLead(form, 'x')
    await form.getByLabel(/Your Name/).fill('<img src=x onerror=alert(1)>')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    expect((await stored(page, 'heroFormSubmissions'))[0].name).toBe('<img src=x onerror=alert(1)>')
    expect(dialogs).toEqual([])
  })

  test('when storage throws, the visitor is told how to reach us and keeps what they typed', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    const errors = watchConsole(page)
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await fillLead(form, 'Ravi Kumar')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    await expect(page.getByText('Your message could not be saved')).toBeVisible()
    await expect(page.locator('[data-sonner-toast]').getByText(/\+91 98765 43210.*info@acmedigital\.in/)).toBeVisible()
    await expect(form.getByLabel(/Your Name/)).toHaveValue('Ravi Kumar')
    expect(errors.join('\n')).toContain('Could not save to "heroFormSubmissions"')
  })

  test('corrupt stored data is backed up, not lost, and the new entry saved', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('heroFormSubmissions', '{broken'))
    await page.reload()
    const form = page.locator('#hero-consultation-form')
    await fillLead(form, 'Meera')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
    const backups = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('heroFormSubmissions.corrupt.')))
    expect(backups).toHaveLength(1)
    expect(await page.evaluate((key) => localStorage.getItem(key), backups[0]!)).toBe('{broken')
    expect(await stored(page, 'heroFormSubmissions')).toHaveLength(1)
  })

  // Two tabs submitting at once: tests/e2e/storage.spec.ts.
})

test.describe('mobile popup', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Get a free quote' })
  const focusInPopup = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[data-popup]') != null)

  test('opens 6 s after the page was requested, once; focus stays inside; Escape closes it; the flag keeps it closed', async ({ page }) => {
    await stopClockAt(page, Date.now())
    await page.goto('/')
    await runUntilPageAge(page, 5800)
    await expect(popup(page)).toBeHidden()
    await runUntilPageAge(page, 6100)
    await expect(popup(page)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('mobile-popup-shown'))).toBe('true')
    await expect.poll(() => focusInPopup(page)).toBe(true)
    // Tab from the last control wraps to the first, Shift+Tab back: focus never leaves the popup.
    const first = popup(page).getByRole('button', { name: 'Close' })
    const last = popup(page).getByRole('button', { name: 'Later' })
    await last.focus()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(last).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await page.reload()
    await page.clock.runFor(10000)
    await expect(popup(page)).toBeHidden()
  })

  test('on a slow phone it still opens at 6 s without the code of its form, which is fetched only as it opens (no React in the first seconds)', async ({
    page,
  }) => {
    await stopClockAt(page, Date.now())
    // The form's script is held back for the whole test, as on a very slow connection.
    const script = await holdIslandScript(page, 'LeadForm')
    // Loaded: the page script has run and scheduled the popup on the stopped clock.
    await page.goto('/')
    await runUntilPageAge(page, 5900)
    await expect(popup(page)).toBeHidden()
    expect(script.wasRequested(), 'the form woke before the popup opened').toBe(false)
    await runUntilPageAge(page, 6100)
    await expect(popup(page)).toBeVisible()
    await expect.poll(() => script.wasRequested()).toBe(true)
    // What is typed while its code is on the way stays, and it closes without that code too.
    await popup(page)
      .getByLabel(/Your Name/)
      .fill('Early Typist')
    await popup(page).getByRole('button', { name: 'Later' }).click()
    await expect(popup(page)).toBeHidden()
    script.release()
  })

  test('waits while the menu drawer is open, and opens once it is closed', async ({ page }) => {
    await stopClockAt(page, Date.now())
    await page.goto('/')
    await runUntilPageAge(page, 3000)
    await page.locator('#menu-toggle').click()
    await page.clock.runFor(6000)
    await expect(popup(page)).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('mobile-popup-shown'))).toBeNull()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden()
    await page.clock.runFor(100)
    await expect(popup(page)).toBeVisible()
  })

  test('waits while the visitor is filling in a form, and opens once they have left it', async ({ page }) => {
    await stopClockAt(page, Date.now())
    await page.goto('/')
    await runUntilPageAge(page, 5000)
    const newsletter = page.locator('#footer-newsletter')
    await newsletter.getByLabel('Email address').pressSequentially('reader@company.in')
    await page.clock.runFor(3000)
    await expect(popup(page)).toBeHidden()
    // On to the form's own button: still busy with the form.
    await page.keyboard.press('Tab')
    await page.clock.runFor(1000)
    await expect(popup(page)).toBeHidden()
    // Out of the form: done.
    await page.locator('footer a[href^="/services/"]').first().focus()
    await page.clock.runFor(100)
    await expect(popup(page)).toBeVisible()
    await expect(newsletter.getByLabel('Email address')).toHaveValue('reader@company.in')
  })

  test('"Later" closes it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(6100)
    const dialog = popup(page)
    await dialog.getByRole('button', { name: 'Later' }).click()
    await expect(dialog).toBeHidden()
  })

  test('submitting saves the enquiry, thanks the visitor and closes it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(6100)
    const dialog = popup(page)
    await fillLead(dialog, 'Popup Person')
    await dialog.getByRole('combobox').selectOption('custom-software')
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page.getByText('Thank You!')).toBeVisible()
    await expect(page.getByText("We've received your inquiry. Our team will contact you within 24 hours.")).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await stored(page, 'popupFormSubmissions')).toMatchObject([{ name: 'Popup Person', service: 'custom-software' }])
    // The desktop consultation form is not shown on phones.
    await expect(page.locator('#hero-consultation-form')).toBeHidden()
  })

  test('the close icon closes it', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(6100)
    const dialog = popup(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})

test('no popup on a desktop screen, and nothing of its code is fetched', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await page.clock.runFor(10000)
  await expect(page.getByRole('dialog', { name: 'Get a free quote' })).toBeHidden()
  await expect(page.locator('[data-popup] [data-island][data-hydrating], [data-popup] [data-island][data-hydrated]')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('mobile-popup-shown'))).toBeNull()
})

test.describe('logo carousel', () => {
  const position = (page: Page) =>
    page
      .locator('.logo-slide')
      .first()
      .evaluate((slide) => getComputedStyle(slide).transform)

  test('shows 7 brands, moves with the arrow keys and the arrow buttons, and autoplays every 2 s on desktop', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: /Our clients/ })
    await carousel.scrollIntoViewIfNeeded()
    await hydrated(page, 'LogoCarousel')
    await expect(carousel.locator('.logo-slide')).toHaveCount(7)
    await page.mouse.move(0, 0)
    const start = await position(page)
    await page.clock.runFor(2100)
    await expect.poll(() => position(page)).not.toBe(start)
    await carousel.focus()
    // Let a slide already in motion settle; autoplay is paused while focused.
    await page.clock.runFor(1500)
    const focusedAt = await position(page)
    await page.clock.runFor(5000)
    expect(await position(page)).toBe(focusedAt)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => position(page)).not.toBe(focusedAt)
    await expect(page.getByRole('button', { name: 'Next logos' })).toBeVisible()
  })

  test('focus that arrived before it woke pauses autoplay, and leaving lets it run again', async ({ page }) => {
    await stopClockAt(page, Date.now())
    const script = await holdIslandScript(page, 'LogoCarousel')
    await page.goto('/')
    await page.mouse.move(0, 0)
    const carousel = page.getByRole('region', { name: /Our clients/ })
    // Focus scrolls it into view, which wakes it; its script is still on the way.
    await carousel.focus()
    await script.requested
    script.release()
    await hydrated(page, 'LogoCarousel')
    // keen-slider places the slides in its first frames.
    await page.clock.runFor(500)
    const start = await position(page)
    await page.clock.runFor(7000)
    expect(await position(page)).toBe(start)
    await expect(carousel).not.toHaveAttribute('data-running')
    await carousel.blur()
    await page.clock.runFor(2500)
    await expect.poll(() => position(page)).not.toBe(start)
  })

  test('its pause button keeps it stopped once the visitor has left it, until Play starts it again', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: /Our clients/ })
    await carousel.scrollIntoViewIfNeeded()
    await hydrated(page, 'LogoCarousel')
    await carousel.getByRole('button', { name: 'Pause logos' }).focus()
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Play logos' })).toBeFocused()
    // Neither hovered nor focused any more: before, it moved again every 2 s from here.
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.mouse.move(0, 0)
    await page.clock.runFor(1500)
    const stoppedAt = await position(page)
    await page.clock.runFor(10000)
    expect(await position(page)).toBe(stoppedAt)
    await carousel.getByRole('button', { name: 'Play logos' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.clock.runFor(2500)
    await expect.poll(() => position(page)).not.toBe(stoppedAt)
  })

  test('has no autoplay under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: /Our clients/ })
    await carousel.scrollIntoViewIfNeeded()
    await hydrated(page, 'LogoCarousel')
    await page.mouse.move(0, 0)
    const start = await position(page)
    await page.clock.runFor(6000)
    expect(await position(page)).toBe(start)
  })
})

test.describe('newsletter', () => {
  test('stores an address once and confirms; a repeat is acknowledged', async ({ page }) => {
    await page.goto('/about')
    const form = page.locator('#footer-newsletter')
    await form.getByLabel('Email address').fill('reader@company.in')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscribed!')).toBeVisible()
    await form.getByLabel('Email address').fill('Reader@Company.in')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Already subscribed')).toBeVisible()
    expect((await stored(page, 'newsletterSubscriptions')).map((s: { email: string }) => s.email)).toEqual(['reader@company.in'])
  })

  test('an address the browser accepts but is not deliverable gets a clear message', async ({ page }) => {
    await page.goto('/about')
    const form = page.locator('#footer-newsletter')
    await form.getByLabel('Email address').fill('reader@localhost')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.locator('.error-summary')).toBeFocused()
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(`Error: ${messages.formErrors.emailFormat}`)
    expect(await stored(page, 'newsletterSubscriptions')).toBeNull()
  })
})

test.describe('downloads', () => {
  test("the header's Download Brochure delivers the designed PDF and confirms", async ({ page }) => {
    await page.goto('/about')
    // The link confirms through the page script, which arrives after the first paint.
    await pageScriptRan(page)
    const download = page.waitForEvent('download')
    await page.getByRole('banner').getByRole('link', { name: 'Download Brochure' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('company-brochure.pdf')
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
    // Byte for byte the PDF the build wrote (its text is checked in tests/dist/documents.test.ts).
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.equals(readFileSync('dist/client/files/company-brochure.pdf'))).toBe(true)
    await expect(page.getByText('Brochure Downloaded!')).toBeVisible()
  })

  test('a failed download shows the destructive toast', async ({ page }) => {
    await page.route('**/files/**', (route) => route.abort())
    const errors = watchConsole(page)
    await page.goto('/about')
    // The toast comes with the page script, which arrives after the first paint.
    await pageScriptRan(page)
    await page.getByRole('banner').getByRole('link', { name: 'Download Brochure' }).click()
    await expect(page.getByText('Download Failed')).toBeVisible()
    await expect(page.getByText('There was an error downloading the brochure. Please try again.')).toBeVisible()
    expect(errors.join('\n')).toContain('Download failed')
  })
})

test('the click tracker records phone, WhatsApp, button and form events', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    // Keep the test on the page: links that leave it are stopped after the tracker saw them.
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) event.preventDefault()
    })
    ;(window as unknown as { gtagCalls: unknown[] }).gtagCalls = []
    window.gtag = (...args: unknown[]) => (window as unknown as { gtagCalls: unknown[] }).gtagCalls.push(args)
  })
  await page.getByRole('link', { name: /Call us:/ }).click()
  await page.getByRole('link', { name: /Chat on WhatsApp/ }).click()
  await page.getByRole('button', { name: 'Next slide' }).click()
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button" id="probe">Contact our team</button>'))
  await page.locator('#probe').click()
  const form = page.locator('#hero-consultation-form')
  await fillLead(form, 'Tracker')
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  const events = (await stored(page, 'analyticsEvents')) as { eventName: string; phoneNumber?: string; formId?: string; url: string; userAgent: string }[]
  const names = events.map((event) => event.eventName)
  expect(names).toEqual(expect.arrayContaining(['phone_click', 'whatsapp_click', 'button_click', 'send_message_click', 'form_submission']))
  expect(events.find((event) => event.eventName === 'phone_click')?.phoneNumber).toBe('+919876543210')
  expect(events.find((event) => event.eventName === 'form_submission')?.formId).toBe('hero-consultation-form')
  expect(names.filter((name) => name === 'form_submission')).toHaveLength(1)
  expect(events.every((event) => event.url.startsWith('http') && event.userAgent.length > 0)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.map((call) => call[1]))).toContain('phone_click')
  // Nothing a visitor typed is recorded.
  expect(JSON.stringify(events)).not.toContain('tracker@example.in')
})

test('without LEADS_ENDPOINT the site makes no request beyond its own origin', async ({ page, baseURL }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(new URL(baseURL!).origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  await page.goto('/')
  const form = page.locator('#hero-consultation-form')
  await fillLead(form, 'Local Only')
  await form.getByRole('button', { name: 'Get Free Consultation' }).click()
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible()
  // The entry is stored (a lead would be forwarded as it is stored) and the page has loaded all it loads by itself.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('heroFormSubmissions') ?? '[]').length)).toBe(1)
  await pageSettled(page)
  expect(foreign).toEqual([])
  await expect(page.locator('meta[name="leads-endpoint"]')).toHaveCount(0)
})

test('the Download buttons on /downloads deliver the portfolio and brochure PDFs', async ({ page }) => {
  await page.goto('/downloads')
  // The toast comes from the page script, which the page asks for after its first paint.
  await pageScriptRan(page)
  const portfolio = page.locator('#portfolio')
  const download = page.waitForEvent('download')
  await portfolio.getByRole('link', { name: 'Download', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('project-portfolio.pdf')
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
  expect(bytes.equals(readFileSync('dist/client/files/project-portfolio.pdf'))).toBe(true)
  await expect(page.getByText('Portfolio Downloaded!')).toBeVisible()
  const brochure = page.waitForEvent('download')
  await page.locator('#brochure').getByRole('link', { name: 'Download', exact: true }).click()
  expect((await brochure).suggestedFilename()).toBe('company-brochure.pdf')
  await expect(page.getByText('Brochure Downloaded!')).toBeVisible()
  // The plain-text versions stay one click away.
  const text = page.waitForEvent('download')
  await portfolio.getByRole('link', { name: 'Plain-text version (.txt)' }).click()
  const textFile = await text
  expect(textFile.suggestedFilename()).toBe('project-portfolio.txt')
  expect(Buffer.concat(await (await textFile.createReadStream()).toArray()).toString('utf8')).toContain('Results:')
})

test.describe('hero on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('a swipe made before the carousel wakes still moves it, later swipes too; the consultation form is not shown', async ({ page }) => {
    await stopClockAt(page, Date.now())
    const script = await holdIslandScript(page, 'HeroCarousel')
    await page.goto('/')
    await expect(page.locator('#hero-consultation-form')).toBeHidden()
    const region = page.getByRole('region', { name: 'Highlights' })
    const swipe = (fromX: number, toX: number) =>
      region.evaluate(
        (element, [start, end]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 })
          element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(start!)], changedTouches: [touch(start!)] }))
          element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(end!)] }))
        },
        [fromX, toX],
      )
    // The first swipe wakes the island; it is held until React owns it, then played again.
    await swipe(300, 100)
    await script.requested
    const visibleSlide = page.locator('[aria-roledescription="slide"]:visible')
    await expect(visibleSlide).toHaveAttribute('data-slide', '0')
    script.release()
    await hydrated(page, 'HeroCarousel')
    await expect(visibleSlide).toHaveAttribute('data-slide', '1')
    await swipe(100, 300)
    await swipe(100, 300)
    await expect(visibleSlide).toHaveAttribute('data-slide', '2')
  })
})
