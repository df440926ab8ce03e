import { useState, type FormEvent } from 'react'
import { LEAD_LIMITS } from '../../model/leadFields'
import { forwardLead, honeypotValue } from '../../lib/client/leads'
import { newEntryStamp } from '../../lib/client/storage'
import { subscribe } from '../../lib/client/newsletter'
import { Honeypot } from '../ui/Honeypot'
import { PrivacyNotice } from '../ui/PrivacyNotice'
import { notify } from './notify'
import { useToaster } from './useToaster'
import { buttonClass } from '../ui/buttonClass'
import { defineIsland } from './defineIsland'
import { deliverable, ErrorSummary, FieldMessage, leadFieldCheck, useFocusOnShow, useFormErrors } from './formErrors'
import { newsletter as messages } from 'virtual:island-copy'

export interface NewsletterFormProps {
  id: string
  /** The id of the heading that names this sign-up: each form a landmark of its own name (the footer's and the blog's). */
  labelledBy: string
  tone: 'dark' | 'light'
  privacy: string
  /** The hidden spam trap's label (components/ui/Honeypot.tsx). */
  honeypotLabel: string
  leadsEndpoint?: string
}

/**
 * Newsletter sign-up (footer and blog): checks the address by the lead service's rule (components/islands/formErrors.tsx),
 * stores each address once, and confirms under the field, where the focus goes. Its messages are compiled into this
 * chunk (lib/build/islandCopy.ts), not sent with every page.
 */
function NewsletterForm({ id, labelledBy, tone, privacy, honeypotLabel, leadsEndpoint }: NewsletterFormProps) {
  const inputId = `${id}-email`
  const errors = useFormErrors(id)
  const [confirmation, setConfirmation] = useState<{ title: string; description: string } | null>(null)
  const confirmationRef = useFocusOnShow<HTMLParagraphElement>(confirmation !== null)
  useToaster()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setConfirmation(null)
    if (!errors.check(form, [leadFieldCheck('email', inputId, deliverable)])) return
    const data = new FormData(form)
    const email = String(data.get('email') ?? '').trim()
    const result = await subscribe(email)
    if (result.status === 'failed') {
      notify.error(messages.storageFailure.title, messages.storageFailure.description)
      return
    }
    if (result.status === 'already') setConfirmation(messages.repeat)
    else {
      setConfirmation(messages.success)
      if (leadsEndpoint) void forwardLead(leadsEndpoint, 'newsletter', { ...newEntryStamp(), email, ...honeypotValue(data) })
    }
    form.reset()
  }

  return (
    // Sent by script only: without one the form stays put (components/ui/FormNeedsScript.tsx says why).
    <form id={id} method="dialog" className="mt-3" onSubmit={handleSubmit} aria-labelledby={labelledBy} noValidate>
      <ErrorSummary form={errors} tone={tone} className="mb-3" />
      {/* The button moves under the field where the column is too narrow for both, so the placeholder always fits. */}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          placeholder="Your email address"
          {...errors.fieldProps(inputId)}
          className={`input min-w-48 flex-1 ${tone === 'dark' ? 'input-dark' : ''}`}
        />
        <button type="submit" className={buttonClass('primary')}>
          Subscribe
        </button>
      </div>
      <Honeypot label={honeypotLabel} />
      <FieldMessage form={errors} id={inputId} tone={tone} />
      {confirmation && (
        <p ref={confirmationRef} tabIndex={-1} className={`mt-2 text-sm ${tone === 'dark' ? 'text-slate-100' : 'text-slate-800'}`}>
          <strong>{confirmation.title}</strong> {confirmation.description}
        </p>
      )}
      <div className="mt-2">
        <PrivacyNotice text={privacy} tone={tone} />
      </div>
    </form>
  )
}

export default defineIsland('NewsletterForm', NewsletterForm)
