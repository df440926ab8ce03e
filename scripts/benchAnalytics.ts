// The analytics part of the lead service's benchmark (scripts/benchService.ts runs it on each back end):
// 1,000,000 page views over 90 days (plus clicks and attributed leads) seeded in SQL, the daily rollup, the median
// server time of every report over 1, 7, 30 and 90 days and of the two endpoints the dashboard calls, and beacon
// ingest from 20 concurrent clients against the real service process, every beacon counted afterwards.
import { performance } from 'node:perf_hooks'
import { addDays, type DayRange } from '../model/analyticsReports'
import { createApp } from '../service/app'
import { dayOf } from '../service/analytics/days'
import { createAnalytics } from '../service/analytics/runtime'
import { analyticsUpkeep } from '../service/analytics/upkeep'
import { hashPassword } from '../service/team/password'
import { createSession, credentialOfUser, SESSION_COOKIE } from '../service/team/sessions'
import { syncOwnerFromEnvironment } from '../service/team/users'
import { readConfig } from '../service/config'
import { openDatabase, type Database, type DatabaseTarget } from '../service/platform/db/database'
import type { Dimension } from '../service/analytics/eventStore'
import { periodFigures, rangeFigures, rangeOf } from '../service/analytics/reportStore'
import { RateLimiter, rateLimitSecret } from '../service/platform/rateLimit'

export const PAGE_VIEWS = 1_000_000
const DAYS = 90
const BEACONS = 5_000
const CLIENTS = 20
const RUNS = 9

export interface AnalyticsBench {
  seedSeconds: number
  rollup: { days: number; seconds: number }
  ingest: { beacons: number; clients: number; perSecond: number; p50Ms: number; p95Ms: number; maxMs: number; stored: number; lost: number }
  /** Median ms per report and range. */
  reports: Record<string, number>
}

const PATHS = [
  '/',
  '/about',
  '/about/team',
  '/services',
  '/services/seo',
  '/services/ppc',
  '/services/social-media',
  '/services/web-development',
  '/services/app-development',
  '/services/content-marketing',
  '/services/email-marketing',
  '/pricing',
  '/contact',
  '/developer',
  '/iot',
  '/careers',
  '/careers/openings',
  '/blog',
  '/downloads',
  '/portfolio',
]

/**
 * The page views: a visitor makes three in a row, the first of them a landing; a fifth of landings come from a
 * campaign, a third from another site; devices and browsers spread as on an Indian business site. Clicks and a few
 * thousand attributed leads besides.
 */
export async function seed(db: Database, today: string): Promise<void> {
  const first = addDays(today, -(DAYS - 1))
  await db.query(
    `insert into analytics_events (at, day, visitor, kind, path, landing, referrer, utm_source, utm_campaign, device, browser)
     select (day::timestamp + make_interval(secs => (n * 7) % 86400)) at time zone 'Asia/Kolkata', day, (n / 3)::bigint * 7919, 'pageview',
            ($3::text[])[1 + (n * 31 + n / 3) % array_length($3::text[], 1)], n % 3 = 0,
            case when n % 3 = 0 and n % 9 = 3 then (array['https://www.google.com', 'https://www.bing.com', 'https://www.linkedin.com', 'https://news.example.org'])[1 + n % 4] end,
            case when n % 3 = 0 and n % 5 = 0 then (array['newsletter', 'google', 'facebook', 'linkedin'])[1 + n % 4] end,
            case when n % 3 = 0 and n % 5 = 0 then 'campaign-' || (n % 23) end,
            (array['mobile', 'mobile', 'desktop', 'tablet'])[1 + (n / 3) % 4], (array['Chrome', 'Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet'])[1 + (n / 3) % 6]
     from (select n, $1::date + (n::bigint * ${DAYS} / $2::int)::int as day from generate_series(0, $2::int - 1) as n) as views`,
    [first, PAGE_VIEWS, PATHS],
  )
  await db.query(
    `insert into analytics_events (at, day, visitor, kind, path, device, browser)
     select (day::timestamp + make_interval(secs => n % 86400)) at time zone 'Asia/Kolkata', day, (n * 104729)::bigint,
            (array['phone_click', 'whatsapp_click', 'form_submission', 'download'])[1 + n % 4], '/contact', 'mobile', 'Chrome'
     from (select n, $1::date + n % ${DAYS} as day from generate_series(0, 19999) as n) as clicks`,
    [first],
  )
  await db.query(
    `insert into leads (id, type, name, email, phone, submitted_at, received_at, status, landing_page, referrer, utm_source, utm_campaign)
     select gen_random_uuid(), (array['hero', 'popup', 'contact'])[1 + n % 3], 'Visitor ' || n, 'visitor' || n || '@example.in', '+91 90000 00000', at, at,
            (array['new', 'contacted', 'qualified', 'lost'])[1 + n % 4], ($3::text[])[1 + n % array_length($3::text[], 1)] || case when n % 5 = 0 then '?utm_campaign=campaign-' || (n % 23) else '' end,
            case when n % 7 = 0 then 'https://www.google.com' end, case when n % 5 = 0 then 'newsletter' end, case when n % 5 = 0 then 'campaign-' || (n % 23) end
     from (select n, ($1::date::timestamp + make_interval(days => n % ${DAYS}, secs => n % 86400)) at time zone 'Asia/Kolkata' as at
           from generate_series(0, $2::int - 1) as n) as seeded`,
    [first, 9_000, PATHS],
  )
  await db.exec('vacuum (analyze) analytics_events')
  await db.exec('vacuum (analyze) leads')
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
}

