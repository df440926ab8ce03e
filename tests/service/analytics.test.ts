/**
 * First-party analytics on both storage back ends: the beacon endpoint's checks (every field, origin, size, type, rate
 * limit, never a 5xx), counting visitors without storing who they are (daily salt, rotated and deleted; robots and
 * Global Privacy Control not counted), the reports behind the admin session, and daily rollups that say exactly what
 * the raw events said.
 */
import { tmpdir } from 'node:os'
import type { Hono } from 'hono'
import { addDays } from '../../model/analyticsReports'
import { dayOf } from '../../service/analytics/days'
import { analyticsUpkeep } from '../../service/analytics/upkeep'
import { freeBytes, spaceCheck } from '../../service/platform/db/dataFolder'
import type { Database } from '../../service/platform/db/database'
import { DIMENSIONS, type Dimension } from '../../service/analytics/eventStore'
import { backends, openTestDatabase } from './support/backends'
import { adminRequest, lead, login, nextIp, postLead, SITE, testService, type TestService } from './support/service'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

interface Sent {
  ip?: string
  ua?: string
  origin?: string | null
  contentType?: string
  headers?: Record<string, string>
}

function beacon(
  app: Hono,
  body: unknown,
  { ip = nextIp(), ua = CHROME, origin = SITE, contentType = 'text/plain;charset=UTF-8', headers = {} }: Sent = {},
) {
  const all: Record<string, string> = { 'Content-Type': contentType, 'X-Forwarded-For': ip, 'User-Agent': ua, ...headers }
  if (origin) all.Origin = origin
  return app.request('/api/events', { method: 'POST', headers: all, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

const view = (path: string, extra: Record<string, unknown> = {}) => ({ kind: 'pageview', path, ...extra })

describe.each(backends)('analytics on $name', (backend) => {
  let db: Database
  let app: Hono
  let logs: TestService['logs']
  let close: () => Promise<void>
  /** Noon in India today: far from midnight, so a day never ends halfway through a test. */
  const noon = () => new Date(`${dayOf(new Date())}T12:00:00+05:30`)
  let clock = noon()
  const today = () => dayOf(clock)

  beforeAll(async () => {
    if (backend.skipReason) return
    const opened = await openTestDatabase(backend)
    db = opened.db
    close = opened.close
  })
  afterAll(async () => close?.())
  beforeEach(async () => {
    if (backend.skipReason) return
    clock = noon()
    for (const table of ['analytics_events', 'analytics_salts', 'analytics_daily', 'analytics_rolled_days', 'leads'])
      await db.query(`delete from ${table}`)
    // A new service each time: its salt and rate limits start afresh, as after a restart.
    ;({ app, logs } = await testService(db, { now: () => clock, env: { ANALYTICS_RATE_LIMIT: '5/60' } }))
  })

  const events = () =>
    db.query<Record<string, unknown>>(
      `select to_char(day, 'YYYY-MM-DD') as day, visitor::text as visitor, kind, path, landing, referrer, utm_source, utm_campaign, device, browser, source
       from analytics_events order by id`,
    )
  const report = async (cookie: string, from: string, to: string) => {
    const response = await adminRequest(app, 'GET', `/analytics/report?from=${from}&to=${to}`, { cookie })
    expect(response.status).toBe(200)
    return response.json()
  }

  test.skipIf(backend.skipReason)(
    'a page view is stored with its day, a visitor number, device and browser; never the address or user agent',
    async () => {
      const ip = '198.51.100.23'
      const response = await beacon(
        app,
        view('/services/seo', { landing: true, referrer: 'https://www.google.com', utmSource: 'newsletter', utmCampaign: 'X' }),
        {
          ip,
          ua: IPHONE,
        },
      )
      expect(response.status).toBe(204)
      const [row] = await events()
      expect(row).toMatchObject({
        day: today(),
        kind: 'pageview',
        path: '/services/seo',
        landing: true,
        referrer: 'https://www.google.com',
        utm_source: 'newsletter',
        utm_campaign: 'X',
        device: 'mobile',
        browser: 'Safari',
        source: 'newsletter',
      })
      expect(row!.visitor).toMatch(/^-?\d+$/)
      const everything = JSON.stringify(await db.query('select row_to_json(e)::text as stored from analytics_events e'))
      expect(everything).not.toContain(ip)
      expect(everything).not.toContain('iPhone')
      expect(everything).not.toContain('198.51')
    },
  )

  test.skipIf(backend.skipReason)('devices and browsers are told apart from the user agent and the mobile hint', async () => {
    for (const [ua, headers] of [
      [CHROME, {}],
      [TABLET, {}],
      [FIREFOX, {}],
      [CHROME, { 'Sec-CH-UA-Mobile': '?1' }],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0', {}],
    ] as const) {
      expect((await beacon(app, view('/'), { ua, headers })).status).toBe(204)
    }
    expect((await events()).map((row) => [row.device, row.browser])).toEqual([
      ['desktop', 'Chrome'],
      ['tablet', 'Chrome'],
      ['desktop', 'Firefox'],
      ['mobile', 'Chrome'],
      ['desktop', 'Edge'],
    ])
  })

  test.skipIf(backend.skipReason)('the same visitor counts once a day; another address or browser is another visitor', async () => {
    const cookie = await login(app)
    for (const path of ['/', '/about', '/contact']) expect((await beacon(app, view(path), { ip: '192.0.2.10' })).status).toBe(204)
    await beacon(app, view('/'), { ip: '192.0.2.11' })
    await beacon(app, view('/'), { ip: '192.0.2.10', ua: FIREFOX })
    const visitors = new Set((await events()).map((row) => row.visitor))
    expect(visitors.size).toBe(3)
    const { totals, tables } = await report(cookie, today(), today())
    expect(totals).toMatchObject({ visitors: 3, pageviews: 5 })
    expect(tables.pages).toEqual([
      { value: '/', visitors: 3, hits: 3, entries: 0 },
      { value: '/about', visitors: 1, hits: 1, entries: 0 },
      { value: '/contact', visitors: 1, hits: 1, entries: 0 },
    ])
  })

  test.skipIf(backend.skipReason)('the salt rotates each day: the same browser tomorrow is a new number, and yesterday’s salt is deleted', async () => {
    await beacon(app, view('/'), { ip: '192.0.2.20' })
    const [first] = await db.query<{ day: string; salt: string }>(`select to_char(day, 'YYYY-MM-DD') as day, salt from analytics_salts`)
    expect(first).toMatchObject({ day: today() })
    expect(first!.salt).toMatch(/^[0-9a-f]{64}$/)

    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000)
    await beacon(app, view('/'), { ip: '192.0.2.20' })
    const [yesterday, tomorrow] = await events()
    expect(tomorrow!.day).toBe(addDays(yesterday!.day as string, 1))
    expect(tomorrow!.visitor).not.toBe(yesterday!.visitor)
    const salts = await db.query<{ day: string; salt: string }>(`select to_char(day, 'YYYY-MM-DD') as day, salt from analytics_salts`)
    expect(salts).toHaveLength(1)
    expect(salts[0]!.day).toBe(today())
    expect(salts[0]!.salt).not.toBe(first!.salt)
  })

  test.skipIf(backend.skipReason)('the upkeep deletes a salt once its day is over, even when no beacon came since', async () => {
    await beacon(app, view('/'))
    expect(await db.query('select day from analytics_salts')).toHaveLength(1)
    await analyticsUpkeep(db, { retentionDays: 90, rollupRetentionDays: 730, now: () => new Date(clock.getTime() + 24 * 60 * 60 * 1000) })
    expect(await db.query('select day from analytics_salts')).toEqual([])
  })

  test.skipIf(backend.skipReason)('robots, headless browsers, tools and Global Privacy Control are answered alike and not counted', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      '',
    ]) {
      expect((await beacon(app, view('/'), { ua })).status, ua).toBe(204)
    }
    expect((await beacon(app, view('/'), { headers: { 'Sec-GPC': '1' } })).status).toBe(204)
    expect(await events()).toEqual([])
    // A phone named Cubot is a person, not a robot.
    await beacon(app, view('/'), {
      ua: 'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    })
    expect(await events()).toHaveLength(1)
  })

  test.skipIf(backend.skipReason)(
    'an accepted beacon writes no log line (the tables count it); a refused one writes its line with its status',
    async () => {
      expect((await beacon(app, view('/'))).status).toBe(204)
      expect((await beacon(app, view('/'), { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204)
      expect((await beacon(app, view('services/seo'))).status).toBe(422)
      expect((await beacon(app, view('/'), { origin: 'https://elsewhere.example' })).status).toBe(403)
      const lines = logs.filter((line) => line.path === '/api/events').map((line) => ({ event: line.event, status: line.status }))
      expect(lines).toEqual([
        { event: 'request', status: 422 },
        { event: 'request', status: 403 },
      ])
      // A lead is still logged as received, whatever the beacons do.
      expect((await postLead(app, lead())).status).toBe(201)
      expect(logs.some((line) => line.event === 'lead.received')).toBe(true)
    },
  )

  test.skipIf(backend.skipReason)('every field is checked: a bad one is a 4xx in the service’s error shape, naming it, and stores nothing', async () => {
    const invalid: [string, unknown][] = [
      ['kind missing', { path: '/' }],
      ['unknown kind', view('/', { kind: 'purchase' })],
      ['button_click is not sent', { kind: 'button_click', path: '/' }],
      ['path missing', { kind: 'pageview' }],
      ['path not text', view('/', { path: 42 })],
      ['path without /', view('services/seo')],
      ['path with a space', view('/a b')],
      ['path with a line break', view('/a\nb')],
      // The page sends its path alone: a query could carry what a visitor typed (a search, an address).
      ['path with a query', view('/search?q=asha@sharmatextiles.in')],
      ['path with a fragment', view('/contact#asha')],
      ['path too long', view(`/${'a'.repeat(200)}`)],
      ['landing not a boolean', view('/', { landing: 'yes' })],
      ['landing on an event', { kind: 'phone_click', path: '/', landing: true }],
      ['referrer without landing', view('/', { referrer: 'https://www.google.com' })],
      ['referrer with a path', view('/', { landing: true, referrer: 'https://www.google.com/search?q=x' })],
      ['referrer not http', view('/', { landing: true, referrer: 'javascript:alert(1)' })],
      ['utmSource too long', view('/', { landing: true, utmSource: 'x'.repeat(151) })],
      ['utmSource with a control character', view('/', { landing: true, utmSource: 'news\u0007letter' })],
      ['utmCampaign not text', view('/', { landing: true, utmCampaign: ['X'] })],
      ['an unknown field', view('/', { userAgent: 'mine' })],
      ['an array', [view('/')]],
      ['null', null],
      ['a string', '"pageview"'],
    ]
    for (const [what, body] of invalid) {
      const response = await beacon(app, body)
      expect(response.status, what).toBe(422)
      const answer = await response.json()
      expect(answer.error.code, what).toBe('invalid_event')
      expect(typeof answer.error.message).toBe('string')
      expect(Array.isArray(answer.error.issues)).toBe(true)
    }
    const pathIssue = await (await beacon(app, view('/a b'))).json()
    expect(pathIssue.error.issues.map((issue: { path: string }) => issue.path)).toContain('path')

    const refusals: [string, Response, number, string][] = [
      ['malformed JSON', await beacon(app, '{"kind":'), 400, 'malformed_json'],
      ['a form post', await beacon(app, 'kind=pageview', { contentType: 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type'],
      ['over 4 KiB', await beacon(app, JSON.stringify(view('/', { pad: 'x'.repeat(5000) }))), 413, 'payload_too_large'],
      ['no Origin', await beacon(app, view('/'), { origin: null }), 403, 'origin_not_allowed'],
      ['another site', await beacon(app, view('/'), { origin: 'https://evil.example' }), 403, 'origin_not_allowed'],
    ]
    for (const [what, response, status, code] of refusals) {
      expect(response.status, what).toBe(status)
      expect((await response.json()).error.code, what).toBe(code)
    }
    // JSON sent as application/json is fine too.
    expect((await beacon(app, view('/'), { contentType: 'application/json' })).status).toBe(204)
    expect(await events()).toHaveLength(1)
  })

  test.skipIf(backend.skipReason)('each address has its own rate limit (429 with Retry-After); other addresses go on', async () => {
    for (let sent = 0; sent < 5; sent++) expect((await beacon(app, view('/'), { ip: '192.0.2.99' })).status).toBe(204)
    const limited = await beacon(app, view('/'), { ip: '192.0.2.99' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error.code).toBe('rate_limited')
    expect((await beacon(app, view('/'), { ip: '192.0.2.100' })).status).toBe(204)
    expect(await events()).toHaveLength(6)
  })

  test.skipIf(backend.skipReason)('an IPv6 visitor is one visitor across its /64 (its interface part changes through the day)', async () => {
    await beacon(app, view('/'), { ip: '2001:db8:1:2::a' })
    await beacon(app, view('/about'), { ip: '2001:DB8:1:2:ffff::1' })
    await beacon(app, view('/'), { ip: '2001:db8:1:3::a' })
    expect(new Set((await events()).map((row) => row.visitor)).size).toBe(2)
  })

  test.skipIf(backend.skipReason)('below the free-space threshold a page view is answered 503 and nothing is written', async () => {
    const { app: full } = await testService(db, { now: () => clock, space: spaceCheck(tmpdir(), Number.MAX_SAFE_INTEGER) })
    const response = await beacon(full, view('/'))
    expect(response.status).toBe(503)
    expect((await response.json()).error.code).toBe('storage_full')
    expect(await events()).toEqual([])
  })

  test.skipIf(backend.skipReason)("page views stop well before the disk is too full for leads: the last 256 MB are the leads'", async () => {
    // A disk with less than 256 MB to spare above the leads' minimum.
    const nearlyFull = spaceCheck(tmpdir(), freeBytes(tmpdir()) - 100 * 1024 * 1024)
    const { app: tight } = await testService(db, { now: () => clock, space: nearlyFull })
    const refused = await beacon(tight, view('/'))
    expect(refused.status).toBe(503)
    expect((await refused.json()).error.code).toBe('storage_full')
    expect(await events()).toEqual([])
    expect((await postLead(tight, lead('hero'))).status).toBe(201)
  })

  test.skipIf(backend.skipReason)('a day stores at most ANALYTICS_DAILY_LIMIT events, logged once; the next day stores again', async () => {
    const { app: capped, logs: cappedLogs } = await testService(db, { now: () => clock, env: { ANALYTICS_DAILY_LIMIT: '3' } })
    const statuses = []
    for (let index = 0; index < 5; index++) statuses.push((await beacon(capped, view(`/page-${index}`))).status)
    expect(statuses).toEqual([204, 204, 204, 503, 503])
    expect((await events()).map((row) => row.path)).toEqual(['/page-0', '/page-1', '/page-2'])
    expect(cappedLogs.filter((line) => line.event === 'analytics.daily_limit')).toHaveLength(1)
    clock = new Date(clock.getTime() + 24 * 3600 * 1000)
    expect((await beacon(capped, view('/tomorrow'))).status).toBe(204)
  })

  test.skipIf(backend.skipReason)('beacons arriving together share a commit; each is answered only once it is stored', async () => {
    let inserts = 0
    const counting: Database = {
      ...db,
      query: (text, values) => {
        if (text.includes('insert into analytics_events')) inserts++
        return db.query(text, values)
      },
    }
    const shared = (await testService(counting, { now: () => clock })).app
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => beacon(shared, view(`/page-${index}`), { ip: `192.0.2.${index + 1}` })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(204))
    expect((await events()).map((row) => row.path).sort()).toEqual(Array.from({ length: 30 }, (_, index) => `/page-${index}`).sort())
    expect(inserts).toBeGreaterThan(0)
    expect(inserts).toBeLessThan(10)
  })

  test.skipIf(backend.skipReason)('the reports credit each landing page, source and campaign with its visitors and its enquiries’ statuses', async () => {
    const cookie = await login(app)
    const visit = async (ip: string, landing: Record<string, unknown>, pages: string[]) => {
      expect((await beacon(app, view(pages[0]!, { landing: true, ...landing }), { ip })).status).toBe(204)
      for (const path of pages.slice(1)) expect((await beacon(app, view(path), { ip })).status).toBe(204)
    }
    await visit('192.0.2.1', { referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'X' }, ['/services/seo', '/about', '/contact'])
    await visit('192.0.2.2', { utmSource: 'newsletter', utmCampaign: 'X' }, ['/services/seo'])
    await visit('192.0.2.3', { referrer: 'https://www.google.com' }, ['/', '/pricing'])
    await visit('192.0.2.4', {}, ['/contact'])
    await beacon(app, { kind: 'phone_click', path: '/contact' }, { ip: '192.0.2.4' })
    await beacon(app, { kind: 'whatsapp_click', path: '/' }, { ip: '192.0.2.3' })

    const enquiry = async (fields: Record<string, unknown>) => {
      const body = lead('contact', fields)
      expect((await postLead(app, body)).status).toBe(201)
      return String(body.id)
    }
    const campaignLead = await enquiry({
      landingPage: '/services/seo?utm_source=newsletter&utm_campaign=X',
      referrer: 'https://news.example.org',
      utmSource: 'newsletter',
      utmCampaign: 'X',
    })
    await enquiry({ landingPage: '/', referrer: 'https://www.google.com' })
    await enquiry({ landingPage: '/', referrer: 'https://www.google.com', website: 'a bot filled this' })
    await postLead(app, lead('newsletter', { landingPage: '/services/seo', utmSource: 'newsletter', utmCampaign: 'X' }))
    expect((await adminRequest(app, 'PATCH', `/leads/${campaignLead}`, { cookie, body: { status: 'won', dealValue: 150000 } })).status).toBe(200)
    // What became of the enquiries: a count per pipeline status.
    const statuses = (counts: Partial<Record<string, number>>) => ({ new: 0, contacted: 0, qualified: 0, proposal: 0, won: 0, lost: 0, ...counts })

    const result = await report(cookie, addDays(today(), -6), today())
    expect(result.range).toEqual({ first: addDays(today(), -6), last: today() })
    expect(result.totals).toMatchObject({ visitors: 4, pageviews: 7, enquiries: 2, rate: 0.5, calls: 1, whatsapp: 1 })
    expect(result.daily).toHaveLength(7)
    expect(result.daily.at(-1)).toEqual({ day: today(), visitors: 4, pageviews: 7, enquiries: 2 })
    expect(result.daily.slice(0, 6).every((day: { visitors: number; enquiries: number }) => day.visitors === 0 && day.enquiries === 0)).toBe(true)
    expect(result.tables.entryPages).toEqual([
      { value: '/services/seo', visitors: 2, hits: 2, entries: 2 },
      { value: '/', visitors: 1, hits: 1, entries: 1 },
      { value: '/contact', visitors: 1, hits: 1, entries: 1 },
    ])
    expect(result.tables.referrers.map((row: { value: string }) => row.value)).toEqual(['https://news.example.org', 'https://www.google.com'])
    expect(result.tables.sources).toEqual([
      { value: 'newsletter', visitors: 2, hits: 2, entries: 2 },
      { value: '(direct)', visitors: 1, hits: 1, entries: 1 },
      { value: 'google.com', visitors: 1, hits: 1, entries: 1 },
    ])
    expect(result.tables.campaigns).toEqual([{ value: 'X', visitors: 2, hits: 2, entries: 2 }])
    expect(result.tables.devices).toEqual([{ value: 'desktop', visitors: 4, hits: 7, entries: 4 }])
    expect(result.tables.events.map((row: { value: string; hits: number }) => [row.value, row.hits]).sort()).toEqual([
      ['phone_click', 1],
      ['whatsapp_click', 1],
    ])
    expect(result.conversions.campaign).toEqual([{ value: 'X', visitors: 2, enquiries: 1, rate: 0.5, statuses: statuses({ won: 1 }) }])
    expect(result.conversions.source).toEqual([
      { value: 'newsletter', visitors: 2, enquiries: 1, rate: 0.5, statuses: statuses({ won: 1 }) },
      { value: 'google.com', visitors: 1, enquiries: 1, rate: 1, statuses: statuses({ new: 1 }) },
      { value: '(direct)', visitors: 1, enquiries: 0, rate: 0, statuses: statuses({}) },
    ])
    expect(result.conversions.landing).toEqual([
      { value: '/services/seo', visitors: 2, enquiries: 1, rate: 0.5, statuses: statuses({ won: 1 }) },
      { value: '/', visitors: 1, enquiries: 1, rate: 1, statuses: statuses({ new: 1 }) },
      { value: '/contact', visitors: 1, enquiries: 0, rate: 0, statuses: statuses({}) },
    ])

    const overview = await (await adminRequest(app, 'GET', '/analytics/overview', { cookie })).json()
    expect(overview.today).toBe(today())
    expect(overview.periods.today.current).toMatchObject({ visitors: 4, pageviews: 7, enquiries: 2, rate: 0.5, calls: 1, whatsapp: 1 })
    expect(overview.periods.today.previous).toMatchObject({ visitors: 0, pageviews: 0, enquiries: 0, rate: null })
    expect(overview.periods.month.current).toMatchObject({ visitors: 4, enquiries: 2 })
    expect(overview.newestLeads.map((each: { spam: boolean }) => each.spam)).toEqual([false, false, false])
    expect(overview.recentEvents[0]).toMatchObject({ kind: 'whatsapp_click', path: '/', device: 'desktop' })
    expect(overview.recentEvents).toHaveLength(9)
  })

  test.skipIf(backend.skipReason)('a report’s range is checked: dates, order and length', async () => {
    const cookie = await login(app)
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday',
      'from=2026-03-02&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=0000-01-01&to=0001-01-01',
    ]) {
      const response = await adminRequest(app, 'GET', `/analytics/report?${query}`, { cookie })
      expect(response.status, query).toBe(400)
      expect((await response.json()).error.code).toBe('invalid_query')
    }
    const fallback = await (await adminRequest(app, 'GET', '/analytics/report', { cookie })).json()
    expect(fallback.range).toEqual({ first: addDays(today(), -29), last: today() })
  })

  test.skipIf(backend.skipReason)('rollups hold exactly the raw counts, and a report reads the same before and after them', async () => {
    const cookie = await login(app)
    const start = clock.getTime()
    const uas = [CHROME, IPHONE, TABLET, FIREFOX]
    // Five days of traffic: visitors who come back, move between pages, arrive from campaigns and click.
    for (let day = 5; day >= 1; day--) {
      clock = new Date(start - day * 24 * 60 * 60 * 1000)
      for (let visitor = 0; visitor < 6; visitor++) {
        const ip = `192.0.2.${visitor + 1}`
        const ua = uas[visitor % uas.length]!
        const landing =
          visitor % 3 === 0 ? { utmSource: 'newsletter', utmCampaign: `c${day % 2}` } : visitor % 3 === 1 ? { referrer: 'https://www.google.com' } : {}
        await beacon(app, view(visitor % 2 ? '/' : '/services/seo', { landing: true, ...landing }), { ip, ua })
        for (let page = 0; page < (visitor + day) % 3; page++) await beacon(app, view(['/about', '/pricing', '/contact'][page]!), { ip, ua })
        if ((visitor + day) % 4 === 0) await beacon(app, { kind: 'phone_click', path: '/contact' }, { ip, ua })
        if ((visitor + day) % 5 === 0) await beacon(app, { kind: 'download', path: '/downloads' }, { ip, ua })
      }
    }
    clock = new Date(start)
    await beacon(app, view('/', { landing: true }), { ip: '192.0.2.50' })
    const first = addDays(today(), -6)
    const before = await report(cookie, first, today())

    const upkeep = await analyticsUpkeep(db, { retentionDays: 90, rollupRetentionDays: 730, now: () => clock })
    expect(upkeep.rolledUp).toEqual([5, 4, 3, 2, 1].map((back) => addDays(today(), -back)))
    // Every dimension of every rolled day holds what a plain count of the raw events says (written here on its own,
    // not with the service's definitions).
    const PAGE_VIEWS = `kind = 'pageview'`
    const LANDINGS = `kind = 'pageview' and landing`
    const plain: Record<Dimension, [value: string, where: string, entries: string]> = {
      total: [`''`, PAGE_VIEWS, 'count(*) filter (where landing)'],
      page: ['path', PAGE_VIEWS, 'count(*) filter (where landing)'],
      entry: ['path', LANDINGS, 'count(*)'],
      referrer: ['referrer', `${LANDINGS} and referrer is not null`, 'count(*)'],
      source: [`coalesce(utm_source, substring(referrer from '^https?://(?:www\\.)?([^/:]+)'), '(direct)')`, LANDINGS, 'count(*)'],
      campaign: ['utm_campaign', `${LANDINGS} and utm_campaign is not null`, 'count(*)'],
      device: ['device', PAGE_VIEWS, 'count(*) filter (where landing)'],
      browser: ['browser', PAGE_VIEWS, 'count(*) filter (where landing)'],
      event: ['kind', `kind <> 'pageview'`, '0'],
    }
    for (const dimension of Object.keys(DIMENSIONS) as Dimension[]) {
      const expected = await db.query<unknown[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, ${plain[dimension][0]} as value, count(distinct visitor) as visitors, count(*) as hits,
                ${plain[dimension][2]} as entries
         from analytics_events where ${plain[dimension][1]} and day < $1::date group by 1, 2 order by 1, 2`,
        [today()],
      )
      const rolled = await db.query(
        `select to_char(day, 'YYYY-MM-DD') as day, value, visitors, hits, entries from analytics_daily where dimension = $1 order by 1, 2`,
        [dimension],
      )
      const rows = (list: unknown[]) =>
        list.map((row) =>
          Object.values(row as Record<string, unknown>)
            .map((cell) => (typeof cell === 'bigint' ? Number(cell) : cell))
            .join('|'),
        )
      expect(rows(rolled), dimension).toEqual(rows(expected))
      expect(rolled.length, dimension).toBeGreaterThan(0)
    }
    // Today is not rolled up: it is still being counted.
    expect(await db.query(`select day from analytics_rolled_days where day = $1::date`, [today()])).toEqual([])
    const after = await report(cookie, first, today())
    expect(after).toEqual(before)
    expect(after.totals.visitors).toBeGreaterThan(25)

    // Rolled days read from the rollup alone: with their raw events gone (past retention), the report is unchanged.
    const purge = await analyticsUpkeep(db, { retentionDays: 0, rollupRetentionDays: 730, now: () => clock })
    expect(purge.events).toBeGreaterThan(0)
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from analytics_events')) as [{ n: number }]
    expect(n).toBe(1)
    expect(await report(cookie, first, today())).toEqual(before)
    // Rollups go with the leads' retention.
    await analyticsUpkeep(db, { retentionDays: 90, rollupRetentionDays: 2, now: () => clock })
    expect((await report(cookie, first, today())).totals.visitors).toBeLessThan(before.totals.visitors)
  })
})

test('the raw events are kept as long as /privacy says by default; a wrong beacon limit stops the service with its name', async () => {
  const { testConfig } = await import('./support/service')
  const { site } = await import('../../content/site')
  expect((await testConfig()).analytics.retentionDays).toBe(site.analyticsRetentionDays)
  expect((await testConfig({ ANALYTICS_RETENTION_DAYS: '30' })).analytics.retentionDays).toBe(30)
  await expect(testConfig({ ANALYTICS_RATE_LIMIT: 'lots' })).rejects.toThrow(/ANALYTICS_RATE_LIMIT must look like/)
  await expect(testConfig({ ANALYTICS_RETENTION_DAYS: '0' })).rejects.toThrow(/ANALYTICS_RETENTION_DAYS/)
})
