/**
 * The shapes of the lead service's analytics reports (service/analytics/reportStore.ts, GET /api/admin/analytics/…), shared with
 * the dashboard that shows them. Days are 'YYYY-MM-DD' calendar days in India's time zone. Visitors are counted per
 * day and summed over a range: the same person on two days counts twice.
 */
import type { LeadRecord, LeadStatus } from './leadFields'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day `days` later (or earlier): plain date arithmetic on 'YYYY-MM-DD', free of any time zone. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export interface DayRange {
  first: string
  last: string
}

/** One value of a dimension (a page, a referrer, a source …) over a range. */
export interface FigureRow {
  value: string
  /** Visitors per day, summed over the range. */
  visitors: number
  /** Page views (for events: how many). */
  hits: number
  /** Visits begun. */
  entries: number
}

export interface DayFigures {
  day: string
  visitors: number
  pageviews: number
  enquiries: number
}

export interface ConversionRow {
  value: string
  visitors: number
  enquiries: number
  /** Enquiries per visitor; null without visitors (an enquiry whose visit was not counted: GPC, or before analytics). */
  rate: number | null
  /** What became of those enquiries. */
  statuses: Record<LeadStatus, number>
}

export interface PeriodFigures {
  /** Visitors per day, summed over the period. */
  visitors: number
  pageviews: number
  enquiries: number
  /** Enquiries per visitor; null without visitors. */
  rate: number | null
  calls: number
  whatsapp: number
}

export interface RecentEvent {
  at: string
  kind: string
  path: string
  device: string
}

export const OVERVIEW_PERIODS = ['today', 'week', 'month'] as const
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number]

export interface OverviewReport {
  today: string
  /** Today, the last 7 and the last 30 days, each against the period just before it. */
  periods: Record<OverviewPeriod, { current: PeriodFigures; previous: PeriodFigures }>
  newestLeads: LeadRecord[]
  recentEvents: RecentEvent[]
}

export const REPORT_TABLES = ['pages', 'entryPages', 'referrers', 'sources', 'campaigns', 'devices', 'browsers', 'events'] as const
export type ReportTable = (typeof REPORT_TABLES)[number]

export const CONVERSION_TABLES = ['landing', 'source', 'campaign'] as const
export type ConversionKey = (typeof CONVERSION_TABLES)[number]

export interface AnalyticsReport {
  range: DayRange
  totals: PeriodFigures
  daily: DayFigures[]
  tables: Record<ReportTable, FigureRow[]>
  conversions: Record<ConversionKey, ConversionRow[]>
}
