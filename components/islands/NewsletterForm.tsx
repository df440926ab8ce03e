import { useId, useState, type FormEvent } from 'react'
import { forwardLead } from '../../lib/leads'
import { isValidEmail, subscribe } from '../../lib/newsletter'
import { PrivacyNotice } from '../ui/PrivacyNotice'
import { notify } from './notify'
import { useToaster } from './useToaster'

interface Toast {
  title: string
  description: string
}

export interface NewsletterFormProps {
  id: string
  tone: 'dark' | 'light'
  messages: { success: Toast; repeat: Toast; invalid: Toast; storageFailure: Toast }
  privacy: string
  leadsEndpoint?: string
}

/** Newsletter sign-up (footer and blog): validates, stores each address once, confirms with a toast. */
export default function NewsletterForm({ id, tone, messages, privacy, leadsEndpoint }: NewsletterFormProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const [error, setError] = useState<string | null>(null)
  useToaster()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '').trim()
    if (!isValidEmail(email)) {
      setError(messages.invalid.description)
      notify.error(messages.invalid.title, messages.invalid.description)
      return
    }
    setError(null)
    const result = subscribe(email)
    if (result.status === 'failed') {
      notify.error(messages.storageFailure.title, messages.storageFailure.description)
      return
    }
    if (result.status === 'already') {
      notify.success(messages.repeat.title, messages.repeat.description)
    } else {
      notify.success(messages.success.title, messages.success.description)
      if (leadsEndpoint) {
        const now = new Date()
        void forwardLead(leadsEndpoint, 'newsletter', { id: String(now.getTime()), email, submittedAt: now.toISOString() })
      }
    }
    form.reset()
  }

  return (
    <form id={id} className="mt-3" onSubmit={handleSubmit} aria-label="Newsletter sign-up">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`input min-w-0 flex-1 ${tone === 'dark' ? 'input-dark' : ''}`}
        />
        <button type="submit" className="btn btn-accent">
          Subscribe
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className={`mt-2 text-sm ${tone === 'dark' ? 'text-orange-200' : 'text-red-800'}`}>
          {error}
        </p>
      )}
      <div className="mt-2">
        <PrivacyNotice text={privacy} tone={tone} />
      </div>
    </form>
  )
}
