/**
 * Admin sessions: a random 256-bit token in an HttpOnly, SameSite=Strict cookie (Secure on https) with an expiry;
 * the database keeps only its SHA-256, so reading the table opens no session. Each session is bound to the
 * credentials it was opened with: when the password or username changes, every older session ends.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../db/database'
import { deleteSession, findSession, insertSession } from '../db/admin'

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

export type SessionCheck = { ok: true; username: string; expiresAt: Date } | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'revoked' }

/** Whether a cookie's token opens a session for the current credentials (`credential` of `username`). */
export async function checkSession(db: Sql, token: string | undefined, current: { username: string; credential: string }): Promise<SessionCheck> {
  // A well-formed token is 43 base64url characters; anything else is not looked up at all.
  if (!token) return { ok: false, reason: 'missing' }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: 'unknown' }
  const session = await findSession(db, hashToken(token))
  if (!session) return { ok: false, reason: 'unknown' }
  if (session.expired) {
    await deleteSession(db, hashToken(token))
    return { ok: false, reason: 'expired' }
  }
  if (session.username !== current.username || session.credential !== current.credential) {
    await deleteSession(db, hashToken(token))
    return { ok: false, reason: 'revoked' }
  }
  return { ok: true, username: session.username, expiresAt: session.expiresAt }
}

export const endSession = (db: Sql, token: string) => deleteSession(db, hashToken(token))
