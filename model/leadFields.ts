/**
 * The lead model: what every form, the browser's storage, the dashboard, the exports and the lead service agree on
 * about a lead, with no dependencies (the forms import it: nothing here may pull a schema library into the home
 * page). A lead's fields are declared once, in LEAD_FIELDS; the service's schema (model/leadSchema.ts), the stored
 * shape in the browser (model/leadBrowserStore.ts), the dashboard's list and lead view, both CSV exports and the JSON,
 * and the service's SQL (service/leads/leadStore.ts, whose table needs the field's column in a numbered migration) are
 * built from that declaration.
 */
export const LEAD_TYPES = ['hero', 'popup', 'contact', 'newsletter'] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/** The forms that ask who is enquiring (a name and a phone): all but the newsletter sign-up. */
const ENQUIRY_FORMS = ['hero', 'popup', 'contact'] as const satisfies readonly LeadType[]

/**
 * How a field is checked and shown: one line of text; several lines (kept as typed); an e-mail address; a phone
 * number; a web address (each of the last three one line, and a link in the dashboard where it is one).
 */
export type LeadFieldKind = 'line' | 'lines' | 'email' | 'phone' | 'link'

/**
 * Where the dashboard's list shows a field: with who sent the lead, with what they asked about, or as the message
 * (truncated, opened in place). The lead's own view shows every field.
 */
export type LeadFieldPlace = 'who' | 'what' | 'message'

/** The label tables a stored code is shown through (model/leadLabels.ts): a service per form, a budget, a position. */
export type LeadLabelTable = 'services' | 'budgets' | 'positions'

export interface LeadFieldSpec {
  /** The field's name in the dashboard and its column in both CSV exports. */
  heading: string
  /** The most characters the service stores; the forms use the same number as maxLength. */
  max: number
  kind: LeadFieldKind
  /** The forms that have it. */
  forms: readonly LeadType[]
  /** Whether those forms require it. */
  required?: true
  /** A code from a list the form offers, shown by the label the visitor picked. */
  labels?: LeadLabelTable
  place: LeadFieldPlace
  /**
   * One of the spec's seven CSV columns (Date, Type, Name, Email, Phone, Service, Message): the lead service's
   * export puts these first, in this order, and the other fields after them.
   */
  spec?: true
}

/**
 * The fields a visitor fills in, in the order the dashboard and the browser's CSV show them. Adding a field here
 * (with its column in a numbered migration of the lead service) carries it through the service's schema and
 * storage, the browser's stored shape, the dashboard's list and lead view, and both exports.
 */
export const LEAD_FIELDS = {
  name: { heading: 'Name', max: 100, kind: 'line', forms: ENQUIRY_FORMS, required: true, place: 'who', spec: true },
  email: { heading: 'Email', max: 254, kind: 'email', forms: LEAD_TYPES, required: true, place: 'who', spec: true },
  phone: { heading: 'Phone', max: 30, kind: 'phone', forms: ENQUIRY_FORMS, required: true, place: 'who', spec: true },
  service: { heading: 'Service', max: 60, kind: 'line', forms: ENQUIRY_FORMS, labels: 'services', place: 'what', spec: true },
  company: { heading: 'Company', max: 120, kind: 'line', forms: ['contact'], place: 'what' },
  budget: { heading: 'Budget', max: 60, kind: 'line', forms: ['contact'], labels: 'budgets', place: 'what' },
  /** A job or internship the contact form was opened for (its slug), and the applicant's CV or portfolio link. */
  position: { heading: 'Position', max: 80, kind: 'line', forms: ['contact'], labels: 'positions', place: 'what' },
  cvLink: { heading: 'CV or Portfolio', max: 500, kind: 'link', forms: ['contact'], place: 'what' },
  message: { heading: 'Message', max: 5000, kind: 'lines', forms: ['contact'], place: 'message', spec: true },
} as const satisfies Record<string, LeadFieldSpec>

