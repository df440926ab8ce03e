/**
 * Failed logins slow the next attempt, counted per client address and per username on the server, so neither many
 * addresses against one account nor one address against many accounts guesses fast. After 5 failures in a row a
 * key waits 30 s, doubling with each further failure up to 15 minutes; a success clears both keys.
 */
import type { Sql } from '../db/database'
import { addFailure, clearFailures, readFailures } from '../db/admin'

export const FREE_FAILURES = 5
export const FIRST_WAIT_MS = 30_000
export const LONGEST_WAIT_MS = 15 * 60_000

export const throttleKeys = (ip: string, username: string) => [`ip:${ip}`, `user:${username.trim().toLowerCase()}`]

/** How long one key must still wait (0: go ahead). A last failure in the future (the clock moved) is no throttle. */
export function waitFor(failures: number, elapsedMs: number): number {
  if (failures < FREE_FAILURES || elapsedMs < 0) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), LONGEST_WAIT_MS)
  return Math.max(0, wait - elapsedMs)
}

/** The longest wait over the keys, in ms. */
export async function loginWait(db: Sql, keys: readonly string[]): Promise<number> {
  const rows = await readFailures(db, keys)
  return Math.max(0, ...rows.map((row) => waitFor(row.failures, row.elapsedMs)))
}

export const recordLoginFailure = (db: Sql, keys: readonly string[]) => addFailure(db, keys)
export const clearLoginFailures = (db: Sql, keys: readonly string[]) => clearFailures(db, keys)
