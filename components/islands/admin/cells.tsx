/** The table cells both submissions tables share (browser storage and lead service), Date to Message. */
import { formatSubmittedAt } from '../../../lib/adminSubmissions'
import { mailtoHref, telHref } from '../../../lib/contactLinks'
import { displayFields, safeLinkHref, type LeadFieldsOf, type LeadLabels } from '../../../lib/leadLabels'

export const EMPTY = '—'
const CONTACT_LINK = 'font-medium text-brand-700 underline hover:text-brand-900'

const TYPE_BADGE: Record<string, string> = {
  hero: 'bg-blue-100 text-blue-900',
  popup: 'bg-violet-100 text-violet-900',
  contact: 'bg-green-100 text-green-900',
  newsletter: 'bg-amber-100 text-amber-900',
}

export const formatCount = (value: number) => value.toLocaleString('en-IN')

/**
 * The lead service's table only: phone and email as links (named by what they show) and, for an address that may
 * not reach anyone, a flag in words with its reason.
 */
export interface ContactOptions {
  emailFlag?: { flag: string; reason: string }
}

export function EntryCells({
  entry,
  labels,
  note,
  contact,
}: {
  entry: LeadFieldsOf & { submittedAt: string; email: string }
  labels: LeadLabels
  note?: string
  contact?: ContactOptions
}) {
  const shown = displayFields(entry, labels)
  const tel = contact && entry.phone ? telHref(entry.phone) : null
  return (
    <>
      <td className="px-3 py-2 whitespace-nowrap text-slate-800">
        <time dateTime={entry.submittedAt}>{formatSubmittedAt(entry.submittedAt)}</time>
      </td>
      <td className="px-3 py-2">
        <span className={`badge capitalize ${TYPE_BADGE[entry.type] ?? 'bg-slate-100 text-slate-900'}`}>{entry.type}</span>
        {note && <span className="mt-1 block text-xs text-slate-700">{note}</span>}
      </td>
      <td className="px-3 py-2 font-medium text-slate-900">{entry.name || EMPTY}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {contact ? (
          <a href={mailtoHref(entry.email)} className={CONTACT_LINK}>
            {entry.email}
          </a>
        ) : (
          entry.email
        )}
        {contact?.emailFlag && (
          <span className="mt-1 block max-w-64 text-xs whitespace-normal text-slate-800" data-testid="email-flag">
            <strong className="font-semibold text-amber-900">
              <span aria-hidden="true">⚠ </span>
              {contact.emailFlag.flag}:
            </strong>{' '}
            {contact.emailFlag.reason}
          </span>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {tel ? (
          <a href={tel} className={CONTACT_LINK}>
            {entry.phone}
          </a>
        ) : (
          entry.phone || EMPTY
        )}
      </td>
      <td className="px-3 py-2">{shown.service || EMPTY}</td>
      <td className="px-3 py-2">{shown.company || EMPTY}</td>
      <td className="px-3 py-2 whitespace-nowrap">{shown.budget || EMPTY}</td>
      <td className="px-3 py-2">{shown.position || EMPTY}</td>
      <td className="px-3 py-2">
        <LinkCell value={shown.cvLink} />
      </td>
      <td className="px-3 py-2">
        <MessageCell message={shown.message} />
      </td>
    </>
  )
}

/** A visitor's link: clickable only when it is http(s), else shown as text (a stored "javascript:" never runs). */
function LinkCell({ value }: { value: string }) {
  if (!value) return <span className="text-slate-700">{EMPTY}</span>
  const href = safeLinkHref(value)
  if (!href) return <span className="break-all">{value}</span>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="block max-w-48 truncate font-medium text-brand-700 underline hover:text-brand-900"
      title={value}
    >
      {value}
    </a>
  )
}

/**
 * The message, truncated to one line; the full text opens in place with a click, Enter or Space (a native
 * <details>), and shows on hover as the title.
 */
function MessageCell({ message }: { message: string | undefined }) {
  if (!message) return <span className="text-slate-700">{EMPTY}</span>
  return (
    <details className="group max-w-xs">
      <summary
        title={message}
        className="block cursor-pointer list-none truncate rounded group-open:whitespace-pre-wrap group-open:break-words [&::-webkit-details-marker]:hidden"
      >
        {message}
      </summary>
    </details>
  )
}
