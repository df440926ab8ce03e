import { memo, useDeferredValue, useId, useMemo, useState } from 'react'
import type { AdminDashboardText } from '../../../content/admin'
import {
  countByType,
  countToday,
  paginate,
  viewSubmissions,
  type AdminSubmission,
  type IndexedSubmission,
  type TypeFilter,
} from '../../../lib/adminSubmissions'
import { buildCsv, buildJson, EXPORT_MIME, exportFileName } from '../../../lib/csv'
import { removeKeys, SUBMISSION_KEYS } from '../../../lib/client/storage'
import type { LeadLabels } from '../../../lib/leadLabels'
import { notify } from '../notify'
import { EntryCells, formatCount } from './cells'
import { fillTemplate } from '../../../lib/template'
import { ConfirmDialog } from './ConfirmDialog'
import { saveFile } from '../../../lib/client/saveFile'
import type { DashboardMessages } from './types'

const FILTERS: TypeFilter[] = ['all', 'hero', 'popup', 'contact']

/** The Form Submissions tab (SPEC 2, 4): stat cards, search, type filter, paged table, exports and Clear All Data. */
export function SubmissionsPanel({
  index,
  labels,
  text,
  messages,
  onCleared,
}: {
  index: readonly IndexedSubmission[]
  labels: LeadLabels
  text: AdminDashboardText['submissions']
  messages: DashboardMessages
  onCleared: () => void
}) {
  const uid = useId()
  const [query, setQuery] = useState('')
  const [type, setType] = useState<TypeFilter>('all')
  const [page, setPage] = useState(1)
  const [confirming, setConfirming] = useState(false)
  // Typing stays responsive even on a slow phone: the table follows the deferred query.
  const deferredQuery = useDeferredValue(query)

  const totals = useMemo(() => ({ ...countByType(index), today: countToday(index) }), [index])
  const view = useMemo(() => viewSubmissions(index, { query: deferredQuery, type }), [index, deferredQuery, type])
  const slice = paginate(view.rows, page)

  function exportAs(format: 'csv' | 'json') {
    if (view.rows.length === 0) {
      notify.error(messages.exportEmpty.title, messages.exportEmpty.description)
      return
    }
    const entries = view.rows.map((item) => item.entry)
    saveFile(exportFileName(format), format === 'csv' ? buildCsv(entries, labels) : buildJson(entries), EXPORT_MIME[format])
    notify.success(messages.exportSuccessTitle, fillTemplate(text.exportSuccess, { n: entries.length, format: format.toUpperCase() }))
  }

  async function clearAll() {
    setConfirming(false)
    const result = await removeKeys(Object.values(SUBMISSION_KEYS))
    onCleared()
    if (result.ok) notify.success(messages.cleared.title, messages.cleared.description)
  }

  const stats: { label: string; value: number }[] = [
    { label: text.stats.total, value: totals.all },
    { label: text.stats.hero, value: totals.hero },
    { label: text.stats.popup, value: totals.popup },
    { label: text.stats.contact, value: totals.contact },
    { label: text.stats.today, value: totals.today },
  ]

  return (
    <section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text.refreshNote}</p>

      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="submission-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCount(stat.value)}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="w-full lg:max-w-sm">
          <label htmlFor={`${uid}-search`} className="field-label">
            {text.searchLabel}
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            value={query}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value)
              setPage(1)
            }}
            className="input w-full"
          />
        </div>
        <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={type === filter}
              onClick={() => {
                setType(filter)
                setPage(1)
              }}
              className={`btn btn-sm ${type === filter ? 'btn-primary' : 'btn-outline'}`}
            >
              {text.filters[filter]} ({formatCount(view.counts[filter])})
            </button>
          ))}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline" onClick={() => exportAs('csv')}>
          {text.downloadCsv}
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => exportAs('json')}>
          {text.downloadJson}
        </button>
        <button type="button" className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
          {text.clearAll}
        </button>
      </div>

      <p role="status" className="mt-4 text-sm text-slate-700" data-testid="showing">
        {view.rows.length > 0
          ? fillTemplate(text.showing, { first: formatCount(slice.first), last: formatCount(slice.last), total: formatCount(view.rows.length) })
          : ''}
      </p>

      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-labelledby={`${uid}-caption`}>
        <table className="w-full min-w-[80rem] border-collapse text-left text-sm">
          <caption id={`${uid}-caption`} className="sr-only">
            {text.tableCaption}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {text.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slice.rows.length === 0 ? (
              <tr>
                <td colSpan={text.columns.length} className="px-3 py-8 text-center text-slate-700">
                  {messages.emptyTable}
                </td>
              </tr>
            ) : (
              rowKeys(slice.rows).map(({ key, entry }) => <SubmissionRow key={key} entry={entry} labels={labels} />)
            )}
          </tbody>
        </table>
      </div>

      {slice.pageCount > 1 && (
        <nav aria-label={`${text.heading} pages`} className="mt-4 flex items-center justify-between gap-4">
          <button type="button" className="btn btn-sm btn-outline" disabled={slice.page <= 1} onClick={() => setPage(slice.page - 1)}>
            {text.previous}
          </button>
          <p className="text-sm text-slate-700">{fillTemplate(text.pageOf, { page: formatCount(slice.page), pages: formatCount(slice.pageCount) })}</p>
          <button type="button" className="btn btn-sm btn-outline" disabled={slice.page >= slice.pageCount} onClick={() => setPage(slice.page + 1)}>
            {text.next}
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        text={messages.clearConfirm}
        cancelLabel={text.cancel}
        confirmLabel={text.confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={clearAll}
      />
    </section>
  )
}

/** Stable keys for the rows shown: type, id and date, with a counter should two stored entries be identical in those. */
function rowKeys(rows: readonly IndexedSubmission[]): { key: string; entry: AdminSubmission }[] {
  const seen = new Map<string, number>()
  return rows.map(({ entry }) => {
    const base = `${entry.type}-${entry.id}-${entry.submittedAt}`
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return { key: count ? `${base}-${count}` : base, entry }
  })
}

/** One table row; memoised, so a keystroke re-renders only rows that were not on screen before. */
const SubmissionRow = memo(function SubmissionRow({ entry, labels }: { entry: AdminSubmission; labels: LeadLabels }) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <EntryCells entry={entry} labels={labels} />
    </tr>
  )
})
