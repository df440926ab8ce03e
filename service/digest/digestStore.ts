/**
 * The daily digest in the database (migration 012): a row per active user and Indian day, claimed with a lease as
 * notification jobs are (service/notify/notificationStore.ts), so one instance sends each user's digest and the others skip
 * it; and what a digest reports, read at the digest's own instant `now` (a parameter, not the database's clock, so
 * every instance and every test agrees on "overdue" and "yesterday"). Written once for both back ends.
 */
import type { LeadStatus, LeadType } from '../../model/leadFields'
import type { UserRole } from '../../model/team'
import type { Sql } from '../platform/db/database'
import { followUpCondition } from '../leads/followUpStore'

/** Makes the day's rows for every user who can sign in (none twice, whichever instance comes first). */
export async function openDigests(db: Sql, day: string): Promise<void> {
  await db.query(
    `insert into digests (day, user_id) select $1::date, id from users where password_hash is not null and disabled_at is null
     on conflict (day, user_id) do nothing`,
    [day],
  )
}

export interface DigestUser {
  id: string
  name: string
  email: string | null
  role: UserRole
  /** Attempts so far, this one included. */
  attempts: number
}

/**
 * Claims up to `limit` of the day's digests that are neither sent nor leased at `now`: each is leased for
 * `leaseSeconds`, so another instance takes it only if this one never reports back. A user disabled since the day's
 * rows were made is not claimed.
 */
export async function claimDigests(db: Sql, day: string, now: Date, leaseSeconds: number, limit: number): Promise<DigestUser[]> {
  return db.query<DigestUser>(
    `with claimed as (
       update digests set attempts = attempts + 1, lease_until = $2::timestamptz + make_interval(secs => $3::int)
       where (day, user_id) in (
         select d.day, d.user_id from digests d join users u on u.id = d.user_id
         where d.day = $1::date and d.sent_at is null and (d.lease_until is null or d.lease_until <= $2::timestamptz)
           and u.password_hash is not null and u.disabled_at is null
         order by d.user_id limit $4 for update of d skip locked
       )
       returning user_id, attempts
     )
     select u.id, u.name, u.email, u.role, c.attempts from claimed c join users u on u.id = c.user_id order by u.id`,
    [day, now.toISOString(), leaseSeconds, limit],
  )
}

/** A digest went out (or, `empty`, had nothing to report and was not sent). */
export async function markDigestSent(db: Sql, day: string, userId: string, now: Date, empty: boolean): Promise<void> {
  await db.query('update digests set sent_at = $3::timestamptz, empty = $4, last_error = null where day = $1::date and user_id = $2', [
    day,
    userId,
    now.toISOString(),
    empty,
  ])
}

/** A digest could not be sent: tried again from `retryAt` (the same day only). */
export async function markDigestFailed(db: Sql, day: string, userId: string, retryAt: Date, error: string): Promise<void> {
  await db.query('update digests set lease_until = $3::timestamptz, last_error = $4 where day = $1::date and user_id = $2', [
    day,
    userId,
    retryAt.toISOString(),
    error.slice(0, 500),
  ])
}

/** The day's digests not sent yet (by any instance). */
export async function unsentDigests(db: Sql, day: string): Promise<number> {
  const rows = await db.query<{ count: number }>('select count(*)::int as count from digests where day = $1::date and sent_at is null', [day])
  return rows[0]?.count ?? 0
}

/** A lead as a digest names it. */
export interface DigestLead {
  id: string
  type: LeadType
  name: string | null
  email: string
  service: string | null
  position: string | null
  status: LeadStatus
  followUpOn: string | null
  followUpAt: string | null
  /** Who it is assigned to (their name), or null. */
  assignee: string | null
}

/** What one user's digest reports. */
export interface DigestContent {
  /** Their own leads whose follow-up is overdue, and due today. */
  overdue: DigestLead[]
  due: DigestLead[]
  /** Owners only: leads overdue or due today that nobody active looks after (unassigned, or their assignee is disabled). */
  unattended: DigestLead[]
  /** Yesterday's new leads (not spam, not sign-ups), at most `listLimit` of them, oldest first, and how many in all. */
  newLeads: DigestLead[]
  newLeadCount: number
  /** Yesterday's newsletter sign-ups (not spam). */
  signUps: number
}

const LEAD_COLUMNS = `l.id, l.type, l.name, l.email, l.service, l.position, l.status,
  to_char(l.follow_up_on, 'YYYY-MM-DD') as "followUpOn", to_char(l.follow_up_at, 'HH24:MI') as "followUpAt",
  (select u.name from users u where u.id = l.assigned_to) as assignee`
const FOLLOW_UP_ORDER = 'order by l.follow_up_on, l.follow_up_at nulls first, l.received_at, l.id'

/**
 * One user's digest at `now`: `yesterday` is the Indian day before the digest's, as instants [start, end). Each list
 * holds at most `listLimit` leads.
 */
export async function digestContent(
  db: Sql,
  user: { id: string; role: UserRole },
  now: Date,
  yesterday: { start: Date; end: Date },
  listLimit: number,
): Promise<DigestContent> {
  const at = '$1::timestamptz'
  const followUps = (view: 'overdue' | 'due') =>
    db.query<DigestLead>(
      `select ${LEAD_COLUMNS} from leads l where not l.spam and l.assigned_to = $2 and ${followUpCondition(view, at)} ${FOLLOW_UP_ORDER} limit $3`,
      [now.toISOString(), user.id, listLimit],
    )
  const unattended = () =>
    db.query<DigestLead>(
      `select ${LEAD_COLUMNS} from leads l
       where not l.spam and (${followUpCondition('overdue', at)} or ${followUpCondition('due', at)})
         and (l.assigned_to is null or l.assigned_to in (select id from users where disabled_at is not null or password_hash is null))
       ${FOLLOW_UP_ORDER} limit $2`,
      [now.toISOString(), listLimit],
    )
  const range = [yesterday.start.toISOString(), yesterday.end.toISOString()]
  const [overdue, due, others, newLeads, counts] = await Promise.all([
    followUps('overdue'),
    followUps('due'),
    user.role === 'owner' ? unattended() : Promise.resolve([]),
    db.query<DigestLead>(
      `select ${LEAD_COLUMNS} from leads l where not l.spam and l.type <> 'newsletter' and l.received_at >= $1::timestamptz and l.received_at < $2::timestamptz
       order by l.received_at, l.id limit $3`,
      [...range, listLimit],
    ),
    db.query<{ leads: number; sign_ups: number }>(
      `select count(*) filter (where type <> 'newsletter')::int as leads, count(*) filter (where type = 'newsletter')::int as sign_ups
       from leads where not spam and received_at >= $1::timestamptz and received_at < $2::timestamptz`,
      range,
    ),
  ])
  return { overdue, due, unattended: others, newLeads, newLeadCount: counts[0]?.leads ?? 0, signUps: counts[0]?.sign_ups ?? 0 }
}
