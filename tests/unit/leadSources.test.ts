/**
 * The leads panel's two sources. Browser storage: pages of 50 newest first, the spec's search and type filter with
 * their counts, stat cards over everything stored, the exports of the filtered list (nothing to export: null),
 * Clear All Data. The lead service: each select sent as the service's filter, the last page when the one asked for
 * has emptied, an empty export as null, and no exports, delete or erasure for a member.
 */
import { browserLeadSource } from '../../admin/leads/browserLeadSource'
import type { LeadQuery } from '../../admin/leads/leadSource'
import { serviceLeadSource } from '../../admin/leads/serviceLeadSource'
import { adminContent } from '../../admin/copy/admin'
import { adminReports } from '../../admin/copy/adminReports'
import { buildIndex, type SubmissionLists } from '../../model/leadBrowserStore'
import { STORAGE_KEYS } from '../../lib/client/storage'
import { formLabels } from '../../content/formLabels'
import type { LeadPage } from '../../model/leadFields'
import type { Submission } from '../../model/leadSubmissions'

const { submissions, leads } = adminContent.dashboard
const query = (fields: Partial<LeadQuery> = {}): LeadQuery => ({ folder: '', type: 'all', search: '', filters: {}, page: 1, ...fields })

describe('browser storage', () => {
  const entry = (index: number, fields: Partial<Submission> = {}): Submission => ({
    id: String(1_790_000_000_000 + index),
    submittedAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
    name: `Person ${index}`,
    email: `person${index}@example.in`,
    phone: `+91 98765 ${String(index).padStart(5, '0')}`,
    ...fields,
  })
  const lists: SubmissionLists = {
    hero: Array.from({ length: 60 }, (_, index) => entry(index, { service: 'seo' })),
    popup: [entry(100, { name: 'Priya Nair', service: 'social-media' })],
    contact: [entry(101, { name: 'Rahul Mehta', service: 'web-design', company: 'Mehta Traders', message: 'Diwali' })],
  }
  const source = (onCleared = () => {}) => browserLeadSource({ index: buildIndex(lists, formLabels), labels: formLabels, text: submissions, onCleared })

  test('pages of 50 newest first, with the counts per form and the stat cards', () => {
    const first = source().view(query())
    expect(first.rows).toHaveLength(50)
    expect(first.rows.slice(0, 3).map((lead) => lead.name)).toEqual(['Rahul Mehta', 'Priya Nair', 'Person 59'])
    expect(first).toMatchObject({ total: 62, page: 1, counts: { all: 62, hero: 60, popup: 1, contact: 1 } })
    expect(first.rows[0]).toMatchObject({ type: 'contact', receivedAt: lists.contact[0]!.submittedAt, company: 'Mehta Traders', budget: null })
    expect(first.stats!.map((stat) => [stat.label, stat.value])).toEqual([
      [submissions.stats.total, 62],
      [submissions.stats.hero, 60],
      [submissions.stats.popup, 1],
      [submissions.stats.contact, 1],
      [submissions.stats.today, 0],
    ])
    // A page past the last is the last; the same entry is the same row from one keystroke to the next.
    const last = source().view(query({ page: 9 }))
    expect(last).toMatchObject({ page: 2, rows: { length: 12 } })
    const shown = source()
    expect(shown.view(query({ search: 'person' })).rows[0]).toBe(shown.view(query({ search: 'person1' })).rows[0])
  })

  test("searches as the spec says, by the service's label too, and filters by form; the counts follow the search", () => {
    const found = source().view(query({ search: 'WEBSITE DEVELOPMENT' }))
    expect(found.rows.map((lead) => lead.name)).toEqual(['Rahul Mehta'])
    expect(source().view(query({ search: 'Diwali' })).total).toBe(0)
    const popup = source().view(query({ search: 'n', type: 'popup' }))
    expect(popup.rows.map((lead) => lead.name)).toEqual(['Priya Nair'])
    expect(popup.counts).toMatchObject({ all: 62, popup: 1 })
    // A form browser storage does not keep filters nothing.
    expect(source().view(query({ type: 'newsletter' })).total).toBe(62)
  })

  test('exports the filtered list in the spec’s shape, and nothing when nothing matches', async () => {
    const csv = (await source().exportFile!(query({ type: 'popup' }), 'csv'))!
    expect(csv.fileName).toMatch(/^form-submissions-\d{4}-\d\d-\d\d\.csv$/)
    expect(csv.count).toBe(1)
    expect(String(csv.file).split('\r\n')[1]).toContain('"popup","Priya Nair"')
    const json = (await source().exportFile!(query({ search: 'Person 1' }), 'json'))!
    expect(JSON.parse(String(json.file))).toHaveLength(11)
    expect(await source().exportFile!(query({ search: 'nobody at all' }), 'csv')).toBeNull()
  })

  test('Clear All Data empties the three lists and reads storage again', async () => {
    for (const key of [STORAGE_KEYS.hero, STORAGE_KEYS.popup, STORAGE_KEYS.contact, STORAGE_KEYS.newsletter]) localStorage.setItem(key, '[]')
    const onCleared = vi.fn()
    expect(await source(onCleared).clear!()).toBe(true)
    expect(onCleared).toHaveBeenCalledTimes(1)
    for (const key of [STORAGE_KEYS.hero, STORAGE_KEYS.popup, STORAGE_KEYS.contact]) expect(localStorage.getItem(key)).toBeNull()
    // The newsletter's sign-ups are not the dashboard's to clear.
    expect(localStorage.getItem(STORAGE_KEYS.newsletter)).toBe('[]')
  })
})

