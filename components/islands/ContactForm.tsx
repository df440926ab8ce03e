import { useEffect, useRef, useState, type FormEvent } from 'react'
import { readHandoff, type BundleHandoff, type Handoff } from '../../lib/handoff'
import { LEAD_LIMITS } from '../../model/leadFields'
import { honeypotValue, recordLead } from '../../lib/client/leads'
import { newEntryStamp } from '../../lib/client/storage'
import { Icon } from '../ui/Icon'
import { Honeypot } from '../ui/Honeypot'
import { PrivacyNotice } from '../ui/PrivacyNotice'
import { notify } from './notify'
import { useToaster } from './useToaster'
import type { ToastMessage } from '../../content/define'
import { buttonClass } from '../ui/buttonClass'
import { defineIsland } from './defineIsland'
import { ErrorSummary, FieldMessage, leadFieldCheck, useFocusOnShow, useFormErrors, webAddress } from './formErrors'

/** The contact form's simulated delay, as the product's timing table sets it. */
export const CONTACT_DELAY_MS = 1000

interface Field {
  label: string
  required: boolean
  placeholder?: string
  autoComplete?: string
}

interface Option {
  value: string
  label: string
}

/** Props are JSON: the page passes the form copy from content/contact.ts and the toasts from content/messages.ts. */
export interface ContactFormProps {
  /** The form's id (also read by the click tracker); the fields' ids derive from it. */
  id: string
  /** Id of the heading that names the form. */
  labelledBy?: string
  fields: {
    name: Field
    email: Field
    phone: Field
    company: Field
    service: Field
    budget: Field
    message: Field
  }
  servicePlaceholder: string
  serviceOptions: Option[]
  budgetPlaceholder: string
  budgetOptions: Option[]
  /** What a link from a job, an internship or an IoT bundle (/contact?position=… or ?bundle=…) adds to the form. */
  handoff: {
    position: Field
    positionPlaceholder: string
    /** Every position one can apply for; a `position` in the query must be one of these. */
    positions: Option[]
    cvLink: Field & { hint: string }
    bundles: BundleHandoff[]
  }
  submitLabel: string
  sendingLabel: string
  /** Shown under the form after a successful send (the spec's success words), and focused. */
  success: ToastMessage
  /** A job or internship application's toast and message instead (a position was chosen). */
  applicationSuccess: ToastMessage & { message: string }
  storageFailure: ToastMessage
  /** The privacy line beside the submit button (DPDP Act 2023). */
  privacy: string
  /** The hidden spam trap's label (components/ui/Honeypot.tsx). */
  honeypotLabel: string
  leadsEndpoint?: string
}

/** Sent: an enquiry, or an application (the thank-you differs). */
type Status = 'idle' | 'sending' | 'sent' | 'applied'

/**
 * The enquiry form of /contact: Full Name, Email Address and Phone Number required; Company, Service,
 * Budget and Project Details optional. A submit checks the fields first (components/islands/formErrors.tsx). Idle →
 * sending (button aria-disabled, "Sending Message...") → after 1 s the entry is stored in contactFormSubmissions (and
 * forwarded when LEADS_ENDPOINT is set), the form resets and the confirmation under it takes the focus (an
 * application's own thank-you when a position was chosen, whether or not a lead service is there). If the browser will not store it, an error toast gives the phone and email and the form keeps
 * what was typed. Uncontrolled inputs, so what a visitor typed before hydration is kept.
 *
 * Hand-offs (lib/handoff.ts): the page is the same for everyone, so once live the form reads the query. A known
 * position adds the Position select (preselected, editable) and an optional CV or portfolio link; a known bundle
 * selects its service and fills in its message, but only where the visitor has not chosen or typed anything yet.
 */
