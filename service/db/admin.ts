/** SQL for the admin's sessions and for counting failed logins (service/auth/). */
import type { Sql } from './database'

export interface SessionRow {
  username: string
  expiresAt: Date
}

export async function insertSession(db: Sql, tokenHash: string, username: string, ttlSeconds: number): Promise<Date> {
  const rows = await db.query<{ expires_at: Date | string }>(
    `insert into admin_sessions (token_hash, username, expires_at) values ($1, $2, now() + make_interval(secs => $3::int)) returning expires_at`,
    [tokenHash, username, ttlSeconds],
  )
  return new Date(rows[0]!.expires_at)
}

/** The session of a token hash, if it exists (expired or not: the caller tells the two apart). */
export async function findSession(db: Sql, tokenHash: string): Promise<(SessionRow & { expired: boolean }) | null> {
  const rows = await db.query<{ username: string; expires_at: Date | string; expired: boolean }>(
    'select username, expires_at, expires_at <= now() as expired from admin_sessions where token_hash = $1',
    [tokenHash],
  )
  const row = rows[0]
  return row ? { username: row.username, expiresAt: new Date(row.expires_at), expired: row.expired } : null
}

export async function deleteSession(db: Sql, tokenHash: string): Promise<void> {
  await db.query('delete from admin_sessions where token_hash = $1', [tokenHash])
}

export async function purgeExpiredSessions(db: Sql): Promise<number> {
  return (await db.query('delete from admin_sessions where expires_at <= now() returning token_hash')).length
}

export interface FailureRow {
  failures: number
  /** Milliseconds since the last failure by the database clock; negative when it lies in the future. */
  elapsedMs: number
}

export async function readFailures(db: Sql, keys: readonly string[]): Promise<FailureRow[]> {
  const rows = await db.query<{ failures: number; elapsed_ms: number }>(
    `select failures, (extract(epoch from (now() - last_failure_at)) * 1000)::float8 as elapsed_ms from login_failures where key = any($1::text[])`,
    [keys],
  )
  return rows.map((row) => ({ failures: row.failures, elapsedMs: Number(row.elapsed_ms) }))
}

export async function addFailure(db: Sql, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await db.query(
      `insert into login_failures (key, failures, last_failure_at) values ($1, 1, now())
       on conflict (key) do update set failures = login_failures.failures + 1, last_failure_at = now()`,
      [key],
    )
  }
}

export async function clearFailures(db: Sql, keys: readonly string[]): Promise<void> {
  await db.query('delete from login_failures where key = any($1::text[])', [keys])
}

/** Forgets failures older than a day (a throttle is never longer than that). */
export async function purgeOldFailures(db: Sql): Promise<number> {
  return (await db.query(`delete from login_failures where last_failure_at < now() - interval '1 day' returning key`)).length
}
