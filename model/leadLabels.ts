/**
 * What the admin sees of a lead's fields: the forms store codes ("web-design", "25000-50000", a job's slug), and the
 * dashboard and the CSVs show the label the visitor picked ("Website Development", "₹25,000-₹50,000", "UI/UX
 * Designer"); the JSON keeps the codes. Which field is a code, and from which list, is the lead model's
 * (model/leadFields.ts). Pure functions over label tables passed in as plain JSON (the tables come from content/ at
 * build time, content/formLabels.ts), so the browser's dashboard and the lead service share them.
 */
import { ATTRIBUTION_FIELDS, LEAD_FIELD_NAMES, leadField, type Attribution, type LeadFieldName, type LeadRecord, type LeadType } from './leadFields'

/** Code → label. A plain object, as it arrives in an island's props. */
export type LabelTable = Readonly<Record<string, string>>

export interface LeadLabels {
  /**
   * Per form, since the same code can read differently on two forms ("web-design" on the hero and contact forms).
   * A form without a service choice (the newsletter) has no table.
   */
  services: Readonly<Partial<Record<LeadType, LabelTable>>>
  budgets: LabelTable
  positions: LabelTable
}

/** A lead's fields as an entry has them: left out (browser storage) or null (the lead service) where there are none. */
export type LeadFieldsOf = { type: string } & { [K in LeadFieldName]?: string | null }

/** Every field as shown: its label where it is a code, as typed otherwise; '' where the lead has none. */
export type ShownFields = Record<LeadFieldName, string>

/** A label table from a form's options (value, label). */
export function labelTable(options: readonly { value: string; label: string }[]): LabelTable {
  const table: Record<string, string> = {}
  for (const option of options) table[option.value] = option.label
  return table
}

/**
 * The label of a stored code; the code itself when the table does not know it (an entry from an older version of a
 * form), '' when there is none. Only the table's own keys count: a stored "constructor" is not Object's.
 */
export function labelOf(table: LabelTable, code: string | null | undefined): string {
  if (code === undefined || code === null) return ''
  return Object.hasOwn(table, code) ? table[code]! : code
}

/** The service as the entry's own form labelled it. */
export function serviceLabel(labels: LeadLabels, entry: Pick<LeadFieldsOf, 'type' | 'service'>): string {
  const table = Object.hasOwn(labels.services, entry.type) ? labels.services[entry.type as LeadType] : undefined
  return labelOf(table ?? {}, entry.service)
}

/** One field as shown. */
export function shownField(entry: LeadFieldsOf, name: LeadFieldName, labels: LeadLabels): string {
  const table = leadField(name).labels
  if (table === 'services') return serviceLabel(labels, entry)
  return table ? labelOf(labels[table], entry[name]) : (entry[name] ?? '')
}

export function displayFields(entry: LeadFieldsOf, labels: LeadLabels): ShownFields {
  const shown = {} as ShownFields
  for (const name of LEAD_FIELD_NAMES) shown[name] = shownField(entry, name, labels)
  return shown
}

/** A link the dashboard may make clickable: http or https only (a stored "javascript:" stays text). */
export function safeLinkHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** A lead's attribution as shown: its fields and the source the reports group it under (model/leadFields.ts). */
export type ShownAttribution = Attribution & { source?: string }

/** The attribution fields a lead has (none: an empty object). */
export function attributionOf(lead: LeadRecord): ShownAttribution {
  const shown: ShownAttribution = {}
  for (const field of ATTRIBUTION_FIELDS) if (lead[field]) shown[field] = lead[field]
  if (lead.source) shown.source = lead.source
  return shown
}
