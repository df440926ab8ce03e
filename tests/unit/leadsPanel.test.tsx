/**
 * The leads panel over the lead service, against a fetch that answers as the service does: a lead's phone and email
 * are links (tel: with the E.164 number, mailto:), and an address the service flagged says so in words, in the
 * table of a wide screen and on the cards of a phone.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { adminContent } from '../../admin/copy/admin'
import { adminReports } from '../../admin/copy/adminReports'
import { messages } from '../../content/messages'
import { LeadsPanel } from '../../admin/leads/LeadsPanel'
import { serviceLeadSource } from '../../admin/leads/serviceLeadSource'
import { formLabels } from '../../content/formLabels'
import type { LeadPage, LeadRecord } from '../../model/leadFields'
import type { UserRole } from '../../model/team'

const API = 'https://leads.agency.test/api'

const lead = (fields: Partial<LeadRecord>): LeadRecord => ({
  id: crypto.randomUUID(),
  type: 'contact',
  name: 'Someone',
  email: 'someone@example.in',
  phone: null,
  service: null,
  company: null,
  budget: null,
  message: null,
  position: null,
  cvLink: null,
  page: '/contact',
  submittedAt: '2026-11-24T20:36:30.000Z',
  receivedAt: '2026-11-24T20:36:36.000Z',
  status: 'new',
  spam: false,
  spamReason: null,
  emailProblem: null,
  assignedTo: null,
  unsubscribedAt: null,
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  msclkid: null,
  source: null,
  dealValue: null,
  lostReason: null,
  lostDetail: null,
  followUpOn: null,
  followUpAt: null,
  ...fields,
})

function serve(rows: LeadRecord[]) {
  const page: LeadPage = {
    rows,
    total: rows.length,
    page: 1,
    pageSize: 50,
    counts: { all: rows.length, hero: 0, popup: 0, contact: rows.length, newsletter: 0 },
    folders: { inbox: rows.length, applications: 0, subscribers: 0, spam: 0, mine: 0 },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname
      const body = path.endsWith('/facets') ? { sources: [], campaigns: [] } : page
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
}

afterEach(() => vi.unstubAllGlobals())

/** The viewport's width, as the panel's media query reads it (happy-dom's own window). */
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 })

function renderPanel(me: { id: string; role: UserRole } = { id: 'u1', role: 'owner' }) {
  const { submissions, leads } = adminContent.dashboard
  render(
    <LeadsPanel
      source={serviceLeadSource({ api: API, canManage: me.role === 'owner', text: submissions, leadsText: leads, visitText: adminReports.visit })}
      labels={formLabels}
      text={submissions}
      leadsText={leads}
      visitText={adminReports.visit}
      messages={messages}
      viewer="Priya Nair"
      me={me}
      onSignedOut={() => {}}
    />,
  )
}

test.each([
  ['a wide screen: a table', 1366, 'tr'],
  ['a phone: cards', 390, 'li'],
])('phone and email are links; a flagged address says "Check this address" and why, in words, on %s', async (_, width, item) => {
  setWidth(width)
  serve([
    lead({ name: 'Anil Gupta', email: 'anil@guptamotors', phone: '+91 98111 22334', emailProblem: 'domain_without_dot' }),
    lead({ name: 'Meera Iyer', email: 'meera@iyer-typo.in', phone: '098111-00000', emailProblem: 'domain_not_found' }),
    lead({ name: 'Farhan Ali', email: 'farhan+leads@ali.in', phone: 'call after 6pm' }),
  ])
  renderPanel()
  const row = async (name: string) => within((await screen.findByRole('button', { name: `Open the lead from ${name}` })).closest(item)!)
  const { flag, reasons } = adminContent.dashboard.leads.emailCheck

  const anil = await row('Anil Gupta')
  expect(anil.getByRole('link', { name: 'anil@guptamotors' })).toHaveAttribute('href', 'mailto:anil@guptamotors')
  expect(anil.getByRole('link', { name: '+91 98111 22334' })).toHaveAttribute('href', 'tel:+919811122334')
  expect(anil.getByTestId('email-flag')).toBeVisible()
  expect(anil.getByTestId('email-flag')).toHaveTextContent(`⚠ ${flag}: ${reasons.domain_without_dot}`)

  const meera = await row('Meera Iyer')
  expect(meera.getByRole('link', { name: '098111-00000' })).toHaveAttribute('href', 'tel:+919811100000')
  expect(meera.getByTestId('email-flag')).toHaveTextContent(`${flag}: ${reasons.domain_not_found}`)

  const farhan = await row('Farhan Ali')
  expect(farhan.getByRole('link', { name: 'farhan+leads@ali.in' })).toHaveAttribute('href', 'mailto:farhan%2Bleads@ali.in')
  // Not a number: shown as typed, with nothing to dial.
  expect(farhan.getByText('call after 6pm').closest('a')).toBeNull()
  expect(farhan.queryByTestId('email-flag')).toBeNull()
})

