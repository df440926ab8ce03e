/**
 * Who is signed in, as the admin routes see it, and the one rule about roles: members see and work the leads; only
 * an owner manages users, exports or erases. The dashboard hides what a member may not do; this is what enforces it.
 */
import { createMiddleware } from 'hono/factory'
import type { UserRow } from './userStore'
import { errorResponse } from '../platform/http/errors'

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