export type LeadFieldName = keyof typeof LEAD_FIELDS
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadFieldName[]
/** A field's declaration, widened (the literal types of LEAD_FIELDS do not all have every property). */
export const leadField = (name: LeadFieldName): LeadFieldSpec => LEAD_FIELDS[name]
/** The fields a form has, in their order. */
export const fieldsOf = (type: LeadType): LeadFieldName[] => LEAD_FIELD_NAMES.filter((name) => leadField(name).forms.includes(type))

/** Fields the forms that have them require. */
export type RequiredLeadField = { [K in LeadFieldName]: (typeof LEAD_FIELDS)[K] extends { required: true } ? K : never }[LeadFieldName]
/** Fields every form requires (the e-mail address): never missing from a lead. */
type AlwaysGiven = { [K in LeadFieldName]: (typeof LEAD_FIELDS)[K] extends { required: true; forms: typeof LEAD_TYPES } ? K : never }[LeadFieldName]
/** A lead's fields as the service keeps them: null where the form had none or the visitor left it empty. */
export type LeadFieldValues = { [K in LeadFieldName]: K extends AlwaysGiven ? string : string | null }

/** The sales pipeline, in order: a lead ends won (with a deal value) or lost (with a reason). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Leads with a follow-up date on or before today (India's time), not yet won or lost: the list's two views. */
export const FOLLOW_UP_VIEWS = ['due', 'overdue'] as const
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number]

/** The page a lead was sent from (a path the site itself sends): at most this many characters. */
const PAGE_MAX = 200

/** The most characters the service stores per field; the forms use the same numbers as maxLength. */
export const LEAD_LIMITS = {
  ...(Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, LEAD_FIELDS[name].max])) as Record<LeadFieldName, number>),
  page: PAGE_MAX,
}

/**
 * Where the visit that led to a lead began (lib/attribution.ts), sent with every lead and kept with it, each field
 * at most this many characters: the landing page (path and query), the referring site (its origin only), the five
 * UTM parameters and the ad platforms' click ids (kept so the owner can import offline conversions).
 */
export const ATTRIBUTION_LIMITS = {
  landingPage: 500,
  referrer: 200,
  utmSource: 150,
  utmMedium: 150,
  utmCampaign: 150,
  utmTerm: 150,
  utmContent: 150,
  gclid: 200,
  fbclid: 200,
  msclkid: 200,
} as const
export type AttributionField = keyof typeof ATTRIBUTION_LIMITS
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[]
/** A visit's attribution as the browser keeps and sends it: only the fields it has. */
export type Attribution = Partial<Record<AttributionField, string>>

/**
 * Why an address may not reach anyone, flagged on the lead for the owner to check: a domain without a dot
 * ("anil@guptamotors", found on arrival) or one with no mail or web server (no MX, A or AAAA record, looked up by the
 * service just after it stored the lead). Null: nothing found wrong.
 */
export const EMAIL_PROBLEMS = ['domain_without_dot', 'domain_not_found'] as const
export type EmailProblem = (typeof EMAIL_PROBLEMS)[number]

/** The part of an address after its last @, lower-cased. */
export const emailDomain = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()

/** What the address itself shows wrong, before any lookup: a domain with no dot cannot be reached from the internet. */
export const emailShapeProblem = (email: string): EmailProblem | null => (emailDomain(email).includes('.') ? null : 'domain_without_dot')

/** A field no person sees or fills (hidden from view, from screen readers and from the tab order): bots do. */
export const HONEYPOT_FIELD = 'website'

/** The largest request body the service reads. */
export const MAX_LEAD_BYTES = 16 * 1024

