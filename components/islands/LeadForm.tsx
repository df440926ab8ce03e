import { useState, type FormEvent } from 'react'
import { LEAD_LIMITS } from '../../model/leadFields'
import { honeypotValue, recordLead } from '../../lib/client/leads'
import { newEntryStamp } from '../../lib/client/storage'
import { Honeypot } from '../ui/Honeypot'
import { PrivacyNotice } from '../ui/PrivacyNotice'
import { notify } from './notify'
import { useToaster } from './useToaster'
import type { ToastMessage } from '../../content/define'
import { buttonClass } from '../ui/buttonClass'
import { defineIsland } from './defineIsland'
import { ErrorSummary, FieldMessage, leadFieldCheck, requiredNote, useFocusOnShow, useFormErrors } from './formErrors'

export interface LeadFormProps {
  /** The form's id, also read by the click tracker. */
  id: string
  kind: 'hero' | 'popup'
  labels: { name: string; email: string; phone: string; service: string }
  servicePlaceholder: string
  services: { value: string; label: string }[]
  submit: string
  note?: string
  success: ToastMessage
  storageFailure: ToastMessage
  privacy: string
  /** The hidden spam trap's label (components/ui/Honeypot.tsx). */
  honeypotLabel: string
  leadsEndpoint?: string
}

/**
 * The consultation form (home hero) and the enquiry form (mobile popup): name, email and phone required,
 * service optional, checked before sending (components/islands/formErrors.tsx). Uncontrolled inputs, so what a
 * visitor typed before hydration is kept. A sent hero form says so under itself and focuses that; a sent popup
 * closes, and its toast says so.
 */
function LeadForm(props: LeadFormProps) {
  useToaster()
  const errors = useFormErrors(props.id)
  const [sent, setSent] = useState(false)
  const confirmationRef = useFocusOnShow<HTMLDivElement>(sent)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSent(false)
    if (
      !errors.check(
        form,
        (['name', 'email', 'phone'] as const).map((name) => leadFieldCheck(name, field(name))),
      )
    )
      return
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    const entry = {
      ...newEntryStamp(),
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      ...(text('service') ? { service: text('service') } : {}),
    }
    // The toast confirms only an entry that is really stored.
    const saved = await recordLead(props.kind, entry, props.leadsEndpoint, honeypotValue(data))
    if (!saved.ok) {
      notify.error(props.storageFailure.title, props.storageFailure.description)
      return
    }
    form.reset()
    const popup = form.closest('dialog')
    if (popup) {
      // In the mobile popup, a sent enquiry closes it (the visitor is done with it): the toast is its one confirmation.
      notify.success(props.success.title, props.success.description)
      popup.close()
    } else setSent(true)
  }

  const field = (name: 'name' | 'email' | 'phone' | 'service') => `${props.id}-${name}`
  return (
    // The hero's form lays its fields out two by two where it has the room, so it fits a laptop's first screen. Sent
    // by script only: without one the form stays put (components/ui/FormNeedsScript.tsx says why).
    <form
      id={props.id}
      method="dialog"
      onSubmit={handleSubmit}
      noValidate
      className={props.kind === 'hero' ? 'grid gap-x-4 gap-y-3 sm:grid-cols-2' : 'space-y-4'}
      aria-label={props.submit}
    >
      <ErrorSummary form={errors} />
      <p className="text-xs text-slate-700 sm:col-span-2">{requiredNote}</p>
      <div>
        <label htmlFor={field('name')} className="field-label">
          {props.labels.name} <span aria-hidden="true">*</span>
        </label>
        <input
          id={field('name')}
          name="name"
          type="text"
          required
          maxLength={LEAD_LIMITS.name}
          autoComplete="name"
          className="input w-full"
          {...errors.fieldProps(field('name'))}
        />
        <FieldMessage form={errors} id={field('name')} />
      </div>
      <div>
        <label htmlFor={field('email')} className="field-label">
          {props.labels.email} <span aria-hidden="true">*</span>
        </label>
        <input
          id={field('email')}
          name="email"
          type="email"
          required
          maxLength={LEAD_LIMITS.email}
          autoComplete="email"
          className="input w-full"
          {...errors.fieldProps(field('email'))}
        />
        <FieldMessage form={errors} id={field('email')} />
      </div>
      <div>
        <label htmlFor={field('phone')} className="field-label">
          {props.labels.phone} <span aria-hidden="true">*</span>
        </label>
        <input
          id={field('phone')}
          name="phone"
          type="tel"
          required
          maxLength={LEAD_LIMITS.phone}
          autoComplete="tel"
          className="input w-full"
          {...errors.fieldProps(field('phone'))}
        />
        <FieldMessage form={errors} id={field('phone')} />
      </div>
      <div>
        <label htmlFor={field('service')} className="field-label">
          {props.labels.service}
        </label>
        <select id={field('service')} name="service" className="input w-full" defaultValue="">
          <option value="">{props.servicePlaceholder}</option>
          {props.services.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Honeypot label={props.honeypotLabel} />
      {/* The brand's one primary colour: the view's main action (the slides' and the page's other actions are secondary). */}
      <button type="submit" className={buttonClass('primary', { size: 'lg', className: 'w-full sm:col-span-2' })}>
        {props.submit}
      </button>
      {props.note && <p className="text-center text-xs text-slate-700 sm:col-span-2">{props.note}</p>}
      {sent && (
        <div ref={confirmationRef} tabIndex={-1} className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 sm:col-span-2">
          <strong className="block">{props.success.title}</strong>
          {props.success.description}
        </div>
      )}
      <div className="sm:col-span-2">
        <PrivacyNotice text={props.privacy} />
      </div>
    </form>
  )
}

export default defineIsland('LeadForm', LeadForm)
