import { useCallback, useEffect, useState } from 'react'
import { currentSession, logout as serviceLogout, logoutEverywhere as serviceLogoutEverywhere } from './api/adminApi'
import { readValue, removeKeys, STORAGE_KEYS } from '../lib/client/storage'
import { leadFragment } from '../model/leadLink'
import type { SessionUser } from '../model/team'

/** Signed in: with the lead service, `user` says who (their role, two-factor state); in browser-only mode there is none. */
export type SessionState = { kind: 'checking' } | { kind: 'signed-in'; username: string; user?: SessionUser } | { kind: 'unreachable' }

/**
 * Who is signed in to the dashboard, and how to sign out.
 * - Browser-only mode: the `adminLoggedIn` flag; without it, or when another tab logs out, to the login route.
 * - Lead service: the service's session cookie, asked of GET /api/admin/session; no session, to the login route;
 *   no answer at all, `unreachable` (the page says so and offers a retry rather than sending the admin away).
 */
export function useAdminSession(
  serviceApi: string | undefined,
  loginPath: string,
): { state: SessionState; logout: () => void; logoutEverywhere: () => void; retry: () => void; refresh: () => void } {
  const [state, setState] = useState<SessionState>({ kind: 'checking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (serviceApi) {
      let current = true
      currentSession(serviceApi).then(
        (session) => {
          if (!current) return
          if (session) setState({ kind: 'signed-in', username: session.username, user: session })
          // A link to one lead survives the login: the login comes back to it.
          else window.location.replace(`${loginPath}${leadFragment(window.location.hash)}`)
        },
        (error: unknown) => {
          console.error('The lead service could not be reached', error)
          if (current) setState({ kind: 'unreachable' })
        },
      )
      return () => {
        current = false
      }
    }
    if (readValue(STORAGE_KEYS.adminLoggedIn) !== 'true') {
      window.location.replace(loginPath)
      return
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration on purpose: the first render must match the server's HTML
    setState({ kind: 'signed-in', username: readValue(STORAGE_KEYS.adminUsername) ?? '' })
    // Logging out in another tab ends this one's session too.
    const onStorage = (event: StorageEvent) => {
      if ((event.key === STORAGE_KEYS.adminLoggedIn || event.key === null) && readValue(STORAGE_KEYS.adminLoggedIn) !== 'true') {
        window.location.replace(loginPath)
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [serviceApi, loginPath, attempt])

  const logout = useCallback(() => {
    const leave = () => window.location.assign(loginPath)
    if (serviceApi) {
      // Leave even if the service cannot be told: the cookie expires by itself.
      void serviceLogout(serviceApi)
        .catch((error: unknown) => console.error('Logout: the lead service could not be reached', error))
        .finally(leave)
      return
    }
    void removeKeys([STORAGE_KEYS.adminLoggedIn, STORAGE_KEYS.adminUsername]).then(leave)
  }, [serviceApi, loginPath])

  /** With the lead service: every session of this user ends, then this page goes to the login. */
  const logoutEverywhere = useCallback(() => {
    if (!serviceApi) return
    void serviceLogoutEverywhere(serviceApi)
      .then(() => window.location.assign(loginPath))
      .catch((error: unknown) => console.error('Sign out everywhere: the lead service could not be reached', error))
  }, [serviceApi, loginPath])

  const retry = useCallback(() => {
    setState({ kind: 'checking' })
    setAttempt((value) => value + 1)
  }, [])

  /** Reads the session again without showing "Loading..." (the account changed: two-factor sign-in on or off). */
  const refresh = useCallback(() => setAttempt((value) => value + 1), [])

  return { state, logout, logoutEverywhere, retry, refresh }
}
