/**
 * The Overview's and the Analytics tab's figures, each computed by one SQL statement over a range of calendar days
 * (Asia/Kolkata): page views and visitors from the daily rollups where a day is rolled up and from the raw events
 * where it is not yet (today, mostly), enquiries from the leads themselves. Visitors are counted per day and summed
 * over a range: the same person on two days counts twice, and the reports say so.
 */
import type { ConversionKey, ConversionRow, DayFigures, DayRange, FigureRow, PeriodFigures, RecentEvent } from '../../lib/analyticsReports'
import { REPORT_TIME_ZONE, daysBetween } from '../analytics/days'
import type { Sql } from './database'
import { rawFigures, type Dimension } from './events'

/**
 * Parameters every range query starts with: $1 first day, $2 last day, $3 the days in it not rolled up yet; then $4
 * the time zone for the queries that count leads (ENQUIRIES), or their own.
 */
async function rangeParams(db: Sql, range: DayRange): Promise<unknown[]> {
  const rolled = await db.query<{ day: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day from analytics_rolled_days where day between $1::date and $2::date`,
    [range.first, range.last],
  )
  const done = new Set(rolled.map((row) => row.day))
  return [range.first, range.last, daysBetween(range.first, range.last).filter((day) => !done.has(day))]
}

/** A dimension's figures per day and value over the range (columns day, value, visitors, hits, entries). */
const figures = (dimension: Dimension) => `
  select day, value, visitors, hits, entries from analytics_daily where dimension = '${dimension}' and day between $1::date and $2::date
  union all ${rawFigures(dimension, '$3')}`

/** Enquiries: leads from the three enquiry forms (not newsletter sign-ups), not spam, received within the range. */
const ENQUIRIES = `not spam and type <> 'newsletter'
  and received_at >= ($1::date::timestamp at time zone $4) and received_at < (($2::date + 1)::timestamp at time zone $4)`

const ORDER: Record<Dimension, keyof FigureRow> = {
  total: 'hits',
  page: 'hits',
  entry: 'entries',
  referrer: 'entries',
  source: 'entries',
  campaign: 'entries',
  device: 'visitors',
  browser: 'visitors',
  event: 'hits',
}

/** The top values of a dimension over the range. */
export async function topFigures(db: Sql, dimension: Dimension, range: DayRange, limit: number): Promise<FigureRow[]> {
  const order = ORDER[dimension]
  return db.query<FigureRow>(
    `select value, sum(visitors)::int as visitors, sum(hits)::int as hits, sum(entries)::int as entries
     from (${figures(dimension)}) as f group by value order by ${order} desc, value limit $4`,
    [...(await rangeParams(db, range)), limit],
  )
}

/** Every day of the range, with its visitors, page views and enquiries (zeros included). */
export async function dailyFigures(db: Sql, range: DayRange): Promise<DayFigures[]> {
  return db.query<DayFigures>(
    `with totals as (select day, sum(visitors)::int as visitors, sum(hits)::int as pageviews from (${figures('total')}) as f group by day),
          enquiries as (select (received_at at time zone $4)::date as day, count(*)::int as n from leads where ${ENQUIRIES} group by 1)
     select to_char(d, 'YYYY-MM-DD') as day, coalesce(t.visitors, 0) as visitors, coalesce(t.pageviews, 0) as pageviews, coalesce(e.n, 0) as enquiries
     from generate_series($1::date, $2::date, interval '1 day') as d
     left join totals t on t.day = d::date
     left join enquiries e on e.day = d::date
     order by d`,
    [...(await rangeParams(db, range)), REPORT_TIME_ZONE],
  )
}

/** How the visits and the leads name the same thing: a visit's entry page is a lead's landing path. */
const CONVERSIONS: Record<ConversionKey, { dimension: Dimension; column: string }> = {
  landing: { dimension: 'entry', column: 'landing_path' },
  source: { dimension: 'source', column: 'source' },
  campaign: { dimension: 'campaign', column: 'utm_campaign' },
}

/** Per landing page, source or campaign: visitors, enquiries, enquiries per visitor and what became of the enquiries. */
export async function conversions(db: Sql, key: ConversionKey, range: DayRange, limit: number): Promise<ConversionRow[]> {
  const { dimension, column } = CONVERSIONS[key]
  const rows = await db.query<Omit<ConversionRow, 'statuses'> & { status_new: number; status_contacted: number; status_closed: number }>(
    `with visits as (select value, sum(visitors)::int as visitors from (${figures(dimension)}) as f group by value),
          leads_of as (
            select ${column} as value, count(*)::int as enquiries,
                   (count(*) filter (where status = 'new'))::int as status_new,
                   (count(*) filter (where status = 'contacted'))::int as status_contacted,
                   (count(*) filter (where status = 'closed'))::int as status_closed
            from leads where ${ENQUIRIES} and ${column} is not null group by 1)
     select coalesce(v.value, l.value) as value, coalesce(v.visitors, 0) as visitors, coalesce(l.enquiries, 0) as enquiries,
            case when v.visitors > 0 then coalesce(l.enquiries, 0)::float8 / v.visitors end as rate,
            coalesce(l.status_new, 0) as status_new, coalesce(l.status_contacted, 0) as status_contacted, coalesce(l.status_closed, 0) as status_closed
     from visits v full join leads_of l on l.value = v.value
     order by 3 desc, 2 desc, 1 limit $5`,
    [...(await rangeParams(db, range)), REPORT_TIME_ZONE, limit],
  )
  return rows.map(({ status_new, status_contacted, status_closed, rate, ...row }) => ({
    ...row,
    rate: rate === null ? null : Number(rate),
    statuses: { new: status_new, contacted: status_contacted, closed: status_closed },
  }))
}

/** The Overview's figures for named periods (each a range of days), read in one pass over their span. */
export async function periodFigures(db: Sql, periods: Record<string, DayRange>): Promise<Record<string, PeriodFigures>> {
  const entries = Object.entries(periods)
  const span = {
    first: entries.map(([, range]) => range.first).sort()[0]!,
    last: entries
      .map(([, range]) => range.last)
      .sort()
      .at(-1)!,
  }
  const rows = await db.query<PeriodFigures & { name: string }>(
    `with periods as (select * from unnest($5::text[], $6::date[], $7::date[]) as p(name, first_day, last_day)),
          totals as (${figures('total')}),
          events as (${figures('event')}),
          enquiries as (select (received_at at time zone $4)::date as day, count(*)::int as n from leads where ${ENQUIRIES} group by 1)
     select *, case when visitors > 0 then enquiries::float8 / visitors end as rate from (
     select p.name,
            (select coalesce(sum(visitors), 0)::int from totals t where t.day between p.first_day and p.last_day) as visitors,
            (select coalesce(sum(hits), 0)::int from totals t where t.day between p.first_day and p.last_day) as pageviews,
            (select coalesce(sum(n), 0)::int from enquiries e where e.day between p.first_day and p.last_day) as enquiries,
            (select coalesce(sum(hits), 0)::int from events e where e.value = 'phone_click' and e.day between p.first_day and p.last_day) as calls,
            (select coalesce(sum(hits), 0)::int from events e where e.value = 'whatsapp_click' and e.day between p.first_day and p.last_day) as whatsapp
     from periods p) as figures`,
    [
      ...(await rangeParams(db, span)),
      REPORT_TIME_ZONE,
      entries.map(([name]) => name),
      entries.map(([, range]) => range.first),
      entries.map(([, range]) => range.last),
    ],
  )
  return Object.fromEntries(rows.map(({ name, rate, ...figures }) => [name, { ...figures, rate: rate === null ? null : Number(rate) }]))
}

/** The newest events as they arrived (what happened, where, on which kind of device). */
export async function recentEvents(db: Sql, limit: number): Promise<RecentEvent[]> {
  const rows = await db.query<{ at: Date | string; kind: string; path: string; device: string }>(
    'select at, kind, path, device from analytics_events order by id desc limit $1',
    [limit],
  )
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }))
}
