// @vitest-environment node
import type { AdminSubmission } from '../../model/leadBrowserStore'
import { BOM, buildCsv as buildCsvWith, buildJson, csvDate, CSV_COLUMNS, exportFileName, neutraliseCell, quoteCell } from '../../model/csv'
import { labelTable, type LeadLabels } from '../../model/leadLabels'

const labels: LeadLabels = {
  services: {
    hero: labelTable([{ value: 'web-design', label: 'Website Design & Development' }]),
    popup: labelTable([{ value: 'seo', label: 'SEO Optimization' }]),
    contact: labelTable([
      { value: 'web-design', label: 'Website Development' },
      { value: 'iot', label: 'IoT Solutions' },
    ]),
  },
  budgets: labelTable([{ value: '25000-50000', label: '₹25,000-₹50,000' }]),
  positions: labelTable([{ value: 'ui-ux-designer', label: 'UI/UX Designer' }]),
}
const buildCsv = (entries: AdminSubmission[], options?: Parameters<typeof buildCsvWith>[2]) => buildCsvWith(entries, labels, options)
const EMPTY_EXTRAS = ['', '', '', ''] as const

const entry = (fields: Partial<AdminSubmission> = {}): AdminSubmission => ({
  id: '1793527200000',
  submittedAt: '2026-11-01T10:00:00.000Z',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  type: 'hero',
  ...fields,
})

