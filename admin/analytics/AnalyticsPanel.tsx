import { useId, useMemo } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { countEvents, type DayCount } from '../../model/leadBrowserStore'
import type { StoredEvent } from '../browserOnly/useStoredData'
import { Section } from '../../components/sections/Section'

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' })
const fromKey = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

/**
 * The Analytics tab: the real counts of the click tracker's stored events by name, and submissions per day for the
 * last 14 days as a bar chart (decorative SVG) with the same figures in a table for screen readers.
 */
export function AnalyticsPanel({
  series,
  events,
  text,
}: {
  /** Submissions per day, oldest first: from this browser's storage, or from the lead service. */
  series: readonly DayCount[]
  events: readonly StoredEvent[]
  text: AdminDashboardText['analytics']
}) {
  const uid = useId()
  const eventCounts = useMemo(() => countEvents(events), [events])
  const max = Math.max(1, ...series.map((point) => point.count))
  const barWidth = 28
  const gap = 8
  const chartHeight = 120
  /** Room above the tallest bar for its value label. */
  const top = 16
  const width = series.length * (barWidth + gap)

  return (
    <Section layout="block" headingId={`${uid}-heading`} size="xl" title={text.heading}>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-4">
          <h3 id={`${uid}-events`} className="text-base font-semibold text-slate-900">
            {text.eventsHeading}
          </h3>
          {eventCounts.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{text.eventsEmpty}</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm" aria-labelledby={`${uid}-events`} data-testid="event-counts">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1.5 font-semibold">
                    {text.eventColumns[0]}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    {text.eventColumns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {eventCounts.map((row) => (
                  <tr key={row.eventName} className="border-b border-slate-100">
                    <td className="py-1.5 font-mono text-slate-900">{row.eventName}</td>
                    <td className="py-1.5 text-right text-slate-900">{row.count.toLocaleString('en-IN')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <figure className="rounded-xl border border-slate-200 p-4" aria-labelledby={`${uid}-perday`}>
          <figcaption id={`${uid}-perday`} className="text-base font-semibold text-slate-900">
            {text.perDayHeading}
          </figcaption>
          <svg viewBox={`0 ${-top} ${width} ${chartHeight + top + 24}`} className="mt-3 h-auto w-full" aria-hidden="true" focusable="false">
            {series.map((point, position) => {
              const height = point.count === 0 ? 0 : Math.max(3, (point.count / max) * chartHeight)
              const x = position * (barWidth + gap) + gap / 2
              return (
                <g key={point.day}>
                  <rect x={x} y={chartHeight - height} width={barWidth} height={height} rx="3" className="fill-brand-700" />
                  <line x1={x} x2={x + barWidth} y1={chartHeight + 0.5} y2={chartHeight + 0.5} className="stroke-slate-400" />
                  {point.count > 0 && (
                    <text x={x + barWidth / 2} y={chartHeight - height - 4} textAnchor="middle" className="fill-slate-900 text-[10px]">
                      {point.count}
                    </text>
                  )}
                  <text x={x + barWidth / 2} y={chartHeight + 16} textAnchor="middle" className="fill-slate-700 text-[9px]">
                    {fromKey(point.day).getDate()}
                  </text>
                </g>
              )
            })}
          </svg>
          <table className="sr-only">
            <caption>{text.perDayHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{text.perDayColumns[0]}</th>
                <th scope="col">{text.perDayColumns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.day}>
                  <td>{weekday.format(fromKey(point.day))}</td>
                  <td>{point.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </div>
    </Section>
  )
}
