/**
 * The leads kept in this browser's storage (the spec's browser-only mode): the three forms' lists, merged and
 * indexed once per change of storage (useStoredData), searched and filtered per keystroke, exported
 * in the spec's CSV shape and cleared all at once. One folder, no statuses: storage keeps what the visitor sent.
 */
import type { AdminDashboardText } from '../copy/schemas/admin'
import {
  countByType,
  countToday,
  paginate,
  SUBMISSION_TYPES,
  viewSubmissions,
  type AdminSubmission,
  type IndexedSubmission,
  type SubmissionType,
} from '../../model/leadBrowserStore'
import { removeKeys, SUBMISSION_KEYS } from '../../lib/client/storage'
import { buildCsv, buildJson, exportFileName } from '../../model/csv'
import { LEAD_FIELD_NAMES, type LeadFieldValues } from '../../model/leadFields'
import type { LeadLabels } from '../../model/leadLabels'
import type { LeadQuery, ListedLead, LocalLeadSource } from './leadSource'

/** A stored entry as the list shows it: dated when it was saved, every field the form did not have empty. */
function listed(entry: AdminSubmission): ListedLead {
  const fields = Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, entry[name] ?? null])) as LeadFieldValues
  return { id: entry.id, type: entry.type, receivedAt: entry.submittedAt, ...fields }
}

const isStoredForm = (type: string): type is SubmissionType => (SUBMISSION_TYPES as readonly string[]).includes(type)

export function browserLeadSource({
  index,
  labels,
  text,
  onCleared,
}: {
  /** Every stored entry, tagged with its form and sorted newest first (model/leadBrowserStore.ts, buildIndex). */
  index: readonly IndexedSubmission[]
  labels: LeadLabels
  text: AdminDashboardText['submissions']
  /** Storage was emptied: read it again. */
  onCleared: () => void
}): LocalLeadSource {
  // One listed lead per stored entry for as long as the index lives: a row the search keeps is not drawn again.
  const shown = new WeakMap<AdminSubmission, ListedLead>()
  const listedOnce = (entry: AdminSubmission) => {
    let lead = shown.get(entry)
    if (!lead) shown.set(entry, (lead = listed(entry)))
    return lead
  }
  const view = (query: LeadQuery) => viewSubmissions(index, { query: query.search, type: isStoredForm(query.type) ? query.type : 'all' })
  const totals = { ...countByType(index), today: countToday(index) }
  const stats = [
    { label: text.stats.total, value: totals.all },
    ...SUBMISSION_TYPES.map((type) => ({ label: text.stats[type], value: totals[type] })),
    { label: text.stats.today, value: totals.today },
  ]

  return {
    kind: 'local',
    note: text.refreshNote,
    folders: [],
    formsIn: () => SUBMISSION_TYPES.map((type) => ({ value: type, label: text.filters[type] })),
    filters: [],
    visits: false,
    view(query) {
      const found = view(query)
      const slice = paginate(found.rows, query.page)
      return {
        rows: slice.rows.map((item) => listedOnce(item.entry)),
        total: found.rows.length,
        page: slice.page,
        counts: found.counts,
        folders: {},
        stats,
      }
    },
    async exportFile(query, format) {
      const entries = view(query).rows.map((item) => item.entry)
      if (entries.length === 0) return null
      return { file: format === 'csv' ? buildCsv(entries, labels) : buildJson(entries), fileName: exportFileName(format), count: entries.length }
    },
    async clear() {
      const result = await removeKeys(Object.values(SUBMISSION_KEYS))
      onCleared()
      return result.ok
    },
  }
}
