/**
 * Admin sessions: a random 256-bit token in an HttpOnly, SameSite=Strict cookie (Secure on https) with an expiry;
 * the database keeps only its SHA-256, so reading the table opens no session. Each session is bound to the
 * credentials it was opened with: when the user's password or username changes, every older session ends, and a
 * disabled user's sessions end at once.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../platform/db/database'
import { deleteSession, deleteSessions, findSession, insertSession, sessionCredentials } from './sessionStore'
import { findUserByUsername, type UserRow } from './userStore'

export const SESSION_COOKIE = 'admin_session'
/** The cookie is sent only to the admin API. */
export const SESSION_PATH = '/api/admin'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hashToken = sha256

/** A fingerprint of a user's credentials (never the hash itself): it changes whenever the name or password does. */
export const credentialOf = (username: string, encodedPasswordHash: string) => sha256(`${username}\n${encodedPasswordHash.trim()}`).slice(0, 32)

export async function createSession(db: Sql, username: string, credential: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = await insertSession(db, hashToken(token), username, credential, ttlSeconds)
  return { token, expiresAt }
}

export type SessionCheck =
  { ok: true; user: UserRow; tokenHash: string; expiresAt: Date } | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'revoked' }

/**
 * Whether a cookie's token opens a session: it exists, has not expired, and its user is enabled and still has the
 * credentials it was opened with (a new password or username ends it).
 */
export async function checkSession(db: Sql, token: string | undefined): Promise<SessionCheck> {
  // A well-formed token is 43 base64url characters; anything else is not looked up at all.
  if (!token) return { ok: false, reason: 'missing' }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' }
  const tokenHash = hashToken(token)
  const session = await findSession(db, tokenHash)
  if (!session) return { ok: false, reason: 'unknown' }
  if (session.expired) {
    await deleteSession(db, tokenHash)
    return { ok: false, reason: 'expired' }
  }
  const user = await findUserByUsername(db, session.username)
  if (!user || user.disabled || session.credential !== credentialOfUser(user)) {
    await deleteSession(db, tokenHash)
    return { ok: false, reason: 'revoked' }
  }
  return { ok: true, user, tokenHash, expiresAt: session.expiresAt }
}

/** A user's current credentials, as a session is bound to them ('' for a user with no password: it opens nothing). */
export const credentialOfUser = (user: Pick<UserRow, 'username' | 'passwordHash'>) =>
  user.passwordHash ? credentialOf(user.username, user.passwordHash) : ''

/** Sessions whose user is gone, disabled, or has other credentials now (at start: the environment may have changed). */
export async function endStaleSessions(db: Sql): Promise<number> {
  const stale: string[] = []
  for (const session of await sessionCredentials(db)) {
    const user = await findUserByUsername(db, session.username)
    if (!user || user.disabled || session.credential !== credentialOfUser(user)) stale.push(session.tokenHash)
  }
  return deleteSessions(db, stale)
}

export const endSession = (db: Sql, token: string) => deleteSession(db, hashToken(token))
