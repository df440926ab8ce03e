/**
 * When the daily digest is due, in India's time whatever the server's zone: each Indian calendar day once its time
 * (DIGEST_TIME, 09:00 by default) has come, until that day ends. A service that was down at that time sends the
 * day's digest when it starts, later the same day; a day that ended before it could is not sent late.
 */
import { indiaNow, IST_OFFSET_MS } from '../../model/indiaTime'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** The Indian day (YYYY-MM-DD) whose digest is due at `now`, or null before `minute` (minutes after midnight, IST). */
export function digestDayAt(now: Date, minute: number): string | null {
  const { date, time } = indiaNow(now)
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return hours * 60 + minutes >= minute ? date : null
}

/** Where an Indian calendar day begins and ends, as instants: [start, end). */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS
  return { start: new Date(start), end: new Date(start + DAY_MS) }
}

/** The Indian day before `day`. */
export const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)

/** The next instant after `now` at which a digest falls due: today's time in India if still to come, else tomorrow's. */
export function nextDigestAt(now: Date, minute: number): Date {
  const today = indiaDayBounds(indiaNow(now).date).start.getTime() + minute * MINUTE_MS
  return new Date(today > now.getTime() ? today : today + DAY_MS)
}
