import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import type { AdminDashboardText } from '../../../content/admin'
import type { AdminReportsText } from '../../../content/adminReports'
import { AdminApiError, deleteLead, eraseEmail, exportLeads, leadFacets, listLeads, updateLead, type LeadFacets } from '../../../lib/client/adminApi'
import { EXPORT_MIME } from '../../../lib/csv'
import {
  FOLLOW_UP_VIEWS,
  LEAD_STATUSES,
  type FollowUpView,
  type LeadFolder,
  type LeadPage,
  type LeadRecord,
  type LeadStatus,
  type LeadType,
} from '../../../lib/leadFields'
import { followUpState } from '../../../lib/leadFollowUp'
import { type LeadLabels } from '../../../lib/leadLabels'
import { notify } from '../notify'
import { EntryCells, formatCount, type ContactOptions } from './cells'
import { fillTemplate } from '../../../lib/template'
import { ConfirmDialog } from './ConfirmDialog'
import { saveFile } from '../../../lib/client/saveFile'
import type { DashboardMessages } from './types'
import { REFRESH_MS } from './useStoredData'
import { sourceLabel, VisitCell } from './VisitCell'
import { LeadView } from './LeadView'
import { FollowUpBadge } from './LeadFollowUpForm'

const PAGE_SIZE = 50
const TYPES: (LeadType | 'all')[] = ['all', 'hero', 'popup', 'contact', 'newsletter']
/** Typing in the search box asks the service once the admin pauses, not on every key. */
const SEARCH_PAUSE_MS = 250

/**
 * The Form Submissions tab with a lead service: every visitor's leads, paged, searched, filtered and changed on the
 * server (lib/client/adminApi.ts). Inbox and spam folders, a status per lead, exports of the current filter, delete, and
 * erasure of everything stored for one email address. Reloads every 5 seconds (SPEC 9) while the page is visible.
 */
