/**
 * Who looks after a lead, in its view: the assignee as it stands and the form that changes it. The choices are the
 * team's active users (GET /api/admin/assignees); those the signed-in user may not pick (model/leadAssignment.ts) are
 * offered but disabled, so a member sees why a choice is not theirs to make. The service enforces the same rule.
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { LeadViewText } from '../../content/schemas/leadView'
import { assignLead, fetchAssignees } from '../api/leadFollowUpApi'
import { mayAssign, type Assignee } from '../../model/leadAssignment'
import type { LeadRecord } from '../../model/leadFields'
import type { UserRole } from '../../model/team'
import { FormError, useFormError, type Saving } from './leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'

export function AssigneeForm({
  api,
  lead,
  viewer,
  text,
  onSaved,
  onFailed,
}: Saving & { api: string; lead: LeadRecord; viewer: { id: string; role: UserRole }; text: LeadViewText }) {
  const uid = useId()
  const current = lead.assignedTo?.id ?? null
  const [choice, setChoice] = useState(current ?? '')
  const [assignees, setAssignees] = useState<Assignee[] | null>(null)
  const { error, run } = useFormError(onFailed)

  useEffect(() => {
    let live = true
    fetchAssignees(api).then((users) => live && setAssignees(users), onFailed)
    return () => {
      live = false
    }
  }, [api, onFailed])

  // A lead can stay with someone who has since been disabled: they remain its current choice.
  const choices = assignees && lead.assignedTo && !assignees.some((user) => user.id === current) ? [...assignees, lead.assignedTo] : (assignees ?? [])
  const allowed = (id: string | null) => id === current || mayAssign(viewer, current, id)

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      await assignLead(api, lead.id, choice || null)
      await onSaved(text.assignment.saved)
    })
  }

  return (
    <form className="mt-2 space-y-3" onSubmit={submit}>
      <p className="text-sm text-slate-800" data-testid="lead-assignee">
        {lead.assignedTo?.name ?? text.assignment.nobody}
      </p>
      <div>
        <label htmlFor={`${uid}-assignee`} className="field-label">
          {text.assignment.label}
        </label>
        <select
          id={`${uid}-assignee`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-describedby={`${uid}-hint`}
          disabled={assignees === null}
          className="input w-full"
        >
          <option value="" disabled={!allowed(null)}>
            {text.assignment.nobody}
          </option>
          {choices.map((user) => (
            <option key={user.id} value={user.id} disabled={!allowed(user.id)}>
              {user.name}
            </option>
          ))}
        </select>
        <p id={`${uid}-hint`} className="mt-1 text-xs text-slate-700">
          {text.assignment.hint}
        </p>
      </div>
      <button type="submit" className={buttonClass('primary', { size: 'sm' })} disabled={(choice || null) === current}>
        {text.assignment.save}
      </button>
      <FormError error={error} />
    </form>
  )
}
