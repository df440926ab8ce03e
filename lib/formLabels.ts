/**
 * The label tables of lib/leadLabels.ts, built from each form's options in content/: what the admin dashboard
 * (as island props) and the lead service (CSV, email and search) show for the codes a form stores.
 * Build and server only: it imports content/, which never reaches the browser.
 */
import { internshipsFileSchema } from '../content/collections/internships'
import { jobFileSchema } from '../content/collections/jobs'
import { positions, positionsOf } from '../content/careers/positions'
import { readDataFile, readDataFolder, withBrand } from '../content/data'
import { formOptions } from '../content/formOptions'
import { leadNotifications } from '../content/leadNotifications'
import { site } from '../content/site'
import type { SearchVocabulary } from './leadSearch'
import { labelTable, type LeadLabels } from './leadLabels'

function labelsFor(positionList: readonly { value: string; label: string }[]): LeadLabels {
  return {
    services: {
      hero: labelTable(formOptions.consultationServices),
      popup: labelTable(formOptions.popupServices),
      contact: labelTable(formOptions.contactServices),
    },
    budgets: labelTable(formOptions.budgets),
    positions: labelTable(positionList),
  }
}

/** The tables as this build's content has them. */
export const formLabels: LeadLabels = labelsFor(positions)

/** What the lead service's search finds leads by besides their own text: the labels above and each form's name. */
export const searchVocabulary: SearchVocabulary = { labels: formLabels, formNames: leadNotifications.forms }

/** The tables as the copy of the site in `root` has them: its openings and programmes are the data the owner edits. */
export function readFormLabels(root: string): { labels: LeadLabels; vocabulary: SearchVocabulary } {
  const openings = readDataFolder('jobs', jobFileSchema, root).map(({ slug, data }) => ({ slug, title: withBrand(data.title, site.name) }))
  const labels = labelsFor(positionsOf(openings, readDataFile('internships.yml', internshipsFileSchema, root).programmes))
  return { labels, vocabulary: { labels, formNames: leadNotifications.forms } }
}
