import { useEffect, useId, useState, type FormEvent } from 'react'
import type { AdminSetupText } from './copy/schemas/admin'
import { AdminApiError } from './api/adminApi'
import { checkSetupLink, completeSetup } from './api/teamApi'
import { SETUP_TOKEN } from '../model/team'
import { fillTemplate } from '../model/template'
import { buttonClass } from '../components/ui/buttonClass'
import { defineIsland } from '../components/islands/defineIsland'

export interface AdminSetupProps {
  /** The lead service's API (`…/api`). */
  api: string
  text: AdminSetupText
  loginPath: string
}

type State =
  | { kind: 'checking' }
  | { kind: 'refused'; text: string }
  | { kind: 'ready'; token: string; name: string; username: string }
  | { kind: 'done'; username: string }

/**
 * The set-up page's form: the one-time token comes in the address's fragment (#…, which a browser never sends to a
 * server, so no log holds it); the service says whose link it is, the new user chooses a password (the service
 * checks it against the policy), and the spent token leaves the address bar. Then on to the sign-in page.
 */
function AdminSetup({ api, text, loginPath }: AdminSetupProps) {
  const uid = useId()
  const [state, setState] = useState<State>({ kind: 'checking' })
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  /** A refused link or request: the page's own words for the usual reasons, the service's sentence otherwise. */
  const refusal = (error: unknown) => {
    if (error instanceof AdminApiError && error.code === 'link_expired') return text.expired
    if (error instanceof AdminApiError && error.code === 'link_invalid') return text.invalid
    if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) return error.message
    console.error('Set-up failed', error)
    return text.failed
  }

  useEffect(() => {
    let current = true
    // The token is read when the page opens, and again when another link is pasted into this tab (only the hash changes).
    const check = () => {
      const token = window.location.hash.slice(1)
      if (!SETUP_TOKEN.test(token)) return setState({ kind: 'refused', text: text.noLink })
      setState({ kind: 'checking' })
      checkSetupLink(api, token).then(
        (link) => current && setState({ kind: 'ready', token, name: link.name, username: link.username }),
        (error: unknown) => current && setState({ kind: 'refused', text: refusal(error) }),
      )
    }
    check()
    window.addEventListener('hashchange', check)
    return () => {
      current = false
      window.removeEventListener('hashchange', check)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the copy and the API do not change while the page is open
  }, [api])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state.kind !== 'ready' || busy) return
    if (password !== again) return setProblem(text.mismatch)
    setBusy(true)
    setProblem(null)
    try {
      const { username } = await completeSetup(api, state.token, password)
      // The token is spent: it leaves the address bar (and the history entry).
      window.history.replaceState(null, '', window.location.pathname)
      setState({ kind: 'done', username })
    } catch (error) {
      if (error instanceof AdminApiError && (error.code === 'link_expired' || error.code === 'link_invalid'))
        setState({ kind: 'refused', text: refusal(error) })
      else setProblem(refusal(error))
    }
    setBusy(false)
  }

  // One live region, present from the first render, says what the page found: checking, refused, or done.
  const message = state.kind === 'checking' ? text.checking : state.kind === 'refused' ? state.text : state.kind === 'done' ? text.done : ''
  return (
    <div>
      <div role="status" aria-live="polite">
        {message && (
          <p
            className={
              state.kind === 'refused'
                ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-red-900'
                : state.kind === 'done'
                  ? 'mb-5 font-semibold text-green-800'
                  : 'text-slate-700'
            }
          >
            {message}
          </p>
        )}
      </div>
      {state.kind === 'done' && (
        <a href={loginPath} className={buttonClass('primary')}>
          {text.loginLink}
        </a>
      )}
      {state.kind === 'ready' && (
        <form onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-5">
          <p className="text-slate-800">{fillTemplate(text.greeting, { name: state.name, username: state.username })}</p>
          {/* For password managers: the account this password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={state.username} readOnly hidden />
          <div>
            <label htmlFor={`${uid}-password`} className="field-label">
              {text.labels.password} <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${uid}-password`}
              type="password"
              required
              maxLength={1000}
              autoComplete="new-password"
              aria-describedby={`${uid}-rules`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="input w-full"
            />
            <p id={`${uid}-rules`} className="mt-1 text-sm text-slate-700">
              {text.rules}
            </p>
          </div>
          <div>
            <label htmlFor={`${uid}-again`} className="field-label">
              {text.labels.confirm} <span aria-hidden="true">*</span>
            </label>
            <input
              id={`${uid}-again`}
              type="password"
              required
              maxLength={1000}
              autoComplete="new-password"
              value={again}
              onChange={(event) => setAgain(event.target.value)}
              className="input w-full"
            />
          </div>
          <button type="submit" className={buttonClass('primary', { className: 'w-full' })} aria-disabled={busy || undefined}>
            {busy ? text.labels.busy : text.labels.submit}
          </button>
          <p role="status" className="min-h-6 text-sm font-semibold text-red-800">
            {problem ?? ''}
          </p>
        </form>
      )}
    </div>
  )
}

export default defineIsland('AdminSetup', AdminSetup)
