/** The agency works in India: its days, follow-ups, digests and the times the owner reads are India's. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'
/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
export const IST_OFFSET_MS = 330 * 60_000

/** The date (YYYY-MM-DD) and time (HH:MM) in India at `now`. */
export function indiaNow(now: Date): { date: string; time: string } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/** An ISO date-time as ISO 8601 in IST with its offset, to the second; a value that is not a date is kept as it is. */
export function istDateTime(iso: string): string {
  const time = Date.parse(iso)
  if (!Number.isFinite(time)) return iso
  return `${new Date(time + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`
}

/** Every time the owner reads (the editor's history, its restore messages) in one style. */
const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "25 Nov 2026, 05:22 IST" for 2026-11-24T23:52Z: one style wherever a moment is shown to the owner. */
export function inIndiaTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${indiaDateTime.format(date)} IST`
}
