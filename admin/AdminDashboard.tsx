import { useCallback, useMemo, useState } from 'react'
import type { AdminDashboardText } from './copy/schemas/admin'
import type { AdminReportsText } from './copy/schemas/adminReports'
import { perDaySeries } from '../model/leadBrowserStore'
import type { LeadLabels } from '../model/leadLabels'
import { leadIdFromHash } from '../model/leadLink'
import { AccountPanel } from './account/AccountPanel'
import { AnalyticsPanel } from './analytics/AnalyticsPanel'
import { fillTemplate } from '../model/template'
import { OverviewPanel } from './overview/OverviewPanel'
import { ServiceAnalyticsPanel } from './analytics/ServiceAnalyticsPanel'
import { browserLeadSource } from './leads/browserLeadSource'
import { LeadsPanel } from './leads/LeadsPanel'
import { serviceLeadSource } from './leads/serviceLeadSource'
import { ServiceOverviewPanel } from './overview/ServiceOverviewPanel'
import { Tabs, type TabItem } from './ui/Tabs'
import { TeamPanel } from './team/TeamPanel'
import type { DashboardMessages } from './types'
import { useAdminSession } from './useAdminSession'
import { useStoredData } from './browserOnly/useStoredData'
import { useToaster } from '../components/islands/useToaster'
import { buttonClass } from '../components/ui/buttonClass'
import { Section } from '../components/sections/Section'
import { defineIsland } from '../components/islands/defineIsland'

export interface AdminDashboardProps {
  loginPath: string
  messages: DashboardMessages
  /** Labels, copy and the Overview's sample figures (admin/copy/admin.ts). */
  text: AdminDashboardText
  /** What each form shows for the codes it stores (service, budget, position). */
  labels: LeadLabels
  /** The lead service's API (`…/api`) when the site was built with one; otherwise this browser's storage is shown. */
  serviceApi?: string
  /** With the lead service: the copy of its reports and of each lead's source (admin/copy/adminReports.ts). */
  reports: AdminReportsText
  /** Each form's name as the owner knows it ("Contact form"), for the Overview's newest enquiries. */
  formNames: Record<string, string>
}

type TabId = 'overview' | 'submissions' | 'analytics' | 'content' | 'team' | 'account'

/**
 * The admin dashboard. It renders "Loading..." (also in the prerendered HTML) until the session is known:
 * the browser flag `adminLoggedIn` in browser-only mode, the lead service's session cookie otherwise; without one it
 * goes to the login route before anything of the data is rendered. A notice at the top says which mode it is in.
 */