/**
 * Each report statement alone, and the two endpoints the dashboard calls, answered by the service's own app in this
 * process (session, validation, every statement, JSON) over 1, 7, 30 and 90 days.
 */
async function timeReports(db: Database, today: string): Promise<Record<string, number>> {
  const config = readConfig({
    SITE_URL: 'https://www.agency.test',
    ADMIN_PASSWORD_HASH: await hashPassword('benchmark password 2026', { N: 2 ** 14, r: 8, p: 1 }),
  })
  const app = createApp({
    config,
    db,
    limiter: new RateLimiter(config.rateLimit, db, rateLimitSecret(config.admin.passwordHash.key)),
    notifier: { wake() {} },
    channels: [],
    analytics: createAnalytics(db, config.analytics),
  })
  await syncOwnerFromEnvironment(db, config.admin)
  const credential = credentialOfUser({ username: config.admin.username, passwordHash: config.admin.encodedHash })
  const { token } = await createSession(db, config.admin.username, credential, 3600)
  const get = async (path: string) => {
    const response = await app.request(`/api/admin/analytics/${path}`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } })
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  const dimensions: Dimension[] = ['page', 'entry', 'referrer', 'source', 'campaign', 'device', 'browser', 'event']
  const results: Record<string, number> = {}
  for (const days of [1, 7, 30, 90]) {
    const range: DayRange = { first: addDays(today, -(days - 1)), last: today }
    const context = await rangeOf(db, range)
    const label = `${days} d`
    results[`which days are rolled up, ${label}`] = await median(() => rangeOf(db, range))
    results[`the report's one statement (totals, daily series, 8 tables, 3 conversion tables), ${label}`] = await median(() =>
      rangeFigures(db, context, dimensions, 50),
    )
    results[`GET /api/admin/analytics/report, ${label}`] = await median(() => get(`report?from=${range.first}&to=${range.last}`))
  }
  const overviewContext = await rangeOf(db, { first: addDays(today, -59), last: today })
  const periods: Record<string, DayRange> = {}
  for (const days of [1, 7, 30]) {
    periods[`${days}`] = { first: addDays(today, -(days - 1)), last: today }
    periods[`${days} before`] = { first: addDays(today, -(2 * days - 1)), last: addDays(today, -days) }
  }
  results["the overview's six periods (one statement)"] = await median(() => periodFigures(db, overviewContext, periods))
  results['GET /api/admin/analytics/overview'] = await median(() => get('overview'))
  return results
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** 5,000 page views from 20 concurrent clients, each as a browser would send it; then every one is looked for. */
async function ingest(url: string, origin: string): Promise<Omit<AnalyticsBench['ingest'], 'stored' | 'lost'>> {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  const client = async (index: number) => {
    const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${index}.0 Safari/537.36`
    while (next < BEACONS) {
      const n = next++
      const body = JSON.stringify({ kind: 'pageview', path: PATHS[n % PATHS.length], ...(n % 3 === 0 ? { landing: true, utmSource: 'bench' } : {}) })
      const sent = performance.now()
      const response = await fetch(`${url}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'User-Agent': userAgent },
        body,
      })
      if (response.status !== 204) throw new Error(`the service answered ${response.status}: ${await response.text()}`)
      latencies.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  return {
    beacons: BEACONS,
    clients: CLIENTS,
    perSecond: BEACONS / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1)!,
  }
}

