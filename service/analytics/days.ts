/**
 * The analytics count by calendar day in India's time zone, the agency's working day: a visitor's salt lives for one
 * such day, and the reports' ranges are such days. Days travel as 'YYYY-MM-DD' strings, never as Date objects, so
 * neither the database driver nor the server's own time zone can shift them.
 */
import { addDays } from '../../model/analyticsReports'
import { INDIA_TIME_ZONE } from '../../model/indiaTime'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day (Asia/Kolkata) of an instant. */
export const dayOf = (instant: Date): string => dayFormat.format(instant)

/** Days from `first` to `last`, both included (none when last < first). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

/** A real calendar day written YYYY-MM-DD, from the year 1 (PostgreSQL's dates have no year 0). */
export const isDay = (value: string): boolean => /^(?!0000)\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value
