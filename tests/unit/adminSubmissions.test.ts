// @vitest-environment node
import {
  buildIndex,
  countByType,
  countEvents,
  countToday,
  filterByType,
  formatSubmittedAt,
  localDayKey,
  mergeSubmissions,
  paginate,
  perDaySeries,
  searchSubmissions,
  viewSubmissions,
  type SubmissionLists,
} from '../../model/leadBrowserStore'
import type { Submission } from '../../model/leadSubmissions'

const at = (date: Date) => ({ id: String(date.getTime()), submittedAt: date.toISOString() })
const entry = (name: string, date: Date, extra: Partial<Submission> = {}): Submission => ({
  ...at(date),
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
  phone: '+91 98765 43210',
  ...extra,
})

const lists: SubmissionLists = {
  hero: [entry('Asha Rao', new Date('2026-11-01T10:00:00Z'), { service: 'seo' }), entry('Vikram Singh', new Date('2026-11-03T09:00:00Z'))],
  popup: [entry('Priya Nair', new Date('2026-11-02T12:00:00Z'), { service: 'PPC', phone: '044-2345 6789' })],
  contact: [entry('Rahul Mehta', new Date('2026-11-04T08:30:00Z'), { service: 'web-design', message: 'Budget ₹50,000', company: 'Mehta Traders' })],
}

describe('merge, tag and sort', () => {
  test('merges the three lists, tags each entry with its type, newest first', () => {
    const merged = mergeSubmissions(lists)
    expect(merged.map((item) => [item.name, item.type])).toEqual([
      ['Rahul Mehta', 'contact'],
      ['Vikram Singh', 'hero'],
      ['Priya Nair', 'popup'],
      ['Asha Rao', 'hero'],
    ])
    // Every stored field is kept, and nothing is added except the type.
    expect(merged[0]).toEqual({ ...lists.contact[0], type: 'contact' })
  })

  test('entries whose date cannot be read go last; equal times order by id, newest first', () => {
    const same = new Date('2026-11-05T00:00:00Z')
    const index = buildIndex({
      hero: [
        { ...entry('Broken', same), submittedAt: 'not a date' },
        { ...entry('First', same), id: '100' },
      ],
      popup: [{ ...entry('Second', same), id: '200' }],
      contact: [],
    })
    expect(index.map((item) => item.entry.name)).toEqual(['Second', 'First', 'Broken'])
    expect(index[2]!.day).toBe('')
  })

  test('the input lists are not changed', () => {
    const copy = structuredClone(lists)
    mergeSubmissions(lists)
    expect(lists).toEqual(copy)
  })
})

describe('search over name, email, phone and service', () => {
  const index = buildIndex(lists)
  const names = (items: readonly { entry: { name: string } }[]) => items.map((item) => item.entry.name)

  test('is case-insensitive on name, email and service', () => {
    expect(names(searchSubmissions(index, 'ASHA'))).toEqual(['Asha Rao'])
    expect(names(searchSubmissions(index, 'priya.nair@EXAMPLE'))).toEqual(['Priya Nair'])
    expect(names(searchSubmissions(index, 'ppc'))).toEqual(['Priya Nair'])
    expect(names(searchSubmissions(index, 'Web-Design'))).toEqual(['Rahul Mehta'])
  })

  test('is a plain substring match on phone', () => {
    expect(names(searchSubmissions(index, '2345 67'))).toEqual(['Priya Nair'])
    expect(names(searchSubmissions(index, '+91 98765'))).toHaveLength(3)
    // Spaces inside the number count: "9876543210" is not a substring of "+91 98765 43210".
    expect(searchSubmissions(index, '9876543210')).toHaveLength(0)
  })

  test('does not search the message, company or type, and never matches across two fields', () => {
    expect(searchSubmissions(index, '50,000')).toHaveLength(0)
    expect(searchSubmissions(index, 'Traders')).toHaveLength(0)
    expect(searchSubmissions(index, 'contact')).toHaveLength(0)
    expect(searchSubmissions(index, 'raoasha')).toHaveLength(0)
  })

  test('an empty or blank query keeps everything; surrounding spaces are ignored', () => {
    expect(searchSubmissions(index, '')).toBe(index)
    expect(searchSubmissions(index, '   ')).toBe(index)
    expect(names(searchSubmissions(index, '  vikram '))).toEqual(['Vikram Singh'])
  })

  test('text that looks like markup or a pattern is matched literally', () => {
    const hostile = buildIndex({ hero: [entry('<img src=x onerror=alert(1)>', new Date())], popup: [entry('a.*b', new Date())], contact: [] })
    expect(names(searchSubmissions(hostile, '<IMG'))).toEqual(['<img src=x onerror=alert(1)>'])
    expect(names(searchSubmissions(hostile, '.*'))).toEqual(['a.*b'])
  })
})