/** A v4 UUID: crypto.randomUUID where the browser has it (secure contexts), else from getRandomValues. */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A lead as the lead service stores it and its admin API returns it. */
export interface LeadRecord extends LeadFieldValues, Record<AttributionField, string | null> {
  id: string
  type: LeadType
  page: string | null
  /** ISO date-times: when the visitor submitted it (their clock) and when the service received it. */
  submittedAt: string
  receivedAt: string
  status: LeadStatus
  /** A won lead's deal value in whole rupees; a lost lead's reason (a code of the content's list) and its words. */
  dealValue: number | null
  lostReason: string | null
  lostDetail: string | null
  /** When to follow the lead up, in India's time: a date (YYYY-MM-DD) and optionally a time (HH:MM). */
  followUpOn: string | null
  followUpAt: string | null
  spam: boolean
  spamReason: string | null
  /** The address may not reach anyone: check it before replying. */
  emailProblem: EmailProblem | null
  /** The user looking after the lead (model/leadAssignment.ts), or null when nobody is. */
  assignedTo: { id: string; name: string } | null
  /** A newsletter sign-up whose owner asked to be taken off the list: when that was recorded (ISO), else null. */
  unsubscribedAt: string | null
  /**
   * What the reports group the lead under: its utm_source, else the referring site's host, else "(direct)"; null for
   * a lead sent without attribution (before the site sent it, or by a client that does not).
   */
  source: string | null
}

/**
 * Where a lead is filed, by kind: suspected spam first, then job and internship applications (a position is set),
 * newsletter sign-ups (the subscriber list), and every other enquiry in the inbox. Migration 012 keeps the same rule
 * as the `folder` column.
 */
export const LEAD_FOLDERS = ['inbox', 'applications', 'subscribers', 'spam'] as const
export type LeadFolder = (typeof LEAD_FOLDERS)[number]

export function folderOf(lead: { spam: boolean; type: LeadType; position?: string | null }): LeadFolder {
  if (lead.spam) return 'spam'
  if (isApplication(lead)) return 'applications'
  return lead.type === 'newsletter' ? 'subscribers' : 'inbox'
}

/** A job or internship application: an enquiry that names the position it is for. */
export const isApplication = (lead: { position?: string | null }) => Boolean(lead.position)

/** What the dashboard's list can show: a folder, or "My leads" (those assigned to the signed-in user, in any folder but spam). */
export const LEAD_LIST_VIEWS = [...LEAD_FOLDERS, 'mine'] as const
export type LeadListView = (typeof LEAD_LIST_VIEWS)[number]

/** The forms a view's leads can come from, for its type filter: an application is always the contact form, a sign-up the newsletter's. */
export function typesIn(view: LeadListView): LeadType[] {
  if (view === 'applications' || view === 'subscribers') return []
  return view === 'inbox' ? ['hero', 'popup', 'contact'] : [...LEAD_TYPES]
}

export interface LeadFilter {
  folder: LeadListView
  type: LeadType | 'all'
  status: LeadStatus | 'all'
  /**
   * Matched case-insensitively against name, email and service, and as typed against the phone. The lead
   * service also matches what the owner reads of a lead: company, message, position, the labels of its form and
   * service, the visit's attribution, and the phone by its digits (model/leadSearch.ts).
   */
  query: string
  /** The lead service only: leads with this source or this utm_campaign ('' or absent: any). */
  source?: string
  campaign?: string
  /** The lead service only: leads whose follow-up is due today or overdue. */
  followUp?: FollowUpView
}

/** One page of the admin's lead list, with the counts the filter buttons show. */
export interface LeadPage {
  rows: LeadRecord[]
  /** Rows matching the whole filter (the pager's total). */
  total: number
  page: number
  pageSize: number
  /** Per type, the leads matching the folder, status and search. */
  counts: Record<LeadType | 'all', number>
  /** Leads in each folder (and assigned to the signed-in user), whatever the other filters. */
  folders: Record<LeadListView, number>
}

/**
 * What "one line of text" means wherever the lead service takes one (a name, a company, a campaign, a team member's
 * name): no control character (C0, DEL, C1), no line or paragraph separator, and no bidirectional embedding, override
 * or isolate. Those last ones make a name display as other text: "Bob" + U+202E + "gnp.exe" reads "Bobexe.png" in the
 * dashboard. Right-to-left writing itself needs none of them. Literals, so the browser's bundle keeps only the one
 * it uses.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/

/** Every character one line may not hold (the same set), to remove them where text is cleaned rather than refused. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** The bidirectional controls alone, removed from a message, which keeps its lines and tabs. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g
