/** What the admin area's forms share: how they report a save, a refusal shown beside the form, an address field. */
import { useState } from 'react'
import { AdminApiError } from '../api/adminApi'
import { LEAD_LIMITS } from '../../model/leadFields'

export interface Saving {
  onSaved: (message: string) => Promise<void>
  onFailed: (error: unknown) => void
}

/** A refusal the user can fix (the service names the field) is shown beside the form; anything else is a toast. */
export function useFormError(onFailed: (error: unknown) => void) {
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

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-900">
      {error}
    </p>
  ) : null
}

/** An e-mail address typed into an admin tool (a subscriber to take off, an address to erase, a member to add). */
export function EmailField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="email"
        required
        maxLength={LEAD_LIMITS.email}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="input w-full"
      />
    </>
  )
}
