import { useEffect, useId, useState, type FormEvent } from 'react'
import { checkServiceLogin } from '../../lib/client/adminApi'
import { fillTemplate } from '../../lib/template'
import { checkBrowserLogin, fillSeconds, waitSeconds, type CredentialRecord, type LoginOutcome } from '../../lib/client/auth'

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
  dashboardPath: string
}

type Status = { kind: 'success' | 'error'; text: string; id: number }

/** How long the success message stays before the dashboard opens, so it can be seen and announced. */
const SUCCESS_PAUSE_MS = 1000

/**
 * The admin login form (SPEC 2, 4, 8). Without a lead service the typed password is hashed with PBKDF2-SHA-256 in the
 * browser and compared with the built record in constant time, and after 5 failures in a row attempts wait 30 seconds
 * (lib/client/auth.ts); with one, the service checks it and throttles on the server (lib/client/adminApi.ts). Same messages either way.
 * Every message shows once, in the form's own live region beside the fields (not also as a toast: a failed login
 * announced twice reads as two failures).
 */
export default function AdminLogin({ check, labels, messages, dashboardPath }: AdminLoginProps) {
  const uid = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  // Disabled until hydrated: an Enter before then must not submit the form natively (the password would go into the URL).
  const [ready, setReady] = useState(false)
  const [status, setStatus] = useState<Status | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration on purpose: the first render must match the server's HTML
  useEffect(() => setReady(true), [])

  const show = (kind: Status['kind'], text: string) => setStatus((previous) => ({ kind, text, id: (previous?.id ?? 0) + 1 }))
  const throttleText = (ms: number) => fillSeconds(messages.throttle, waitSeconds(ms))

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const outcome: LoginOutcome =
        check.kind === 'service' ? await checkServiceLogin(check.api, username, password) : await checkBrowserLogin(check.record, username, password)
      if (outcome.kind === 'success') {
        show('success', messages.success)
        window.setTimeout(() => window.location.assign(dashboardPath), SUCCESS_PAUSE_MS)
        return
      }
      if (outcome.kind === 'throttled') show('error', throttleText(outcome.waitMs))
      else if (outcome.kind === 'cookie-refused') show('error', fillTemplate(messages.cookieRefused, { origin: window.location.origin }))
      else {
        show('error', outcome.waitMs > 0 ? `${messages.mismatch} ${throttleText(outcome.waitMs)}` : messages.mismatch)
        setPassword('')
      }
    } catch (error) {
      console.error('Admin login failed', error)
      show('error', messages.exception)
    }
    setBusy(false)
  }

  return (
    <form onSubmit={handleSubmit} aria-busy={busy} className="space-y-5">
      <div>
        <label htmlFor={`${uid}-username`} className="field-label">
          {labels.username} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${uid}-username`}
          name="username"
          type="text"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          className="input w-full"
        />
      </div>
      <div>
        <label htmlFor={`${uid}-password`} className="field-label">
          {labels.password} <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${uid}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="input w-full"
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!ready || busy}>
        {busy ? labels.busy : labels.submit}
      </button>
      <div id="login-status" aria-live="polite" className="min-h-6 text-sm">
        {status && (
          <p key={status.id} className={status.kind === 'success' ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
            {status.text}
          </p>
        )}
      </div>
    </form>
  )
}
