/**
 * Who is signed in, as the admin routes see it, and the one rule about roles: members see and work the leads; only
 * an owner manages users, exports or erases. The dashboard hides what a member may not do; this is what enforces it.
 */
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Sql } from '../platform/db/database'
import { errorResponse } from '../platform/http/errors'
import { checkSession, SESSION_COOKIE } from './sessions'
import type { UserRow } from './userStore'

export type AdminEnv = {
  Variables: {
    user: UserRow
    /** The signed-in user's name (the erasure log records it). */
    username: string
    /** The SHA-256 of this request's session token (a password change keeps this session and ends the others). */
    sessionTokenHash: string
  }
}

/** Refuses a signed-in member with 403; an owner goes on. */
export const ownerOnly = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.get('user').role === 'owner') return next()
  return errorResponse(c, 403, 'owner_only', 'Only an owner can do this. Ask an owner of this dashboard.')
})

/**
 * The session every admin route behind sign-in needs (the dashboard's API and the content editor's), saying why a
 * request has none: expired, ended by a change of credentials, or never signed in (`area` names where to sign in for).
 */
export function signedIn(db: Sql, area: string) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const session = await checkSession(db, getCookie(c, SESSION_COOKIE))
    if (!session.ok) {
      if (session.reason === 'expired') return errorResponse(c, 401, 'session_expired', 'Your session has expired. Please log in again.')
      if (session.reason === 'revoked')
        return errorResponse(c, 401, 'session_revoked', 'Your sign-in ended because your credentials changed. Please log in again.')
      return errorResponse(c, 401, 'not_signed_in', `Please log in to use ${area}.`)
    }
    c.set('user', session.user)
    c.set('username', session.user.username)
    c.set('sessionTokenHash', session.tokenHash)
    return next()
  })
}
