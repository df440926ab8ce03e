/**
 * A lead's own view against a fetch that answers as the lead service does: every field, the call, e-mail and
 * WhatsApp links with their text, the history in words (a stage from before the pipeline included), notes that only
 * their author may edit, and the stage and follow-up forms sending what the service expects; a modal dialog that
 * takes focus and gives it back.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { adminContent } from '../../admin/copy/admin'
import { LeadView } from '../../admin/leads/LeadView'
import { formLabels } from '../../content/formLabels'
import { LEAD_FIELD_NAMES, type LeadFieldValues, type LeadRecord } from '../../model/leadFields'
import type { LeadActivity } from '../../model/leadFollowUp'

const API = 'https://leads.agency.test/api'
const { leads } = adminContent.dashboard
const ID = '3f0c2a4e-8a51-4c1e-9f7a-2d6b1c0e5a11'

const LEAD: LeadRecord = {
  id: ID,
  type: 'contact',
  name: 'Asha Sharma',
  email: 'asha@sharmatextiles.in',
  phone: '98111 22334',
  service: 'web-design',
  company: 'Sharma Textiles',
  budget: null,
  message: 'We need a new website\nwith a shop.',
  position: null,
  cvLink: null,
  page: '/contact',
  submittedAt: '2026-11-20T05:00:00.000Z',
  receivedAt: '2026-11-20T05:00:01.000Z',
  status: 'lost',
  dealValue: null,
  lostReason: null,
  lostDetail: null,
  followUpOn: '2026-11-21',
  followUpAt: '10:30',
  spam: false,
  spamReason: null,
  emailProblem: null,
  assignedTo: null,
  unsubscribedAt: null,
  landingPage: '/services/web-development?utm_source=newsletter',
  referrer: null,
  utmSource: 'newsletter',
  utmMedium: null,
  utmCampaign: 'diwali',
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  msclkid: null,
  source: 'newsletter',
}

/** The fields a visitor filled in, without what the service added. */
const LEAD_FIELDS_OF = (lead: LeadRecord) => Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, lead[name]])) as LeadFieldValues

const ACTIVITY: LeadActivity = {
  notes: [
    {
      id: 'n1',
      body: 'Called; wants a quote.',
      createdAt: '2026-11-20T06:00:00.000Z',
      editedAt: null,
      author: { id: 'u1', name: 'Priya Nair' },
      editable: true,
    },
    {
      id: 'n2',
      body: 'Sent the proposal.',
      createdAt: '2026-11-20T07:00:00.000Z',
      editedAt: null,
      author: { id: 'u2', name: 'Ravi Kumar' },
      editable: false,
    },
  ],
  events: [
    {
      id: '1',
      at: '2026-11-20T08:00:00.000Z',
      by: null,
      kind: 'status',
      fromStatus: 'closed',
      status: 'lost',
      dealValue: null,
      lostReason: null,
      lostDetail: null,
      followUpOn: null,
      followUpAt: null,
      assignedTo: null,
      fromAssignedTo: null,
    },
    {
      id: '2',
      at: '2026-11-20T09:00:00.000Z',
      by: { id: 'u1', name: 'Priya Nair' },
      kind: 'follow_up',
      fromStatus: null,
      status: null,
      dealValue: null,
      lostReason: null,
      lostDetail: null,
      followUpOn: '2026-11-21',
      followUpAt: '10:30',
      assignedTo: null,
      fromAssignedTo: null,
    },
    ...(
      [
        ['3', '2026-11-20T10:00:00.000Z', 'u2', 'Ravi Kumar', 'assign', { id: 'u1', name: 'Priya Nair' }, null],
        ['4', '2026-11-20T11:00:00.000Z', 'u2', 'Ravi Kumar', 'assign', null, { id: 'u1', name: 'Priya Nair' }],
        ['5', '2026-11-20T12:00:00.000Z', 'u1', 'Priya Nair', 'unsubscribe', null, null],
      ] as const
    ).map(([id, at, userId, name, kind, assignedTo, fromAssignedTo]) => ({
      id,
      at,
      by: { id: userId, name },
      kind,
      fromStatus: null,
      status: null,
      dealValue: null,
      lostReason: null,
      lostDetail: null,
      followUpOn: null,
      followUpAt: null,
      assignedTo,
      fromAssignedTo,
    })),
  ],
  notifications: [{ channel: 'email', sentAt: '2026-11-20T05:00:03.000Z', attempts: 1 }],
  viewer: { id: 'u1', name: 'Priya Nair' },
}

const TEAM = [
  { id: 'u0', name: 'Anita Owner' },
  { id: 'u1', name: 'Priya Nair' },
  { id: 'u2', name: 'Ravi Kumar' },
]

function serve(lead: LeadRecord = LEAD) {
  const sent: { method: string; path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname.replace('/api/admin', '')
      const method = init.method ?? 'GET'
      if (method !== 'GET') sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null })
      const answer = path.endsWith('/activity')
        ? ACTIVITY
        : path === '/assignees'
          ? { users: TEAM }
          : path.endsWith('/follow-up')
            ? null
            : path.includes('/notes')
              ? ACTIVITY.notes[0]
              : lead
      return answer === null
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return sent
}

