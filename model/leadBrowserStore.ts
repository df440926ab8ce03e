/**
 * The admin's view of the stored form submissions, as pure functions with no DOM:
 * merge the three lists tagging each entry with its type, sort newest first, search, filter by type, count,
 * and the per-day series of the Analytics tab. The dashboard and the benchmark both use these.
 *
 * Performance (10,000 entries): `buildIndex` runs once per change of the stored lists and precomputes, per entry,
 * its time, its local day and a lower-case haystack of name, email and service (the stored code and, given the
 * labels, the label the table shows); a keystroke then costs one
 * `viewSubmissions` call, a linear scan with `String#includes` and no allocation per entry.
 */
import { serviceLabel, type LeadLabels } from './leadLabels'
import type { Submission } from './leadSubmissions'

export const SUBMISSION_TYPES = ['hero', 'popup', 'contact'] as const
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]
export type TypeFilter = SubmissionType | 'all'

/** A stored submission as the admin sees it: the stored fields plus the type added on load. */
export type AdminSubmission = Submission & { type: SubmissionType }

export type SubmissionLists = Record<SubmissionType, readonly Submission[]>

/** An entry with what searching, sorting and counting need, computed once. */
export interface IndexedSubmission {
  entry: AdminSubmission
  /** submittedAt in ms since the epoch; -Infinity when it is not a date (sorted last). */
  time: number
  /** Local calendar day of submittedAt, YYYY-MM-DD; '' when it is not a date. */
  day: string
  /** Lower-case name, email and service (code and label), separated so a match never spans two fields. */
  text: string
  /** The phone as stored (searched as a plain substring). */
  phone: string
}

export type TypeCounts = Record<TypeFilter, number>

const pad = (value: number) => String(value).padStart(2, '0')

/** Local calendar day of a date: YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Tags each entry with its type (hero, popup or contact), added on load: the stored entries do not carry it. */
export function tagSubmissions(lists: SubmissionLists): AdminSubmission[] {
  const tagged: AdminSubmission[] = []
  for (const type of SUBMISSION_TYPES) for (const entry of lists[type]) tagged.push({ ...entry, type })
  return tagged
}

const SEPARATOR = '\u0000'

export function indexSubmission(entry: AdminSubmission, labels?: LeadLabels): IndexedSubmission {
  const parsed = Date.parse(entry.submittedAt)
  const valid = Number.isFinite(parsed)
  const service = entry.service ?? ''
  const shownService = labels ? serviceLabel(labels, entry) : service
  return {
    entry,
    time: valid ? parsed : Number.NEGATIVE_INFINITY,
    day: valid ? localDayKey(new Date(parsed)) : '',
    text: [entry.name, entry.email, service, shownService === service ? '' : shownService].join(SEPARATOR).toLowerCase(),
    phone: entry.phone,
  }
}

/** Newest first; entries with the same time keep a stable order by id, larger (later) first. */
function newestFirst(a: IndexedSubmission, b: IndexedSubmission): number {
  if (a.time !== b.time) return a.time > b.time ? -1 : 1
  const idA = Number(a.entry.id)
  const idB = Number(b.entry.id)
  if (idA !== idB && Number.isFinite(idA) && Number.isFinite(idB)) return idB - idA
  return 0
}

/**
 * Merges the three lists into one index, tagged and sorted newest first. Run once per change of the lists.
 * With `labels`, a search also finds an entry by the service label the table shows ("website" finds "web-design").
 */
export function buildIndex(lists: SubmissionLists, labels?: LeadLabels): IndexedSubmission[] {
  return tagSubmissions(lists)
    .map((entry) => indexSubmission(entry, labels))
    .sort(newestFirst)
}

/** The merged, tagged list sorted newest first (plain entries). */
export function mergeSubmissions(lists: SubmissionLists): AdminSubmission[] {
  return buildIndex(lists).map((item) => item.entry)
}

export interface Query {
  /** Trimmed, lower-cased: matched against name, email and service. */
  lower: string
  /** Trimmed as typed: matched against the phone. */
  raw: string
}

