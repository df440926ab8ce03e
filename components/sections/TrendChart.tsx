import { formatIndianNumber } from '../../lib/format'

export interface TrendChartData {
  title: string
  unit: string
  prefix: string
  suffix: string
  points: readonly { label: string; value: number }[]
}

const W = 480
const H = 170
const PAD = { left: 8, right: 8, top: 10, bottom: 10 }

/** "₹9.4L", "1,270", "38h": the chart's own units, with Indian digit grouping. */
export function chartValue(chart: Pick<TrendChartData, 'prefix' | 'suffix'>, value: number): string {
  return `${chart.prefix}${formatIndianNumber(value)}${chart.suffix}`
}

/** Where each point is drawn: the lowest value sits at the bottom, the highest at the top. */
export function chartPoints(values: readonly number[]): { x: number; y: number }[] {
  const min = Math.min(...values)
  const max = Math.max(...values)
  const span = max - min || 1
  const step = (W - PAD.left - PAD.right) / Math.max(values.length - 1, 1)
  return values.map((value, index) => ({
    x: PAD.left + index * step,
    y: PAD.top + (1 - (value - min) / span) * (H - PAD.top - PAD.bottom),
  }))
}

/**
 * A small line chart where a trend tells the story, drawn as inline SVG at build time (no chart library, no
 * script). The first and last values are written on it; the full series is in a table below for everyone.
 */
export function TrendChart({ chart, colour, labels }: { chart: TrendChartData; colour: string; labels: { table: string; period: string } }) {
  const points = chartPoints(chart.points.map((point) => point.value))
  const first = chart.points[0]!
  const last = chart.points.at(-1)!
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join('')
  const area = `${line}L${points.at(-1)!.x.toFixed(1)} ${H - PAD.bottom}L${PAD.left} ${H - PAD.bottom}Z`
  const summary = `${chart.title}: ${chartValue(chart, first.value)} (${first.label}) to ${chartValue(chart, last.value)} (${last.label}).`
  return (
    <figure className="card" data-trend-chart>
      <figcaption className="font-semibold text-slate-900">{chart.title}</figcaption>
      {/* The first and last values and periods as page text (the brand face, 12 px and up at every width): inside the
          drawing they shrank with it to 8 px on phones. The image's summary and the table say them to screen readers. */}
      <p aria-hidden="true" className="mt-4 flex items-baseline justify-between gap-4 tabular-nums">
        <span className="text-sm font-bold text-slate-700">{chartValue(chart, first.value)}</span>
        <span className="text-lg font-extrabold text-slate-900">{chartValue(chart, last.value)}</span>
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={summary} className="mt-1 h-auto w-full">
        {[0, 0.5, 1].map((share) => {
          const y = PAD.top + share * (H - PAD.top - PAD.bottom)
          return <line key={share} x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e2e8f0" strokeWidth="1" />
        })}
        <path d={area} fill={colour} opacity="0.1" />
        <path d={line} fill="none" stroke={colour} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        {points.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={index === points.length - 1 ? 6 : 4} fill="#fff" stroke={colour} strokeWidth="3" />
        ))}
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between gap-4 text-xs text-slate-600">
        <span>{first.label}</span>
        <span>{last.label}</span>
      </p>
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">{labels.table}</summary>
        <table className="mt-3 w-full text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1.5 font-semibold text-slate-900">
                {labels.period}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold text-slate-900">
                {chart.unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.label} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 font-normal">
                  {point.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{chartValue(chart, point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
