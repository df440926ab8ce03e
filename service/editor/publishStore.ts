/** The content_publishes table (migration 008): each publish the owner asks for and how it went. */
import type { Sql } from '../platform/db/database'

export type PublishState = 'queued' | 'building' | 'live' | 'failed'

export interface Publish {
  id: number
  requestedBy: string
  state: PublishState
  commit: string | null
  message: string | null
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
}

type Row = {
  id: string | number
  requested_by: string
  state: PublishState
  commit_sha: string | null
  message: string | null
  created_at: Date | string
  started_at: Date | string | null
  finished_at: Date | string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())
const toPublish = (row: Row): Publish => ({
  id: Number(row.id),
  requestedBy: row.requested_by,
  state: row.state,
  commit: row.commit_sha,
  message: row.message,
  createdAt: iso(row.created_at)!,
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
})

/** Queues a publish, unless one is already waiting (it will build the newest commit anyway). */
export async function queuePublish(db: Sql, requestedBy: string): Promise<Publish> {
  const waiting = await db.query<Row>(`select * from content_publishes where state = 'queued' order by id limit 1`)
  if (waiting[0]) return toPublish(waiting[0])
  const [row] = await db.query<Row>(`insert into content_publishes (requested_by) values ($1) returning *`, [requestedBy])
  return toPublish(row!)
}

/** Takes the oldest queued publish and marks it building (one at a time: null while another is building). */
export async function claimPublish(db: Sql): Promise<Publish | null> {
  const rows = await db.query<Row>(
    `update content_publishes set state = 'building', started_at = now()
      where id = (select id from content_publishes where state = 'queued' order by id limit 1)
        and not exists (select 1 from content_publishes where state = 'building')
      returning *`,
  )
  return rows[0] ? toPublish(rows[0]) : null
}

export async function finishPublish(db: Sql, id: number, state: 'live' | 'failed', commit: string | null, message: string): Promise<void> {
  await db.query(`update content_publishes set state = $2, commit_sha = $3, message = $4, finished_at = now() where id = $1`, [id, state, commit, message])
}

/** A publish left "building" by a service that stopped cannot finish: it failed. */
export async function failInterruptedPublishes(db: Sql): Promise<number> {
  const rows = await db.query(
    `update content_publishes set state = 'failed', message = 'The server restarted during this publish. Publish again.', finished_at = now()
      where state = 'building' returning id`,
  )
  return rows.length
}

export async function recentPublishes(db: Sql, limit = 10): Promise<Publish[]> {
  return (await db.query<Row>(`select * from content_publishes order by id desc limit $1`, [limit])).map(toPublish)
}

/** The last publish that went live, if any. */
export async function lastLivePublish(db: Sql): Promise<Publish | null> {
  const rows = await db.query<Row>(`select * from content_publishes where state = 'live' order by id desc limit 1`)
  return rows[0] ? toPublish(rows[0]) : null
}
