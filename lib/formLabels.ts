/**
 * The label tables of lib/leadLabels.ts, built from each form's options in content/: what the admin dashboard
 * (as island props) and the lead service (CSV, email and search) show for the codes a form stores.
 * Build and server only: it imports content/, which never reaches the browser.
 */
import { positions } from '../content/careers/positions'
import { formOptions } from '../content/formOptions'
import { leadNotifications } from '../content/leadNotifications'
import type { SearchVocabulary } from './leadSearch'
import { labelTable, type LeadLabels } from './leadLabels'

export const formLabels: LeadLabels = {
  services: {
    hero: labelTable(formOptions.consultationServices),
    popup: labelTable(formOptions.popupServices),
    contact: labelTable(formOptions.contactServices),
  },
  budgets: labelTable(formOptions.budgets),
  positions: labelTable(positions),
}

/** What the lead service's search finds leads by besides their own text: the labels above and each form's name. */
export const searchVocabulary: SearchVocabulary = { labels: formLabels, formNames: leadNotifications.forms }
