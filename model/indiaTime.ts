/** The agency works in India: every time the owner reads (the editor's history, its restore messages) is India's time. */
const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
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
