/**
 * How the dashboard writes the lead service's figures (model/analyticsReports.ts): counts in the Indian grouping,
 * conversion as a percentage, a change against the previous period, and a time as "5 minutes ago". Pure, so the
 * rules are tested without a browser.
 */
export const formatNumber = (value: number) => value.toLocaleString('en-IN')

/** Enquiries per visitor as a percentage with one decimal ("2.5%"); "—" without visitors. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`)

export type Change = { kind: 'up' | 'down'; text: string } | { kind: 'same' } | { kind: 'fresh' }

/** A count against the previous period, as a whole percentage. Nothing before: "fresh" (a percentage would be infinite). */
export function countChange(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' }
  if (previous === 0) return { kind: 'fresh' }
  const percent = Math.round((Math.abs(current - previous) / previous) * 100)
  return { kind: current > previous ? 'up' : 'down', text: `${formatNumber(percent)}%` }
}

/** A conversion rate against the previous period, in percentage points. */
export function rateChange(current: number | null, previous: number | null): Change {
  if (current === null && previous === null) return { kind: 'same' }
  if (previous === null) return { kind: 'fresh' }
  const points = Math.round(((current ?? 0) - previous) * 1000) / 10
  if (points === 0) return { kind: 'same' }
  return { kind: points > 0 ? 'up' : 'down', text: `${Math.abs(points).toFixed(1)} points` }
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "just now", "5 minutes ago", "yesterday" … */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - Date.parse(iso)
  for (const [unit, ms] of UNITS) if (Math.abs(elapsed) >= ms) return relative.format(-Math.round(elapsed / ms), unit)
  return relative.format(0, 'second')
}