describe('filter and counts', () => {
  const index = buildIndex(lists)

  test('filters by type; all keeps every entry', () => {
    expect(filterByType(index, 'hero').map((item) => item.entry.name)).toEqual(['Vikram Singh', 'Asha Rao'])
    expect(filterByType(index, 'popup')).toHaveLength(1)
    expect(filterByType(index, 'contact')).toHaveLength(1)
    expect(filterByType(index, 'all')).toBe(index)
  })

  test('counts per type', () => {
    expect(countByType(index)).toEqual({ all: 4, hero: 2, popup: 1, contact: 1 })
  })

  test('a view combines search and filter; the filter counts are those matching the search', () => {
    const view = viewSubmissions(index, { query: '+91', type: 'hero' })
    expect(view.counts).toEqual({ all: 3, hero: 2, popup: 0, contact: 1 })
    expect(view.rows.map((item) => item.entry.name)).toEqual(['Vikram Singh', 'Asha Rao'])
    expect(viewSubmissions(index, { query: 'nobody', type: 'all' }).rows).toEqual([])
  })

  test('today counts entries on the local calendar day of now', () => {
    const now = new Date(2026, 10, 10, 15, 0)
    const today = buildIndex({
      hero: [entry('Morning', new Date(2026, 10, 10, 0, 5)), entry('Yesterday', new Date(2026, 10, 9, 23, 59))],
      popup: [entry('Evening', new Date(2026, 10, 10, 23, 59))],
      contact: [],
    })
    expect(countToday(today, now)).toBe(2)
  })
})

describe('per-day series (Analytics)', () => {
  test('14 local days ending today, oldest first, with zero days included', () => {
    const now = new Date(2026, 10, 14, 12)
    const index = buildIndex({
      hero: [entry('a', new Date(2026, 10, 14, 9)), entry('b', new Date(2026, 10, 14, 10)), entry('old', new Date(2026, 9, 31, 10))],
      popup: [entry('c', new Date(2026, 10, 1, 0, 1))],
      contact: [entry('future', new Date(2026, 10, 15, 9))],
    })
    const series = perDaySeries(index, now)
    expect(series).toHaveLength(14)
    expect(series[0]).toEqual({ day: '2026-11-01', count: 1 })
    expect(series[13]).toEqual({ day: '2026-11-14', count: 2 })
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(3)
  })

  test('crosses month and year ends', () => {
    const series = perDaySeries([], new Date(2027, 0, 3, 12))
    expect(series[0]!.day).toBe('2026-12-21')
    expect(series.at(-1)!.day).toBe('2027-01-03')
    expect(localDayKey(new Date(2027, 0, 3))).toBe('2027-01-03')
  })
})

describe('analytics events', () => {
  test('counts by event name, most frequent first', () => {
    const events = [
      { eventName: 'button_click' },
      { eventName: 'phone_click' },
      { eventName: 'button_click' },
      { eventName: 'form_submission' },
      { eventName: 'button_click' },
      { eventName: 'form_submission' },
    ]
    expect(countEvents(events)).toEqual([
      { eventName: 'button_click', count: 3 },
      { eventName: 'form_submission', count: 2 },
      { eventName: 'phone_click', count: 1 },
    ])
    expect(countEvents([])).toEqual([])
  })
})