export function normaliseQuery(query: string): Query {
  const raw = query.trim()
  return { raw, lower: raw.toLowerCase() }
}

/** Case-insensitive on name, email and service (code or label); a plain substring match on phone. */
export function matchesQuery(item: IndexedSubmission, query: Query): boolean {
  if (query.raw === '') return true
  return item.text.includes(query.lower) || item.phone.includes(query.raw)
}

export function searchSubmissions(items: readonly IndexedSubmission[], query: string): readonly IndexedSubmission[] {
  const normalised = normaliseQuery(query)
  if (normalised.raw === '') return items
  const found: IndexedSubmission[] = []
  for (const item of items) if (matchesQuery(item, normalised)) found.push(item)
  return found
}

export function filterByType(items: readonly IndexedSubmission[], type: TypeFilter): readonly IndexedSubmission[] {
  if (type === 'all') return items
  const found: IndexedSubmission[] = []
  for (const item of items) if (item.entry.type === type) found.push(item)
  return found
}

export function countByType(items: readonly IndexedSubmission[]): TypeCounts {
  const counts: TypeCounts = { all: items.length, hero: 0, popup: 0, contact: 0 }
  for (const item of items) counts[item.entry.type]++
  return counts
}

/** Entries submitted on the local calendar day of `now`. */
export function countToday(items: readonly IndexedSubmission[], now: Date = new Date()): number {
  const today = localDayKey(now)
  let count = 0
  for (const item of items) if (item.day === today) count++
  return count
}

export interface SubmissionsView {
  /** Entries matching the search, of every type (the filter buttons count these). */
  matches: readonly IndexedSubmission[]
  /** Per type, how many entries match the search. */
  counts: TypeCounts
  /** Entries matching the search and the type filter, newest first: the table and the exports. */
  rows: readonly IndexedSubmission[]
}

/** One keystroke or filter click: search, count per type, filter. */
export function viewSubmissions(items: readonly IndexedSubmission[], { query, type }: { query: string; type: TypeFilter }): SubmissionsView {
  const matches = searchSubmissions(items, query)
  return { matches, counts: countByType(matches), rows: filterByType(matches, type) }
}

export interface PageSlice<T> {
  /** 1-based page number, clamped to the pages there are. */
  page: number
  pageCount: number
  /** 1-based position of the first and last row shown (0 and 0 when there are none). */
  first: number
  last: number
  rows: T[]
}

export const PAGE_SIZE = 50

export function paginate<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const start = (current - 1) * size
  const rows = items.slice(start, start + size)
  return { page: current, pageCount, first: rows.length ? start + 1 : 0, last: start + rows.length, rows }
}

export interface DayCount {
  /** YYYY-MM-DD, local. */
  day: string
  count: number
}

/** Submissions per local day for the `days` days ending today, oldest first. */
export function perDaySeries(items: readonly IndexedSubmission[], now: Date = new Date(), days = 14): DayCount[] {
  const series: DayCount[] = []
  const position = new Map<string, number>()
  for (let offset = days - 1; offset >= 0; offset--) {
    // Calendar arithmetic on the local date, so days stay whole across a daylight-saving change.
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset)
    const day = localDayKey(date)
    position.set(day, series.length)
    series.push({ day, count: 0 })
  }
  for (const item of items) {
    const at = position.get(item.day)
    if (at !== undefined) series[at]!.count++
  }
  return series
}

/** Counts of stored analytics events by event name, most frequent first (ties by name). */
export function countEvents(events: readonly { eventName: string }[]): { eventName: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const event of events) counts.set(event.eventName, (counts.get(event.eventName) ?? 0) + 1)
  return [...counts].map(([eventName, count]) => ({ eventName, count })).sort((a, b) => b.count - a.count || a.eventName.localeCompare(b.eventName))
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** The table's date: "5 Jan 2026, 10:30 am" in the viewer's time zone; the stored text when it is not a date. */
export function formatSubmittedAt(submittedAt: string): string {
  const time = Date.parse(submittedAt)
  return Number.isFinite(time) ? dateTimeFormat.format(time) : submittedAt
}
