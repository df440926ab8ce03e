/**
 * One page of leads: a table where the screen is wide enough for every column the list shows (the rest of a lead is
 * in its own view), and cards below that, each with who sent it, what they asked about, when, its status and the
 * name that opens it. Rows are memoised, so a keystroke in the search re-renders only the rows it brings in.
 */
import { memo } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import type { LeadStatus } from '../../model/leadFields'
import type { LeadLabels } from '../../model/leadLabels'
import { fillTemplate } from '../../model/template'
import { VisitCell } from './VisitCell'
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
    // A table is focusable so that the keyboard can scroll it should the text be enlarged past the screen's width.
    <div
      role="region"
      aria-labelledby={captionId}
      className={`mt-2 ${table ? 'overflow-x-auto rounded-xl border border-slate-200' : ''}`}
      tabIndex={table ? 0 : undefined}
    >
      {table ? (
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
            {rows.length > 0 ? (
              items
            ) : (
              <tr>
                <td colSpan={headings.length} className="px-3 py-8 text-center text-slate-700">
                  {text.emptyTable}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      ) : (
        <>
          <h3 id={captionId} className="sr-only">
            {caption}
          </h3>
          {rows.length > 0 ? (
            <ul className="space-y-3" data-testid="lead-cards">
              {items}
            </ul>
          ) : (
            <p className="rounded-xl border border-slate-200 px-3 py-8 text-center text-slate-700">{text.emptyTable}</p>
          )}
        </>
      )}
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

/**
 * One lead: a table's row, or a card with the same parts in the same order (its date across the top), in one column
 * on a phone and two or three beside each other on wider screens. A card leaves out what the lead does not have.
 */
const LeadItem = memo(function LeadItem({ lead, table, columns, actions, labels, text }: Omit<ListProps, 'rows' | 'captionId'> & { lead: ListedLead }) {
  const { leads } = text
  const record = hasRecord(lead) ? lead : null
  const Item = table ? 'tr' : 'li'
  const Cell = table ? 'td' : 'div'
  const cell = table ? 'px-3 py-2' : 'empty:hidden'
  return (
    <Item
      className={
        table
          ? 'border-t border-slate-200 align-top'
          : 'grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm md:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0'
      }
      data-testid={table ? undefined : 'lead-card'}
    >
      <Cell className={`${cell} text-slate-800 md:col-span-2 lg:col-span-3`}>
        <LeadDate lead={lead} />
      </Cell>
      <Cell className={cell}>
        <LeadFrom
          lead={lead}
          openLabel={fillTemplate(leads.view.open, { name: lead.name ?? lead.email })}
          onOpen={() => actions.open(lead)}
          emailFlag={lead.emailProblem ? { flag: leads.emailCheck.flag, reason: leads.emailCheck.reasons[lead.emailProblem] } : undefined}
        />
      </Cell>
      <Cell className={cell}>
        <LeadForm lead={lead} note={formNote(lead, leads)} />
        <div className="mt-1 empty:hidden">
          <LeadEnquiry lead={lead} labels={labels} blank={table} />
        </div>
      </Cell>
      <Cell className={cell}>
        <LeadMessage lead={lead} labels={labels} blank={table} />
      </Cell>
      {columns.visits && (table || record?.source) && (
        <Cell className={cell}>
          {!table && <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{text.visit.column}</p>}
          {record ? <VisitCell lead={record} text={text.visit} /> : <span className="text-slate-700">{EMPTY}</span>}
        </Cell>
      )}
      {columns.status && (
        <Cell className={cell}>
          {record && actions.setStatus && (
            <StatusControl key={record.status} lead={record} text={leads} onChange={(next) => actions.setStatus?.(record, next)} />
          )}
        </Cell>
      )}
      {columns.actions && (
        <Cell className={cell}>
          {record && (
            <LeadActions
              lead={record}
              text={leads}
              onSpam={actions.toggleSpam && (() => actions.toggleSpam?.(record))}
              onDelete={actions.remove && (() => actions.remove?.(record))}
            />
          )}
        </Cell>
      )}
    </Item>
  )
})

/** What a lead says under its form: why it was filed as spam, or when a subscriber left the list. */
function formNote(lead: ListedLead, text: LeadListText['leads']): string | undefined {
  if (lead.spam && lead.spamReason) return `${text.spamReason} ${lead.spamReason}`
  return lead.unsubscribedAt ? fillTemplate(text.unsubscribedNote, { date: formatSubmittedAt(lead.unsubscribedAt) }) : undefined
}