describe('pagination', () => {
  const items = Array.from({ length: 120 }, (_, index) => index)

  test('slices pages of 50 and clamps the page number', () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 50 })
    expect(paginate(items, 3)).toMatchObject({ page: 3, first: 101, last: 120 })
    expect(paginate(items, 3).rows).toHaveLength(20)
    expect(paginate(items, 99).page).toBe(3)
    expect(paginate(items, 0).page).toBe(1)
    expect(paginate([], 1)).toEqual({ page: 1, pageCount: 1, first: 0, last: 0, rows: [] })
  })
})

describe('dates in the table', () => {
  test('a readable date, or the stored text when it is not a date', () => {
    expect(formatSubmittedAt('2026-11-01T10:00:00.000Z')).toMatch(/2026/)
    expect(formatSubmittedAt('yesterday')).toBe('yesterday')
  })
})

describe('10,000 stored submissions', () => {
  const services = ['seo', 'ppc', 'social-media', 'web-design', 'mobile-app', 'custom-software']
  const start = Date.UTC(2026, 0, 1)
  const make = (count: number, prefix: string, offset: number): Submission[] =>
    Array.from({ length: count }, (_, index) => {
      const time = start + (index * 3 + offset) * 60_000
      return {
        id: String(time),
        submittedAt: new Date(time).toISOString(),
        name: `${prefix} Person ${index}`,
        email: `${prefix.toLowerCase()}${index}@example.in`,
        phone: `+91 9${String(index).padStart(4, '0')} ${String(index * 7).padStart(5, '0')}`,
        service: services[index % services.length],
      }
    })
  const big: SubmissionLists = { hero: make(4000, 'Hero', 0), popup: make(3000, 'Popup', 1), contact: make(3000, 'Contact', 2) }
  const index = buildIndex(big)

  test('are merged and sorted newest first', () => {
    expect(index).toHaveLength(10_000)
    for (let position = 1; position < index.length; position++) expect(index[position - 1]!.time).toBeGreaterThanOrEqual(index[position]!.time)
    expect(countByType(index)).toEqual({ all: 10_000, hero: 4000, popup: 3000, contact: 3000 })
  })

  test('filter and search correctly', () => {
    // Service: every sixth entry of each list is "ppc" (index % 6 === 1).
    const ppc = viewSubmissions(index, { query: 'PPC', type: 'all' })
    const expected = (count: number) => Array.from({ length: count }, (_, i) => i).filter((i) => i % 6 === 1).length
    expect(ppc.counts).toEqual({ all: expected(4000) + 2 * expected(3000), hero: expected(4000), popup: expected(3000), contact: expected(3000) })
    expect(ppc.rows.every((item) => item.entry.service === 'ppc')).toBe(true)

    const popupPpc = viewSubmissions(index, { query: 'ppc', type: 'popup' })
    expect(popupPpc.rows).toHaveLength(expected(3000))
    expect(popupPpc.rows.every((item) => item.entry.type === 'popup')).toBe(true)

    const one = viewSubmissions(index, { query: 'contact1234@', type: 'all' })
    expect(one.rows.map((item) => item.entry.name)).toEqual(['Contact Person 1234'])

    const byPhone = viewSubmissions(index, { query: '+91 91234 ', type: 'hero' })
    expect(byPhone.rows.map((item) => item.entry.name)).toEqual(['Hero Person 1234'])

    // Each keystroke of a growing query narrows the same list as a brute-force filter.
    for (const query of ['h', 'he', 'her', 'hero', 'hero p', 'hero person 99']) {
      const brute = mergeSubmissions(big).filter(
        (item) => [item.name, item.email, item.service ?? ''].some((field) => field.toLowerCase().includes(query)) || item.phone.includes(query),
      )
      expect(viewSubmissions(index, { query, type: 'all' }).rows.map((item) => item.entry)).toEqual(brute)
    }
  })

  test('only one page of rows is handed to the table', () => {
    expect(paginate(viewSubmissions(index, { query: '', type: 'all' }).rows, 1).rows).toHaveLength(50)
  })
})
