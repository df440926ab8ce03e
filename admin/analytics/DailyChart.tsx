import { useId } from 'react'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import type { DayFigures } from '../../model/analyticsReports'
import { formatNumber } from '../../model/reportFormat'

const dayLabel = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * Visitors and enquiries per day as two bar rows sharing one time axis, each on its own scale (enquiries are a small
 * fraction of visitors and would vanish on a shared one). The drawing is decorative: the same figures are in a table
 * for screen readers.
 */
export function DailyChart({ days, text }: { days: readonly DayFigures[]; text: AdminReportsText['analytics']['chart'] }) {
  const uid = useId()
  const width = 720
  const step = width / Math.max(1, days.length)
  const bar = Math.max(1, step * 0.7)
  const rowHeight = 70
  const gap = 26
  const rows = [
    { key: 'visitors' as const, label: text.visitors, className: 'fill-brand-700', top: 14 },
    { key: 'enquiries' as const, label: text.enquiries, className: 'fill-emerald-600', top: 14 + rowHeight + gap },
  ]
  const tick = Math.max(1, Math.ceil(days.length / 12))
  return (
    <figure className="rounded-xl border border-slate-200 p-4" aria-labelledby={`${uid}-caption`}>
      <figcaption id={`${uid}-caption`} className="text-base font-semibold text-slate-900">
        {text.heading}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${2 * rowHeight + gap + 40}`} className="mt-3 h-auto w-full" aria-hidden="true" focusable="false">
        {rows.map((row) => {
          const max = Math.max(1, ...days.map((day) => day[row.key]))
          return (
            <g key={row.key}>
              <text x="0" y={row.top - 4} className="fill-slate-800 text-[11px]">
                {row.label} (max {formatNumber(max)})
              </text>
              {days.map((day, index) => {
                const height = day[row.key] === 0 ? 0 : Math.max(2, (day[row.key] / max) * rowHeight)
                return (
                  <rect
                    key={day.day}
                    x={index * step + (step - bar) / 2}
                    y={row.top + rowHeight - height}
                    width={bar}
                    height={height}
                    className={row.className}
                  />
                )
              })}
              <line x1="0" x2={width} y1={row.top + rowHeight + 0.5} y2={row.top + rowHeight + 0.5} className="stroke-slate-400" />
            </g>
          )
        })}
        {days.map((day, index) =>
          index % tick === 0 ? (
            <text key={day.day} x={index * step + step / 2} y={2 * rowHeight + gap + 32} textAnchor="middle" className="fill-slate-700 text-[10px]">
              {asDate(day.day).getUTCDate()}
            </text>
          ) : null,
        )}
      </svg>
      {/* A table keeps the width of its cells whatever its own width says: the box that hides it clips it. */}
      <div className="sr-only">
        <table>
          <caption>{text.heading}</caption>
          <thead>
            <tr>
              {text.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel.format(asDate(day.day))}</th>
                <td>{day.visitors}</td>
                <td>{day.pageviews}</td>
                <td>{day.enquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