/** Splits a CSV built by buildCsv into rows of unquoted cells (every cell is quoted; "" is a quote). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else throw new Error(`Unexpected ${JSON.stringify(char)} outside quotes at ${index}`)
  }
  return rows
}

describe('CSV export', () => {
  test("starts with a UTF-8 BOM, then the spec's seven columns in order, with Company, Budget, Position and CV after Service", () => {
    const csv = buildCsv([entry()])
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv.slice(1).split('\r\n')[0]).toBe('"Date","Type","Name","Email","Phone","Service","Company","Budget","Position","CV or Portfolio","Message"')
    expect(CSV_COLUMNS).toEqual(['Date', 'Type', 'Name', 'Email', 'Phone', 'Service', 'Company', 'Budget', 'Position', 'CV or Portfolio', 'Message'])
    // The BOM is one code point; as UTF-8 it is EF BB BF.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  test('quotes every value and doubles inner quotes; empty optional fields are empty quoted cells', () => {
    const csv = buildCsv([entry({ name: 'Ravi "RK" Kumar', message: 'He said "hello", then left' })], { formatDate: () => 'D' })
    const line = csv.slice(1).split('\r\n')[1]
    expect(line).toBe('"D","hero","Ravi ""RK"" Kumar","asha@example.in","+91 98765 43210","","","","","","He said ""hello"", then left"')
  })

  test('the service, budget and position read as the form labelled them; company and CV link as typed', () => {
    const csv = buildCsv(
      [
        entry({ type: 'contact', service: 'web-design', company: 'Mehta Traders', budget: '25000-50000' }),
        entry({ type: 'hero', service: 'web-design' }),
        entry({ type: 'contact', position: 'ui-ux-designer', cvLink: 'https://www.behance.net/asha' }),
        entry({ type: 'contact', service: 'iot' }),
        // A code no form has (an older entry): kept as stored.
        entry({ type: 'popup', service: 'legacy-code', budget: 'unknown' }),
      ],
      { formatDate: () => 'D' },
    )
    const rows = parseCsv(csv.slice(1)).slice(1)
    expect(rows.map((row) => row.slice(5, 10))).toEqual([
      ['Website Development', 'Mehta Traders', '₹25,000-₹50,000', '', ''],
      ['Website Design & Development', '', '', '', ''],
      ['', '', '', 'UI/UX Designer', 'https://www.behance.net/asha'],
      ['IoT Solutions', '', '', '', ''],
      ['legacy-code', '', 'unknown', '', ''],
    ])
  })

  test('keeps ₹, Indian names and scripts, commas and line breaks inside a cell', () => {
    const message = 'बजट ₹1,50,000\nசென்னை office, 2nd floor'
    const csv = buildCsv([entry({ name: 'Śrīnivās Rāmānujan', service: 'seo', message, type: 'contact' })], { formatDate: () => 'D' })
    const rows = parseCsv(csv.slice(1))
    expect(rows).toEqual([[...CSV_COLUMNS], ['D', 'contact', 'Śrīnivās Rāmānujan', 'asha@example.in', '+91 98765 43210', 'seo', ...EMPTY_EXTRAS, message]])
  })

  test.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+CMD', "'+CMD"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['\nx', "'\nx"],
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+91 (044) 2345-6789', '+91 (044) 2345-6789'],
    ['+1-800-555-0100', '+1-800-555-0100'],
    ['+', "'+"],
    ['+91 98765 43210; =1+1', "'+91 98765 43210; =1+1"],
    ['Asha', 'Asha'],
    ['a=b', 'a=b'],
    ['', ''],
    // Leading whitespace is skipped by spreadsheets, so it hides nothing.
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u00A0-1', "'\u00A0-1"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\u200B=1+1', "'\u200B=1+1"],
    [' \t=1', "' \t=1"],
    // Fullwidth = + - @ are read as their ASCII forms.
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0BCMD', "'\uFF0BCMD"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20x', "'\uFF20x"],
    [' \uFF1DHYPERLINK("http://evil.example")', '\' \uFF1DHYPERLINK("http://evil.example")'],
    // A plain phone number stays as typed, however it starts.
    [' +91 98765 43210', ' +91 98765 43210'],
    ['\uFF0B91 98765 43210', '\uFF0B91 98765 43210'],
    [' +91 98765 43210 =1', "' +91 98765 43210 =1"],
    ['Asha =1', 'Asha =1'],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected)
  })

  test('neutralised cells are still quoted, in every column', () => {
    const csv = buildCsv(
      [
        entry({
          name: '=SUM(A1)',
          email: '@x',
          phone: '-1',
          service: '+CMD',
          company: '=1+1',
          budget: '-2',
          position: '@p',
          cvLink: '=HYPERLINK("http://evil.example")',
          message: '=cmd|" /C calc"!A0',
        }),
      ],
      { formatDate: () => 'D' },
    )
    const line = csv.slice(1).split('\r\n')[1]
    expect(line).toBe(`"D","hero","'=SUM(A1)","'@x","'-1","'+CMD","'=1+1","'-2","'@p","'=HYPERLINK(""http://evil.example"")","'=cmd|"" /C calc""!A0"`)
  })

  test('a plain phone number stays as typed', () => {
    const rows = parseCsv(buildCsv([entry()]).slice(1))
    expect(rows[1]![4]).toBe('+91 98765 43210')
  })

  test('dates are local "YYYY-MM-DD HH:mm:ss"; a stored text that is not a date is kept', () => {
    const local = new Date(2026, 10, 1, 9, 5, 7)
    expect(csvDate(local.toISOString())).toBe('2026-11-01 09:05:07')
    expect(csvDate('sometime')).toBe('sometime')
    expect(quoteCell('a"b')).toBe('"a""b"')
  })

  test('one row per entry, in the order given, CRLF line ends', () => {
    const csv = buildCsv([entry({ name: 'One' }), entry({ name: 'Two', type: 'popup' })])
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(parseCsv(csv.slice(1)).map((row) => row[2])).toEqual(['Name', 'One', 'Two'])
  })
})

describe('JSON export', () => {
  test('holds the same entries with their type and every stored field', () => {
    const entries = [entry({ name: '<img src=x onerror=alert(1)>', message: '₹ "quoted"', company: 'Mehta Traders', type: 'contact' }), entry()]
    const parsed = JSON.parse(buildJson(entries))
    expect(parsed).toEqual(entries)
    expect(parsed[0].type).toBe('contact')
  })
})

describe('file names', () => {
  test('form-submissions-<YYYY-MM-DD> with the local date', () => {
    const now = new Date(2026, 0, 5, 23, 30)
    expect(exportFileName('csv', now)).toBe('form-submissions-2026-01-05.csv')
    expect(exportFileName('json', now)).toBe('form-submissions-2026-01-05.json')
  })
})
