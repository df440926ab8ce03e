import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { checkServiceCode, checkServiceLogin } from './api/adminApi'
import { leadFragment } from '../model/leadLink'
import { fillTemplate } from '../model/template'
import { checkBrowserLogin, fillSeconds, waitSeconds, type LoginOutcome } from './browserOnly/auth'
import type { CredentialRecord } from '../model/credentialRecord'
import { buttonClass } from '../components/ui/buttonClass'
import { defineIsland } from '../components/islands/defineIsland'
import { ErrorSummary, FieldMessage, requiredCheck, useFormErrors } from '../components/islands/formErrors'

export interface AdminLoginProps {
  /**
   * Who checks the password: this browser, against the built record (username, salt and PBKDF2 hash, never the
   * password; lib/build/adminCredentials.ts), or the lead service's API, which sets a session cookie.
   */
  check: { kind: 'browser'; record: CredentialRecord } | { kind: 'service'; api: string }
  labels: { username: 'Username'; password: 'Password'; submit: 'Login'; busy: 'Logging in...' }
  messages: {
    success: string
    mismatch: string
    exception: string
    /** "… Please wait {seconds} before trying again." */
    throttle: string
    /** The login was accepted but the browser kept no session cookie; {origin} is this page's origin. */
    cookieRefused: string
  }
  /** The second step for a user with two-factor sign-in (lead service only). */
  code?: { prompt: string; label: string; hint: string; submit: string; busy: string; mismatch: string; expired: string }
  dashboardPath: string
}

type Status = { kind: 'success' | 'error'; text: string; id: number }

// Fixed ids: an island's useId values differ from those its prerendered HTML holds, and the error summary links by id.
const USERNAME_ID = 'admin-login-username'
const PASSWORD_ID = 'admin-login-password'

/** How long the success message stays before the dashboard opens, so it can be seen and announced. */
const SUCCESS_PAUSE_MS = 1000

/**
 * The admin login form. Without a lead service the typed password is hashed with PBKDF2-SHA-256 in the
 * browser and compared with the built record in constant time, and after 5 failures in a row attempts wait 30 seconds
 * (admin/browserOnly/auth.ts); with one, the service checks it and throttles on the server (admin/api/adminApi.ts). Same messages either way.
 * Every message shows once, in the form's own live region beside the fields (not also as a toast: a failed login
 * announced twice reads as two failures). With two-factor sign-in on, a right password leads to a second step that
 * asks for a one-time or recovery code, with focus moved to its field.
 */
