/**
 * SQL for page views and events (migration 006): the daily salts, storing an event, and the daily rollups.
 *
 * One definition of every figure (DIMENSIONS) serves both the rollup of a finished day and the reports' reading of
 * the days not rolled up yet, so the two always agree: per day and value, the distinct visitors that day, the hits
 * (page views, or events for 'event') and the entries (visits begun there).
 */
import type { Database, Sql } from '../platform/db/database'

export const EVENT_KINDS = ['pageview', 'phone_click', 'whatsapp_click', 'form_submission', 'send_message_click', 'download'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export interface EventRow {
  day: string
  visitor: string
  kind: EventKind
  path: string
  landing: boolean
  referrer: string | null
  utmSource: string | null
  utmCampaign: string | null
  device: 'mobile' | 'tablet' | 'desktop'
  browser: string
}

/** Returns the day's salt, storing `candidate` as that salt if the day has none yet. */
export async function saltOfDay(db: Sql, day: string, candidate: string): Promise<string> {
  await db.query('insert into analytics_salts (day, salt) values ($1::date, $2) on conflict (day) do nothing', [day, candidate])
  const rows = await db.query<{ salt: string }>('select salt from analytics_salts where day = $1::date', [day])
  if (!rows[0]) throw new Error(`the salt of ${day} was deleted while it was being made`)
  return rows[0].salt
}

/** Deletes the salts of the days before `day`; returns how many. */
export async function deleteSaltsBefore(db: Sql, day: string): Promise<number> {
  return (await db.query('delete from analytics_salts where day < $1::date returning day', [day])).length
}

/** Stores events in one statement (service/analytics/writer.ts batches them). */
export async function insertEvents(db: Sql, events: readonly EventRow[]): Promise<void> {
  const column = <K extends keyof EventRow>(key: K) => events.map((event) => event[key])
  await db.query(
    `insert into analytics_events (day, visitor, kind, path, landing, referrer, utm_source, utm_campaign, device, browser)
     select * from unnest($1::date[], $2::bigint[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
    [
      column('day'),
      column('visitor'),
      column('kind'),
      column('path'),
      column('landing'),
      column('referrer'),
      column('utmSource'),
      column('utmCampaign'),
      column('device'),
      column('browser'),
    ],
  )
}

/**
 * The events a dimension is counted over: the page views, the visits' first page views, or the other events. Each is
 * read from the table by its own condition, so the planner knows how many rows each holds and aggregates them by
 * hashing; one set of events filtered per dimension looked like a few dozen rows to it, and it sorted instead.
 */
const EVENT_SETS = {
  views: `kind = 'pageview'`,
  landings: `kind = 'pageview' and landing`,
  others: `kind <> 'pageview'`,
} as const
type EventSet = keyof typeof EVENT_SETS

export type Dimension = 'total' | 'page' | 'entry' | 'referrer' | 'source' | 'campaign' | 'device' | 'browser' | 'event'

/** What each dimension groups by, over which events (and which of those, where a value may be missing). */
export const DIMENSIONS: Record<Dimension, { value: string; of: EventSet; where?: string }> = {
  /** Every page view: the day's visitors, page views and visits. */
  total: { value: `''`, of: 'views' },
  page: { value: 'path', of: 'views' },
  /** The first page of each visit. */
  entry: { value: 'path', of: 'landings' },
  referrer: { value: 'referrer', of: 'landings', where: 'referrer is not null' },
  /** utm_source, else the referring host, else (direct): the same rule as a lead's source. */
  source: { value: 'source', of: 'landings' },
  campaign: { value: 'utm_campaign', of: 'landings', where: 'utm_campaign is not null' },
  device: { value: 'device', of: 'views' },
  browser: { value: 'browser', of: 'views' },
  /** Calls, chats, form submissions, send-message clicks and downloads, by kind. */
  event: { value: 'kind', of: 'others' },
}

/**
 * Figures of some dimensions per day and value from the raw events of the days in the array parameter `daysParam`
 * (columns dimension, day, value, visitors, hits, entries). Each set of events the dimensions need is read once.
 */
export function rawFigures(dimensions: readonly Dimension[], daysParam: string): string {
  const sets = [...new Set(dimensions.map((dimension) => DIMENSIONS[dimension].of))]
  // count(distinct) sorts each value's visitors; counting per visitor first by hashing, then per value, was half as
  // fast on both back ends (a hash table per dimension, and on PostgreSQL its memory taken from the system each time).
  const parts = dimensions.map((dimension) => {
    const { value, of, where } = DIMENSIONS[dimension]
    return `select '${dimension}'::text as dimension, day, ${value} as value, count(distinct visitor)::int as visitors, count(*)::int as hits,
                   (count(*) filter (where landing))::int as entries
            from ${of} ${where ? `where ${where}` : ''} group by 2, 3`
  })
  const reads = sets.map(
    (set) => `${set} as materialized (
            select day, visitor, kind, path, landing, referrer, source, utm_campaign, device, browser
            from analytics_events where day = any(${daysParam}::date[]) and ${EVENT_SETS[set]})`,
  )
  return `with ${reads.join(',\n          ')}
          ${parts.join('\n          union all ')}`
}

/** The first day with raw events not rolled up yet, up to `lastDay`, and the days rolled up so far in that span. */
export async function daysToRollUp(db: Sql, lastDay: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `select to_char(d, 'YYYY-MM-DD') as day
     from generate_series((select min(day) from analytics_events), $1::date, interval '1 day') as d
     where not exists (select 1 from analytics_rolled_days r where r.day = d::date)
     order by d`,
    [lastDay],
  )
  return rows.map((row) => row.day)
}

/** Rolls one finished day up into analytics_daily (replacing what a previous roll-up of it wrote) and marks it rolled. */
export async function rollUpDay(db: Database, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from analytics_daily where day = $1::date', [day])
    await tx.query(
      `insert into analytics_daily (dimension, day, value, visitors, hits, entries)
       select * from (${rawFigures(Object.keys(DIMENSIONS) as Dimension[], '$1')}) as figures`,
      [[day]],
    )
    await tx.query('insert into analytics_rolled_days (day) values ($1::date) on conflict (day) do update set rolled_at = now()', [day])
  })
}

/** Raw events of the days before `day` (they are rolled up by then); returns how many. */
export async function purgeEventsBefore(db: Sql, day: string): Promise<number> {
  return (
    await db.query<{ n: number }>('with gone as (delete from analytics_events where day < $1::date returning 1) select count(*)::int as n from gone', [
      day,
    ])
  )[0]!.n
}

/** Rollups of the days before `day` (kept as long as the leads). */
export async function purgeRollupsBefore(db: Sql, day: string): Promise<void> {
  await db.query('delete from analytics_daily where day < $1::date', [day])
  await db.query('delete from analytics_rolled_days where day < $1::date', [day])
}

/** PGlite has no autovacuum: after a purge, the events table is tidied as the leads table is. */
export async function tidyEvents(db: Sql): Promise<void> {
  await db.exec('vacuum (analyze) analytics_events')
}