export function ServiceLeadsPanel({
  api,
  labels,
  text,
  leadsText,
  visitText,
  messages,
  canManage,
  onSignedOut,
}: {
  api: string
  labels: LeadLabels
  text: AdminDashboardText['submissions']
  leadsText: AdminDashboardText['leads']
  /** The Source column and its filters: where each lead's visit came from. */
  visitText: AdminReportsText['visit']
  messages: DashboardMessages
  /** An owner: exports, delete and erasure are shown (the service refuses them to members either way). */
  canManage: boolean
  /** The session ended (expired, or logged out elsewhere): back to the login. */
  onSignedOut: () => void
}) {
  const uid = useId()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const [type, setType] = useState<LeadType | 'all'>('all')
  const [status, setStatus] = useState<LeadStatus | 'all'>('all')
  const [folder, setFolder] = useState<LeadFolder>('inbox')
  const [source, setSource] = useState('')
  const [campaign, setCampaign] = useState('')
  const [followUp, setFollowUp] = useState<FollowUpView | ''>('')
  /** The lead whose own view is open, and the stage it was opened to set (won or lost, from the row's select). */
  const [opened, setOpened] = useState<{ lead: LeadRecord; stage?: LeadStatus } | null>(null)
  const [facets, setFacets] = useState<LeadFacets>({ sources: [], campaigns: [] })
  const [page, setPage] = useState(1)
  const [data, setData] = useState<LeadPage | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [refresh, setRefresh] = useState(0)
  const [deleting, setDeleting] = useState<LeadRecord | null>(null)
  const [erasing, setErasing] = useState<string | null>(null)
  const [eraseInput, setEraseInput] = useState('')

  const filter = useMemo(
    () => ({ folder, type, status, query, source, campaign, ...(followUp ? { followUp } : {}) }),
    [folder, type, status, query, source, campaign, followUp],
  )
  const reload = () => setRefresh((value) => value + 1)

  /** A failed call: to the login when the session is gone, else a toast with the service's own message. */
  function failed(error: unknown) {
    if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
    console.error('Lead service request failed', error)
    notify.error(leadsText.failed, error instanceof Error ? error.message : undefined)
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(typed)
      setPage(1)
    }, SEARCH_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [typed])

  useEffect(() => {
    let current = true
    listLeads(api, filter, page, PAGE_SIZE).then(
      (result) => {
        if (!current) return
        setData(result)
        setLoadError(null)
        // The last page emptied (deleted or moved meanwhile): show the new last page.
        const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE))
        if (page > pages) setPage(pages)
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
        setLoadError(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      current = false
    }
  }, [api, filter, page, refresh, onSignedOut])

  // The sources and campaigns the folder's leads came from, for the two filters.
  useEffect(() => {
    let current = true
    leadFacets(api, folder).then(
      (found) => current && setFacets(found),
      (error: unknown) => console.error('Could not load the sources and campaigns', error),
    )
    return () => {
      current = false
    }
  }, [api, folder])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload()
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  async function change(lead: LeadRecord, update: { status?: LeadStatus; spam?: boolean }, done: string) {
    try {
      await updateLead(api, lead.id, update)
      notify.success(done)
      reload()
    } catch (error) {
      failed(error)
    }
  }

  async function confirmDelete() {
    const lead = deleting
    setDeleting(null)
    if (!lead) return
    try {
      await deleteLead(api, lead.id)
      notify.success(leadsText.deleted)
      reload()
    } catch (error) {
      failed(error)
    }
  }

  async function exportAs(format: 'csv' | 'json') {
    try {
      const { file, fileName, count } = await exportLeads(api, filter, format)
      saveFile(fileName, file, EXPORT_MIME[format])
      notify.success(messages.exportSuccessTitle, fillTemplate(text.exportSuccess, { n: count, format: format.toUpperCase() }))
    } catch (error) {
      if (error instanceof AdminApiError && error.code === 'no_data') notify.error(messages.exportEmpty.title, messages.exportEmpty.description)
      else failed(error)
    }
  }

  async function confirmErase() {
    const email = erasing
    setErasing(null)
    if (!email) return
    try {
      const erased = await eraseEmail(api, email)
      notify.success(fillTemplate(leadsText.erase.done, { n: erased }))
      setEraseInput('')
      reload()
    } catch (error) {
      failed(error)
    }
  }

  const rows = data?.rows ?? []
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1
  const first = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0
  const filterLabel = (value: LeadType | 'all') => (value === 'newsletter' ? leadsText.filters.newsletter : text.filters[value])

  return (
    <section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{leadsText.refreshNote}</p>

      {loadError && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {leadsText.failed} ({loadError})
        </p>
      )}

      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label={leadsText.folders.label} className="flex flex-wrap gap-2">
          {(['inbox', 'spam'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={folder === value}
              onClick={() => {
                setFolder(value)
                setPage(1)
              }}
              className={`btn btn-sm ${folder === value ? 'btn-primary' : 'btn-outline'}`}
            >
              {leadsText.folders[value]} ({formatCount(data?.folders[value] ?? 0)})
            </button>
          ))}
        </div>
        <div className="w-full lg:max-w-sm">
          <label htmlFor={`${uid}-search`} className="field-label">
            {text.searchLabel}
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            value={typed}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
            className="input w-full"
          />
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-2">
          {TYPES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              onClick={() => {
                setType(value)
                setPage(1)
              }}
              className={`btn btn-sm ${type === value ? 'btn-primary' : 'btn-outline'}`}
            >
              {filterLabel(value)} ({formatCount(data?.counts[value] ?? 0)})
            </button>
          ))}
        </div>
        <div>
          <label htmlFor={`${uid}-status`} className="field-label">
            {leadsText.status.filterLabel}
          </label>
          <select
            id={`${uid}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as LeadStatus | 'all')
              setPage(1)
            }}
            className="input"
          >
            <option value="all">{leadsText.status.all}</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {leadsText.status.values[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-follow-up`} className="field-label">
            {leadsText.view.followUp.filterLabel}
          </label>
          <select
            id={`${uid}-follow-up`}
            value={followUp}
            onChange={(event) => {
              setFollowUp(event.target.value as FollowUpView | '')
              setPage(1)
            }}
            className="input"
          >
            <option value="">{leadsText.view.followUp.any}</option>
            {FOLLOW_UP_VIEWS.map((value) => (
              <option key={value} value={value}>
                {leadsText.view.followUp.states[value]}
              </option>
            ))}
          </select>
        </div>
        {(
          [
            ['source', visitText.filters.source, source, setSource, facets.sources],
            ['campaign', visitText.filters.campaign, campaign, setCampaign, facets.campaigns],
          ] as const
        ).map(([name, title, value, set, choices]) => (
          <div key={name}>
            <label htmlFor={`${uid}-${name}`} className="field-label">
              {title}
            </label>
            <select
              id={`${uid}-${name}`}
              value={value}
              onChange={(event) => {
                set(event.target.value)
                setPage(1)
              }}
              className="input max-w-56"
            >
              <option value="">{visitText.filters.any}</option>
              {/* A choice kept after its last lead went (deleted, moved) stays selectable until it is changed. */}
              {[...choices.map((choice) => choice.value), ...(value && !choices.some((choice) => choice.value === value) ? [value] : [])].map((choice) => (
                <option key={choice} value={choice}>
                  {name === 'source' ? sourceLabel(choice, visitText) : choice}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>

      {canManage && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void exportAs('csv')}>
            {text.downloadCsv}
          </button>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void exportAs('json')}>
            {text.downloadJson}
          </button>
        </div>
      )}

      <p role="status" className="mt-4 text-sm text-slate-700" data-testid="showing">
        {data && data.total > 0
          ? fillTemplate(text.showing, { first: formatCount(first), last: formatCount(first + rows.length - 1), total: formatCount(data.total) })
          : ''}
      </p>

      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-labelledby={`${uid}-caption`}>
        <table className="w-full min-w-[108rem] border-collapse text-left text-sm">
          <caption id={`${uid}-caption`} className="sr-only">
            {text.tableCaption}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {[leadsText.view.column, ...text.columns, visitText.column, ...leadsText.extraColumns].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data && rows.length === 0 ? (
              <tr>
                <td colSpan={text.columns.length + 2 + leadsText.extraColumns.length} className="px-3 py-8 text-center text-slate-700">
                  {messages.emptyTable}
                </td>
              </tr>
            ) : (
              rows.map((lead) => (
                <tr key={lead.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline whitespace-nowrap"
                      aria-label={fillTemplate(leadsText.view.open, { name: lead.name ?? lead.email })}
                      onClick={() => setOpened({ lead })}
                    >
                      {leadsText.view.openButton}
                    </button>
                  </td>
                  <EntryCells
                    entry={{ ...lead, submittedAt: lead.receivedAt }}
                    labels={labels}
                    note={lead.spam && lead.spamReason ? `${leadsText.spamReason} ${lead.spamReason}` : undefined}
                    contact={contactOptions(lead, leadsText)}
                  />
                  <td className="px-3 py-2">
                    <VisitCell lead={lead} text={visitText} />
                  </td>
                  <td className="px-3 py-2">
                    <select
                      aria-label={fillTemplate(leadsText.status.rowLabel, { name: lead.name ?? lead.email })}
                      value={lead.status}
                      onChange={(event) => {
                        const next = event.target.value as LeadStatus
                        // Won needs its deal value and lost its reason: the lead's view asks for them.
                        if (next === 'won' || next === 'lost') setOpened({ lead, stage: next })
                        else void change(lead, { status: next }, leadsText.updated)
                      }}
                      className="input py-1"
                    >
                      {LEAD_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {leadsText.status.values[value]}
                        </option>
                      ))}
                    </select>
                    <div className="mt-1">
                      <FollowUpBadge state={followUpState(lead, new Date())} text={leadsText.view} />
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline whitespace-nowrap"
                        onClick={() => void change(lead, { spam: !lead.spam }, lead.spam ? leadsText.movedToInbox : leadsText.movedToSpam)}
                      >
                        {lead.spam ? leadsText.notSpam : leadsText.markSpam}
                      </button>
                      {canManage && (
                        <button
                          type="button"
                          className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50"
                          onClick={() => setDeleting(lead)}
                        >
                          {leadsText.delete}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {pageCount > 1 && (
        <nav aria-label={`${text.heading} pages`} className="mt-4 flex items-center justify-between gap-4">
          <button type="button" className="btn btn-sm btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text.previous}
          </button>
          <p className="text-sm text-slate-700">{fillTemplate(text.pageOf, { page: formatCount(page), pages: formatCount(pageCount) })}</p>
          <button type="button" className="btn btn-sm btn-outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {text.next}
          </button>
        </nav>
      )}

      {canManage && (
        <section aria-labelledby={`${uid}-erase`} className="mt-10 rounded-xl border border-slate-200 p-4">
          <h3 id={`${uid}-erase`} className="text-base font-semibold text-slate-900">
            {leadsText.erase.heading}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{leadsText.erase.text}</p>
          <form
            className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event: FormEvent) => {
              event.preventDefault()
              setErasing(eraseInput.trim())
            }}
          >
            <div className="w-full sm:max-w-sm">
              <label htmlFor={`${uid}-erase-email`} className="field-label">
                {leadsText.erase.label}
              </label>
              <input
                id={`${uid}-erase-email`}
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                value={eraseInput}
                onChange={(event) => setEraseInput(event.target.value)}
                className="input w-full"
              />
            </div>
            <button type="submit" className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50">
              {leadsText.erase.button}
            </button>
          </form>
        </section>
      )}

      {opened && (
        <LeadView
          key={`${opened.lead.id}-${opened.stage ?? ''}`}
          api={api}
          lead={opened.lead}
          stage={opened.stage}
          text={leadsText.view}
          statusLabels={leadsText.status.values}
          labels={labels}
          onClose={() => setOpened(null)}
          onChanged={reload}
          onSignedOut={onSignedOut}
        />
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
        open={erasing !== null}
        title={leadsText.erase.confirmTitle}
        text={fillTemplate(leadsText.erase.confirmText, { email: erasing ?? '' })}
        cancelLabel={text.cancel}
        confirmLabel={leadsText.erase.button}
        onCancel={() => setErasing(null)}
        onConfirm={() => void confirmErase()}
      />
    </section>
  )
}

/** A row's links, and its address's flag when it has one. */
function contactOptions(lead: LeadRecord, text: AdminDashboardText['leads']): ContactOptions {
  return lead.emailProblem ? { emailFlag: { flag: text.emailCheck.flag, reason: text.emailCheck.reasons[lead.emailProblem] } } : {}
}
