/** The parts of a lead's view that change it (stage, follow-up, notes) and its history. */
import { useId, useRef, useState, type FormEvent } from 'react'
import type { LeadViewText } from '../../../content/leadView'
import { formatSubmittedAt } from '../../../lib/adminSubmissions'
import { AdminApiError, updateLead, type LeadChange } from '../../../lib/client/adminApi'
import { addNote, editNote, setFollowUp } from '../../../lib/client/leadFollowUpApi'
import { formatRupees } from '../../../lib/format'
import { LEAD_STATUSES, type FollowUpView, type LeadRecord, type LeadStatus } from '../../../lib/leadFields'
import { followUpState, type LeadActivity, type LeadNote } from '../../../lib/leadFollowUp'
import { fillTemplate } from '../../../lib/template'

interface Saving {
  onSaved: (message: string) => Promise<void>
  onFailed: (error: unknown) => void
}

/** A refusal the user can fix (the service names the field) is shown beside the form; anything else is a toast. */
function useFormError(onFailed: (error: unknown) => void) {
  const [error, setError] = useState<string | null>(null)
  const run = async (work: () => Promise<void>) => {
    try {
      await work()
      setError(null)
    } catch (caught) {
      if (caught instanceof AdminApiError && (caught.status === 422 || caught.status === 403)) setError(caught.message)
      else onFailed(caught)
    }
  }
  return { error, run }
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-900">
      {error}
    </p>
  ) : null
}

const reasonLabel = (text: LeadViewText, reason: string | null) =>
  reason ? (text.lostReasons.find((option) => option.value === reason)?.label ?? reason) : text.pipeline.noReason

/** The stage as it stands: won with its value, lost with its reason, or the stage's name. */
export function stageSummary(
  lead: Pick<LeadRecord, 'status' | 'dealValue' | 'lostReason' | 'lostDetail'>,
  text: LeadViewText,
  statusLabels: Record<LeadStatus, string>,
) {
  if (lead.status === 'won' && lead.dealValue !== null) return fillTemplate(text.pipeline.won, { value: formatRupees(lead.dealValue) })
  if (lead.status === 'lost') return `${statusLabels.lost}: ${[reasonLabel(text, lead.lostReason), lead.lostDetail].filter(Boolean).join(', ')}`
  return statusLabels[lead.status]
}

