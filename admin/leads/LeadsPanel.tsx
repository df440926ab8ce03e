import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import { PAGE_SIZE } from '../../model/leadBrowserStore'
import { AdminApiError } from '../api/adminApi'
import { saveFile } from '../../lib/client/saveFile'
import { EXPORT_MIME } from '../../model/csv'
import type { LeadStatus } from '../../model/leadFields'
import type { LeadLabels } from '../../model/leadLabels'
import type { UserRole } from '../../model/team'
import { fillTemplate } from '../../model/template'
import { notify } from '../../components/islands/notify'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { SubscriberTools } from './SubscriberTools'
import type { DashboardMessages } from '../types'
import { useLinkedLead } from './useLinkedLead'
import { useMediaQuery } from '../../components/islands/useMediaState'
import { EraseForm } from './EraseForm'
import { LeadFilters, type Narrowing } from './LeadFilters'
import { LeadList, TABLE_MEDIA, type ListColumns, type RowActions } from './LeadList'
import { formatCount } from './leadParts'
import type { LeadSource, ListedLead } from './leadSource'
import { useLeadList, useSettledSearch } from './useLeadList'

/** A lead's own view, with its forms, notes and history: loaded when a lead is first opened, not with the list. */
const LeadView = lazy(() => import('./LeadView').then(({ LeadView }) => ({ default: LeadView })))

/**
 * The Form Submissions tab, over either source of leads (leadSource.ts): stat cards where the source
 * has them, folders, the search, the type filter with its counts and the source's selects, the exports, the list
 * (a table, or cards on a narrower screen) paged 50 at a time, and each lead's own view. The lead service adds a
 * status per lead, its folders and My leads, the subscribers' unsubscribe, delete and erasure by e-mail address, and
 * opens a lead linked to (an e-mail's link to its view); browser storage, Clear All Data.
 */
