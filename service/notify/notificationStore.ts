/**
 * The notification queue, kept in the database beside the leads (an outbox): a job per lead and channel, claimed with
 * a lease so a crashed sender's job is taken up again, retried with backoff until it is sent.
 */
import type { Channel } from './routing'
import type { Sql } from '../platform/db/database'

export interface NotificationJob {
  id: number
  leadId: string
  channel: Channel
  /** Attempts so far, this one included. */
  attempts: number
}

/**
 * Claims up to `limit` due jobs: each is pushed `leaseSeconds` into the future while it is being sent, so another
 * instance (or this one after a restart) takes it only if this attempt never reports back.
 */
export async function claimDueJobs(db: Sql, limit: number, leaseSeconds: number): Promise<NotificationJob[]> {
  const rows = await db.query<{ id: number | string; lead_id: string; channel: Channel; attempts: number }>(
    `update notifications set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::int)
     where id in (
       select id from notifications where sent_at is null and next_attempt_at <= now()
       order by id limit $1 for update skip locked
     )
     returning id, lead_id, channel, attempts`,
    [limit, leaseSeconds],
  )
  return rows.map((row) => ({ id: Number(row.id), leadId: row.lead_id, channel: row.channel, attempts: row.attempts }))
}

/** Gives claimed jobs that were not attempted back to the queue, due now, as if never claimed. */
export async function releaseJobs(db: Sql, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db.query('update notifications set attempts = attempts - 1, next_attempt_at = now() where id = any($1::bigint[]) and sent_at is null', [ids])
}

export async function markSent(db: Sql, id: number): Promise<void> {
  await db.query('update notifications set sent_at = now(), last_error = null where id = $1', [id])
}

export async function markFailed(db: Sql, id: number, error: string, retryInSeconds: number): Promise<void> {
  await db.query('update notifications set last_error = $2, next_attempt_at = now() + make_interval(secs => $3::float8) where id = $1', [
    id,
    error.slice(0, 500),
    retryInSeconds,
  ])
}

export interface NotificationState {
  channel: Channel
  attempts: number
  sentAt: string | null
  lastError: string | null
}

export async function notificationsOf(db: Sql, leadId: string): Promise<NotificationState[]> {
  const rows = await db.query<{ channel: Channel; attempts: number; sent_at: Date | string | null; last_error: string | null }>(
    'select channel, attempts, sent_at, last_error from notifications where lead_id = $1 order by channel',
    [leadId],
  )
  return rows.map((row) => ({
    channel: row.channel,
    attempts: row.attempts,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    lastError: row.last_error,
  }))
}

/** The earliest moment a pending job falls due (null when none is pending): the sender sleeps until then. */
export async function nextDueAt(db: Sql): Promise<Date | null> {
  const rows = await db.query<{ at: Date | string | null }>('select min(next_attempt_at) as at from notifications where sent_at is null')
  return rows[0]?.at ? new Date(rows[0].at) : null
}