export function StageForm({
  api,
  lead,
  stage,
  text,
  statusLabels,
  onSaved,
  onFailed,
}: Saving & { api: string; lead: LeadRecord; stage?: LeadStatus; text: LeadViewText; statusLabels: Record<LeadStatus, string> }) {
  const uid = useId()
  const [status, setStatus] = useState<LeadStatus>(stage ?? lead.status)
  const [value, setValue] = useState(lead.dealValue === null ? '' : String(lead.dealValue))
  const [reason, setReason] = useState(lead.lostReason ?? '')
  const [detail, setDetail] = useState(lead.lostDetail ?? '')
  const { error, run } = useFormError(onFailed)
  const inWords = text.lostReasons.at(-1)?.value

  function submit(event: FormEvent) {
    event.preventDefault()
    const change: LeadChange = { status }
    if (status === 'won') change.dealValue = Number(value)
    if (status === 'lost') {
      change.lostReason = reason
      if (detail.trim()) change.lostDetail = detail.trim()
    }
    void run(async () => {
      await updateLead(api, lead.id, change)
      await onSaved(text.pipeline.saved)
    })
  }

  return (
    <form className="mt-2 space-y-3" onSubmit={submit}>
      <p className="text-sm text-slate-800" data-testid="lead-stage">
        {stageSummary(lead, text, statusLabels)}
      </p>
      <div>
        <label htmlFor={`${uid}-status`} className="field-label">
          {text.pipeline.status}
        </label>
        <select id={`${uid}-status`} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)} className="input w-full">
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {status === 'won' && (
        <div>
          <label htmlFor={`${uid}-value`} className="field-label">
            {text.pipeline.dealValue}
          </label>
          <input
            data-stage-field
            id={`${uid}-value`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000_000}
            step={1}
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={`${uid}-value-hint`}
            className="input w-full"
          />
          <p id={`${uid}-value-hint`} className="mt-1 text-xs text-slate-700">
            {text.pipeline.dealValueHint}
          </p>
        </div>
      )}
      {status === 'lost' && (
        <>
          <div>
            <label htmlFor={`${uid}-reason`} className="field-label">
              {text.pipeline.lostReason}
            </label>
            <select
              data-stage-field
              id={`${uid}-reason`}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="input w-full"
            >
              <option value="" disabled>
                —
              </option>
              {text.lostReasons.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${uid}-detail`} className="field-label">
              {text.pipeline.lostDetail}
            </label>
            <input
              id={`${uid}-detail`}
              type="text"
              maxLength={300}
              required={reason === inWords}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
              aria-describedby={`${uid}-detail-hint`}
              className="input w-full"
            />
            <p id={`${uid}-detail-hint`} className="mt-1 text-xs text-slate-700">
              {text.pipeline.lostDetailHint}
            </p>
          </div>
        </>
      )}
      <button type="submit" className="btn btn-sm btn-primary">
        {text.pipeline.save}
      </button>
      <FormError error={error} />
    </form>
  )
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })

/** "25 Nov 2026" or "25 Nov 2026 at 10:30 IST". */
export function followUpWhen(on: string, at: string | null, text: LeadViewText): string {
  const date = dayFormat.format(Date.parse(`${on}T00:00:00Z`))
  return at ? fillTemplate(text.followUp.at, { date, time: at }) : date
}

export function FollowUpBadge({ state, text }: { state: FollowUpView | null; text: LeadViewText }) {
  if (!state) return null
  const tone = state === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'
  return <span className={`badge ${tone}`}>{text.followUp.states[state]}</span>
}

export function FollowUpForm({ api, lead, text, onSaved, onFailed }: Saving & { api: string; lead: LeadRecord; text: LeadViewText }) {
  const uid = useId()
  const [on, setOn] = useState(lead.followUpOn ?? '')
  const [at, setAt] = useState(lead.followUpAt ?? '')
  const { error, run } = useFormError(onFailed)

  function save(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await setFollowUp(api, lead.id, on, at || null)
      await onSaved(text.followUp.saved)
    })
  }

  function clear() {
    void run(async () => {
      await setFollowUp(api, lead.id, null, null)
      setOn('')
      setAt('')
      await onSaved(text.followUp.cleared)
    })
  }

  return (
    <form className="mt-2 space-y-3" onSubmit={save}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="lead-follow-up">
        {lead.followUpOn ? followUpWhen(lead.followUpOn, lead.followUpAt, text) : text.followUp.none}
        <FollowUpBadge state={followUpState(lead, new Date())} text={text} />
      </p>
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={`${uid}-date`} className="field-label">
            {text.followUp.date}
          </label>
          <input id={`${uid}-date`} type="date" required value={on} onChange={(event) => setOn(event.target.value)} className="input" />
        </div>
        <div>
          <label htmlFor={`${uid}-time`} className="field-label">
            {text.followUp.time}
          </label>
          <input
            id={`${uid}-time`}
            type="time"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-describedby={`${uid}-time-hint`}
            className="input"
          />
        </div>
      </div>
      <p id={`${uid}-time-hint`} className="text-xs text-slate-700">
        {text.followUp.timeHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          {text.followUp.save}
        </button>
        {lead.followUpOn && (
          <button type="button" className="btn btn-sm btn-outline" onClick={clear}>
            {text.followUp.clear}
          </button>
        )}
      </div>
      <FormError error={error} />
    </form>
  )
}

export function LeadNotes({
  api,
  leadId,
  notes,
  text,
  onSaved,
  onFailed,
}: Saving & { api: string; leadId: string; notes: LeadNote[]; text: LeadViewText }) {
  const uid = useId()
  const [draft, setDraft] = useState('')
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null)
  const editButtons = useRef(new Map<string, HTMLButtonElement>())
  const { error, run } = useFormError(onFailed)

  const stopEditing = (id: string) => {
    setEditing(null)
    window.requestAnimationFrame(() => editButtons.current.get(id)?.focus())
  }

  function add(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await addNote(api, leadId, draft)
      setDraft('')
      await onSaved(text.notes.added)
    })
  }

  function saveEdit(event: FormEvent) {
    event.preventDefault()
    if (!editing) return
    const { id, body } = editing
    void run(async () => {
      await editNote(api, leadId, id, body)
      stopEditing(id)
      await onSaved(text.notes.saved)
    })
  }

  return (
    <div className="mt-2">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">{text.notes.empty}</p>
      ) : (
        <ol className="space-y-3" data-testid="lead-notes">
          {notes.map((note) => {
            const signed = fillTemplate(text.notes.signed, { name: note.author?.name ?? text.notes.formerUser, time: formatSubmittedAt(note.createdAt) })
            return (
              <li key={note.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
                {editing?.id === note.id ? (
                  <form onSubmit={saveEdit} className="space-y-2">
                    <label htmlFor={`${uid}-edit`} className="field-label">
                      {text.notes.editLabel}
                    </label>
                    <textarea
                      id={`${uid}-edit`}
                      required
                      maxLength={2000}
                      rows={3}
                      value={editing.body}
                      onChange={(event) => setEditing({ id: note.id, body: event.target.value })}
                      className="input w-full"
                    />
                    <div className="flex gap-2">
                      <button type="submit" className="btn btn-sm btn-primary">
                        {text.notes.save}
                      </button>
                      <button type="button" className="btn btn-sm btn-outline" onClick={() => stopEditing(note.id)}>
                        {text.notes.cancel}
                      </button>
                    </div>
                  </form>
                ) : (
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                  <span>{signed}</span>
                  {note.editedAt && <span>({fillTemplate(text.notes.edited, { time: formatSubmittedAt(note.editedAt) })})</span>}
                  {note.editable && editing?.id !== note.id && (
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) editButtons.current.set(note.id, element)
                        else editButtons.current.delete(note.id)
                      }}
                      aria-label={fillTemplate(text.notes.edit, { time: formatSubmittedAt(note.createdAt) })}
                      className="font-medium text-brand-700 underline hover:text-brand-900"
                      onClick={() => setEditing({ id: note.id, body: note.body })}
                    >
                      {text.notes.editButton}
                    </button>
                  )}
                </p>
              </li>
            )
          })}
        </ol>
      )}
      <form onSubmit={add} className="mt-4 space-y-2">
        <label htmlFor={`${uid}-new`} className="field-label">
          {text.notes.add}
        </label>
        <textarea
          id={`${uid}-new`}
          required
          maxLength={2000}
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="input w-full"
        />
        <button type="submit" className="btn btn-sm btn-primary">
          {text.notes.addButton}
        </button>
      </form>
      <FormError error={error} />
    </div>
  )
}

/** Everything that happened to the lead, oldest first: received, mailed, stage and follow-up changes, notes. */
export function LeadHistory({
  lead,
  activity,
  text,
  statusLabels,
}: {
  lead: LeadRecord
  activity: LeadActivity
  text: LeadViewText
  statusLabels: Record<LeadStatus, string>
}) {
  const { history } = text
  const statusName = (status: string | null) =>
    status === null ? '' : ((statusLabels as Record<string, string>)[status] ?? text.formerStatuses[status] ?? status)
  const entries: { at: string; text: string }[] = [
    { at: lead.receivedAt, text: fillTemplate(history.received, { form: text.forms[lead.type] ?? lead.type }) },
    ...activity.notifications.flatMap((sent) =>
      sent.sentAt ? [{ at: sent.sentAt, text: history.notified[sent.channel as 'email' | 'webhook'] ?? sent.channel }] : [],
    ),
    ...activity.events.map((event) => {
      const by = event.by?.name ?? history.service
      if (event.kind === 'follow_up')
        return {
          at: event.at,
          text: event.followUpOn
            ? fillTemplate(history.followUpSet, { by, when: followUpWhen(event.followUpOn, event.followUpAt, text) })
            : fillTemplate(history.followUpCleared, { by }),
        }
      const to =
        event.status === 'won' || event.status === 'lost'
          ? stageSummary(
              { status: event.status, dealValue: event.dealValue, lostReason: event.lostReason, lostDetail: event.lostDetail },
              text,
              statusLabels,
            )
          : statusName(event.status)
      return { at: event.at, text: fillTemplate(history.status, { by, from: statusName(event.fromStatus), to }) }
    }),
    ...activity.notes.map((note) => ({ at: note.createdAt, text: fillTemplate(history.noted, { by: note.author?.name ?? text.notes.formerUser }) })),
  ].sort((a, b) => a.at.localeCompare(b.at))

  return (
    <ol className="mt-2 space-y-1.5 text-sm" data-testid="lead-history">
      {entries.map((entry, index) => (
        <li key={index} className="grid grid-cols-[10rem_1fr] gap-2">
          <time dateTime={entry.at} className="text-slate-700">
            {formatSubmittedAt(entry.at)}
          </time>
          <span className="text-slate-900">{entry.text}</span>
        </li>
      ))}
    </ol>
  )
}
