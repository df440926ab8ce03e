import { useEffect, useId, useState } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import type { AdminReportsText } from '../copy/schemas/adminReports'
import { OVERVIEW_PERIODS, type OverviewPeriod, type OverviewReport, type PeriodFigures } from '../../model/analyticsReports'
import { AdminApiError, analyticsOverview } from '../api/adminApi'
import { countChange, formatNumber, formatRate, rateChange, timeAgo, type Change } from '../../model/reportFormat'
import { fillTemplate } from '../../model/template'
import { sourceLabel } from '../leads/VisitCell'
import { REFRESH_MS } from '../browserOnly/useStoredData'
import { buttonClass } from '../../components/ui/buttonClass'
import { Heading } from '../../components/ui/Heading'

type Stat = keyof AdminReportsText['overview']['stats']
type EventKind = Exclude<keyof AdminReportsText['overview']['activity'], 'on' | 'enquiry'>

/**
 * The Overview with the lead service: the business's real figures for today, the last 7 and the last 30 days, each
 * against the period before it (visitors, page views, enquiries, conversion, call and WhatsApp clicks), the newest
 * enquiries and what happened last on the site. Reloads every 5 seconds while the page is visible.
 */
export function ServiceOverviewPanel({
  api,
  text,
  overviewText,
  visitText,
  formNames,
  onOpen,
  onSignedOut,
}: {
  api: string
  text: AdminReportsText['overview']
  /** The Overview's heading and quick actions (admin/copy/admin.ts). */
  overviewText: AdminDashboardText['overview']
  visitText: AdminReportsText['visit']
  /** Each form's name as the owner knows it ("Contact form"). */
  formNames: Record<string, string>
  onOpen: (tab: 'submissions' | 'analytics' | 'content') => void
  onSignedOut: () => void
}) {
  const uid = useId()
  const [period, setPeriod] = useState<OverviewPeriod>('today')
  const [report, setReport] = useState<OverviewReport | null>(null)
  const [failed, setFailed] = useState(false)
  const [refresh, setRefresh] = useState(0)

  useEffect(() => {
    let current = true
    analyticsOverview(api).then(
      (found) => {
        if (!current) return
        setReport(found)
        setFailed(false)
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminApiError && error.status === 401) return onSignedOut()
        console.error('Could not load the overview', error)
        setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [api, refresh, onSignedOut])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setRefresh((value) => value + 1)
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const figures = report?.periods[period]
  // Enquiries and the newest page views and clicks, newest first.
  const activity = report
    ? [
        ...report.newestLeads.map((lead) => ({
          at: lead.receivedAt,
          text: fillTemplate(text.activity.enquiry, { name: lead.name ?? lead.email, form: formNames[lead.type] ?? lead.type }),
        })),
        ...report.recentEvents.map((event) => ({
          at: event.at,
          text: `${fillTemplate(text.activity.on, { what: text.activity[event.kind as EventKind] ?? event.kind, path: event.path })} · ${event.device}`,
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 10)
    : []
  const changeText = (change: Change) => {
    if (change.kind === 'same') return text.same
    if (change.kind === 'fresh') return text.fresh
    return fillTemplate(change.kind === 'up' ? text.up : text.down, { change: change.text, against: text.against[period] })
  }
  const stat = (name: Stat, current: PeriodFigures, previous: PeriodFigures) => {
    if (name === 'rate') return { value: formatRate(current.rate), change: rateChange(current.rate, previous.rate) }
    return { value: formatNumber(current[name]), change: countChange(current[name], previous[name]) }
  }

  return (
    <section aria-labelledby={`${uid}-heading`} data-testid="service-overview">
      <Heading id={`${uid}-heading`} size="xl">
        {overviewText.heading}
      </Heading>
      <div role="group" aria-label={text.periodsLabel} className="mt-4 flex flex-wrap gap-2">
        {OVERVIEW_PERIODS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={period === name}
            className={buttonClass(period === name ? 'primary' : 'outline', { size: 'sm' })}
            onClick={() => setPeriod(name)}
          >
            {text.periods[name]}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {failed ? text.failed : figures ? text.visitorsNote : text.loading}
      </p>

      {figures && report && (
        <>
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="overview-figures">
            {(Object.keys(text.stats) as Stat[]).map((name) => {
              const { value, change } = stat(name, figures.current, figures.previous)
              return (
                <div key={name} className="rounded-lg border border-slate-200 bg-white p-4">
                  <dt className="text-sm font-medium text-slate-700">
                    {text.stats[name]}
                    {name === 'rate' && <span className="font-normal"> ({text.rateNote})</span>}
                  </dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
                  <dd className={`mt-1 text-xs ${change.kind === 'up' ? 'text-emerald-800' : change.kind === 'down' ? 'text-red-800' : 'text-slate-700'}`}>
                    {changeText(change)}
                  </dd>
                </div>
              )
            })}
          </dl>

          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby={`${uid}-newest`} className="rounded-xl border border-slate-200 p-4">
              <h3 id={`${uid}-newest`} className="text-base font-semibold text-slate-900">
                {text.newestHeading}
              </h3>
              {report.newestLeads.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">{text.newestEmpty}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100" data-testid="newest-leads">
                  {report.newestLeads.map((lead) => (
                    <li key={lead.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                      <span className="text-slate-900">
                        <strong className="font-semibold">{lead.name ?? lead.email}</strong> · {formNames[lead.type] ?? lead.type}
                        {lead.source && (
                          <span className="block text-slate-700">
                            {sourceLabel(lead.source, visitText)}
                            {lead.utmCampaign && ` · ${visitText.campaign}: ${lead.utmCampaign}`}
                          </span>
                        )}
                      </span>
                      <time className="text-slate-700" dateTime={lead.receivedAt}>
                        {timeAgo(lead.receivedAt)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={`${uid}-activity`} className="rounded-xl border border-slate-200 p-4">
              <h3 id={`${uid}-activity`} className="text-base font-semibold text-slate-900">
                {text.activityHeading}
              </h3>
              {activity.length === 0 ? (
                <p className="mt-3 text-sm text-slate-700">{text.activityEmpty}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100" data-testid="recent-activity">
                  {activity.map((item, index) => (
                    <li key={`${item.at}-${index}`} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                      <span className="text-slate-900">{item.text}</span>
                      <time className="text-slate-700" dateTime={item.at}>
                        {timeAgo(item.at)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}

      <h3 className="mt-6 text-base font-semibold text-slate-900">{overviewText.quickActionsHeading}</h3>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => onOpen('submissions')}>
          {overviewText.quickActions.submissions}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onOpen('analytics')}>
          {overviewText.quickActions.analytics}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onOpen('content')}>
          {overviewText.quickActions.content}
        </button>
      </div>
    </section>
  )
}
