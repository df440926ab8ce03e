import { useEffect, useId, useState } from 'react'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import {
  addDays,
  type AnalyticsReport,
  type ConversionKey,
  type ConversionRow,
  type DayRange,
  type FigureRow,
  type ReportTable as TableName,
} from '../../model/analyticsReports'
import { AdminApiError, analyticsReport } from '../api/adminApi'
import { LEAD_STATUSES } from '../../model/leadFields'
import { formatNumber, formatRate } from '../../model/reportFormat'
import { DailyChart } from './DailyChart'
import { ReportTable } from './ReportTable'
import { buttonClass } from '../../components/ui/buttonClass'
import { Heading } from '../../components/ui/Heading'

const PRESETS = { today: 1, week: 7, month: 30, quarter: 90 } as const

/**
 * The Analytics tab with the lead service: for a date range, the totals, visitors and enquiries per day, the top
 * pages, entry pages, referrers, sources, campaigns, devices, browsers and tracked clicks, and per landing page, source
 * and campaign what the visits turned into. Every figure comes from the service (GET /api/admin/analytics/report);
 * each table saves as CSV.
 */
export function ServiceAnalyticsPanel({
  api,
  text,
  heading,
  onSignedOut,
}: {
  api: string
  text: AdminReportsText['analytics']
  heading: string
  onSignedOut: () => void
}) {
  const uid = useId()
  /** Undefined until the service has said which range its default is (the last 30 days up to its today). */
  const [range, setRange] = useState<DayRange | undefined>(undefined)
  const [today, setToday] = useState<string | undefined>(undefined)
  const [report, setReport] = useState<AnalyticsReport | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    analyticsReport(api, range).then(
      (found) => {
        if (!current) return
        setReport(found)
        setFailed(false)
        if (!range) setToday(found.range.last)
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
        console.error('Could not load the analytics report', error)
        setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [api, range, onSignedOut])

  const shown = report?.range
  const setDay = (which: keyof DayRange, value: string) => {
    if (!shown || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return
    const next = { ...shown, [which]: value }
    if (next.first <= next.last) setRange(next)
  }
  const fileName = (table: string) => `analytics-${table}-${shown?.first}-to-${shown?.last}.csv`
  const tableText = { downloadCsv: text.downloadCsv, downloadCsvOf: text.downloadCsvOf, showAll: text.showAll, showFewer: text.showFewer }

  const figureRows = (table: TableName, rows: FigureRow[]): (string | number)[][] => {
    switch (table) {
      case 'pages':
        return rows.map((row) => [row.value, row.visitors, row.hits])
      case 'devices':
        return rows.map((row) => [text.devices[row.value as keyof typeof text.devices] ?? row.value, row.visitors, row.hits])
      case 'browsers':
        return rows.map((row) => [row.value, row.visitors, row.hits])
      case 'events':
        return rows.map((row) => [text.events[row.value as keyof typeof text.events] ?? row.value, row.hits, row.visitors])
      default:
        return rows.map((row) => [row.value, row.entries, row.visitors])
    }
  }
  const conversionRows = (rows: ConversionRow[]) =>
    rows.map((row) => [row.value, row.visitors, row.enquiries, formatRate(row.rate), ...LEAD_STATUSES.map((status) => row.statuses[status])])

  return (
    <section aria-labelledby={`${uid}-heading`} data-testid="service-analytics">
      <Heading id={`${uid}-heading`} size="xl">
        {heading}
      </Heading>

      <fieldset className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{text.rangeLabel}</legend>
        {(['first', 'last'] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${uid}-${which}`} className="field-label">
              {which === 'first' ? text.from : text.to}
            </label>
            <input
              id={`${uid}-${which}`}
              type="date"
              className="input"
              value={shown?.[which] ?? ''}
              max={which === 'first' ? shown?.last : undefined}
              min={which === 'last' ? shown?.first : undefined}
              onChange={(event) => setDay(which, event.target.value)}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((preset) => {
            const first = today && addDays(today, -(PRESETS[preset] - 1))
            const active = shown?.first === first && shown?.last === today
            return (
              <button
                key={preset}
                type="button"
                className={buttonClass(active ? 'primary' : 'outline', { size: 'sm' })}
                aria-pressed={active}
                disabled={!today}
                onClick={() => today && first && setRange({ first, last: today })}
              >
                {text.presets[preset]}
              </button>
            )
          })}
        </div>
      </fieldset>

      <p role="status" className="mt-3 text-sm text-slate-700">
        {failed ? text.failed : report ? text.visitorsNote : text.loading}
      </p>

      {report && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-totals">
            {(
              [
                [text.totals.visitors, formatNumber(report.totals.visitors)],
                [text.totals.pageviews, formatNumber(report.totals.pageviews)],
                [text.totals.enquiries, formatNumber(report.totals.enquiries)],
                [text.totals.rate, formatRate(report.totals.rate)],
              ] as const
            ).map(([name, value]) => (
              <div key={name} className="rounded-lg border border-slate-200 p-4">
                <dt className="text-sm font-medium text-slate-700">{name}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <DailyChart days={report.daily} text={text.chart} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {(Object.keys(text.tables) as TableName[]).map((table) => (
              <ReportTable
                key={table}
                {...text.tables[table]}
                rows={figureRows(table, report.tables[table])}
                fileName={fileName(table)}
                text={tableText}
              />
            ))}
          </div>
          <h3 className="mt-8 text-lg font-bold text-slate-900">{text.conversionsHeading}</h3>
          <p className="mt-1 text-sm text-slate-700">{text.conversionsIntro}</p>
          <div className="mt-4 grid gap-6">
            {(Object.keys(text.conversions) as ConversionKey[]).map((key) => (
              <ReportTable
                key={key}
                {...text.conversions[key]}
                rows={conversionRows(report.conversions[key])}
                fileName={fileName(`enquiries-by-${key}`)}
                text={tableText}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