function AdminDashboard({ loginPath, messages, text, labels, serviceApi, reports, formNames }: AdminDashboardProps) {
  const { state, logout, logoutEverywhere, retry, refresh } = useAdminSession(serviceApi, loginPath)
  const signedIn = state.kind === 'signed-in'
  // Opened from a link to one lead (an e-mail's): its view opens over the lead list. Read once, in the browser; the
  // first render shows "Loading..." whatever the tab, so it matches the prerendered HTML.
  const [linkedLead] = useState(() => (serviceApi && typeof window !== 'undefined' ? (leadIdFromHash(window.location.hash) ?? undefined) : undefined))
  const [tab, setTab] = useState<TabId>(linkedLead ? 'submissions' : 'overview')
  // Browser-only mode: the submissions and the click tracker's events in this browser's storage.
  const data = useStoredData(signedIn && !serviceApi, labels)
  const browserSeries = useMemo(() => perDaySeries(data.index), [data.index])
  const toLogin = useCallback(() => window.location.replace(loginPath), [loginPath])
  // Where the Form Submissions tab's leads come from: the lead service, else this browser's storage.
  const canManage = state.kind === 'signed-in' && state.user?.role === 'owner'
  const leadSource = useMemo(
    () =>
      serviceApi
        ? serviceLeadSource({ api: serviceApi, canManage, text: text.submissions, leadsText: text.leads, visitText: reports.visit })
        : browserLeadSource({ index: data.index, labels, text: text.submissions, onCleared: data.reload }),
    [serviceApi, canManage, text, reports.visit, data.index, data.reload, labels],
  )
  useToaster()

  if (state.kind === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-lg text-slate-700">
        {text.loading}
      </p>
    )
  }
  if (state.kind === 'unreachable') {
    return (
      <div role="alert" className="my-10 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{text.unreachable}</p>
        <button type="button" className={buttonClass('outline', { size: 'sm', className: 'mt-4' })} onClick={retry}>
          {text.retry}
        </button>
      </div>
    )
  }

  /** A quick action: select the tab and move focus to it (the button that was clicked goes away with its panel). */
  function openTab(id: TabId) {
    setTab(id)
    window.requestAnimationFrame(() => document.getElementById(`admin-tab-${id}`)?.focus())
  }

  const tabs: TabItem<TabId>[] = [
    { id: 'overview', label: text.tabs.overview },
    { id: 'submissions', label: text.tabs.submissions },
    { id: 'analytics', label: text.tabs.analytics },
    { id: 'content', label: text.tabs.content },
  ]
  // With the lead service: the team for owners, one's own account for everyone.
  const user = state.user
  if (serviceApi && user?.role === 'owner') tabs.push({ id: 'team', label: text.tabs.team })
  if (serviceApi && user) tabs.push({ id: 'account', label: text.tabs.account })
  const mode = serviceApi ? text.mode.service : text.mode.browser

  return (
    <div>
      <div className="mb-4 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950" data-testid="dashboard-mode">
        <p className="font-semibold">{mode.title}</p>
        <p className="mt-0.5">{fillTemplate(mode.text, { origin: serviceApi ? new URL(serviceApi, window.location.href).origin : '' })}</p>
      </div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3">
        <p className="text-sm text-slate-800">
          {text.signedInAs} <strong className="font-semibold text-slate-900">{user?.name ?? state.username}</strong>
          {user && ` (${text.roles[user.role]})`}
        </p>
        <div className="flex flex-wrap gap-2">
          {serviceApi && (
            <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={logoutEverywhere}>
              {text.logoutEverywhere}
            </button>
          )}
          <button type="button" className={buttonClass('outline', { size: 'sm' })} onClick={logout}>
            {text.logout}
          </button>
        </div>
      </div>
      <Tabs
        label={text.tabsLabel}
        idPrefix="admin"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        renderPanel={(id) => {
          switch (id) {
            case 'overview':
              return serviceApi ? (
                <ServiceOverviewPanel
                  api={serviceApi}
                  text={reports.overview}
                  overviewText={text.overview}
                  visitText={reports.visit}
                  formNames={formNames}
                  onOpen={openTab}
                  onSignedOut={toLogin}
                />
              ) : (
                <OverviewPanel text={text.overview} onOpen={openTab} />
              )
            case 'submissions':
              return (
                <LeadsPanel
                  source={leadSource}
                  labels={labels}
                  text={text.submissions}
                  leadsText={text.leads}
                  visitText={reports.visit}
                  messages={messages}
                  viewer={user?.name ?? state.username}
                  me={user}
                  openLeadId={linkedLead}
                  onSignedOut={toLogin}
                />
              )
            case 'analytics':
              return serviceApi ? (
                <ServiceAnalyticsPanel api={serviceApi} text={reports.analytics} heading={text.analytics.heading} onSignedOut={toLogin} />
              ) : (
                <AnalyticsPanel series={browserSeries} events={data.events} text={text.analytics} />
              )
            case 'team':
              return serviceApi && user ? (
                <TeamPanel api={serviceApi} text={text.team} roles={text.roles} me={user.id} cancelLabel={text.submissions.cancel} onSignedOut={toLogin} />
              ) : null
            case 'account':
              return serviceApi && user ? (
                <AccountPanel
                  api={serviceApi}
                  text={text.account}
                  roles={text.roles}
                  user={user}
                  copyText={{ copied: text.team.link.copied, failed: text.team.link.copyFailed }}
                  onChanged={refresh}
                  onSignedOut={toLogin}
                />
              ) : null
            case 'content':
              return (
                <Section layout="block" headingId="admin-content-heading" size="xl" title={text.content.heading}>
                  {serviceApi && canManage ? (
                    <>
                      <p className="mt-3 max-w-2xl text-slate-700">{text.content.lead}</p>
                      <a className={buttonClass('primary', { className: 'mt-4' })} href={`${serviceApi}/admin/content/editor`}>
                        {text.content.open}
                      </a>
                    </>
                  ) : (
                    <p className="mt-3 max-w-2xl text-slate-700">{serviceApi ? text.content.ownersOnly : text.content.withoutService}</p>
                  )}
                </Section>
              )
          }
        }}
      />
    </div>
  )
}

export default defineIsland('AdminDashboard', AdminDashboard)
