/**
 * The parts of a lead the list shows, the same in a table row and on a phone's card: when it came and through which
 * form, who sent it (the name opens the lead's own view; the address and the phone are links), what they asked about
 * and their message. Each field is shown as the lead model says (model/leadFields.ts): where the list puts it, and as
 * a link when it is an address, a number or a web link.
 */
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import { mailtoHref, telHref } from '../../model/contactLinks'
import { LEAD_FIELD_NAMES, leadField, type LeadFieldKind, type LeadFieldName, type LeadFieldPlace } from '../../model/leadFields'
import { safeLinkHref, shownField, type LeadLabels } from '../../model/leadLabels'
import type { ListedLead } from './leadSource'

export const EMPTY = '—'
export const formatCount = (value: number) => value.toLocaleString('en-IN')

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900'

const FORM_BADGE: Record<string, string> = {
  hero: 'bg-blue-100 text-blue-900',
  popup: 'bg-violet-100 text-violet-900',
  contact: 'bg-green-100 text-green-900',
  newsletter: 'bg-amber-100 text-amber-900',
}

/** The fields the list shows in one place, in the model's order. */
const fieldsAt = (place: LeadFieldPlace) => LEAD_FIELD_NAMES.filter((name) => leadField(name).place === place)
const WHO = fieldsAt('who').filter((name) => name !== 'name')
const WHAT = fieldsAt('what')
const MESSAGE = fieldsAt('message')

export function LeadDate({ lead }: { lead: ListedLead }) {
  return <time dateTime={lead.receivedAt}>{formatSubmittedAt(lead.receivedAt)}</time>
}

/** The form it came through, and a note under it (why it was filed as spam, when a subscriber left the list). */
export function LeadForm({ lead, note }: { lead: ListedLead; note?: string }) {
  return (
    <>
      <span className={`badge capitalize ${FORM_BADGE[lead.type] ?? 'bg-slate-100 text-slate-900'}`} data-testid="lead-form">
        {lead.type}
      </span>
      {note && <span className="mt-1 block w-full text-xs text-slate-700">{note}</span>}
    </>
  )
}

/** An address that may not reach anyone, in words (the lead service checks each address's domain). */
export interface EmailFlag {
  flag: string
  reason: string
}

/**
 * Who sent it: the name, which opens the lead's view, and how to reach them. A lead without a name (a newsletter
 * sign-up) opens by its address instead, and the address is not said twice; its mailto link is in the lead's view.
 */
export function LeadFrom({
  lead,
  openLabel,
  onOpen,
  emailFlag,
}: {
  lead: ListedLead
  /** The name button's accessible name: "Open the lead from …". */
  openLabel: string
  onOpen: () => void
  emailFlag?: EmailFlag
}) {
  const flag = emailFlag && <EmailFlagNote flag={emailFlag} />
  return (
    // Each line 24 px high: the name, the address and the number are targets of their own.
    <div className="leading-6">
      <button
        type="button"
        aria-label={openLabel}
        onClick={onOpen}
        className="text-left font-semibold text-brand-800 underline wrap-anywhere hover:text-brand-950"
        data-field="name"
      >
        {lead.name || lead.email}
      </button>
      {!lead.name && flag}
      {WHO.filter((name) => lead[name] && (name !== 'email' || lead.name)).map((name) => (
        <div key={name} className="wrap-anywhere" data-field={name}>
          <FieldValue kind={leadField(name).kind} value={lead[name] ?? ''} />
          {name === 'email' && flag}
        </div>
      ))}
    </div>
  )
}

function EmailFlagNote({ flag }: { flag: EmailFlag }) {
  return (
    <span className="mt-1 block text-xs text-slate-800" data-testid="email-flag">
      <strong className="font-semibold text-amber-900">
        <span aria-hidden="true">⚠ </span>
        {flag.flag}:
      </strong>{' '}
      {flag.reason}
    </span>
  )
}

/**
 * What they asked about: each of those fields it has, named (the service, company, budget, position, CV link);
 * `blank`: whether a lead with none shows a dash (a table's cell) or nothing.
 */
export function LeadEnquiry({ lead, labels, blank = true }: { lead: ListedLead; labels: LeadLabels; blank?: boolean }) {
  const shown = WHAT.map((name) => [name, shownField(lead, name, labels)] as const).filter(([, value]) => value)
  if (shown.length === 0) return blank ? <span className="text-slate-700">{EMPTY}</span> : null
  return (
    <dl className="space-y-0.5">
      {shown.map(([name, value]) => (
        <div key={name} className="wrap-anywhere" data-field={name}>
          <dt className="inline text-slate-700">{leadField(name).heading}: </dt>
          <dd className="inline text-slate-900">
            <FieldValue kind={leadField(name).kind} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The message, truncated to a line; `blank`: whether a lead without one shows a dash (a table's cell) or nothing. */
export function LeadMessage({ lead, labels, blank = true }: { lead: ListedLead; labels: LeadLabels; blank?: boolean }) {
  const shown = MESSAGE.map((name) => [name, shownField(lead, name, labels)] as const).filter(([, value]) => value)
  if (shown.length === 0) return blank ? <span className="text-slate-700">{EMPTY}</span> : null
  return (
    <>
      {shown.map(([name, value]) => (
        <Truncated key={name} text={value} field={name} />
      ))}
    </>
  )
}

/** A field's value as its kind says: an address and a number as links, a visitor's web link only when it is http(s). */
function FieldValue({ kind, value }: { kind: LeadFieldKind; value: string }) {
  if (!value) return <span className="text-slate-700">{EMPTY}</span>
  if (kind === 'email') {
    return (
      <a href={mailtoHref(value)} className={LINK}>
        {value}
      </a>
    )
  }
  const href = kind === 'phone' ? telHref(value) : kind === 'link' ? safeLinkHref(value) : undefined
  if (!href) return <>{value}</>
  const external = kind === 'link' ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}
  return (
    <a href={href} className={LINK} {...external}>
      {value}
    </a>
  )
}

/**
 * Text truncated to one line; the whole of it opens in place with a click, Enter or Space (a native <details>), and
 * shows on hover as the title.
 */
function Truncated({ text, field }: { text: string; field: LeadFieldName }) {
  return (
    <details className="group max-w-xs min-w-0" data-field={field}>
      <summary
        title={text}
        className="block cursor-pointer list-none truncate rounded group-open:whitespace-pre-wrap group-open:wrap-anywhere [&::-webkit-details-marker]:hidden"
      >
        {text}
      </summary>
    </details>
  )
}
