/**
 * Failed logins slow the next attempt. After 5 failures in a row a key waits 30 s, doubling with each further failure
 * up to 15 minutes. Every attempt is counted as a failure before its password is checked (and cleared if it was
 * right): parallel guesses cannot slip in between the check and the count, so a burst gets at most 5 real checks.
 *
 * Two lines, by whether the browser signed in before (service/team/devices.ts):
 * - a stranger's attempt (no device cookie for the name it tries) is counted per client address (its /64 for IPv6)
 *   and per username, so neither many addresses against one account nor one address against many accounts guesses
 *   fast;
 * - a browser holding a device cookie given to the name it tries is counted on its own line, per device, and nothing
 *   else: strangers guessing at the username, or sharing its address (an office's NAT, a mobile carrier's CGNAT, where
 *   one address carries thousands of people), never hold it back (OWASP's "device cookies").
 *
 * A success clears its own line: the device's count, or the username's count and the share of the address's count
 * that this username's attempts made. The address's count of other names stays, so someone who signs in to their own
 * account now and then still gets 5 guesses at other names in all, not 5 between sign-ins.
 */
import type { Database, Sql } from '../platform/db/database'
import { clearFailures, countAttempt, type FailureRow } from './sessionStore'
import { usernameKey } from './username'

export const FREE_FAILURES = 5
export const FIRST_WAIT_MS = 30_000
export const LONGEST_WAIT_MS = 15 * 60_000

/** The keys one attempt is counted under, and what a right one clears. */
export interface AttemptKeys {
  /** Counted before the check; the attempt waits for the longest wait among them. */
  counted: string[]
  /** The attempt's own line, cleared by a success. */
  own: string[]
  /** A stranger's address: a success takes off the address's count what this name's attempts added to it (`share`). */
  address: { key: string; share: string } | null
}

const deviceLine = (key: string): AttemptKeys => ({ counted: [key], own: [key], address: null })

function strangerLine(addressKey: string, name: string): AttemptKeys {
  const address = { key: `ip:${addressKey}`, share: `ip:${addressKey}|${name}` }
  return { counted: [address.key, address.share, name], own: [name], address }
}

/**
 * A password attempt: `addressKey` is the client's rate key (service/platform/http/guards.ts), `deviceHash` the browser's
 * trusted device for the name it tries (null: a stranger).
 */
export const passwordAttemptKeys = (addressKey: string, username: string, deviceHash: string | null): AttemptKeys =>
  deviceHash ? deviceLine(`device:${deviceHash}`) : strangerLine(addressKey, `user:${usernameKey(username)}`)

/**
 * A second-factor code after a right password: per user (a right password does not clear it), and per address or,
 * from the user's own browser, per device (its own key: a right password clears the device's password count only).
 */
export const codeAttemptKeys = (addressKey: string, userId: string, deviceHash: string | null): AttemptKeys =>
  deviceHash ? deviceLine(`code-device:${deviceHash}`) : strangerLine(addressKey, `code:${userId}`)

/** The signed-in user's password typed again (service/team/teamRoutes.ts): per user only. */
export const accountAttemptKeys = (userId: string): AttemptKeys => deviceLine(`account:${userId}`)

/** How long one key must still wait (0: go ahead). A last failure in the future (the clock moved) is no throttle. */
export function waitFor(failures: number, elapsedMs: number): number {
  if (failures < FREE_FAILURES || elapsedMs < 0) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS)
  return Math.max(0, wait - elapsedMs)
}

const longestWait = (rows: FailureRow[]) => Math.max(0, ...rows.map((row) => waitFor(row.failures, row.elapsedMs)))

/** Counts a login attempt under its keys before its password is checked; the wait in ms when it may not go ahead. */
export const beginLoginAttempt = (db: Database, keys: AttemptKeys) => countAttempt(db, keys.counted, longestWait)

/** The attempt was right: its own line starts again from nothing, and the address forgets this name's failures. */
export const clearLoginFailures = (db: Sql, keys: AttemptKeys) => clearFailures(db, keys.own, keys.address)