export async function benchAnalytics(
  backend: string,
  target: DatabaseTarget,
  startService: () => Promise<{ url: string; stop: () => Promise<void> }>,
  origin: string,
  log: (text: string) => void,
): Promise<AnalyticsBench> {
  const today = dayOf(new Date())
  const countToday = async (database: Database) =>
    (await database.query<{ n: number }>('select count(*)::int as n from analytics_events where day = $1::date', [today]))[0]!.n
  let db = await openDatabase(target)
  let seedSeconds: number
  let rollup: AnalyticsBench['rollup']
  let before: number
  try {
    let started = performance.now()
    await seed(db, today)
    seedSeconds = (performance.now() - started) / 1000
    log(`${backend}: seeded ${PAGE_VIEWS.toLocaleString('en-IN')} page views over ${DAYS} days in ${seedSeconds.toFixed(0)} s`)
    started = performance.now()
    const upkeep = await analyticsUpkeep(db, { retentionDays: DAYS, rollupRetentionDays: 730 })
    rollup = { days: upkeep.rolledUp.length, seconds: (performance.now() - started) / 1000 }
    log(`${backend}: rolled up ${rollup.days} days in ${rollup.seconds.toFixed(1)} s`)
    before = await countToday(db)
  } finally {
    await db.close()
  }

  const service = await startService()
  let burst: Awaited<ReturnType<typeof ingest>>
  try {
    burst = await ingest(service.url, origin)
  } finally {
    await service.stop()
  }
  db = await openDatabase(target)
  try {
    // Every beacon answered 204 must be a row of today's (the burst runs well inside one day).
    const stored = (await countToday(db)) - before
    const ingestResult = { ...burst, stored, lost: BEACONS - stored }
    log(
      `${backend}: beacons ${ingestResult.perSecond.toFixed(0)}/s, p50 ${ingestResult.p50Ms.toFixed(1)} ms, p95 ${ingestResult.p95Ms.toFixed(1)} ms, lost ${ingestResult.lost}`,
    )
    const reports = await timeReports(db, today)
    log(`${backend}: reports ${JSON.stringify(reports)}`)
    return { seedSeconds, rollup, ingest: ingestResult, reports }
  } finally {
    await db.close()
  }
}

export function analyticsMarkdown(results: { backend: string; analytics: AnalyticsBench }[]): string[] {
  if (results.length === 0) return []
  const lines = [
    `## Analytics (${PAGE_VIEWS.toLocaleString('en-IN')} page views over ${DAYS} days; ${BEACONS.toLocaleString('en-IN')} beacons from ${CLIENTS} concurrent clients)`,
    '',
    '| Back end | Seed s | Rollup days | Rollup s | Beacons/s | p50 ms | p95 ms | max ms | Lost |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const { backend, analytics: a } of results) {
    lines.push(
      `| ${backend} | ${a.seedSeconds.toFixed(0)} | ${a.rollup.days} | ${a.rollup.seconds.toFixed(1)} | ${a.ingest.perSecond.toFixed(0)} | ${a.ingest.p50Ms.toFixed(1)} | ${a.ingest.p95Ms.toFixed(1)} | ${a.ingest.maxMs.toFixed(1)} | ${a.ingest.lost} |`,
    )
  }
  lines.push(
    '',
    `| Report, median server ms (target < 200 PGlite, < 100 PostgreSQL) | ${results.map((row) => row.backend).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
  )
  for (const name of Object.keys(results[0]!.analytics.reports))
    lines.push(`| ${name} | ${results.map((row) => row.analytics.reports[name]!.toFixed(1)).join(' | ')} |`)
  return [...lines, '']
}
