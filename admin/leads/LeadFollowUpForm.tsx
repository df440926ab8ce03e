/** A lead's follow-up in its view: a date and optional time, India's time. */
import { useId, useState, type FormEvent } from 'react'
import type { LeadViewText } from '../../content/schemas/leadView'
import { setFollowUp } from '../api/leadFollowUpApi'
import type { LeadRecord } from '../../model/leadFields'
import { followUpState } from '../../model/leadFollowUp'
import { fillTemplate } from '../../model/template'
import { FollowUpBadge } from './LeadControls'
import { FormError, useFormError, type Saving } from './leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'

const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })

/** "25 Nov 2026" or "25 Nov 2026 at 10:30 IST". */
export function followUpWhen(on: string, at: string | null, text: LeadViewText): string {
  const date = dayFormat.format(Date.parse(`${on}T00:00:00Z`))
  return at ? fillTemplate(text.followUp.at, { date, time: at }) : date
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
        <button type="submit" className={buttonClass('primary', { size: 'sm' })}>
          {text.followUp.save}
        </button>
        {lead.followUpOn && (
          <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={clear}>
            {text.followUp.clear}
          </button>
        )}
      </div>
      <FormError error={error} />
    </form>
  )
}