afterEach(() => {
  // Unmounted first: nothing the view still asks for may reach the real network.
  cleanup()
  vi.unstubAllGlobals()
})

function open(props: Partial<Parameters<typeof LeadView>[0]> = {}) {
  const onClose = vi.fn()
  const onChanged = vi.fn()
  render(
    <>
      <LeadView
        api={API}
        lead={LEAD}
        text={leads.view}
        statusLabels={leads.status.values}
        labels={formLabels}
        viewer={{ id: 'u1', role: 'member' }}
        onClose={onClose}
        onChanged={onChanged}
        onSignedOut={() => {}}
        {...props}
      />
    </>,
  )
  return { onClose, onChanged }
}

test('shows every field, where the visit came from, and links that call, e-mail and WhatsApp the visitor with words of their enquiry', async () => {
  serve()
  open()
  const view = screen.getByTestId('lead-view')
  expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent('Lead from Asha Sharma')
  for (const value of ['Sharma Textiles', 'Website Development', 'asha@sharmatextiles.in', '/contact', ID, 'diwali', 'newsletter'])
    expect(view).toHaveTextContent(value)

  const call = await screen.findByRole('link', { name: 'Call 98111 22334' })
  expect(call).toHaveAttribute('href', 'tel:+919811122334')
  const whatsApp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!)
  expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/919811122334')
  expect(whatsApp.searchParams.get('text')).toBe(
    `Hello Asha Sharma, this is Priya Nair from ${leads.view.brand}. Thank you for your enquiry about Website Development. Is now a good time to talk?`,
  )
  const mail = screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!
  expect(mail.startsWith('mailto:asha@sharmatextiles.in?')).toBe(true)
  const reply = new URLSearchParams(mail.split('?')[1])
  expect(reply.get('subject')).toBe(`Your enquiry with ${leads.view.brand}`)
  expect(reply.get('body')).toContain('Hello Asha Sharma,\r\n\r\nThank you for your enquiry about Website Development.')
  expect(reply.get('body')).toMatch(/Priya Nair\r\n.+$/)
})

test('without the lead service (browser storage): every field and the links, signed by the admin; nothing asked of a service', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  const stored = { id: '1790000000000', type: 'contact' as const, receivedAt: '2026-11-20T05:00:00.000Z', ...LEAD_FIELDS_OF(LEAD) }
  open({ api: undefined, lead: stored, sender: 'admin' })
  const view = screen.getByTestId('lead-view')
  for (const value of ['Contact form', 'Asha Sharma', 'Sharma Textiles', 'Website Development', '1790000000000']) expect(view).toHaveTextContent(value)
  expect(screen.getByRole('link', { name: 'Call 98111 22334' })).toHaveAttribute('href', 'tel:+919811122334')
  const whatsApp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!)
  expect(whatsApp.searchParams.get('text')).toMatch(/^Hello Asha Sharma, this is admin from /)
  // Browser storage keeps no visit, stage, follow-up, notes or history.
  for (const section of ['visit', 'pipeline', 'followUp', 'notes', 'history'] as const)
    expect(within(view).queryByRole('heading', { name: leads.view.sections[section] })).toBeNull()
  expect(fetch).not.toHaveBeenCalled()
})

test('the history tells what happened in words, oldest first, and only one’s own notes can be edited', async () => {
  const sent = serve()
  open()
  const history = await screen.findByTestId('lead-history')
  expect(screen.queryByText('Not recorded for this enquiry.')).toBeNull()
  // A lost lead is done with: its stage says why, and its past follow-up is not overdue.
  expect(screen.getByTestId('lead-stage')).toHaveTextContent('Lost: No reason recorded')
  expect(screen.getByTestId('lead-follow-up')).toHaveTextContent(/^21 Nov 2026 at 10:30 IST$/)
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')?.textContent),
  ).toEqual([
    'Received through the Contact form',
    'E-mailed to you',
    'Priya Nair added a note',
    'Ravi Kumar added a note',
    'The lead service changed the status from Closed to Lost: No reason recorded',
    'Priya Nair set the follow-up for 21 Nov 2026 at 10:30 IST',
    'Ravi Kumar assigned it to Priya Nair',
    'Ravi Kumar took it off Priya Nair',
    'Priya Nair recorded that they unsubscribed',
  ])
  const notes = screen.getByTestId('lead-notes')
  expect(within(notes).getAllByRole('button', { name: /^Edit your note of/ })).toHaveLength(1)
  fireEvent.click(within(notes).getByRole('button', { name: /^Edit your note of/ }))
  fireEvent.change(screen.getByLabelText('Your note'), { target: { value: 'Called; wants a quote by Friday.' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save note' }))
  await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: `/leads/${ID}/notes/n1`, body: { body: 'Called; wants a quote by Friday.' } }))

  fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Meeting on Monday' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
  await waitFor(() => expect(sent).toContainEqual({ method: 'POST', path: `/leads/${ID}/notes`, body: { body: 'Meeting on Monday' } }))
})

