/**
 * Small pieces the Team and account panels share: a line that announces what just happened, a read-only value with a
 * Copy button (a set-up link, the recovery codes), and the service's own sentence for a refused request.
 */
import { useState } from 'react'
import { AdminApiError } from '../api/adminApi'
import { buttonClass } from '../../components/ui/buttonClass'

export type Outcome = { kind: 'done' | 'error'; text: string } | null

/** A polite live region: what the last action came to (empty until then, so it is announced when it fills). */
export function OutcomeLine({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={`min-h-5 text-sm font-semibold ${outcome?.kind === 'error' ? 'text-red-800' : 'text-green-800'}`}
    >
      {outcome?.text ?? ''}
    </p>
  )
}

/** The service's sentence for a request it refused (4xx); otherwise the panel's own "did not work". */
export const refusal = (error: unknown, fallback: string): string =>
  error instanceof AdminApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback

/** A value to hand on, shown read-only (selectable) with a button that copies it. */
export function CopyField({
  id,
  label,
  value,
  copyLabel,
  copiedText,
  failedText,
  multiline = false,
}: {
  id: string
  label: string
  value: string
  copyLabel: string
  copiedText: string
  failedText: string
  multiline?: boolean
}) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setOutcome({ kind: 'done', text: copiedText })
    } catch {
      setOutcome({ kind: 'error', text: failedText })
    }
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            rows={value.split('\n').length}
            className="input w-full font-mono"
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <input id={id} readOnly value={value} className="input w-full font-mono" onFocus={(event) => event.target.select()} />
        )}
        <button type="button" className={buttonClass('outline', { size: 'sm', className: 'whitespace-nowrap' })} onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </div>
  )
}
