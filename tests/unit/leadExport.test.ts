// @vitest-environment node
import { csvRow } from '../../model/csv'
import { istDateTime } from '../../model/indiaTime'
import { LEAD_CSV_COLUMNS, leadsCsv, leadsJson, type LeadExportText } from '../../model/leadExport'
import { emailShapeProblem, type LeadRecord } from '../../model/leadFields'
import { labelTable, type LeadLabels } from '../../model/leadLabels'

const labels: LeadLabels = {
  services: { hero: labelTable([]), popup: labelTable([]), contact: labelTable([{ value: 'web-design', label: 'Website Development' }]) },
  budgets: labelTable([{ value: '25000-50000', label: '₹25,000-₹50,000' }]),
  positions: labelTable([]),
}
const text: LeadExportText = {
  formNames: { hero: 'Free consultation form', popup: 'Enquiry pop-up', contact: 'Contact form', newsletter: 'Newsletter sign-up' },
  emailProblems: { domain_without_dot: 'Check this address: no dot', domain_not_found: 'Check this address: no such domain' },
}

const lead = (fields: Partial<LeadRecord> = {}): LeadRecord => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  type: 'contact',
  name: 'Anil Gupta',
  email: 'anil@guptamotors',
  phone: '+91 98111 22334',
  service: 'web-design',
  company: 'Gupta Motors',
  budget: '25000-50000',
  message: 'Showroom site',
  position: null,
  cvLink: null,
  page: '/contact',
  submittedAt: '2026-11-24T20:36:30.000Z',
  receivedAt: '2026-11-24T20:36:36.512Z',
  status: 'contacted',
  spam: false,
  spamReason: null,
  emailProblem: 'domain_without_dot',
  assignedTo: null,
  unsubscribedAt: null,
  landingPage: '/services/seo?utm_campaign=diwali',
  referrer: null,
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'diwali',
  utmTerm: null,
  utmContent: null,
  gclid: 'Cj0',
  fbclid: null,
  msclkid: null,
  source: 'google',
  dealValue: null,
  lostReason: null,
  lostDetail: null,
  followUpOn: null,
  followUpAt: null,
  ...fields,
})

describe('istDateTime', () => {
  test('a UTC instant reads as India Standard Time with its offset, to the second', () => {
    expect(istDateTime('2026-11-24T20:36:36.512Z')).toBe('2026-11-25T02:06:36+05:30')
    expect(istDateTime('2026-03-31T18:29:59Z')).toBe('2026-03-31T23:59:59+05:30')
    expect(Date.parse(istDateTime('2026-11-24T20:36:36Z'))).toBe(Date.parse('2026-11-24T20:36:36Z'))
  })

  test('a value that is not a date is kept as it is', () => {
    expect(istDateTime('sometime')).toBe('sometime')
  })
})

describe('leadsCsv', () => {
  test("the spec's seven columns come first in their order, then the lead's own", () => {
    expect(LEAD_CSV_COLUMNS.slice(0, 7)).toEqual(['Date', 'Type', 'Name', 'Email', 'Phone', 'Service', 'Message'])
    const [header] = leadsCsv([], labels, text).slice(1).split('\r\n')
    expect(header).toBe(csvRow(LEAD_CSV_COLUMNS))
    expect(LEAD_CSV_COLUMNS).toEqual(expect.arrayContaining(['Lead id', 'Status', 'Page', 'Email check', 'utm_campaign', 'gclid']))
  })

  test('a row: IST date, the form by name, labels, id, status, page, the address flag and the visit', () => {
    const csv = leadsCsv([lead()], labels, text)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const row = csv.split('\r\n')[1]
    expect(row).toBe(
      csvRow([
        '2026-11-25T02:06:36+05:30',
        'Contact form',
        'Anil Gupta',
        'anil@guptamotors',
        '+91 98111 22334',
        'Website Development',
        'Showroom site',
        'Gupta Motors',
        '₹25,000-₹50,000',
        '',
        '',
        '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        'contacted',
        '',
        '',
        '',
        '',
        '',
        '/contact',
        'Check this address: no dot',
        'google',
        '/services/seo?utm_campaign=diwali',
        '',
        'google',
        'cpc',
        'diwali',
        '',
        '',
        'Cj0',
        '',
        '',
      ]),
    )
    expect(row!.split('","')).toHaveLength(LEAD_CSV_COLUMNS.length)
  })

  test('an address with nothing wrong leaves the check empty; a formula in a field is neutralised', () => {
    const row = leadsCsv([lead({ emailProblem: null, company: '=HYPERLINK("x")' })], labels, text).split('\r\n')[1]!
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(row).toContain('"/contact","",')
  })
})

