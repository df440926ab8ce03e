/**
 * The dashboard's Overview and Analytics panels in service mode, against a fetch that answers as the lead service's
 * report endpoints do: real figures with their change against the period before, a range that asks the service
 * again, tables that save as CSV, and a chart whose figures are also in a table for screen readers.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { adminReports } from '../../admin/copy/adminReports'
import { adminContent } from '../../admin/copy/admin'
import type { AnalyticsReport, OverviewReport, PeriodFigures } from '../../model/analyticsReports'
import { ServiceAnalyticsPanel } from '../../admin/analytics/ServiceAnalyticsPanel'
import { ServiceOverviewPanel } from '../../admin/overview/ServiceOverviewPanel'

const API = 'https://leads.agency.test/api'
const figures = (overrides: Partial<PeriodFigures> = {}): PeriodFigures => ({
  visitors: 0,
  pageviews: 0,
  enquiries: 0,
  rate: null,
  calls: 0,
  whatsapp: 0,
  ...overrides,
})

function serve(answers: Record<string, unknown>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url)
      const path = new URL(url).pathname.replace('/api', '')
      return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

test('the Overview shows the real figures of the period chosen, each against the period before, and the newest enquiries', async () => {
  const overview: OverviewReport = {
    today: '2026-11-24',
    periods: {
      today: {
        current: figures({ visitors: 120, pageviews: 300, enquiries: 3, rate: 0.025, calls: 4, whatsapp: 2 }),
        previous: figures({ visitors: 100, pageviews: 300, enquiries: 0, rate: 0, calls: 5 }),
      },
      week: { current: figures({ visitors: 700, enquiries: 14, rate: 0.02 }), previous: figures({ visitors: 800, enquiries: 10, rate: 0.0125 }) },
      month: { current: figures(), previous: figures() },
    },
    newestLeads: [
      {
        id: 'a',
        type: 'contact',
        name: 'Campaign Kapoor',
        email: 'k@example.in',
        receivedAt: new Date().toISOString(),
        source: 'newsletter',
        utmCampaign: 'X',
      } as OverviewReport['newestLeads'][number],
    ],
    recentEvents: [{ at: new Date(Date.now() - 5 * 60_000).toISOString(), kind: 'phone_click', path: '/contact', device: 'mobile' }],
  }
  serve({ '/admin/analytics/overview': overview })
  render(
    <ServiceOverviewPanel
      api={API}
      text={adminReports.overview}
      overviewText={adminContent.dashboard.overview}
      visitText={adminReports.visit}
      formNames={{ contact: 'Contact form' }}
      onOpen={() => {}}
      onSignedOut={() => {}}
    />,
  )
  const cards = await screen.findByTestId('overview-figures')
  const card = (name: string) => [...cards.querySelectorAll('div')].find((each) => each.querySelector('dt')?.textContent?.startsWith(name))!
  expect(card('Visitors')).toHaveTextContent('120+20% vs yesterday')
  expect(card('Page views')).toHaveTextContent('300no change')
  expect(card('Enquiries')).toHaveTextContent('3none before')
  expect(card('Conversion rate')).toHaveTextContent('2.5%+2.5 points vs yesterday')
  expect(card('Call clicks')).toHaveTextContent('4−20% vs yesterday')
  expect(screen.getByText(/visitors per day, summed over the period/)).toBeInTheDocument()
  expect(screen.queryByText('Sample figures')).not.toBeInTheDocument()
  expect(screen.getByTestId('newest-leads')).toHaveTextContent('Campaign Kapoor · Contact formnewsletter · Campaign: X')
  expect(screen.getByTestId('recent-activity')).toHaveTextContent('Call link clicked on /contact · mobile')
  expect(screen.getByTestId('recent-activity')).toHaveTextContent('Enquiry from Campaign Kapoor (Contact form)')

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }))
  expect(card('Visitors')).toHaveTextContent('700−13% vs the 7 days before')
  expect(card('Conversion rate')).toHaveTextContent('2.0%+0.8 points vs the 7 days before')
})

const report = (first: string, last: string): AnalyticsReport => ({
  range: { first, last },
  totals: figures({ visitors: 40, pageviews: 90, enquiries: 2, rate: 0.05 }),
  daily: [
    { day: first, visitors: 15, pageviews: 30, enquiries: 0 },
    { day: last, visitors: 25, pageviews: 60, enquiries: 2 },
  ],
  tables: {
    pages: [{ value: '/services/seo', visitors: 20, hits: 1234, entries: 10 }],
    entryPages: [],
    referrers: [],
    sources: [{ value: '(direct)', visitors: 5, hits: 5, entries: 5 }],
    campaigns: Array.from({ length: 12 }, (_, index) => ({ value: `campaign-${index}`, visitors: 12 - index, hits: 12 - index, entries: 12 - index })),
    devices: [{ value: 'mobile', visitors: 30, hits: 70, entries: 25 }],
    browsers: [],
    events: [{ value: 'whatsapp_click', visitors: 3, hits: 4, entries: 0 }],
  },
  conversions: {
    landing: [],
    source: [],
    campaign: [{ value: '=X', visitors: 2, enquiries: 1, rate: 0.5, statuses: { new: 0, contacted: 0, qualified: 0, proposal: 0, won: 1, lost: 0 } }],
  },
})

test('Analytics shows the service’s report for a range, asks again for another, and saves each table as CSV', async () => {
  const calls = serve({ '/admin/analytics/report': report('2026-10-26', '2026-11-24') })
  const saved: Blob[] = []
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => {} }))
  render(<ServiceAnalyticsPanel api={API} text={adminReports.analytics} heading="Analytics" onSignedOut={() => {}} />)
  const totals = await screen.findByTestId('analytics-totals')
  expect(totals).toHaveTextContent('Visitors40')
  expect(totals).toHaveTextContent('Conversion rate5.0%')
  expect(screen.getByText(/visitors per day, summed over the range/)).toBeInTheDocument()
  expect(calls[0]).toBe(`${API}/admin/analytics/report`)
  expect(screen.getByLabelText('From')).toHaveValue('2026-10-26')
  expect(screen.getByLabelText('To')).toHaveValue('2026-11-24')
  expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')

  // The chart's figures, for screen readers.
  const chartTable = screen.getByRole('table', { name: 'Visitors and enquiries per day' })
  expect(
    within(chartTable)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DayVisitorsPage viewsEnquiries', 'Mon, 26 Oct, 202615300', 'Tue, 24 Nov, 202625602'])

  const pages = screen.getByRole('table', { name: 'Top pages' })
  expect(within(pages).getAllByRole('row')[1]).toHaveTextContent('/services/seo201,234')
  expect(screen.getByRole('table', { name: 'Sources' })).toHaveTextContent('(direct)')
  expect(screen.getByRole('table', { name: 'Devices' })).toHaveTextContent('Mobile3070')
  expect(screen.getByRole('table', { name: 'Calls, chats and downloads' })).toHaveTextContent('WhatsApp link clicks43')
  expect(screen.getByText('No visits from other sites in this range.')).toBeInTheDocument()
  const campaigns = screen.getByRole('table', { name: 'Campaigns' })
  expect(within(campaigns).getAllByRole('row')).toHaveLength(11)
  fireEvent.click(screen.getByRole('button', { name: 'Show all 12' }))
  expect(within(campaigns).getAllByRole('row')).toHaveLength(13)
  expect(screen.getByRole('table', { name: 'Enquiries by campaign' })).toHaveTextContent('=X2150.0%000010')

  fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Enquiries by campaign' }))
  const csv = await saved.at(-1)!.text()
  expect(csv).toBe(
    '\uFEFF"Campaign","Visitors","Enquiries","Conversion rate","New","Contacted","Qualified","Proposal sent","Won","Lost"\r\n"\'=X","2","1","50.0%","0","0","0","0","1","0"\r\n',
  )

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }))
  await waitFor(() => expect(calls.at(-1)).toBe(`${API}/admin/analytics/report?from=2026-11-18&to=2026-11-24`))
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
  await waitFor(() => expect(calls.at(-1)).toBe(`${API}/admin/analytics/report?from=2026-11-01&to=2026-11-24`))
})