test('won asks for the deal value and lost for a reason; the follow-up is set with its date and time', async () => {
  // Sent without where its visit began.
  const qualified: LeadRecord = { ...LEAD, status: 'qualified', source: null, landingPage: null, utmSource: null, utmCampaign: null }
  const sent = serve(qualified)
  const { onChanged } = open({ lead: qualified })
  await screen.findByTestId('lead-history')
  expect(screen.getByTestId('lead-stage')).toHaveTextContent('Qualified')
  expect(screen.getByText('Not recorded for this enquiry.')).toBeInTheDocument()
  // 21 November has passed: overdue.
  expect(screen.getByTestId('lead-follow-up')).toHaveTextContent('21 Nov 2026 at 10:30 ISTOverdue')

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } })
  const value = screen.getByLabelText('Deal value (₹)')
  expect(value).toBeRequired()
  fireEvent.change(value, { target: { value: '150000' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save status' }))
  await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', path: `/leads/${ID}`, body: { status: 'won', dealValue: 150000 } }))
  await waitFor(() => expect(onChanged).toHaveBeenCalled())

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lost' } })
  fireEvent.change(screen.getByLabelText('Why it was lost'), { target: { value: 'other' } })
  expect(screen.getByLabelText('In your words')).toBeRequired()
  fireEvent.change(screen.getByLabelText('In your words'), { target: { value: 'Built it in-house' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save status' }))
  await waitFor(() =>
    expect(sent).toContainEqual({ method: 'PATCH', path: `/leads/${ID}`, body: { status: 'lost', lostReason: 'other', lostDetail: 'Built it in-house' } }),
  )

  fireEvent.change(screen.getByLabelText('Follow-up date'), { target: { value: '2026-12-01' } })
  fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '' } })
  fireEvent.click(screen.getByRole('button', { name: 'Set follow-up' }))
  await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: `/leads/${ID}/follow-up`, body: { on: '2026-12-01', at: null } }))
  fireEvent.click(screen.getByRole('button', { name: 'Clear follow-up' }))
  await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: `/leads/${ID}/follow-up`, body: { on: null, at: null } }))
})

test('the assignee: a member takes a lead nobody has; the choices not theirs to make are offered but disabled', async () => {
  const sent = serve()
  const { onChanged } = open()
  expect(screen.getByTestId('lead-assignee')).toHaveTextContent('Nobody')
  const select = screen.getByLabelText('Assign to') as HTMLSelectElement
  await waitFor(() => expect(select.options).toHaveLength(4))
  expect(Array.from(select.options).map((option) => [option.text, option.disabled])).toEqual([
    ['Nobody', false],
    ['Anita Owner', true],
    ['Priya Nair', false],
    ['Ravi Kumar', true],
  ])
  expect(select).toHaveAccessibleDescription(leads.view.assignment.hint)
  const save = screen.getByRole('button', { name: 'Assign' })
  expect(save).toBeDisabled()
  fireEvent.change(select, { target: { value: 'u1' } })
  fireEvent.click(save)
  await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: `/leads/${ID}/assignee`, body: { userId: 'u1' } }))
  await waitFor(() => expect(onChanged).toHaveBeenCalled())
})

test('an owner may choose anyone, and a lead kept by a disabled user still shows them', async () => {
  serve({ ...LEAD, assignedTo: { id: 'u9', name: 'Former Farah' } })
  open({ lead: { ...LEAD, assignedTo: { id: 'u9', name: 'Former Farah' } }, viewer: { id: 'u0', role: 'owner' } })
  const select = screen.getByLabelText('Assign to') as HTMLSelectElement
  await waitFor(() => expect(select.options).toHaveLength(5))
  expect(Array.from(select.options).map((option) => [option.text, option.disabled])).toEqual([
    ['Nobody', false],
    ['Anita Owner', false],
    ['Priya Nair', false],
    ['Ravi Kumar', false],
    ['Former Farah', false],
  ])
  expect(select.value).toBe('u9')
  expect(screen.getByTestId('lead-assignee')).toHaveTextContent('Former Farah')
})

test('a modal that takes focus (to its reason when opened to lose the lead), and gives it back when closed', async () => {
  serve()
  render(<button type="button">Row</button>)
  const row = screen.getByRole('button', { name: 'Row' })
  row.focus()
  const onClose = vi.fn()
  const { unmount } = render(
    <LeadView
      api={API}
      lead={LEAD}
      stage="lost"
      text={leads.view}
      statusLabels={leads.status.values}
      labels={formLabels}
      viewer={{ id: 'u1', role: 'member' }}
      onClose={onClose}
      onChanged={() => {}}
      onSignedOut={() => {}}
    />,
  )
  const dialog = screen.getByTestId('lead-view') as HTMLDialogElement
  expect(dialog.open).toBe(true)
  expect(screen.getByLabelText('Why it was lost')).toHaveFocus()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(onClose).toHaveBeenCalledTimes(1)
  // The list closes it by unmounting it: focus goes back to the row's control.
  unmount()
  expect(row).toHaveFocus()
})
