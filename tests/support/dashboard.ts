/**
 * The admin dashboard's Form Submissions tab, opened in either mode for browser tests: browser-only mode over leads
 * seeded into the site's storage, or the lead service's (tests/support/serviceStack.ts) with leads posted to it as
 * the forms post them.
 */
import { expect, type Page } from '@playwright/test'
import { newLeadId } from '../../model/leadFields'

const loginPath = `/admin/login/${process.env.ADMIN_LOGIN_SLUG || 'control-room'}`

/** A stored entry of the browser's lists, dated `minutesAgo` before now. */
export interface StoredSeed {
  name: string
  service?: string
  message?: string
  company?: string
  budget?: string
  position?: string
  cvLink?: string
  minutesAgo: number
}
export type StoredLists = Partial<Record<'heroFormSubmissions' | 'popupFormSubmissions' | 'contactFormSubmissions', StoredSeed[]>>

/** Writes the lists and the admin's flags into the site's storage, from a page of the same origin. */
export async function seedStorage(page: Page, lists: StoredLists): Promise<void> {
  await page.goto('/favicon.svg')
  await page.evaluate((lists) => {
    const now = Date.now()
    for (const [key, seeds] of Object.entries(lists)) {
      const entries = (seeds ?? []).map(({ minutesAgo, ...fields }, index) => {
        const at = new Date(now - minutesAgo * 60_000)
        return {
          id: String(at.getTime() + index),
          submittedAt: at.toISOString(),
          email: `${fields.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in`,
          phone: '+91 98765 43210',
          ...fields,
        }
      })
      localStorage.setItem(key, JSON.stringify(entries))
    }
    localStorage.setItem('adminLoggedIn', 'true')
    localStorage.setItem('adminUsername', 'admin')
  }, lists)
}

/** Posts a lead to the lead service as a form does; `fields` override the contact form's defaults. */
export async function postLead(page: Page, origin: string, fields: Record<string, string>): Promise<void> {
  const response = await page.request.post('/api/leads', {
    headers: { Origin: origin },
    data: { type: 'contact', id: newLeadId(), submittedAt: new Date().toISOString(), page: '/contact', ...fields },
  })
  expect(response.status()).toBe(201)
}

/** Signs in to the lead service's dashboard through its login page. */
export async function signIn(page: Page, owner: { username: string; password: string }): Promise<void> {
  await page.goto(loginPath)
  await hydrated(page, 'AdminLogin')
  await page.getByLabel('Username').fill(owner.username)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

/** The dashboard, on its Form Submissions tab. */
export async function openFormSubmissions(page: Page): Promise<void> {
  if (!page.url().endsWith('/admin/dashboard')) await page.goto('/admin/dashboard')
  await hydrated(page, 'AdminDashboard')
  await page.getByRole('tab', { name: 'Form Submissions' }).click()
  await expect(page.getByRole('heading', { name: 'Form Submissions', level: 2 })).toBeVisible()
}

const hydrated = (page: Page, island: string) => expect(page.locator(`[data-island="${island}"][data-hydrated]`).first()).toBeAttached()
