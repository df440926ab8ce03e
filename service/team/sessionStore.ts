/** SQL for the admin users' sessions, the browsers they signed in from, and counting login attempts (service/team/). */
import type { Database, Sql } from '../platform/db/database'

export interface SessionRow {
  username: string
  /** The credentials the session was opened with (service/team/sessions.ts). */
  credential: string
  expiresAt: Date
}

export async function insertSession(db: Sql, tokenHash: string, username: string, credential: string, ttlSeconds: number): Promise<Date> {
  const rows = await db.query<{ expires_at: Date | string }>(
    `insert into admin_sessions (token_hash, username, credential, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4::int)) returning expires_at`,
    [tokenHash, username, credential, ttlSeconds],
  )
  return new Date(rows[0]!.expires_at)
}

/** The session of a token hash, if it exists (expired or not: the caller tells the two apart). */
export async function findSession(db: Sql, tokenHash: string): Promise<(SessionRow & { expired: boolean }) | null> {
  const rows = await db.query<{ username: string; credential: string; expires_at: Date | string; expired: boolean }>(
    'select username, credential, expires_at, expires_at <= now() as expired from admin_sessions where token_hash = $1',
    [tokenHash],
  )
  const row = rows[0]
  return row ? { username: row.username, credential: row.credential, expiresAt: new Date(row.expires_at), expired: row.expired } : null
}

export async function deleteSession(db: Sql, tokenHash: string): Promise<void> {
  await db.query('delete from admin_sessions where token_hash = $1', [tokenHash])
}

/** Ends every session of a user (sign out everywhere); returns how many there were. */
export async function deleteSessionsOf(db: Sql, username: string): Promise<number> {
  return (await db.query('delete from admin_sessions where username = $1 returning token_hash', [username])).length
}

/** Ends every session of a user but one (a password change keeps the session it was made in). */
export async function deleteOtherSessions(db: Sql, username: string, keepTokenHash: string): Promise<number> {
  return (await db.query('delete from admin_sessions where username = $1 and token_hash <> $2 returning token_hash', [username, keepTokenHash])).length
}

/** Binds a session to new credentials of its user (the password changed within it). */
export async function rebindSession(db: Sql, tokenHash: string, credential: string): Promise<void> {
  await db.query('update admin_sessions set credential = $2 where token_hash = $1', [tokenHash, credential])
}

/** Every session's user and credentials (at start, to end those whose user's credentials changed since). */
export async function sessionCredentials(db: Sql): Promise<{ tokenHash: string; username: string; credential: string }[]> {
  const rows = await db.query<{ token_hash: string; username: string; credential: string }>('select token_hash, username, credential from admin_sessions')
  return rows.map((row) => ({ tokenHash: row.token_hash, username: row.username, credential: row.credential }))
}

export async function deleteSessions(db: Sql, tokenHashes: readonly string[]): Promise<number> {
  if (tokenHashes.length === 0) return 0
  return (await db.query('delete from admin_sessions where token_hash = any($1::text[]) returning token_hash', [tokenHashes])).length
}

export async function purgeExpiredSessions(db: Sql): Promise<number> {
  return (await db.query('delete from admin_sessions where expires_at <= now() returning token_hash')).length
}

/** The user a device token was given to, when it is known; its last use is brought up to date. */
export async function touchDevice(db: Sql, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ username: string }>('update admin_devices set last_used_at = now() where token_hash = $1 returning username', [tokenHash])
  return rows[0]?.username ?? null
}

export async function insertDevice(db: Sql, tokenHash: string, username: string): Promise<void> {
  await db.query('insert into admin_devices (token_hash, username) values ($1, $2) on conflict (token_hash) do update set last_used_at = now()', [
    tokenHash,
    username,
  ])
}

/** Forgets devices not used for `days` days (their cookies have expired by then). */
export async function purgeOldDevices(db: Sql, days: number): Promise<number> {
  return (await db.query(`delete from admin_devices where last_used_at < now() - make_interval(days => $1::int) returning token_hash`, [days])).length
}

export interface FailureRow {
  failures: number
  /** Milliseconds since the last failure by the database clock; negative when it lies in the future. */
  elapsedMs: number
}

/** An attempt that must wait: thrown to roll its transaction back. */
class Throttled extends Error {
  constructor(readonly wait: number) {
    super('throttled')
  }
}

/**
 * Counts an attempt against every key at once, unless one of them must still wait: in one transaction that locks the
 * keys' rows, the current counts are read, `waitOf` says whether the attempt may go ahead, and only then is it
 * counted. So parallel attempts on one key are counted one after another, and none is checked that the count forbids.
 * Returns the wait in ms (0: counted, go ahead).
 */
export async function countAttempt(db: Database, keys: readonly string[], waitOf: (rows: FailureRow[]) => number): Promise<number> {
  const sorted = [...new Set(keys)].sort()
  return db
    .transaction(async (tx) => {
      for (const key of sorted) {
        await tx.query(`insert into login_failures (key, failures, last_failure_at) values ($1, 0, now()) on conflict (key) do nothing`, [key])
      }
      const rows = await tx.query<{ failures: number; elapsed_ms: number }>(
        // clock_timestamp(), not now(): now() is when this transaction began, which may be before another attempt's
        // failure that this one waited for, and a failure in the future counts as no throttle.
        `select failures, (extract(epoch from (clock_timestamp() - last_failure_at)) * 1000)::float8 as elapsed_ms
       from login_failures where key = any($1::text[]) order by key for update`,
        [sorted],
      )
      const wait = waitOf(rows.map((row) => ({ failures: row.failures, elapsedMs: Number(row.elapsed_ms) })))
      // Rolled back: the rows made above to lock new keys go too, so a throttled address trying a new username each
      // time adds nothing (it used to add a row per attempt, about 1,000 a second from one address).
      if (wait > 0) throw new Throttled(wait)
      await tx.query('update login_failures set failures = failures + 1, last_failure_at = now() where key = any($1::text[])', [sorted])
      return 0
    })
    .catch((error: unknown) => {
      if (error instanceof Throttled) return error.wait
      throw error
    })
}

/**
 * Deletes `keys`; with `address`, also the `share` key, whose count is taken off the address's count (in one
 * statement, so an attempt counted meanwhile is not lost).
 */
export async function clearFailures(db: Sql, keys: readonly string[], address: { key: string; share: string } | null): Promise<void> {
  if (!address) {
    await db.query('delete from login_failures where key = any($1::text[])', [keys])
    return
  }
  await db.query(
    `with share as (delete from login_failures where key = $2 returning failures),
          own as (delete from login_failures where key = any($3::text[]))
     update login_failures set failures = greatest(0, failures - (select coalesce(sum(failures), 0) from share)::int) where key = $1`,
    [address.key, address.share, keys],
  )
}

/** Forgets failures older than a day (a throttle is never longer than that). */
export async function purgeOldFailures(db: Sql): Promise<number> {
  return (await db.query(`delete from login_failures where last_failure_at < now() - interval '1 day' returning key`)).length
}
