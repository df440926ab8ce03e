/**
 * The label tables of model/leadLabels.ts, built from each form's options in content/: what the admin dashboard
 * (as island props) and the lead service (CSV, email and search) show for the codes a form stores.
 * Build and server only: it imports content/, which never reaches the browser.
 */
import { internshipsFileSchema } from './collections/internships'
import { jobFileSchema } from './collections/jobs'
import { positions, positionsOf } from './careers/positions'
import { readDataFile, readDataFolder, withBrand } from './data'
import { formOptions } from './formOptions'
import { leadNotifications } from './leadNotifications'
import { site } from './site'
import type { SearchVocabulary } from '../model/leadSearch'
import { labelTable, type LeadLabels } from '../model/leadLabels'

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
