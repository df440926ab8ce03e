/**
 * The Overview's and the Analytics tab's figures over a range of calendar days (Asia/Kolkata), each kind computed by
 * one SQL statement: page views and visitors from the daily rollups where a day is rolled up and from the raw events
 * where it is not yet (today, mostly), enquiries from the leads themselves. Visitors are counted per day and summed
 * over a range: the same person on two days counts twice, and the reports say so.
 *
 * A report first reads which of its days are rolled up (rangeOf), once; every statement after that starts with the
 * same parameters: $1 first day, $2 last day, $3 the days not rolled up yet.
 */
import type { ConversionKey, ConversionRow, DayFigures, DayRange, FigureRow, PeriodFigures, RecentEvent } from '../../model/analyticsReports'
import { LEAD_STATUSES, type LeadStatus } from '../../model/leadFields'
import { INDIA_TIME_ZONE } from '../../model/indiaTime'
import { daysBetween } from './days'
import type { Sql } from '../platform/db/database'
import { rawFigures, type Dimension } from './eventStore'

export interface RangeContext extends DayRange {
  /** The days of the range not rolled up yet: read from the raw events. */
  unrolled: string[]
}

export async function rangeOf(db: Sql, range: DayRange): Promise<RangeContext> {
  const rolled = await db.query<{ day: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day from analytics_rolled_days where day between $1::date and $2::date`,
    [range.first, range.last],
  )
  const done = new Set(rolled.map((row) => row.day))
  return { ...range, unrolled: daysBetween(range.first, range.last).filter((day) => !done.has(day)) }
}

const params = (context: RangeContext) => [context.first, context.last, context.unrolled]

/** Some dimensions' figures per day and value over the range (columns dimension, day, value, visitors, hits, entries). */
const figures = (dimensions: readonly Dimension[]) => `
  select dimension, day, value, visitors, hits, entries from analytics_daily
  where dimension in (${dimensions.map((dimension) => `'${dimension}'`).join(', ')}) and day between $1::date and $2::date
  union all select * from (${rawFigures(dimensions, '$3')}) as raw_figures`

/** Enquiries: leads from the three enquiry forms (not newsletter sign-ups), not spam, received within the range. */
const enquiriesIn = (timeZone: string) => `not spam and type <> 'newsletter'
  and received_at >= ($1::date::timestamp at time zone ${timeZone}) and received_at < (($2::date + 1)::timestamp at time zone ${timeZone})`

/** What a dimension's rows are ranked by: page views for pages and events, visitors for devices, visits for the rest. */
const RANK = `case when dimension in ('total', 'page', 'event') then hits when dimension in ('device', 'browser') then visitors else entries end`

/** How the visits and the leads name the same thing: a visit's entry page is a lead's landing path. */
const CONVERSIONS: Record<ConversionKey, { dimension: Dimension; column: string }> = {
  landing: { dimension: 'entry', column: 'landing_path' },
  source: { dimension: 'source', column: 'source' },
  campaign: { dimension: 'campaign', column: 'utm_campaign' },
}

export interface RangeFigures<D extends Dimension> {
  totals: PeriodFigures
  daily: DayFigures[]
  /** The top `limit` values of each dimension asked for. */
  tables: Record<D, FigureRow[]>
  /** Per landing page, source and campaign, the first `limit` by enquiries. */
  conversions: Record<ConversionKey, ConversionRow[]>
}

/**
 * Everything the Analytics tab shows for a range, in one statement, so the days not rolled up yet (today) are read
 * once and the range's leads once: the totals; every day's visitors, page views and enquiries (zeros included); the
 * top values of each dimension; and per landing page, source and campaign the visitors it brought, the enquiries
 * from those visits, enquiries per visitor and what became of the enquiries.
 */
export async function rangeFigures<D extends Dimension>(
  db: Sql,
  context: RangeContext,
  dimensions: readonly D[],
  limit: number,
): Promise<RangeFigures<D>> {
  const keys = Object.keys(CONVERSIONS) as ConversionKey[]
  const needed = [...new Set<Dimension>(['total', 'event', ...dimensions, ...keys.map((key) => CONVERSIONS[key].dimension)])]
  const [row] = await db.query<{
    totals: PeriodFigures
    daily: DayFigures[]
    tables: (FigureRow & { dimension: D })[] | null
    conversions: ConversionJson[] | null
  }>(
    `with f as materialized (${figures(needed)}),
     enquiries as materialized (
       select (received_at at time zone $4)::date as day, status, landing_path, source, utm_campaign from leads where ${enquiriesIn('$4')}),
     summed_totals as (
       select coalesce(sum(visitors) filter (where dimension = 'total'), 0)::int as visitors,
              coalesce(sum(hits) filter (where dimension = 'total'), 0)::int as pageviews,
              (select count(*) from enquiries)::int as enquiries,
              coalesce(sum(hits) filter (where dimension = 'event' and value = 'phone_click'), 0)::int as calls,
              coalesce(sum(hits) filter (where dimension = 'event' and value = 'whatsapp_click'), 0)::int as whatsapp
       from f),
     totals as (select *, case when visitors > 0 then enquiries::float8 / visitors end as rate from summed_totals),
     per_day as (select day, sum(visitors)::int as visitors, sum(hits)::int as pageviews from f where dimension = 'total' group by day),
     enquiries_per_day as (select day, count(*)::int as n from enquiries group by day),
     daily as (
       select to_char(d, 'YYYY-MM-DD') as day, coalesce(t.visitors, 0) as visitors, coalesce(t.pageviews, 0) as pageviews, coalesce(e.n, 0) as enquiries
       from generate_series($1::date, $2::date, interval '1 day') as d
       left join per_day t on t.day = d::date left join enquiries_per_day e on e.day = d::date),
     summed as (
       select dimension, value, sum(visitors)::int as visitors, sum(hits)::int as hits, sum(entries)::int as entries
       from f where dimension in (${dimensions.map((dimension) => `'${dimension}'`).join(', ')}) group by 1, 2),
     ranked as (select summed.*, row_number() over (partition by dimension order by ${RANK} desc, value) as rank from summed),
     visits as (
       select case dimension ${keys.map((key) => `when '${CONVERSIONS[key].dimension}' then '${key}'`).join(' ')} end as key, value, sum(visitors)::int as visitors
       from f where dimension in (${keys.map((key) => `'${CONVERSIONS[key].dimension}'`).join(', ')}) group by 1, 2),
     leads_of as (${keys
       .map(
         (key) => `
       select '${key}' as key, ${CONVERSIONS[key].column} as value, count(*)::int as enquiries,
              ${LEAD_STATUSES.map((status) => `(count(*) filter (where status = '${status}'))::int as status_${status}`).join(', ')}
       from enquiries where ${CONVERSIONS[key].column} is not null group by 2`,
       )
       .join('\n       union all')}),
     joined as (
       select coalesce(v.key, l.key) as key, coalesce(v.value, l.value) as value, coalesce(v.visitors, 0) as visitors,
              coalesce(l.enquiries, 0) as enquiries, case when v.visitors > 0 then coalesce(l.enquiries, 0)::float8 / v.visitors end as rate,
              ${LEAD_STATUSES.map((status) => `coalesce(l.status_${status}, 0) as status_${status}`).join(', ')}
       from visits v full join leads_of l on l.key = v.key and l.value = v.value),
     converted as (select joined.*, row_number() over (partition by key order by enquiries desc, visitors desc, value) as rank from joined)
     select (select row_to_json(totals) from totals) as totals,
            (select json_agg(daily order by day) from daily) as daily,
            (select json_agg(json_build_object('dimension', dimension, 'value', value, 'visitors', visitors, 'hits', hits, 'entries', entries) order by dimension, rank)
             from ranked where rank <= $5) as tables,
            (select json_agg(converted order by key, rank) from converted where rank <= $5) as conversions`,
    [...params(context), INDIA_TIME_ZONE, limit],
  )
  const { totals, daily, tables, conversions } = row!
  const byDimension = Object.fromEntries(dimensions.map((dimension) => [dimension, [] as FigureRow[]])) as Record<D, FigureRow[]>
  for (const { dimension, ...figure } of tables ?? []) byDimension[dimension].push(figure)
  const byKey = Object.fromEntries(keys.map((key) => [key, [] as ConversionRow[]])) as Record<ConversionKey, ConversionRow[]>
  for (const row of conversions ?? []) {
    const { key, value, visitors, enquiries, rate } = row
    const statuses = Object.fromEntries(LEAD_STATUSES.map((status) => [status, row[`status_${status}`]])) as Record<LeadStatus, number>
    byKey[key].push({ value, visitors, enquiries, rate, statuses })
  }
  return {
    totals,
    daily,
    tables: byDimension,
    conversions: byKey,
  }
}

interface ConversionJson {
  key: ConversionKey
  value: string
  visitors: number
  enquiries: number
  rate: number | null
  [status: `status_${string}`]: number
}

/** Figures for named periods (each a range of days inside the context's range), read in one pass over it. */
export async function periodFigures(db: Sql, context: RangeContext, periods: Record<string, DayRange>): Promise<Record<string, PeriodFigures>> {
  const entries = Object.entries(periods)
  const rows = await db.query<PeriodFigures & { name: string }>(
    `with periods as (select * from unnest($5::text[], $6::date[], $7::date[]) as p(name, first_day, last_day)),
          daily as (
            select day, sum(visitors) filter (where dimension = 'total') as visitors, sum(hits) filter (where dimension = 'total') as pageviews,
                   sum(hits) filter (where dimension = 'event' and value = 'phone_click') as calls,
                   sum(hits) filter (where dimension = 'event' and value = 'whatsapp_click') as whatsapp
            from (${figures(['total', 'event'])}) as f group by day),
          enquiries as materialized (select (received_at at time zone $4)::date as day, count(*)::int as n from leads where ${enquiriesIn('$4')} group by 1),
          summed as (
            select p.name,
                   coalesce((select sum(visitors) from daily d where d.day between p.first_day and p.last_day), 0)::int as visitors,
                   coalesce((select sum(pageviews) from daily d where d.day between p.first_day and p.last_day), 0)::int as pageviews,
                   coalesce((select sum(n) from enquiries e where e.day between p.first_day and p.last_day), 0)::int as enquiries,
                   coalesce((select sum(calls) from daily d where d.day between p.first_day and p.last_day), 0)::int as calls,
                   coalesce((select sum(whatsapp) from daily d where d.day between p.first_day and p.last_day), 0)::int as whatsapp
            from periods p)
     select *, case when visitors > 0 then enquiries::float8 / visitors end as rate from summed`,
    [...params(context), INDIA_TIME_ZONE, entries.map(([name]) => name), entries.map(([, range]) => range.first), entries.map(([, range]) => range.last)],
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