describe('the lead service', () => {
  const API = 'https://leads.agency.test/api'
  const source = (canManage = true) => serviceLeadSource({ api: API, canManage, text: submissions, leadsText: leads, visitText: adminReports.visit })
  const page = (total: number, at: number): LeadPage => ({
    rows: [],
    total,
    page: at,
    pageSize: 50,
    counts: { all: total, hero: total, popup: 0, contact: 0, newsletter: 0 },
    folders: { inbox: total, applications: 0, subscribers: 0, spam: 0, mine: 0 },
  })

  function serve(answer: (url: URL) => Response) {
    const asked: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(new URL(url))
        return answer(new URL(url))
      }),
    )
    return asked
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  afterEach(() => vi.unstubAllGlobals())

  test('sends the folder, form, search and each select as the service’s filter', async () => {
    const asked = serve(() => json(page(3, 1)))
    await source().list(
      query({ folder: 'spam', type: 'hero', search: 'asha', filters: { status: 'won', followUp: 'overdue', source: 'google', campaign: 'diwali' } }),
    )
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      folder: 'spam',
      type: 'hero',
      status: 'won',
      q: 'asha',
      source: 'google',
      campaign: 'diwali',
      followUp: 'overdue',
      page: '1',
      pageSize: '50',
    })
    await source().list(query({ folder: 'inbox', filters: { status: '', followUp: '' } }))
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({ folder: 'inbox', type: 'all', status: 'all', q: '', page: '1', pageSize: '50' })
  })

  test('a page emptied meanwhile (its leads deleted or moved) gives the last page there is', async () => {
    const asked = serve((url) => json(page(51, Number(url.searchParams.get('page')))))
    expect(await source().list(query({ folder: 'inbox', page: 5 }))).toMatchObject({ page: 2, total: 51 })
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['5', '2'])
  })

  test('an empty export is null, and a member may neither export, delete nor erase', async () => {
    serve(() => json({ error: { code: 'no_data', message: 'No form submissions found to download.' } }, 404))
    expect(await source().exportFile!(query({ folder: 'inbox' }), 'csv')).toBeNull()
    const member = source(false)
    expect([member.exportFile, member.remove, member.erase]).toEqual([undefined, undefined, undefined])
    expect(member.update).toBeTypeOf('function')
  })
})
