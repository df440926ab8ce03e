/**
 * The label tables of lib/submissionLabels.ts, built from each form's options in content/: what the admin dashboard
 * (as island props) and the lead service (CSV and email) show for the codes a form stores.
 * Build and server only: it imports content/, which never reaches the browser.
 */
import { positions } from '../content/careers/positions'
import { contactPage } from '../content/contact'
import { home } from '../content/home'
import { labelTable, type SubmissionLabels } from './submissionLabels'

export const formLabels: SubmissionLabels = {
  services: {
    hero: labelTable(home.consultation.services),
    popup: labelTable(home.popup.services),
    contact: labelTable(contactPage.form.serviceOptions),
  },
  budgets: labelTable(contactPage.form.budgetOptions),
  positions: labelTable(positions),
}
