import { useEffect, useState } from 'react'
import type { AdminDashboardText } from '../../content/admin'
import { readValue, removeKeys, STORAGE_KEYS } from '../../lib/storage'
import type { SubmissionLabels } from '../../lib/submissionLabels'
import { AnalyticsPanel } from './admin/AnalyticsPanel'
import { OverviewPanel } from './admin/OverviewPanel'
import { SubmissionsPanel } from './admin/SubmissionsPanel'
import { Tabs, type TabItem } from './admin/Tabs'
import type { DashboardMessages } from './admin/types'
import { useStoredData } from './admin/useStoredData'
import { useToaster } from './useToaster'

export interface AdminDashboardProps {
  loginPath: string
  messages: DashboardMessages
  /** Labels, copy and the Overview's sample figures (content/admin.ts). */
  text: AdminDashboardText
  /** What each form shows for the codes it stores (service, budget, position). */
  labels: SubmissionLabels
}

type TabId = 'overview' | 'submissions' | 'analytics' | 'content'

/**
 * The admin dashboard (SPEC 2, 4). It renders "Loading..." (also in the prerendered HTML) until the browser flag
 * `adminLoggedIn` is checked; without it, it goes to the login route before anything of the data is rendered.
 * The flag is not access control: it only decides whether to show what is already in this browser's storage.
 */
export default function AdminDashboard({ loginPath, messages, text, labels }: AdminDashboardProps) {
  const [session, setSession] = useState<{ username: string } | null>(null)
  const [tab, setTab] = useState<TabId>('overview')
  const data = useStoredData(session !== null, labels)
  useToaster()

  useEffect(() => {
    if (readValue(STORAGE_KEYS.adminLoggedIn) !== 'true') {
      window.location.replace(loginPath)
      return
    }
    setSession({ username: readValue(STORAGE_KEYS.adminUsername) ?? '' })
    // Logging out in another tab ends this one's session too.
    const onStorage = (event: StorageEvent) => {
      if ((event.key === STORAGE_KEYS.adminLoggedIn || event.key === null) && readValue(STORAGE_KEYS.adminLoggedIn) !== 'true') {
        window.location.replace(loginPath)
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [loginPath])

  if (!session) {
    return (
      <p role="status" className="py-16 text-center text-lg text-slate-700">
        {text.loading}
      </p>
    )
  }

  function logout() {
    removeKeys([STORAGE_KEYS.adminLoggedIn, STORAGE_KEYS.adminUsername])
    window.location.assign(loginPath)
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

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3">
        <p className="text-sm text-slate-800">
          {text.signedInAs} <strong className="font-semibold text-slate-900">{session.username}</strong>
        </p>
        <button type="button" className="btn btn-sm btn-outline" onClick={logout}>
          {text.logout}
        </button>
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
              return <OverviewPanel text={text.overview} onOpen={openTab} />
            case 'submissions':
              return <SubmissionsPanel index={data.index} labels={labels} text={text.submissions} messages={messages} onCleared={data.reload} />
            case 'analytics':
              return <AnalyticsPanel index={data.index} events={data.events} text={text.analytics} />
            case 'content':
              return (
                <section aria-labelledby="admin-content-heading">
                  <h2 id="admin-content-heading" className="text-xl font-bold text-slate-900">
                    {text.content.heading}
                  </h2>
                  <p className="mt-3 text-slate-700">{text.content.comingSoon}</p>
                </section>
              )
          }
        }}
      />
    </div>
  )
}
