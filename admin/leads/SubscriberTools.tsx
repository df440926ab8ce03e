/**
 * The Subscribers folder's own tools: what its export holds (owners export), and recording that someone asked to
 * leave the newsletter (anyone signed in: it loses nothing, and the request should not wait for an owner).
 */
import { useId, useState, type FormEvent } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { AdminApiError } from '../api/adminApi'
import { fillTemplate } from '../../model/template'
import { notify } from '../../components/islands/notify'
import { EmailField, FormError } from './leadViewForm'
import { buttonClass } from '../../components/ui/buttonClass'

export function SubscriberTools({
  unsubscribe,
  text,
  canExport,
  onChanged,
  onFailed,
}: {
  /** Takes the address off the list; how many sign-ups it had. */
  unsubscribe: (email: string) => Promise<number>
  text: AdminDashboardText['leads']['subscribers']
  canExport: boolean
  onChanged: () => void
  onFailed: (error: unknown) => void
}) {
  const uid = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const count = await unsubscribe(email.trim())
      setError(null)
      notify.success(fillTemplate(text.done, { n: count }))
      setEmail('')
      onChanged()
    } catch (caught) {
      // Nobody subscribed with that address, or not an address: said beside the form, what was typed kept.
      if (caught instanceof AdminApiError && (caught.status === 404 || caught.status === 422)) setError(caught.message)
      else onFailed(caught)
    }
  }

  return (
    <section aria-labelledby={`${uid}-heading`} className="mt-4 rounded-xl border border-slate-200 p-4">
      {canExport && <p className="text-sm text-slate-700">{text.exportNote}</p>}
      <h3 id={`${uid}-heading`} className={`text-base font-semibold text-slate-900 ${canExport ? 'mt-3' : ''}`}>
        {text.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{text.text}</p>
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => void submit(event)}>
        <div className="w-full sm:max-w-sm">
          <EmailField id={`${uid}-email`} label={text.label} value={email} onChange={setEmail} />
        </div>
        <button type="submit" className={buttonClass('outline', { size: 'sm' })}>
          {text.button}
        </button>
      </form>
      <FormError error={error} />
    </section>
  )
}
