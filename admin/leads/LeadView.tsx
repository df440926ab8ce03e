import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { LeadViewText } from '../../content/schemas/leadView'
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import { AdminApiError } from '../api/adminApi'
import { fetchActivity, fetchLead } from '../api/leadFollowUpApi'
import { reachLinks } from '../../model/leadContact'
import { ATTRIBUTION_FIELDS, LEAD_FIELD_NAMES, leadField, type LeadRecord, type LeadStatus } from '../../model/leadFields'
import type { LeadActivity } from '../../model/leadFollowUp'
import { displayFields, safeLinkHref, type LeadLabels } from '../../model/leadLabels'
import type { UserRole } from '../../model/team'
import { fillTemplate } from '../../model/template'
import { notify } from '../../components/islands/notify'
import { AssigneeForm } from './LeadAssignee'
import { hasRecord, type ListedLead } from './leadSource'
import { FollowUpForm } from './LeadFollowUpForm'
import { LeadHistory } from './LeadHistory'
import { LeadNotes } from './LeadNotes'
import { StageForm } from './LeadStageForm'
import { buttonClass } from '../../components/ui/buttonClass'
import { Heading } from '../../components/ui/Heading'

/**
 * One lead's own view, as a native modal <dialog> over the lead list: showModal keeps focus inside and the list
 * inert, Escape closes it, and focus goes back to the button that opened it, so the owner keeps their place in the
 * list (a page of its own would lose the filters and the page). It shows every field and the links that reach the
 * visitor; with the lead service also where the visit came from, the pipeline stage, the follow-up, who it is
 * assigned to, the notes and the history.
 */
