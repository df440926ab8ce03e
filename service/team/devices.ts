/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that signs in
 * successfully gets a random token, kept in an HttpOnly cookie sent only to the login route; the database keeps its
 * SHA-256 and the user it was given to. Its later login attempts as that user are throttled per device only, never by
 * others' failures on its address or username; as anyone else, it is a stranger.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../platform/db/database'
import { insertDevice, touchDevice } from './sessionStore'
import { usernameKey } from './username'

export const DEVICE_COOKIE = 'admin_device'
/** The cookie goes to the login route only. */
export const DEVICE_PATH = '/api/admin/login'
/** A device unused for this long is forgotten (and its cookie has expired). */
export const DEVICE_DAYS = 180

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The hash of a presented device token when it was given to `username` before; otherwise null (a stranger). */
export async function trustedDevice(db: Sql, token: string | undefined, username: string): Promise<string | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const hash = hashToken(token)
  const owner = await touchDevice(db, hash)
  return owner !== null && owner === usernameKey(username) ? hash : null
}

/** A new device token for `username`, stored by its hash; the caller sets the cookie. */
export async function rememberDevice(db: Sql, username: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await insertDevice(db, hashToken(token), usernameKey(username))
  return token
}
