/**
 * The admin's analytics under /api/admin/analytics (mounted behind the admin session by service/adminRoutes.ts):
 * - GET /overview: today, the last 7 and the last 30 days, each against the period before it; the newest leads and
 *   the newest events.
 * - GET /report?from=YYYY-MM-DD&to=YYYY-MM-DD: the range's totals, every day's visitors, page views and enquiries, the
 *   top pages, entry pages, referrers, sources, campaigns, devices, browsers and events, and per landing page, source
 *   and campaign the visitors, enquiries, enquiries per visitor and the enquiries' statuses.
 * Every figure is computed by the database (service/analytics/reportStore.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  addDays,
  REPORT_TABLES,
  type AnalyticsReport,
  type DayRange,
  type OverviewPeriod,
  type OverviewReport,
  type ReportTable,
} from '../../model/analyticsReports'
import { dayOf, isDay } from './days'
import type { Dimension } from './eventStore'
import { newestLeads } from '../leads/leadStore'
import { periodFigures, rangeFigures, rangeOf, recentEvents } from './reportStore'
import type { ServiceContext } from '../context'
import { query } from '../platform/http/validation'

/** The longest range a report covers: the rollups are kept as long as the leads (two years by default). */
export const MAX_REPORT_DAYS = 732
const TABLE_ROWS = 50

const TABLE_DIMENSIONS: Record<ReportTable, Dimension> = {
  pages: 'page',
  entryPages: 'entry',
  referrers: 'referrer',
  sources: 'source',
  campaigns: 'campaign',
  devices: 'device',
  browsers: 'browser',
  events: 'event',
}

const day = z.string().refine(isDay, 'must be a date written YYYY-MM-DD')

export function analyticsRoutes({ db, analytics }: ServiceContext) {
  const today = () => dayOf(analytics.now())
  const reportQuery = query(
    z
      .object({ from: day.default(() => addDays(today(), -29)), to: day.default(today) })
      // Refinements of the whole run even when a date failed its own check: compare only real dates.
      .refine(({ from, to }) => !isDay(from) || !isDay(to) || from <= to, 'from must not be after to')
      .refine(({ from, to }) => !isDay(from) || !isDay(to) || addDays(from, MAX_REPORT_DAYS - 1) >= to, `a report covers at most ${MAX_REPORT_DAYS} days`),
  )

  return new Hono()
    .get('/overview', async (c) => {
      const now = today()
      const span = (days: number, back: number): DayRange => ({ first: addDays(now, -(back + days - 1)), last: addDays(now, -back) })
      const lengths: Record<OverviewPeriod, number> = { today: 1, week: 7, month: 30 }
      const ranges: Record<string, DayRange> = {}
      for (const [name, days] of Object.entries(lengths)) {
        ranges[`${name}.current`] = span(days, 0)
        ranges[`${name}.previous`] = span(days, days)
      }
      const context = await rangeOf(db, span(60, 0))
      const [figures, leads, events] = await Promise.all([periodFigures(db, context, ranges), newestLeads(db, 5), recentEvents(db, 10)])
      const periods = Object.fromEntries(
        Object.keys(lengths).map((name) => [name, { current: figures[`${name}.current`]!, previous: figures[`${name}.previous`]! }]),
      ) as OverviewReport['periods']
      const report: OverviewReport = { today: now, periods, newestLeads: leads, recentEvents: events }
      return c.json(report)
    })

    .get('/report', reportQuery, async (c) => {
      const { from, to } = c.req.valid('query')
      const range: DayRange = { first: from, last: to }
      const figures = await rangeFigures(db, await rangeOf(db, range), Object.values(TABLE_DIMENSIONS), TABLE_ROWS)
      const tables = Object.fromEntries(REPORT_TABLES.map((table) => [table, figures.tables[TABLE_DIMENSIONS[table]]])) as AnalyticsReport['tables']
      const report: AnalyticsReport = { range, totals: figures.totals, daily: figures.daily, tables, conversions: figures.conversions }
      return c.json(report)
    })
}
