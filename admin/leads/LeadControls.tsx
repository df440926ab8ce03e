/**
 * What the owner changes from the list itself, where the source keeps it (the lead service): a lead's status, with
 * its follow-up badge (due today or overdue) and who it is assigned to, and moving it to or from the spam folder, or
 * deleting it.
 */
import { useState } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { LeadViewText } from '../../content/schemas/leadView'
import { LEAD_STATUSES, type FollowUpView, type LeadRecord, type LeadStatus } from '../../model/leadFields'
import { followUpState } from '../../model/leadFollowUp'
import { fillTemplate } from '../../model/template'

type LeadsText = AdminDashboardText['leads']

export function StatusControl({
  lead,
  text,
  onChange,
}: {
  lead: LeadRecord
  text: LeadsText
  /** Won and lost are not saved from here: the lead's view asks for the value or the reason. */
  onChange: (status: LeadStatus) => void
}) {
  // Chosen, then saved: a select that saved on change saved every status an arrow key passed through (WCAG 3.2.2).
  const [choice, setChoice] = useState<LeadStatus>(lead.status)
  const name = lead.name ?? lead.email
  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault()
        if (choice !== lead.status) onChange(choice)
      }}
    >
      <div className="flex flex-wrap items-center gap-1">
        <select
          aria-label={fillTemplate(text.status.rowLabel, { name })}
          value={choice}
          onChange={(event) => setChoice(event.target.value as LeadStatus)}
          className="input w-full max-w-44 py-1"
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {text.status.values[value]}
            </option>
          ))}
        </select>
        {choice !== lead.status && (
          <button type="submit" className="btn btn-sm btn-primary" aria-label={fillTemplate(text.status.saveRowLabel, { name })}>
            {text.status.save}
          </button>
        )}
      </div>
      <FollowUpBadge state={followUpState(lead, new Date())} text={text.view} />
      {lead.assignedTo && <p className="text-xs text-slate-700">{fillTemplate(text.assignedTo, { name: lead.assignedTo.name })}</p>}
    </form>
  )
}

export function LeadActions({
  lead,
  text,
  onSpam,
  onDelete,
}: {
  lead: LeadRecord
  text: LeadsText
  onSpam?: () => void
  /** Absent: the user may not delete (only owners may). */
  onDelete?: () => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {onSpam && (
        <button type="button" className="btn btn-sm btn-outline whitespace-nowrap" onClick={onSpam}>
          {lead.spam ? text.notSpam : text.markSpam}
        </button>
      )}
      {onDelete && (
        <button type="button" className="btn btn-sm border-red-700 bg-white text-red-800 hover:bg-red-50" onClick={onDelete}>
          {text.delete}
        </button>
      )}
    </div>
  )
}

/** A follow-up due today or overdue, beside the lead's status in the list and in its view. */
export function FollowUpBadge({ state, text }: { state: FollowUpView | null; text: LeadViewText }) {
  if (!state) return null
  const tone = state === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'
  return <span className={`badge ${tone}`}>{text.followUp.states[state]}</span>
}
