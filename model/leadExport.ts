/**
 * The lead service's exports, for the owner's spreadsheet and for other tools. The browser-only dashboard's export
 * (model/csv.ts, buildCsv) keeps the spec's shape; this one is a superset of it:
 * - CSV: the spec's seven columns first, in their order (Date, Type, Name, Email, Phone, Service, Message), then the
 *   lead's other fields (the contact form's and an application's: model/leadFields.ts), the lead's id, status, deal
 *   value, lost reason, follow-up, assignee, when a sign-up was unsubscribed, page and address check, and where its
 *   visit came from. Type is the form's name as the owner reads it ("Contact form"); Service, Budget and Position are
 *   labels.
 * - JSON: every stored field with its stored codes, and the form's name beside its type.
 * Dates in both are ISO 8601 in India Standard Time, with the offset: "2026-11-25T02:06:36+05:30".
 */
import { BOM, buildJson, csvRow } from './csv'
import { ATTRIBUTION_FIELDS, LEAD_FIELD_NAMES, LEAD_FIELDS, leadField, type EmailProblem, type LeadRecord, type LeadType } from './leadFields'
import { attributionOf, displayFields, type LeadLabels } from './leadLabels'
import { istDateTime } from './indiaTime'

/** Where the lead's visit came from, one column per field (ATTRIBUTION_FIELDS, in that order), its source first. */
const ATTRIBUTION_CSV_COLUMNS = [
  'Source',
  'Landing page',
  'Referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const

/** The lead's fields: the spec's (Name, Email, Phone, Service, Message) first, then the others, each in the model's order. */
const FIELD_COLUMNS = [...LEAD_FIELD_NAMES.filter((name) => leadField(name).spec), ...LEAD_FIELD_NAMES.filter((name) => !leadField(name).spec)]

export const LEAD_CSV_COLUMNS = [
  'Date',
  'Type',
  ...FIELD_COLUMNS.map((name) => LEAD_FIELDS[name].heading),
  'Lead id',
  'Status',
  'Deal value (INR)',
  'Lost reason',
  'Follow-up',
  'Assigned to',
  'Unsubscribed',
  'Page',
  'Email check',
  ...ATTRIBUTION_CSV_COLUMNS,
] as const

/** What the exports say for each form, and for an address flagged as possibly wrong. */
export interface LeadExportText {
  formNames: Readonly<Record<LeadType, string>>
  emailProblems: Readonly<Record<EmailProblem, string>>
}

/** A follow-up as ISO 8601: the date alone, or with its time in India's offset. */
const followUp = ({ followUpOn, followUpAt }: LeadRecord) => (followUpOn ? (followUpAt ? `${followUpOn}T${followUpAt}:00+05:30` : followUpOn) : '')

export function leadsCsv(leads: readonly LeadRecord[], labels: LeadLabels, text: LeadExportText): string {
  const lines = [csvRow(LEAD_CSV_COLUMNS)]
  for (const lead of leads) {
    const shown = displayFields(lead, labels)
    const visit = attributionOf(lead)
    lines.push(
      csvRow([
        istDateTime(lead.receivedAt),
        text.formNames[lead.type] ?? lead.type,
        ...FIELD_COLUMNS.map((name) => shown[name]),
        lead.id,
        lead.status,
        lead.dealValue === null ? '' : String(lead.dealValue),
        [lead.lostReason, lead.lostDetail].filter(Boolean).join(': '),
        followUp(lead),
        lead.assignedTo?.name ?? '',
        lead.unsubscribedAt ? istDateTime(lead.unsubscribedAt) : '',
        lead.page ?? '',
        lead.emailProblem ? text.emailProblems[lead.emailProblem] : '',
        visit.source ?? '',
        ...ATTRIBUTION_FIELDS.map((field) => visit[field] ?? ''),
      ]),
    )
  }
  return `${BOM}${lines.join('\r\n')}\r\n`
}

export function leadsJson(leads: readonly LeadRecord[], formNames: Readonly<Record<LeadType, string>>): string {
  return buildJson(
    leads.map(({ id, type, ...rest }) => ({
      id,
      type,
      form: formNames[type] ?? type,
      ...rest,
      submittedAt: istDateTime(rest.submittedAt),
      receivedAt: istDateTime(rest.receivedAt),
      unsubscribedAt: rest.unsubscribedAt === null ? null : istDateTime(rest.unsubscribedAt),
    })),
  )
}
