import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { messages } from '../../content/messages'

// Every public form reports what stops it the one way (components/islands/formErrors.tsx), tried as a keyboard and
// screen-reader user meets it: the submit pressed with Enter, the summary read where the focus lands, each of its
// links followed to its field, and each field's own message read through aria-describedby.
const { formErrors } = messages
const emailFormat = formErrors.emailFormat

/** Presses the form's submit button from the keyboard. */
async function submitByKeyboard(form: Locator) {
  await form.locator('button[type="submit"]').focus()
  await form.page().keyboard.press('Enter')
}

/** The summary has the focus, lists these messages as links, and each link takes the focus to its field. */
async function expectSummaryLeadingTo(page: Page, form: Locator, expected: string[]) {
  const summary = form.locator('.error-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('heading', { name: formErrors.summaryTitle })).toBeVisible()
  const links = summary.getByRole('link')
  await expect(links).toHaveText(expected)
  for (const [index, message] of expected.entries()) {
    const link = links.nth(index)
    const fieldId = (await link.getAttribute('href'))!.slice(1)
    const field = page.locator(`[id="${fieldId}"]`)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(field).toBeFocused()
    await expect(field).toBeInViewport()
    // The field says what is wrong with it, in text beside it, tied to it.
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${escape(message)}$`))
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ')
    await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toBeVisible()
    await expect(page.locator(`[id="${describedBy.at(-1)}"]`)).toHaveText(`Error: ${message}`)
  }
  // Only the fields named are marked.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(expected.length)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** No toast repeats what the summary says: it is said once. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

test.describe('the contact form', () => {
  test('an empty submit and a wrong address: the focused summary links to each field, each field says what to do', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('#contact-form')
    await expect(form).toHaveAttribute('novalidate', '')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [formErrors.missing.name, formErrors.missing.email, formErrors.missing.phone])
    await expect(toasts(page)).toHaveCount(0)

    await form.getByLabel('Full Name').fill('Priya Sharma')
    await form.getByLabel('Email Address').fill('priya@')
    await form.getByLabel('Phone Number').fill('+91 98111 22334')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [emailFormat])
    expect(await page.evaluate(() => localStorage.getItem('contactFormSubmissions'))).toBeNull()
  })

  test('a sent message: the focus stays on the button while it sends, then moves to the confirmation, said once', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('#contact-form')
    await form.getByLabel('Full Name').fill('Priya Sharma')
    await form.getByLabel('Email Address').fill('priya@sharmatextiles.in')
    await form.getByLabel('Phone Number').fill('+91 98111 22334')
    await submitByKeyboard(form)
    await expect(form.getByRole('button', { name: 'Sending Message...' })).toBeFocused()
    const confirmation = form.getByText(/Our team will get back to you within 2 hours with a customized solution/)
    await expect(confirmation).toBeVisible()
    await expect(page.locator(':focus')).toContainText('Message Sent Successfully!')
    await expect(page.locator(':focus')).toContainText('Our team will get back to you within 2 hours with a customized solution')
    await expect(form.locator('.error-summary')).toHaveCount(0)
    await expect(toasts(page)).toHaveCount(0)
  })
})

test.describe('the home consultation form', () => {
  test('says once that starred fields are required; empty and wrong-address submits report in the summary', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await expect(form).toContainText(formErrors.requiredNote)
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [formErrors.missing.name, formErrors.missing.email, formErrors.missing.phone])
    await form.getByLabel(/Your Name/).fill('Asha Rao')
    await form.getByLabel(/Email Address/).fill('asha rao@example.in')
    await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [emailFormat])
    await expect(toasts(page)).toHaveCount(0)
  })

  test('a sent enquiry moves the focus to its confirmation', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#hero-consultation-form')
    await form.getByLabel(/Your Name/).fill('Asha Rao')
    await form.getByLabel(/Email Address/).fill('asha@example.in')
    await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
    await submitByKeyboard(form)
    await expect(page.locator(':focus')).toHaveText(`${messages.heroSuccess.title}${messages.heroSuccess.description}`)
    await expect(toasts(page)).toHaveCount(0)
  })
})

test.describe('the mobile popup', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('empty and wrong-address submits report in the summary inside the popup; a sent one closes it with one toast', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(6100)
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' })
    const form = dialog.locator('form')
    await expect(form).toContainText(formErrors.requiredNote)
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [formErrors.missing.name, formErrors.missing.email, formErrors.missing.phone])
    await form.getByLabel(/Your Name/).fill('Popup Person')
    await form.getByLabel(/Email Address/).fill('popup@@person.in')
    await form.getByLabel(/Phone Number/).fill('+91 98765 43210')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [emailFormat])
    await expect(toasts(page)).toHaveCount(0)

    await form.getByLabel(/Email Address/).fill('popup@person.in')
    await submitByKeyboard(form)
    await expect(dialog).toBeHidden()
    await expect(toasts(page)).toHaveCount(1)
    await expect(toasts(page)).toContainText(messages.popupSuccess.title)
  })
})

test.describe('the newsletter sign-up', () => {
  test('an empty and a wrong address report in the summary; a sign-up moves the focus to its confirmation', async ({ page }) => {
    await page.goto('/about')
    const form = page.locator('#footer-newsletter')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [formErrors.missing.email])
    await form.getByLabel('Email address').fill('name@')
    await submitByKeyboard(form)
    await expectSummaryLeadingTo(page, form, [emailFormat])
    await expect(toasts(page)).toHaveCount(0)

    await form.getByLabel('Email address').fill('ravi@company.in')
    await submitByKeyboard(form)
    await expect(page.locator(':focus')).toHaveText(`${messages.newsletterSuccess.title} ${messages.newsletterSuccess.description}`)
    await expect(form.locator('[aria-invalid]')).toHaveCount(0)
    await expect(toasts(page)).toHaveCount(0)
  })
})
