/**
 * One page of leads: a table where the screen is wide enough for every column the list shows (the rest of a lead is
 * in its own view), and cards below that, each with who sent it, what they asked about, when, its status and the
 * name that opens it. Rows are memoised, so a keystroke in the search re-renders only the rows it brings in.
 */
import { memo } from 'react'
import type { AdminDashboardText } from '../../../../content/admin'
import type { AdminReportsText } from '../../../../content/adminReports'
import type { LeadStatus } from '../../../../lib/leadFields'
import type { LeadLabels } from '../../../../lib/leadLabels'
import { fillTemplate } from '../../../../lib/template'
import { VisitCell } from '../VisitCell'
import { LeadActions, StatusControl } from './LeadControls'
import { EMPTY, LeadDate, LeadEnquiry, LeadForm, LeadFrom, LeadMessage } from './leadParts'
import { hasRecord, type ListedLead } from './leadSource'

/** Where the list is a table: below it, cards. */
export const TABLE_MEDIA = '(min-width: 80rem)'

export interface LeadListText {
  submissions: AdminDashboardText['submissions']
  leads: AdminDashboardText['leads']
  visit: AdminReportsText['visit']
  emptyTable: string
}

/** What a row can do; each absent where the source does not keep it or the user may not. */
export interface RowActions {
  open(lead: ListedLead, stage?: LeadStatus): void
  setStatus?(lead: ListedLead, status: LeadStatus): void
  toggleSpam?(lead: ListedLead): void
  remove?(lead: ListedLead): void
}

/** The columns the source has beyond the lead's own: where its visit came from, its status, the row's actions. */
export interface ListColumns {
  visits: boolean
  status: boolean
  actions: boolean
}

interface ListProps {
  rows: readonly ListedLead[]
  table: boolean
  columns: ListColumns
  actions: RowActions
  labels: LeadLabels
  text: LeadListText
  captionId: string
}

export function LeadList({ rows, table, columns, actions: rowActions, labels, text, captionId }: ListProps) {
  const items = rowKeys(rows).map(({ key, lead }) => (
    <LeadItem key={key} lead={lead} table={table} columns={columns} actions={rowActions} labels={labels} text={text} />
  ))
  const caption = text.submissions.tableCaption
  if (!table) {
    return (
      <div role="region" aria-labelledby={captionId} className="mt-2">
        <h3 id={captionId} className="sr-only">
          {caption}
        </h3>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 px-3 py-8 text-center text-slate-700">{text.emptyTable}</p>
        ) : (
          <ul className="space-y-3" data-testid="lead-cards">
            {items}
          </ul>
        )}
      </div>
    )
  }
  const { columns: names } = text.submissions
  const [status, actions] = text.leads.extraColumns
  // Each heading with its column's width: what is left goes to the message.
  const headings = (
    [
      [names.date, 'w-28'],
      [names.from, 'w-56'],
      [names.enquiry, 'w-60'],
      [names.message, ''],
      columns.visits && [text.visit.column, 'w-40'],
      columns.status && [status, 'w-40'],
      columns.actions && [actions, 'w-28'],
    ] as const
  ).filter((column) => column !== false)
  return (
    // Focusable so that the keyboard can scroll it should the text be enlarged past the screen's width.
    <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headings.map(([heading, width]) => (
              <th key={heading} scope="col" className={`px-3 py-2 font-semibold ${width}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headings.length} className="px-3 py-8 text-center text-slate-700">
                {text.emptyTable}
              </td>
            </tr>
          ) : (
            items
          )}
        </tbody>
      </table>
    </div>
  )
}

/** Stable keys for the rows shown: form, id and date, with a counter should two stored entries be identical in those. */
function rowKeys(rows: readonly ListedLead[]): { key: string; lead: ListedLead }[] {
  const seen = new Map<string, number>()
  return rows.map((lead) => {
    const base = `${lead.type}-${lead.id}-${lead.receivedAt}`
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return { key: count ? `${base}-${count}` : base, lead }
  })
}

const LeadItem = memo(function LeadItem({ lead, table, columns, actions, labels, text }: Omit<ListProps, 'rows' | 'captionId'> & { lead: ListedLead }) {
  const { leads } = text
  const name = lead.name ?? lead.email
  const record = hasRecord(lead) ? lead : null
  const from = (
    <LeadFrom
      lead={lead}
      openLabel={fillTemplate(leads.view.open, { name })}
      onOpen={() => actions.open(lead)}
      emailFlag={lead.emailProblem ? { flag: leads.emailCheck.flag, reason: leads.emailCheck.reasons[lead.emailProblem] } : undefined}
    />
  )
  const form = <LeadForm lead={lead} spamNote={leads.spamReason} />
  const visit = columns.visits && (record ? <VisitCell lead={record} text={text.visit} /> : <span className="text-slate-700">{EMPTY}</span>)
  // A card names where the visit came from only when it is known.
  const cardVisit = columns.visits && record?.source && visit
  const status = columns.status && record && actions.setStatus && (
    <StatusControl lead={record} text={leads} onChange={(next) => actions.setStatus?.(record, next)} />
  )
  const rowActions = columns.actions && record && (
    <LeadActions
      lead={record}
      text={leads}
      onSpam={actions.toggleSpam && (() => actions.toggleSpam?.(record))}
      onDelete={actions.remove && (() => actions.remove?.(record))}
    />
  )

  if (table) {
    const cell = 'px-3 py-2'
    return (
      <tr className="border-t border-slate-200 align-top">
        <td className={`${cell} text-slate-800`}>
          <LeadDate lead={lead} />
        </td>
        <td className={cell}>{from}</td>
        <td className={cell}>
          {form}
          <div className="mt-1">
            <LeadEnquiry lead={lead} labels={labels} />
          </div>
        </td>
        <td className={cell}>
          <LeadMessage lead={lead} labels={labels} />
        </td>
        {columns.visits && <td className={cell}>{visit}</td>}
        {columns.status && <td className={cell}>{status}</td>}
        {columns.actions && <td className={cell}>{rowActions}</td>}
      </tr>
    )
  }
  const label = 'text-xs font-semibold tracking-wide text-slate-700 uppercase'
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="lead-card">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
        {form}
        <LeadDate lead={lead} />
      </div>
      <div className="mt-3 grid gap-x-6 gap-y-3 md:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
        {from}
        <div className="space-y-2">
          <LeadEnquiry lead={lead} labels={labels} blank={false} />
          <LeadMessage lead={lead} labels={labels} blank={false} />
        </div>
        {(cardVisit || status || rowActions) && (
          <div className="space-y-3 md:col-span-2 lg:col-span-1">
            {cardVisit && (
              <div>
                <p className={label}>{text.visit.column}</p>
                {cardVisit}
              </div>
            )}
            {status}
            {rowActions}
          </div>
        )}
      </div>
    </li>
  )
})
