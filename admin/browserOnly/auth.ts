/**
 * Admin password checking in the browser (and in Node, for tests), with WebCrypto only.
 *
 * The build ships a credential record: the username, a random salt and a PBKDF2-SHA-256 hash of the password
 * (never the password). The browser derives the same hash from what was typed and compares the bytes in
 * constant time. See docs/lead-service.md, "Admin", for what this protects and what it does not.
 */
import { fromBase64, HASH_BYTES, MIN_ITERATIONS, type CredentialRecord } from '../../model/credentialRecord'
import { readValue, STORAGE_KEYS, updateValue, writeValue, type StorageResult } from '../../lib/client/storage'

/** WebCrypto's subtle API; throws when it is missing (for example on a plain-http origin other than localhost). */
function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available here; it needs HTTPS')
  return api
}

/** PBKDF2-SHA-256 of a password (UTF-8) with the given salt and iteration count: 32 bytes. */
export async function hashPassword(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`Invalid iteration count: ${iterations}`)
  const api = subtle()
  const key = await api.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await api.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations }, key, HASH_BYTES * 8)
  return new Uint8Array(bits)
}

/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they first differ.
 * Arrays of different lengths are unequal (the length of a hash is no secret).
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const length = Math.max(a.length, b.length)
  let difference = a.length ^ b.length
  for (let index = 0; index < length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

/** Whether a typed password matches the record's hash. Rejects records below the minimum iteration count. */
export async function verifyPassword(
  password: string,
  record: CredentialRecord,
  { minIterations = MIN_ITERATIONS }: { minIterations?: number } = {},
): Promise<boolean> {
  if (record.iterations < minIterations) {
    throw new Error(`The credential record uses ${record.iterations} iterations; at least ${minIterations} are required`)
  }
  const derived = await hashPassword(password, fromBase64(record.salt), record.iterations)
  return constantTimeEqual(derived, fromBase64(record.hash))
}

/**
 * Whether typed credentials match: the password is always derived and compared (so a wrong username takes as
 * long as a wrong password), and both results are combined without short-circuiting.
 */
export async function verifyCredentials(
  username: string,
  password: string,
  record: CredentialRecord,
  options: { minIterations?: number } = {},
): Promise<boolean> {
  const encoder = new TextEncoder()
  const sameUser = constantTimeEqual(encoder.encode(username), encoder.encode(record.username))
  const samePassword = await verifyPassword(password, record, options)
  return sameUser && samePassword
}

// ---------------------------------------------------------------------------------------------------------------
// Login throttle: after 5 failures in a row, every further attempt waits 30 seconds after the last failure.
// It slows down guessing in the login form only; the hash itself is public in the page, so a long password and
// the PBKDF2 cost are what resist offline guessing (docs/lead-service.md, "Admin").

export const THROTTLE_KEY = 'adminLoginThrottle'
export const MAX_FAILURES = 5
export const THROTTLE_MS = 30_000

export interface ThrottleState {
  /** Failed attempts in a row since the last success. */
  failures: number
  /** Time of the last failure, ms since the epoch; 0 when there was none. */
  lastFailureAt: number
}

export const NO_FAILURES: ThrottleState = { failures: 0, lastFailureAt: 0 }

/** Milliseconds to wait before the next attempt may run (0: go ahead). Pure. */
export function throttleWait({ failures, lastFailureAt, now }: ThrottleState & { now: number }): number {
  if (failures < MAX_FAILURES) return 0
  const elapsed = now - lastFailureAt
  // A last failure in the future means the clock was changed since: waiting for it could refuse the right
  // password for as long as the clock is off (forever, in effect), so it counts as no throttle.
  if (elapsed < 0) return 0
  return Math.max(0, THROTTLE_MS - elapsed)
}

/** Whole seconds to show for a wait, rounded up (29.2 s left reads "30 seconds"). */
export const waitSeconds = (ms: number) => Math.ceil(ms / 1000)

/** The state after a failed attempt. Pure. */
export const recordFailure = (state: ThrottleState, now: number): ThrottleState => ({ failures: state.failures + 1, lastFailureAt: now })

/** A stored throttle state; anything unreadable counts as no failures. */
function parseThrottle(raw: string | null): ThrottleState {
  if (!raw) return NO_FAILURES
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object') {
      const { failures, lastFailureAt } = value as Record<string, unknown>
      if (typeof failures === 'number' && typeof lastFailureAt === 'number' && failures >= 0) return { failures, lastFailureAt }
    }
  } catch {
    // fall through
  }
  return NO_FAILURES
}

/** Reads the throttle state from browser storage; anything unreadable counts as no failures. */
export const readThrottle = (): ThrottleState => parseThrottle(readValue(THROTTLE_KEY))

/** Stores a throttle state (under the storage lock, like `countFailure`, so a reset and a failure never interleave). */
export function writeThrottle(state: ThrottleState): Promise<StorageResult> {
  return updateValue(THROTTLE_KEY, () => JSON.stringify(state))
}

/**
 * Counts a failed attempt in storage and gives the new state. The read and the write are one step under the
 * storage lock, so failures in two tabs at once both count.
 */
export async function countFailure(now: number): Promise<ThrottleState> {
  let state = recordFailure(NO_FAILURES, now)
  await updateValue(THROTTLE_KEY, (raw) => {
    state = recordFailure(parseThrottle(raw), now)
    return JSON.stringify(state)
  })
  return state
}

/** A template such as "Please wait {seconds} before trying again." filled with "30 seconds" (or "1 second"). */
export function fillSeconds(template: string, seconds: number): string {
  return template.replace('{seconds}', `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`)
}

/** What a login attempt came to, whichever side checked it (this browser, or the lead service in admin/api/adminApi.ts). */
export type LoginOutcome =
  | { kind: 'success' }
  | { kind: 'mismatch'; waitMs: number }
  | { kind: 'throttled'; waitMs: number }
  /** The service accepted the password, but this browser did not keep its session cookie (another site's cookie). */
  | { kind: 'cookie-refused' }
  /** With the lead service: the password was right and two-factor sign-in is on, so a code is asked for next. */
  | { kind: 'second-factor' }
  /** The sign-in waiting for its code ended (five minutes passed): start again with the password. */
  | { kind: 'code-expired' }

/**
 * A login checked in this browser against the built record (no lead service): the stored throttle first, then the
 * hash; success sets the flags `adminLoggedIn` and `adminUsername`. Throws when storage or WebCrypto fails.
 */
export async function checkBrowserLogin(
  record: CredentialRecord,
  username: string,
  password: string,
  now: () => number = Date.now,
): Promise<LoginOutcome> {
  const waiting = throttleWait({ ...readThrottle(), now: now() })
  if (waiting > 0) return { kind: 'throttled', waitMs: waiting }
  if (await verifyCredentials(username, password, record)) {
    await writeThrottle(NO_FAILURES)
    const saved = writeValue(STORAGE_KEYS.adminLoggedIn, 'true')
    if (!saved.ok) throw saved.error
    writeValue(STORAGE_KEYS.adminUsername, username)
    return { kind: 'success' }
  }
  const failed = await countFailure(now())
  return { kind: 'mismatch', waitMs: throttleWait({ ...failed, now: failed.lastFailureAt }) }
}
