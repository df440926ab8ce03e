/**
 * Failed logins slow the next attempt, counted per client address (its /64 for IPv6) and per username on the server,
 * so neither many addresses against one account nor one address against many accounts guesses fast. After 5 failures
 * in a row a key waits 30 s, doubling with each further failure up to 15 minutes; a success clears its keys.
 *
 * Every attempt is counted as a failure before its password is checked (and cleared if it was right): parallel
 * guesses cannot slip in between the check and the count, so a burst gets at most 5 real checks.
 *
 * A browser that signed in before holds a device cookie (service/auth/devices.ts): its attempts are counted per
 * device instead of per username, so strangers guessing at the username lock out only strangers (OWASP's "device
 * cookies"), while the owner's own browser still signs in during an attack.
 */
import type { Database, Sql } from '../db/database'
import { clearFailures, countAttempt, type FailureRow } from '../db/admin'

export const FREE_FAILURES = 5
export const FIRST_WAIT_MS = 30_000
export const LONGEST_WAIT_MS = 15 * 60_000

/**
 * The keys one login attempt is counted under: its address (already a rate key, service/http/guards.ts) and either
 * the trusted device it comes from or, from an unknown browser, the username it tries.
 */
export function throttleKeys(addressKey: string, username: string, deviceHash: string | null): string[] {
  return [`ip:${addressKey}`, deviceHash ? `device:${deviceHash}` : `user:${username.trim().toLowerCase()}`]
}

/** How long one key must still wait (0: go ahead). A last failure in the future (the clock moved) is no throttle. */
export function waitFor(failures: number, elapsedMs: number): number {
  if (failures < FREE_FAILURES || elapsedMs < 0) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS)
  return Math.max(0, wait - elapsedMs)
}

const longestWait = (rows: FailureRow[]) => Math.max(0, ...rows.map((row) => waitFor(row.failures, row.elapsedMs)))

/** Counts a login attempt under its keys before its password is checked; the wait in ms when it may not go ahead. */
export const beginLoginAttempt = (db: Database, keys: readonly string[]) => countAttempt(db, keys, longestWait)

/** The attempt was right: its keys start again from nothing. */
export const clearLoginFailures = (db: Sql, keys: readonly string[]) => clearFailures(db, keys)
