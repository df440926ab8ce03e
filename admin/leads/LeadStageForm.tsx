/** A lead's pipeline stage in its view: where it stands, and the form that moves it (won with a value, lost with a reason). */
import { useId, useState, type FormEvent } from 'react'
import type { LeadViewText } from '../../content/schemas/leadView'
import { updateLead, type LeadChange } from '../api/adminApi'
import { formatRupees } from '../../lib/format'
import { LEAD_STATUSES, type LeadRecord, type LeadStatus } from '../../model/leadFields'
import { fillTemplate } from '../../model/template'
import { FormError, useFormError, type Saving } from './leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'

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
      <button type="submit" className={buttonClass('primary', { size: 'sm' })}>
        {text.pipeline.save}
      </button>
      <FormError error={error} />
    </form>
  )
}