export function LeadView({
  api,
  lead: listed,
  stage,
  sender,
  text,
  statusLabels,
  labels,
  viewer,
  onClose,
  onChanged,
  onSignedOut,
}: {
  /** The lead service's API: the lead is read again from it and worked on there. Absent: browser storage. */
  api?: string
  /** The lead as the list showed it: shown at once. */
  lead: ListedLead
  /** Opened from the list's status select to make it won or lost: that stage, ready for its value or reason. */
  stage?: LeadStatus
  /** Who signs the reply and the greeting without the lead service (with it: the user it knows). */
  sender?: string
  text: LeadViewText
  statusLabels: Record<LeadStatus, string>
  labels: LeadLabels
  /** With the lead service, the signed-in user: what they may assign (model/leadAssignment.ts). */
  viewer?: { id: string; role: UserRole }
  onClose: () => void
  /** Something was saved: the list reloads. */
  onChanged: () => void
  onSignedOut: () => void
}) {
  const uid = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [lead, setLead] = useState(listed)
  const [activity, setActivity] = useState<LeadActivity | null>(null)

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
      console.error('Lead service request failed', error)
      notify.error(text.failed, error instanceof Error ? error.message : undefined)
    },
    [onSignedOut, text.failed],
  )

  // Read again from the service when opened and after every change made here.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!api) return
    let current = true
    Promise.all([fetchLead(api, listed.id), fetchActivity(api, listed.id)]).then(([fresh, found]) => {
      if (!current) return
      setLead(fresh)
      setActivity(found)
    }, failed)
    return () => {
      current = false
    }
  }, [api, listed.id, failed, version])

  // Opened as a modal; focus starts on its title (read first by a screen reader) and returns to the opener after.
  useEffect(() => {
    const element = dialog.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (element && !element.open) element.showModal()
    // Opened from the list to win or lose the lead: straight to its value or reason.
    const stageField = stage ? element?.querySelector<HTMLElement>('[data-stage-field]') : null
    ;(stageField ?? heading.current)?.focus()
    return () => {
      if (element?.open) element.close()
      opener?.focus()
    }
  }, [stage])

  const saved = useCallback(
    async (message: string) => {
      notify.success(message)
      onChanged()
      setVersion((value) => value + 1)
    },
    [onChanged],
  )

  const name = lead.name || lead.email
  const shown = displayFields(lead, labels)
  // With the lead service the user it knows signs, once it has said who that is.
  const signer = api ? activity?.viewer.name : sender
  const links = signer !== undefined && reachLinks(lead, shown.service || shown.position, { sender: signer, brand: text.brand }, text.reach)
  const record: LeadRecord | null = api && hasRecord(lead) ? lead : null
  const details: Detail[] = [
    { label: text.fields.form!, value: text.forms[lead.type] ?? lead.type },
    ...LEAD_FIELD_NAMES.map((field) => ({ label: leadField(field).heading, value: shown[field], link: leadField(field).kind === 'link' })),
    { label: text.fields.page!, value: lead.page ?? '' },
    { label: text.fields.submitted!, value: lead.submittedAt ? formatSubmittedAt(lead.submittedAt) : '' },
    { label: text.fields.received!, value: formatSubmittedAt(lead.receivedAt) },
    { label: text.fields.id!, value: lead.id },
  ].filter((detail) => detail.value)
  const visit: Detail[] = record
    ? [
        { label: text.fields.source!, value: record.source ?? '' },
        ...ATTRIBUTION_FIELDS.map((field) => ({ label: text.visit[field] ?? field, value: record[field] ?? '' })),
      ].filter((detail) => detail.value)
    : []

  async function copyDetails() {
    try {
      await navigator.clipboard.writeText([...details, ...visit].map(({ label, value }) => `${label}: ${value}`).join('\n'))
      notify.success(text.reach.copied)
    } catch {
      notify.error(text.reach.copyFailed)
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${uid}-title`}
      className="m-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-white p-5 text-slate-800 shadow-2xl backdrop:bg-slate-900/60 sm:p-6"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      data-testid="lead-view"
    >
      <div className="flex items-start justify-between gap-4">
        <Heading id={`${uid}-title`} ref={heading} tabIndex={-1} size="xl" className="focus:outline-none">
          {fillTemplate(text.title, { name })}
        </Heading>
        <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={onClose}>
          {text.close}
        </button>
      </div>

      <Section id={`${uid}-reach`} heading={text.sections.reach} first>
        {links ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {links.call && (
              <a className={buttonClass('primary', { size: 'sm' })} href={links.call}>
                {fillTemplate(text.reach.call, { phone: lead.phone ?? '' })}
              </a>
            )}
            <a className={buttonClass('outline', { size: 'sm' })} href={links.email}>
              {text.reach.email}
            </a>
            {links.whatsApp && (
              <a className={buttonClass('outline', { size: 'sm' })} href={links.whatsApp} target="_blank" rel="noopener noreferrer">
                {text.reach.whatsApp}
              </a>
            )}
            <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={() => void copyDetails()}>
              {text.reach.copy}
            </button>
            {!links.call && <p className="w-full text-sm text-slate-700">{text.reach.noPhone}</p>}
          </div>
        ) : (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {text.loading}
          </p>
        )}
      </Section>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-x-8 md:grid-cols-[repeat(2,minmax(0,1fr))]">
        <Section id={`${uid}-details`} heading={text.sections.details}>
          <FieldList entries={details} />
        </Section>
        {api && (
          <Section id={`${uid}-visit`} heading={text.sections.visit}>
            {visit.length > 0 ? <FieldList entries={visit} /> : <p className="mt-2 text-sm text-slate-700">{text.noVisit}</p>}
          </Section>
        )}
      </div>

      {/* What the lead service keeps of working the lead: its stage, its follow-up, its assignee, the notes and the history. */}
      {api && record && (
        <>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-x-8 md:grid-cols-[repeat(2,minmax(0,1fr))]">
            <Section id={`${uid}-pipeline`} heading={text.sections.pipeline}>
              <StageForm api={api} lead={record} stage={stage} text={text} statusLabels={statusLabels} onSaved={saved} onFailed={failed} />
            </Section>
            <Section id={`${uid}-follow-up`} heading={text.sections.followUp}>
              <FollowUpForm api={api} lead={record} text={text} onSaved={saved} onFailed={failed} />
            </Section>
          </div>
          {viewer && (
            <Section id={`${uid}-assignment`} heading={text.sections.assignment}>
              <div className="md:max-w-sm">
                <AssigneeForm key={record.assignedTo?.id ?? ''} api={api} lead={record} viewer={viewer} text={text} onSaved={saved} onFailed={failed} />
              </div>
            </Section>
          )}
          <Section id={`${uid}-notes`} heading={text.sections.notes}>
            {activity && <LeadNotes api={api} leadId={lead.id} notes={activity.notes} text={text} onSaved={saved} onFailed={failed} />}
          </Section>
          <Section id={`${uid}-history`} heading={text.sections.history}>
            {activity && <LeadHistory lead={record} activity={activity} text={text} statusLabels={statusLabels} />}
          </Section>
        </>
      )}
    </dialog>
  )
}

/** A part of the view with its heading; every part but the first is ruled off from the one before. */
function Section({ id, heading, first, children }: { id: string; heading: string; first?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={first ? 'mt-4' : 'mt-6 border-t border-slate-200 pt-4'}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
    </section>
  )
}

interface Detail {
  label: string
  value: string
  /** A visitor's web link: clickable only when it is http(s). */
  link?: boolean
}

/** Label and value pairs. */
function FieldList({ entries }: { entries: Detail[] }) {
  return (
    <dl className="mt-2 space-y-1.5 text-sm">
      {entries.map(({ label, value, link }) => {
        const href = link ? safeLinkHref(value) : null
        return (
          <div key={label} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900 wrap-anywhere">
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
