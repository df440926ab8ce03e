/**
 * What the admin sees for a stored form entry: the forms store codes ("web-design", "25000-50000", a job's slug),
 * and the dashboard and the CSV show the label the visitor picked ("Website Development", "₹25,000-₹50,000",
 * "UI/UX Designer"). The JSON export keeps the codes. Pure functions over label tables passed in as plain JSON
 * (the tables come from content/ at build time), so the browser dashboard and a server can share them.
 */
import type { SubmissionType } from './adminSubmissions'
import { ATTRIBUTION_FIELDS, type Attribution, type LeadRecord } from './leadFields'

/** Code → label. A plain object, as it arrives in an island's props. */
export type LabelTable = Readonly<Record<string, string>>

export interface SubmissionLabels {
  /**
   * Per form, since the same code can read differently on two forms ("web-design" on the hero and contact forms).
   * A form without a service choice (the newsletter, in the lead service) has no table.
   */
  services: Readonly<Record<SubmissionType, LabelTable>> & Readonly<Record<string, LabelTable | undefined>>
  budgets: LabelTable
  positions: LabelTable
}

/** The fields shown beside name, email and phone, as labels; '' where the entry has none. */
export interface DisplayedFields {
  service: string
  company: string
  budget: string
  position: string
  cvLink: string
  message: string
}

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
export function labelOf(table: LabelTable, code: string | undefined): string {
  if (code === undefined) return ''
  return Object.hasOwn(table, code) ? table[code]! : code
}

/** The fields a label is shown for: a stored submission, or a lead from the lead service. */
export type LabelledEntry = { type: string } & Partial<Record<'service' | 'company' | 'budget' | 'position' | 'cvLink' | 'message', string>>

/** The service as the entry's own form labelled it. */
export function serviceLabel(labels: SubmissionLabels, entry: Pick<LabelledEntry, 'type' | 'service'>): string {
  const table = Object.hasOwn(labels.services, entry.type) ? labels.services[entry.type] : undefined
  return labelOf(table ?? {}, entry.service)
}

export function displayFields(entry: LabelledEntry, labels: SubmissionLabels): DisplayedFields {
  return {
    service: serviceLabel(labels, entry),
    company: entry.company ?? '',
    budget: labelOf(labels.budgets, entry.budget),
    position: labelOf(labels.positions, entry.position),
    cvLink: entry.cvLink ?? '',
    message: entry.message ?? '',
  }
}

/** A link the dashboard may make clickable: http or https only (a stored "javascript:" stays text). */
export function safeLinkHref(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** A lead's attribution as shown: its fields and the source the reports group it under (lib/leadFields.ts). */
export type ShownAttribution = Attribution & { source?: string }

/**
 * An entry the dashboard table and the CSV show: a stored submission, or a lead from the lead service (which alone
 * knows where the visit came from).
 */
export type ShownEntry = LabelledEntry & { submittedAt: string; name: string; email: string; phone: string; attribution?: ShownAttribution }

/**
 * A lead from the lead service in the shape of a browser-stored submission, so the same table cells, CSV rules and
 * label lookups apply to it. Dated when the service received it (the visitor's clock may be wrong).
 */
export function leadAsEntry(lead: LeadRecord): ShownEntry {
  const optional = (value: string | null) => value ?? undefined
  return {
    type: lead.type,
    submittedAt: lead.receivedAt,
    name: lead.name ?? '',
    email: lead.email,
    phone: lead.phone ?? '',
    service: optional(lead.service),
    company: optional(lead.company),
    budget: optional(lead.budget),
    position: optional(lead.position),
    cvLink: optional(lead.cvLink),
    message: optional(lead.message),
    attribution: attributionOf(lead),
  }
}

/** The attribution fields a lead has (none: an empty object). */
export function attributionOf(lead: LeadRecord): ShownAttribution {
  const shown: ShownAttribution = {}
  for (const field of ATTRIBUTION_FIELDS) if (lead[field]) shown[field] = lead[field]
  if (lead.source) shown.source = lead.source
  return shown
}