test('the folders by kind and My leads, each with its count; the subscribers’ own tools; a row’s assignee and unsubscribe', async () => {
  const asked: string[] = []
  const pages: Record<string, LeadRecord[]> = {
    inbox: [lead({ name: 'Asha Sharma', assignedTo: { id: 'u2', name: 'Ravi Kumar' } })],
    subscribers: [
      lead({ type: 'newsletter', name: null, email: 'left@example.in', unsubscribedAt: '2026-11-25T04:30:00.000Z' }),
      lead({ type: 'newsletter', name: null, email: 'stays@example.in' }),
    ],
    mine: [lead({ name: 'My Own Lead', assignedTo: { id: 'u1', name: 'Priya Nair' } })],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url)
      asked.push(`${pathname}?${searchParams}`)
      const rows = pages[searchParams.get('folder') ?? 'inbox'] ?? []
      const page: LeadPage = {
        rows,
        total: rows.length,
        page: 1,
        pageSize: 50,
        counts: { all: rows.length, hero: 0, popup: 0, contact: 0, newsletter: 0 },
        folders: { inbox: 12, applications: 3, subscribers: 40, spam: 2, mine: 5 },
      }
      const body = pathname.endsWith('/facets') ? { sources: [], campaigns: [] } : page
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  setWidth(1366)
  renderPanel({ id: 'u1', role: 'member' })
  const folders = screen.getByRole('group', { name: 'Folder' })
  await within(folders).findByRole('button', { name: 'Inbox (12)' })
  expect(
    within(folders)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Inbox (12)', 'Applications (3)', 'Subscribers (40)', 'Spam (2)', 'My leads (5)'])
  // The inbox's forms: no newsletter filter there.
  const forms = screen.getByRole('group', { name: adminContent.dashboard.submissions.filterLabel })
  expect(within(forms).queryByRole('button', { name: /^Newsletter/ })).toBeNull()
  expect((await screen.findByText('Asha Sharma')).closest('tr')).toHaveTextContent('Assigned to Ravi Kumar')
  expect(screen.queryByRole('heading', { name: 'Unsubscribe on request' })).toBeNull()

  fireEvent.click(within(folders).getByRole('button', { name: 'Subscribers (40)' }))
  expect(within(folders).getByRole('button', { name: 'Subscribers (40)' })).toHaveAttribute('aria-pressed', 'true')
  await screen.findByText('left@example.in')
  expect(asked.some((request) => request.startsWith('/api/admin/leads?') && request.includes('folder=subscribers'))).toBe(true)
  expect(asked.some((request) => request.startsWith('/api/admin/leads/facets?') && request.includes('folder=subscribers'))).toBe(true)
  expect(screen.getByText('left@example.in').closest('tr')).toHaveTextContent(/Unsubscribed \d/)
  expect(screen.getByText('stays@example.in').closest('tr')).not.toHaveTextContent('Unsubscribed')
  expect(screen.getByRole('heading', { name: 'Unsubscribe on request' })).toBeInTheDocument()
  expect(screen.getByLabelText('Email address to unsubscribe')).toBeRequired()
  // A member does not export, so the export note is not theirs; the type filter has nothing to choose here.
  expect(screen.queryByText(adminContent.dashboard.leads.subscribers.exportNote)).toBeNull()
  expect(screen.queryByRole('group', { name: adminContent.dashboard.submissions.filterLabel })).toBeNull()

  fireEvent.click(within(folders).getByRole('button', { name: 'My leads (5)' }))
  await screen.findByText('My Own Lead')
  expect(asked.some((request) => request.startsWith('/api/admin/leads?') && request.includes('folder=mine'))).toBe(true)
})

test("a lead from an auto-tagged ad says so beside its source, which alone reads like organic search; Meta's fbclid does not", async () => {
  setWidth(1366)
  const visit = { landingPage: '/services/ppc', referrer: 'https://www.google.co.in', source: 'google.co.in' }
  serve([
    lead({ name: 'Ravi Menon', ...visit, gclid: 'EAIaIQobChMI' }),
    lead({ name: 'Sara Khan', ...visit, referrer: 'https://www.bing.com', source: 'bing.com', msclkid: '5d2f0c1b' }),
    lead({ name: 'Joy Das', ...visit, referrer: 'https://m.facebook.com', source: 'm.facebook.com', fbclid: 'IwAR0x' }),
    lead({ name: 'Uma Rao', ...visit }),
  ])
  renderPanel()
  const visitOf = async (name: string) =>
    within((await screen.findByRole('button', { name: `Open the lead from ${name}` })).closest('tr')!).getByTestId('lead-visit')
  const { adClick, adPlatforms } = adminReports.visit
  expect(await visitOf('Ravi Menon')).toHaveTextContent(`google.co.in${adClick}: ${adPlatforms.gclid}`)
  expect(await visitOf('Sara Khan')).toHaveTextContent(`bing.com${adClick}: ${adPlatforms.msclkid}`)
  expect(await visitOf('Joy Das')).not.toHaveTextContent(`${adClick}:`)
  expect(await visitOf('Uma Rao')).not.toHaveTextContent(`${adClick}:`)
})
