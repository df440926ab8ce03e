/**
 * The label tables of lib/submissionLabels.ts, built from each form's options in content/: what the admin dashboard
 * (as island props) and the lead service (CSV and email) show for the codes a form stores.
 * Build and server only: it imports content/, which never reaches the browser.
 */
import { positions } from '../content/careers/positions'
import { formOptions } from '../content/formOptions'
import { labelTable, type SubmissionLabels } from './submissionLabels'

export const formLabels: SubmissionLabels = {
  services: {
    hero: labelTable(formOptions.consultationServices),
    popup: labelTable(formOptions.popupServices),
    contact: labelTable(formOptions.contactServices),
  },
  budgets: labelTable(formOptions.budgets),
  positions: labelTable(positions),
}