test('leadsJson: the stored codes, the form by name beside its type, dates in IST', () => {
  const [row] = JSON.parse(leadsJson([lead()], text.formNames))
  expect(Object.keys(row).slice(0, 3)).toEqual(['id', 'type', 'form'])
  expect(row).toMatchObject({
    type: 'contact',
    form: 'Contact form',
    service: 'web-design',
    budget: '25000-50000',
    status: 'contacted',
    page: '/contact',
    emailProblem: 'domain_without_dot',
    utmCampaign: 'diwali',
    submittedAt: '2026-11-25T02:06:30+05:30',
    receivedAt: '2026-11-25T02:06:36+05:30',
  })
})

test('emailShapeProblem: a domain without a dot is flagged, any dotted domain is not', () => {
  expect(emailShapeProblem('anil@guptamotors')).toBe('domain_without_dot')
  expect(emailShapeProblem('anil@localhost')).toBe('domain_without_dot')
  expect(emailShapeProblem('anil@guptamotors.in')).toBeNull()
  expect(emailShapeProblem('"a@b"@mail.example.co.in')).toBeNull()
})

test('a won lead has its deal value, a lost one its reason in words, and a follow-up its date and IST time', () => {
  const rows = leadsCsv(
    [
      lead({ status: 'won', dealValue: 150000, followUpOn: '2026-12-01', followUpAt: '10:30' }),
      lead({ status: 'lost', lostReason: 'other', lostDetail: 'Built it in-house', followUpOn: '2026-12-02' }),
    ],
    labels,
    text,
  ).split('\r\n')
  // Every cell is quoted; a quote inside one is doubled.
  const cells = (row: string) => [...row.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'))
  const header = cells(rows[0]!)
  const cell = (row: string, column: string) => cells(row)[header.indexOf(column)]
  expect(cell(rows[1]!, 'Deal value (INR)')).toBe('150000')
  expect(cell(rows[1]!, 'Follow-up')).toBe('2026-12-01T10:30:00+05:30')
  expect(cell(rows[2]!, 'Lost reason')).toBe('other: Built it in-house')
  expect(cell(rows[2]!, 'Follow-up')).toBe('2026-12-02')
})

test('the assignee by name, and when a sign-up was unsubscribed, in IST, in both exports', () => {
  const assigned = lead({ assignedTo: { id: 'b5f7c1de-2a41-4c3e-8f59-0d6a7e3b9c21', name: 'Priya Nair' } })
  const unsubscribed = lead({ type: 'newsletter', name: null, unsubscribedAt: '2026-11-24T20:36:36.512Z' })
  const rows = leadsCsv([assigned, unsubscribed], labels, text).split('\r\n')
  const header = rows[0]!.slice(1).split('","')
  const cell = (row: string, column: string) => row.split('","')[header.indexOf(column)]
  expect(cell(rows[1]!, 'Assigned to')).toBe('Priya Nair')
  expect(cell(rows[1]!, 'Unsubscribed')).toBe('')
  expect(cell(rows[2]!, 'Assigned to')).toBe('')
  expect(cell(rows[2]!, 'Unsubscribed')).toBe('2026-11-25T02:06:36+05:30')
  const [first, second] = JSON.parse(leadsJson([assigned, unsubscribed], text.formNames))
  expect(first).toMatchObject({ assignedTo: { name: 'Priya Nair' }, unsubscribedAt: null })
  expect(second).toMatchObject({ assignedTo: null, unsubscribedAt: '2026-11-25T02:06:36+05:30' })
})