function AdminLogin({ check, labels, messages, code: codeText, dashboardPath }: AdminLoginProps) {
  const uid = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [code, setCode] = useState('')
  const codeField = useRef<HTMLInputElement>(null)
  const usernameField = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  // Disabled until hydrated: an Enter before then must not submit the form natively (the password would go into the URL).
  const [ready, setReady] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  const errors = useFormErrors('admin-login')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration on purpose: the first render must match the server's HTML
  useEffect(() => setReady(true), [])

  // A failed sign-in puts the focus on its error, never on <body> (WCAG 2.4.3); a success is announced and leaves.
  const errorLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (status?.kind === 'error') errorLine.current?.focus()
  }, [status])

  const show = (kind: Status['kind'], text: string) => setStatus((previous) => ({ kind, text, id: (previous?.id ?? 0) + 1 }))
  const throttleText = (ms: number) => fillSeconds(messages.throttle, waitSeconds(ms))

  // The field of the step shown takes focus when the step changes (not on first render: the page's own order rules then).
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    ;(step === 'code' ? codeField : usernameField).current?.focus()
  }, [step])

  function attempt(): Promise<LoginOutcome> {
    if (check.kind === 'browser') return checkBrowserLogin(check.record, username, password)
    return step === 'code' ? checkServiceCode(check.api, code) : checkServiceLogin(check.api, username, password)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (step === 'password' && !errors.check(event.currentTarget, [requiredCheck(USERNAME_ID, 'username'), requiredCheck(PASSWORD_ID, 'password')])) {
      setStatus(null)
      return
    }
    setBusy(true)
    try {
      const outcome = await attempt()
      if (outcome.kind === 'success') {
        show('success', messages.success)
        // Back to the lead a link pointed at, if the login was reached through one.
        window.setTimeout(() => window.location.assign(`${dashboardPath}${leadFragment(window.location.hash)}`), SUCCESS_PAUSE_MS)
        return
      }
      if (outcome.kind === 'second-factor' && codeText) {
        // The code field takes focus and is described by the prompt, so the prompt is read there, not announced twice.
        setPassword('')
        setStatus(null)
        setStep('code')
      } else if (outcome.kind === 'code-expired' && codeText) {
        setCode('')
        setStep('password')
        show('error', codeText.expired)
      } else if (outcome.kind === 'throttled') show('error', throttleText(outcome.waitMs))
      else if (outcome.kind === 'cookie-refused') show('error', fillTemplate(messages.cookieRefused, { origin: window.location.origin }))
      else if (outcome.kind === 'mismatch' && step === 'code' && codeText) {
        show('error', codeText.mismatch)
        setCode('')
      } else if (outcome.kind === 'mismatch') {
        show('error', outcome.waitMs > 0 ? `${messages.mismatch} ${throttleText(outcome.waitMs)}` : messages.mismatch)
        setPassword('')
      } else throw new Error(`Unexpected login outcome: ${outcome.kind}`)
    } catch (error) {
      console.error('Admin login failed', error)
      show('error', messages.exception)
    }
    setBusy(false)
  }

  // One live region for both steps, kept in place while the form above it changes, so every message is announced.
  const statusRegion = (
    <div id="login-status" aria-live={status?.kind === 'error' ? 'off' : 'polite'} className="mt-5 min-h-6 text-sm">
      {status && (
        <p
          key={status.id}
          ref={status.kind === 'error' ? errorLine : undefined}
          tabIndex={status.kind === 'error' ? -1 : undefined}
          className={status.kind === 'success' ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}
        >
          {status.text}
        </p>
      )}
    </div>
  )

  const codeForm = codeText && (
    <form key="code" onSubmit={handleSubmit} aria-busy={busy} className="space-y-5">
      <p id={`${uid}-code-prompt`} className="text-slate-800">
        {codeText.prompt}
      </p>
      <div>
        <label htmlFor={`${uid}-code`} className="field-label">
          {codeText.label} <span aria-hidden="true">*</span>
        </label>
        <input
          ref={codeField}
          id={`${uid}-code`}
          name="code"
          type="text"
          required
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          aria-describedby={`${uid}-code-prompt ${uid}-code-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="input w-full"
        />
        <p id={`${uid}-code-hint`} className="mt-1 text-sm text-slate-700">
          {codeText.hint}
        </p>
      </div>
      <button type="submit" className={buttonClass('primary', { className: 'w-full' })} aria-disabled={busy || undefined}>
        {busy ? codeText.busy : codeText.submit}
      </button>
    </form>
  )

  const passwordForm = (
    <form key="password" onSubmit={handleSubmit} aria-busy={busy} noValidate className="space-y-5">
      <ErrorSummary form={errors} />
      <div>
        <label htmlFor={USERNAME_ID} className="field-label">
          {labels.username} <span aria-hidden="true">*</span>
        </label>
        <input
          ref={usernameField}
          id={USERNAME_ID}
          name="username"
          type="text"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          className="input w-full"
          {...errors.fieldProps(USERNAME_ID)}
        />
        <FieldMessage form={errors} id={USERNAME_ID} />
      </div>
      <div>
        <label htmlFor={PASSWORD_ID} className="field-label">
          {labels.password} <span aria-hidden="true">*</span>
        </label>
        <input
          id={PASSWORD_ID}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="input w-full"
          {...errors.fieldProps(PASSWORD_ID)}
        />
        <FieldMessage form={errors} id={PASSWORD_ID} />
      </div>
      <button type="submit" className={buttonClass('primary', { className: 'w-full' })} disabled={!ready} aria-disabled={busy || undefined}>
        {busy ? labels.busy : labels.submit}
      </button>
    </form>
  )

  return (
    <div>
      {step === 'code' && codeForm ? codeForm : passwordForm}
      {statusRegion}
    </div>
  )
}

export default defineIsland('AdminLogin', AdminLogin)
