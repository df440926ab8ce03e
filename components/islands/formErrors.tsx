import { useEffect, useRef, useState, type RefObject } from 'react'
import { formErrors as copy } from 'virtual:island-copy'
import { leadFieldProblem } from '../../model/leadFieldRules'
import { LEAD_LIMITS, type LeadFieldName } from '../../model/leadFields'

/**
 * Every form reports what stops it being sent one way, the GOV.UK Design System's: on a failed submit an error
 * summary at the top of the form takes the focus and links to each field; each field says what to do in text beside
 * it, tied to it by aria-describedby, and is aria-invalid. The form is `noValidate`, so the browser's bubbles (one at
 * a time, gone in seconds) never show; the summary is the one announcement (no toast says it again).
 */

/** A field a form checks: its element's id, and the words for what is wrong with its value (null: nothing). */
interface CheckedField {
  id: string
  name: string
  check: (value: string) => string | null
}

interface FieldError {
  id: string
  message: string
}

/** A lead field checked by the lead service's own rule (model/leadFieldRules.ts), its problem said in the form's words. */
export function leadFieldCheck(name: LeadFieldName, id: string, extra?: (value: string) => string | null): CheckedField {
  return {
    id,
    name,
    check(value) {
      const problem = leadFieldProblem(name, value)
      if (problem === 'missing') return copy.missing[name as keyof typeof copy.missing] ?? copy.oneLine
      if (problem === 'tooLong') return copy.tooLong.replace('{max}', String(LEAD_LIMITS[name]))
      if (problem === 'format') return name === 'email' ? copy.emailFormat : copy.oneLine
      return extra?.(value.trim()) ?? null
    },
  }
}

/** A required field outside the lead model (the dashboard's sign-in): its message when left empty. */
export const requiredCheck = (id: string, name: 'username' | 'password'): CheckedField => ({
  id,
  name,
  check: (value) => (value.trim() === '' ? copy.missing[name] : null),
})

/**
 * The newsletter's rule on top of the service's: a domain with a dot. An enquiry from such an address is kept and
 * flagged for the owner (model/leadFields.ts, emailShapeProblem: the same test, written here so the home page's shared
 * chunk does not carry it); a subscription to it could never be delivered.
 */
export const deliverable = (value: string) => (value.slice(value.lastIndexOf('@') + 1).includes('.') ? null : copy.emailFormat)

/** The web-address rule of the CV link: what a dashboard link may open (no "javascript:" or "data:" address). */
export const webAddress = (value: string) => (value === '' || /^https?:\/\/\S+$/i.test(value) ? null : copy.linkFormat)

interface FormErrors {
  errors: FieldError[]
  /** Checks the form's fields; reports and focuses the summary when one fails. True when the form may be sent. */
  check: (form: HTMLFormElement, fields: CheckedField[]) => boolean
  /** The attributes a field's control needs: aria-invalid and its message (after any hint it already has). */
  fieldProps: (id: string, hintId?: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string }
  /** The summary's id: a failed submit focuses it. */
  summaryId: string
}

const errorIdOf = (fieldId: string) => `${fieldId}-error`

/**
 * The form's errors, by its id (unique on the page). Ids derive from it, not from useId: an island hydrates as a root
 * of its own, so its useId values differ from those the prerendered page holds, and React keeps the page's.
 */
export function useFormErrors(formId: string): FormErrors {
  const [errors, setErrors] = useState<FieldError[]>([])
  const [failedSubmits, setFailedSubmits] = useState(0)
  const summaryId = `${formId}-error-summary`
  // Each failed submit focuses the summary again, even when the same fields fail.
  useEffect(() => {
    if (failedSubmits > 0) document.getElementById(summaryId)?.focus()
  }, [failedSubmits, summaryId])

  return {
    errors,
    summaryId,
    check(form, fields) {
      const data = new FormData(form)
      const found = fields.flatMap(({ id, name, check }) => {
        const message = check(String(data.get(name) ?? ''))
        return message ? [{ id, message }] : []
      })
      setErrors(found)
      if (found.length > 0) setFailedSubmits((count) => count + 1)
      return found.length === 0
    },
    fieldProps(id, hintId) {
      const invalid = errors.some((error) => error.id === id)
      const describedBy = [hintId, invalid ? errorIdOf(id) : undefined].filter(Boolean).join(' ')
      return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) }
    },
  }
}

/** The summary at the top of a form: what to fix, each item a link to its field. Nothing while the form is fine. */
export function ErrorSummary({ form, tone = 'light', className = '' }: { form: FormErrors; tone?: 'light' | 'dark'; className?: string }) {
  if (form.errors.length === 0) return null
  return (
    <div id={form.summaryId} tabIndex={-1} className={`error-summary ${tone === 'dark' ? 'error-summary-dark' : ''} ${className}`}>
      {/* role=alert inside the focused box, as GOV.UK Frontend has it: read once as it appears, by every screen reader. */}
      <div role="alert">
        <h2 className="font-semibold">{copy.summaryTitle}</h2>
        <ul className="mt-1 space-y-1">
          {form.errors.map((error) => (
            <li key={error.id}>
              <a href={`#${error.id}`} onClick={(event) => focusField(event, error.id)} className="underline">
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/**
 * A summary link moves the focus to its field and brings it to the middle of the screen with its label above it (a
 * fragment would leave the label under the sticky header). One instant scroll: two smooth ones in a row could stop short.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  field.focus({ preventScroll: true })
  field.scrollIntoView({ block: 'center', behavior: 'instant' })
}

/** A field's message, in text beside it (tied to the control by fieldProps). */
export function FieldMessage({ form, id, tone = 'light' }: { form: FormErrors; id: string; tone?: 'light' | 'dark' }) {
  const error = form.errors.find((item) => item.id === id)
  if (!error) return null
  return (
    <p id={errorIdOf(id)} className={`field-error ${tone === 'dark' ? 'field-error-dark' : ''}`}>
      <span className="sr-only">Error: </span>
      {error.message}
    </p>
  )
}

/** The words that say once, for the whole form, which fields are required (the asterisks beside their labels). */
export const requiredNote = copy.requiredNote

/** Moves the focus to a confirmation when it appears (tabIndex -1): a sent form says so where the visitor is. */
export function useFocusOnShow<T extends HTMLElement>(shown: boolean): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [shown])
  return ref
}
