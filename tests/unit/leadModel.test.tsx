/**
 * The lead model (model/leadFields.ts): every field declared there, with a value of its kind, is carried through the
 * service's schema, the browser's stored shape, both CSV exports, both JSON exports, the dashboard's list (in its
 * table and on its cards) and the lead's own view. A field declared and dropped anywhere on the way fails here; the
 * service's storage of each field is tests/service/leadModel.test.ts.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { adminContent } from '../../admin/copy/admin'
import { adminReports } from '../../admin/copy/adminReports'
import { leadNotifications } from '../../content/leadNotifications'
import { messages } from '../../content/messages'
import { browserLeadSource } from '../../admin/leads/browserLeadSource'
import { LeadsPanel } from '../../admin/leads/LeadsPanel'
import { buildIndex } from '../../model/leadBrowserStore'
import { buildCsv, CSV_COLUMNS } from '../../model/csv'
import { formLabels } from '../../content/formLabels'
import { leadsCsv, leadsJson, LEAD_CSV_COLUMNS } from '../../model/leadExport'
import { fieldsOf, LEAD_FIELD_NAMES, LEAD_FIELDS, LEAD_TYPES, leadField, newLeadId, type LeadFieldName, type LeadRecord } from '../../model/leadFields'
import { leadSchema } from '../../model/leadSchema'
import { submissionSchema } from '../../model/leadSubmissions'

/** A value of the field's kind, unlike any other field's (a code no label table knows is shown as it is). */
function sample(name: LeadFieldName): string {
  switch (leadField(name).kind) {
    case 'email':
      return `${name.toLowerCase()}.sample@example.in`
    case 'phone':
      return '+91 98765 43210'
    case 'link':
      return `https://example.in/${name}-sample`
    case 'lines':
      return `${name} sample, first line\nand its second line`
    case 'line':
      return `${name} sample`
  }
}
const every = Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, sample(name)])) as Record<LeadFieldName, string>
const headings = LEAD_FIELD_NAMES.map((name) => LEAD_FIELDS[name].heading)
const cell = (value: string) => `"${value.replaceAll('"', '""')}"`

test('every form the lead service takes keeps each field it has, as sent', () => {
  for (const type of LEAD_TYPES) {
    const fields = Object.fromEntries(fieldsOf(type).map((name) => [name, every[name]]))
    const parsed = leadSchema.safeParse({ type, id: newLeadId(), submittedAt: new Date().toISOString(), ...fields })
    expect(parsed.success, type).toBe(true)
    expect(parsed.data, type).toMatchObject(fields)
    // Every form has at least the e-mail address; the contact form has every field.
    expect(fieldsOf(type).length, type).toBeGreaterThan(0)
  }
  expect(fieldsOf('contact')).toEqual(LEAD_FIELD_NAMES)
})

test('a form entry in browser storage keeps every field, and both exports of browser-only mode carry it', async () => {
  const entry = { id: '1790000000000', submittedAt: '2026-11-20T05:00:00.000Z', ...every }
  const stored = submissionSchema.safeParse(entry)
  expect(stored.success).toBe(true)
  expect(stored.data).toEqual(entry)

  expect(CSV_COLUMNS).toEqual(['Date', 'Type', ...headings])
  const [header, row] = buildCsv([{ ...entry, type: 'contact' }], formLabels)
    .slice(1)
    .split('\r\n')
  expect(header).toBe(['Date', 'Type', ...headings].map(cell).join(','))
  for (const name of LEAD_FIELD_NAMES) expect(row, name).toContain(cell(every[name]))

  const source = browserLeadSource({ index: buildIndex({ hero: [], popup: [], contact: [entry] }), labels: formLabels, text: submissions, onCleared() {} })
  const query = { folder: '', type: 'all' as const, search: '', filters: {}, page: 1 }
  const json = JSON.parse(String((await source.exportFile!(query, 'json'))!.file))
  expect(json).toEqual([{ ...entry, type: 'contact' }])
})

test("the lead service's CSV and JSON carry every field: the spec's columns first, then the others", () => {
  const lead = record()
  const text = { formNames: leadNotifications.forms, emailProblems: { domain_without_dot: 'no dot', domain_not_found: 'not found' } }
  const [header, row] = leadsCsv([lead], formLabels, text).slice(1).split('\r\n')
  const spec = LEAD_FIELD_NAMES.filter((name) => leadField(name).spec)
  const others = LEAD_FIELD_NAMES.filter((name) => !leadField(name).spec)
  expect(LEAD_CSV_COLUMNS.slice(0, 2 + LEAD_FIELD_NAMES.length)).toEqual([
    'Date',
    'Type',
    ...[...spec, ...others].map((name) => LEAD_FIELDS[name].heading),
  ])
  expect(header!.split(',')).toEqual(LEAD_CSV_COLUMNS.map(cell))
  const cells = row!.split(/,(?=")/)
  for (const name of LEAD_FIELD_NAMES) expect(cells[LEAD_CSV_COLUMNS.indexOf(LEAD_FIELDS[name].heading)], name).toBe(cell(every[name]))

  const [json] = JSON.parse(leadsJson([lead], leadNotifications.forms))
  for (const name of LEAD_FIELD_NAMES) expect(json[name], name).toBe(every[name])
})

describe.each([
  ['a table', 1366],
  ['cards', 390],
])("the dashboard's list as %s shows every field, and the lead's own view names each", (_, width) => {
  test('browser-only mode', async () => {
    ;(window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 })
    const entry = { id: '1790000000000', submittedAt: '2026-11-20T05:00:00.000Z', ...every }
    const source = browserLeadSource({
      index: buildIndex({ hero: [], popup: [], contact: [entry] }),
      labels: formLabels,
      text: submissions,
      onCleared() {},
    })
    render(
      <LeadsPanel
        source={source}
        labels={formLabels}
        text={submissions}
        leadsText={adminContent.dashboard.leads}
        visitText={adminReports.visit}
        messages={messages}
        viewer="admin"
        onSignedOut={() => {}}
      />,
    )
    const open = screen.getByRole('button', { name: `Open the lead from ${every.name}` })
    const item = within(open.closest(width > 1000 ? 'tr' : 'li')!)
    for (const name of LEAD_FIELD_NAMES) expect(item.getAllByText(every[name], { normalizer: (text) => text }).length, name).toBeGreaterThan(0)

    fireEvent.click(open)
    const view = within(await screen.findByTestId('lead-view'))
    for (const name of LEAD_FIELD_NAMES) {
      const term = view.getByText(LEAD_FIELDS[name].heading, { selector: 'dt' })
      expect(term.nextElementSibling, name).toHaveTextContent(every[name].replace(/\s+/g, ' '))
    }
  })
})

const { submissions } = adminContent.dashboard

/** A lead as the service keeps it, with every field. */
function record(): LeadRecord {
  return {
    id: newLeadId(),
    type: 'contact',
    ...every,
    page: '/contact',
    submittedAt: '2026-11-20T05:00:00.000Z',
    receivedAt: '2026-11-20T05:00:01.000Z',
    status: 'new',
    dealValue: null,
    lostReason: null,
    lostDetail: null,
    followUpOn: null,
    followUpAt: null,
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
  }
}