function ContactForm(props: ContactFormProps) {
  useToaster()
  const [status, setStatus] = useState<Status>('idle')
  const [handoff, setHandoff] = useState<Handoff>({})
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const serviceRef = useRef<HTMLSelectElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  const errors = useFormErrors(props.id)
  const sent = status === 'sent' || status === 'applied'
  const confirmationRef = useFocusOnShow<HTMLDivElement>(sent)

  useEffect(() => {
    const found = readHandoff(window.location.search, { positions: props.handoff.positions, bundles: props.handoff.bundles })
    setHandoff(found)
    if (found.bundle) {
      if (serviceRef.current && serviceRef.current.value === '') serviceRef.current.value = found.bundle.service
      if (messageRef.current && messageRef.current.value.trim() === '') messageRef.current.value = found.bundle.message
    }
  }, [props.handoff.positions, props.handoff.bundles])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'sending') return
    const form = event.currentTarget
    const checked = (['name', 'email', 'phone', 'company', 'message'] as const).map((name) => leadFieldCheck(name, fieldId(name)))
    if (handoff.position !== undefined) checked.unshift(leadFieldCheck('cvLink', fieldId('cvLink'), webAddress))
    if (!errors.check(form, checked)) {
      if (status !== 'idle') setStatus('idle')
      return
    }
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    const optional = (name: 'company' | 'service' | 'budget' | 'message' | 'position' | 'cvLink') => (text(name) ? { [name]: text(name) } : {})
    const fields = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      ...optional('company'),
      ...optional('service'),
      ...optional('budget'),
      ...optional('message'),
      ...optional('position'),
      ...optional('cvLink'),
    }
    const trap = honeypotValue(data)
    setStatus('sending')
    timer.current = setTimeout(async () => {
      const entry = { ...newEntryStamp(), ...fields }
      console.log('Contact form submitted:', entry)
      const saved = await recordLead('contact', entry, props.leadsEndpoint, trap)
      if (!saved.ok) {
        setStatus('idle')
        notify.error(props.storageFailure.title, props.storageFailure.description)
        return
      }
      form.reset()
      const applied = text('position') !== ''
      // The confirmation under the form takes the focus and is read once, as it is focused (no toast says it again).
      setStatus(applied ? 'applied' : 'sent')
    }, CONTACT_DELAY_MS)
  }

  const sending = status === 'sending'
  const fieldId = (name: keyof ContactFormProps['fields'] | 'position' | 'cvLink') => `${props.id}-${name}`
  const label = (name: keyof ContactFormProps['fields'] | 'position' | 'cvLink') => {
    const field = name === 'position' || name === 'cvLink' ? props.handoff[name] : props.fields[name]
    return (
      <label htmlFor={fieldId(name)} className="field-label">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
    )
  }
  const input = (name: 'name' | 'email' | 'phone' | 'company', type: 'text' | 'email' | 'tel') => {
    const field = props.fields[name]
    return (
      <div>
        {label(name)}
        <input
          id={fieldId(name)}
          name={name}
          type={type}
          required={field.required}
          maxLength={LEAD_LIMITS[name]}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          className="input w-full"
          {...errors.fieldProps(fieldId(name))}
        />
        <FieldMessage form={errors} id={fieldId(name)} />
      </div>
    )
  }
  const select = (name: 'service' | 'budget', placeholder: string, options: Option[]) => (
    <div>
      {label(name)}
      <select
        id={fieldId(name)}
        ref={name === 'service' ? serviceRef : undefined}
        name={name}
        required={props.fields[name].required}
        defaultValue=""
        className="input w-full"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    // Sent by script only: without one the form stays put (components/ui/FormNeedsScript.tsx says why).
    <form
      id={props.id}
      method="dialog"
      aria-labelledby={props.labelledBy}
      aria-busy={sending}
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
    >
      <ErrorSummary form={errors} />
      {handoff.position !== undefined && (
        <>
          <div>
            {label('position')}
            <select id={fieldId('position')} name="position" defaultValue={handoff.position} className="input w-full">
              <option value="">{props.handoff.positionPlaceholder}</option>
              {props.handoff.positions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('cvLink')}
            <input
              id={fieldId('cvLink')}
              name="cvLink"
              type="url"
              inputMode="url"
              maxLength={LEAD_LIMITS.cvLink}
              placeholder={props.handoff.cvLink.placeholder}
              autoComplete={props.handoff.cvLink.autoComplete}
              className="input w-full"
              {...errors.fieldProps(fieldId('cvLink'), `${fieldId('cvLink')}-hint`)}
            />
            <p id={`${fieldId('cvLink')}-hint`} className="mt-1 text-sm text-slate-700">
              {props.handoff.cvLink.hint}
            </p>
            <FieldMessage form={errors} id={fieldId('cvLink')} />
          </div>
        </>
      )}
      {input('name', 'text')}
      {input('email', 'email')}
      {input('phone', 'tel')}
      {input('company', 'text')}
      {select('service', props.servicePlaceholder, props.serviceOptions)}
      {select('budget', props.budgetPlaceholder, props.budgetOptions)}
      <div className="sm:col-span-2">
        {label('message')}
        <textarea
          id={fieldId('message')}
          ref={messageRef}
          name="message"
          rows={5}
          required={props.fields.message.required}
          maxLength={LEAD_LIMITS.message}
          placeholder={props.fields.message.placeholder}
          className="input w-full resize-y"
          {...errors.fieldProps(fieldId('message'))}
        />
        <FieldMessage form={errors} id={fieldId('message')} />
      </div>
      <Honeypot label={props.honeypotLabel} />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page's start while it is sending. */}
        <button type="submit" aria-disabled={sending || undefined} className={buttonClass('primary', { size: 'lg', className: 'shrink-0' })}>
          {sending ? (
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : (
            <Icon name="message" className="h-5 w-5" />
          )}
          {sending ? props.sendingLabel : props.submitLabel}
        </button>
        <PrivacyNotice text={props.privacy} />
      </div>
      {sent && (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900 sm:col-span-2"
        >
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          <p>
            <strong className="block">{(status === 'applied' ? props.applicationSuccess : props.success).title}</strong>
            {status === 'applied' ? props.applicationSuccess.message : props.success.description}
          </p>
        </div>
      )}
    </form>
  )
}

export default defineIsland('ContactForm', ContactForm)