export function LeadsPanel({
  source,
  labels,
  text,
  leadsText,
  visitText,
  messages,
  viewer,
  me,
  openLeadId,
  onSignedOut,
}: {
  source: LeadSource
  labels: LeadLabels
  text: AdminDashboardText['submissions']
  leadsText: AdminDashboardText['leads']
  /** Where each lead's visit came from, where the source knows it. */
  visitText: AdminReportsText['visit']
  messages: DashboardMessages
  /** Who is signed in: the reply and the WhatsApp greeting of a lead's view are signed with it. */
  viewer: string
  /** With the lead service, the signed-in user: what they may assign. */
  me?: { id: string; role: UserRole }
  /** A lead to open at once (the dashboard was opened from a link to it). */
  openLeadId?: string
  /** The session ended (expired, or logged out elsewhere): back to the login. */
  onSignedOut: () => void
}) {
  const uid = useId()
  const [narrowing, setNarrowing] = useState<Narrowing>({ folder: source.folders[0]?.value ?? '', typed: '', type: 'all', filters: {} })
  const { folder, type, filters } = narrowing
  const search = useSettledSearch(narrowing.typed, source)
  // A page belongs to the folder, form, search and selects it was turned to: any change of them is page 1 again.
  const scope = JSON.stringify([folder, type, search, filters])
  const [paging, setPaging] = useState({ scope, page: 1 })
  const page = paging.scope === scope ? paging.page : 1
  const setPage = (next: number) => setPaging({ scope, page: next })
  const query = useMemo(() => ({ folder, type, search, filters, page }), [folder, type, search, filters, page])
  const { page: data, error, reload } = useLeadList(source, query)
  const table = useMediaQuery(TABLE_MEDIA)

  /** The lead whose own view is open, and the stage it was opened to set (won or lost, from the row's select). */
  const [opened, setOpened] = useState<{ lead: ListedLead; stage?: LeadStatus } | null>(null)
  const [deleting, setDeleting] = useState<ListedLead | null>(null)
  const [clearing, setClearing] = useState(false)

  /** A failed call: to the login when the session is gone, else a toast with the service's own message. */
  const failed = useCallback(
    (cause: unknown) => {
      if (cause instanceof AdminApiError && cause.status === 401) return onSignedOut()
      console.error('Lead service request failed', cause)
      notify.error(leadsText.failed, cause instanceof Error ? cause.message : undefined)
    },
    [onSignedOut, leadsText.failed],
  )

  useLinkedLead(source.api, openLeadId, (lead) => setOpened({ lead }), failed)

  useEffect(() => {
    if (error instanceof AdminApiError && error.status === 401) onSignedOut()
  }, [error, onSignedOut])

  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1

  const change = useCallback(
    async (step: () => Promise<unknown>, done: string) => {
      try {
        await step()
        notify.success(done)
        reload()
      } catch (cause) {
        failed(cause)
      }
    },
    [failed, reload],
  )

  const { update, remove } = source
  const actions = useMemo<RowActions>(
    () => ({
      open: (lead, stage) => setOpened({ lead, stage }),
      setStatus: update
        ? (lead, status) => {
            // Won needs its deal value and lost its reason: the lead's view asks for them.
            if (status === 'won' || status === 'lost') setOpened({ lead, stage: status })
            else void change(() => update(lead.id, { status }), leadsText.updated)
          }
        : undefined,
      toggleSpam: update
        ? (lead) => void change(() => update(lead.id, { spam: !lead.spam }), lead.spam ? leadsText.movedToInbox : leadsText.movedToSpam)
        : undefined,
      remove: remove ? (lead) => setDeleting(lead) : undefined,
    }),
    [update, remove, change, leadsText],
  )
  const columns = useMemo<ListColumns>(
    () => ({ visits: source.visits, status: Boolean(update), actions: Boolean(update || remove) }),
    [source.visits, update, remove],
  )
  const listText = useMemo(
    () => ({ submissions: text, leads: leadsText, visit: visitText, emptyTable: messages.emptyTable }),
    [text, leadsText, visitText, messages.emptyTable],
  )

  async function exportAs(format: 'csv' | 'json') {
    if (!source.exportFile) return
    try {
      const exported = await source.exportFile(query, format)
      if (!exported) return notify.error(messages.exportEmpty.title, messages.exportEmpty.description)
      saveFile(exported.fileName, exported.file, EXPORT_MIME[format])
      notify.success(messages.exportSuccessTitle, fillTemplate(text.exportSuccess, { n: exported.count, format: format.toUpperCase() }))
    } catch (cause) {
      failed(cause)
    }
  }

  async function confirmDelete() {
    const lead = deleting
    setDeleting(null)
    if (lead && remove) await change(() => remove(lead.id), leadsText.deleted)
  }

  async function confirmClear() {
    setClearing(false)
    if (source.clear && (await source.clear())) notify.success(messages.cleared.title, messages.cleared.description)
  }

  const rows = data?.rows ?? []
  const first = data && data.total > 0 ? (data.page - 1) * PAGE_SIZE + 1 : 0

  return (
    <section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{source.note}</p>

      {error !== null && !(error instanceof AdminApiError && error.status === 401) && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {leadsText.failed} ({error instanceof Error ? error.message : String(error)})
        </p>
      )}

      {data?.stats && (
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="submission-stats">
          {data.stats.map((stat) => (
            <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCount(stat.value)}</dd>
            </div>
          ))}
        </dl>
      )}

      <LeadFilters
        source={source}
        value={narrowing}
        onChange={(change) => setNarrowing({ ...narrowing, ...change })}
        counts={data}
        text={text}
        folderLabel={leadsText.folders.label}
      />

      {(source.exportFile || source.clear) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {source.exportFile && (
            <>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => void exportAs('csv')}>
                {text.downloadCsv}
              </button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => void exportAs('json')}>
                {text.downloadJson}
              </button>
            </>
          )}
          {source.clear && (
            <button type="button" className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50" onClick={() => setClearing(true)}>
              {text.clearAll}
            </button>
          )}
        </div>
      )}

      {source.unsubscribe && folder === source.unsubscribe.folder && (
        <SubscriberTools
          unsubscribe={source.unsubscribe.run}
          text={leadsText.subscribers}
          canExport={Boolean(source.exportFile)}
          onChanged={reload}
          onFailed={failed}
        />
      )}

      <p role="status" className="mt-4 text-sm text-slate-700" data-testid="showing">
        {data && data.total > 0
          ? fillTemplate(text.showing, { first: formatCount(first), last: formatCount(first + rows.length - 1), total: formatCount(data.total) })
          : ''}
      </p>

      {data && <LeadList rows={rows} table={table} columns={columns} actions={actions} labels={labels} text={listText} captionId={`${uid}-caption`} />}

      {pageCount > 1 && data && (
        <nav aria-label={`${text.heading} pages`} className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-disabled={data.page <= 1 || undefined}
            onClick={() => data.page > 1 && setPage(data.page - 1)}
          >
            {text.previous}
          </button>
          <p className="text-sm text-slate-700">{fillTemplate(text.pageOf, { page: formatCount(data.page), pages: formatCount(pageCount) })}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-disabled={data.page >= pageCount || undefined}
            onClick={() => data.page < pageCount && setPage(data.page + 1)}
          >
            {text.next}
          </button>
        </nav>
      )}

      {source.erase && <EraseForm erase={source.erase} text={leadsText.erase} cancelLabel={text.cancel} onErased={reload} onFailed={failed} />}

      {opened && (
        <Suspense>
          <LeadView
            key={`${opened.lead.id}-${opened.stage ?? ''}`}
            api={source.api}
            lead={opened.lead}
            stage={opened.stage}
            sender={viewer}
            text={leadsText.view}
            statusLabels={leadsText.status.values}
            labels={labels}
            viewer={me}
            onClose={() => setOpened(null)}
            onChanged={reload}
            onSignedOut={onSignedOut}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={leadsText.deleteTitle}
        text={fillTemplate(leadsText.deleteText, { name: deleting?.name ?? deleting?.email ?? '' })}
        cancelLabel={text.cancel}
        confirmLabel={leadsText.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={clearing}
        title={text.confirmTitle}
        text={messages.clearConfirm}
        cancelLabel={text.cancel}
        confirmLabel={text.confirm}
        onCancel={() => setClearing(false)}
        onConfirm={() => void confirmClear()}
      />
    </section>
  )
}
