// The lead service's part of `npm run bench`: posts per second and latency for 1,000 leads from 20
// concurrent clients against the real service process, and the dashboard's list query over 100,000 stored leads,
// on the embedded database and on PostgreSQL (a throwaway server; skipped with a note where it is not installed);
// then the analytics on the same database (scripts/benchAnalytics.ts: a million page views, reports, beacon ingest).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { searchVocabulary } from '../content/formLabels'
import { newLeadId } from '../model/leadFields'
import { hashPassword } from '../service/team/password'
import { openDatabase, type Database, type DatabaseTarget } from '../service/platform/db/database'
import { listLeads, tidyLeads } from '../service/leads/leadStore'
import { migrate } from '../service/platform/db/migrate'
import { startServiceProcess } from './support/serviceProcess'
import { analyticsMarkdown, benchAnalytics, type AnalyticsBench } from './benchAnalytics'
import { freePort, postgresBinDir, startPostgres } from './support/postgres'

const SITE = 'https://www.agency.test'
const LEADS = 1000
const CLIENTS = 20
const STORED = 100_000

export interface ServiceBench {
  backend: string
  openMs: { created: number; reopened: number }
  posts: { leads: number; clients: number; perSecond: number; p50Ms: number; p95Ms: number; maxMs: number; networkErrors: number }
  list: Record<string, number>
  analytics: AnalyticsBench
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function timeOpen(target: DatabaseTarget): Promise<number> {
  const started = performance.now()
  const db = await openDatabase(target)
  await migrate(db)
  const ms = performance.now() - started
  await db.close()
  return ms
}

async function postBurst(url: string): Promise<ServiceBench['posts']> {
  const latencies: number[] = []
  let next = 0
  let networkErrors = 0
  const started = performance.now()
  const client = async () => {
    while (next < LEADS) {
      next++
      const body = JSON.stringify({
        type: 'hero',
        id: newLeadId(),
        name: 'Bench Lead',
        email: 'bench@example.in',
        phone: '+91 90000 00000',
        submittedAt: new Date().toISOString(),
      })
      const sent = performance.now()
      const post = () => fetch(`${url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE }, body })
      // A dropped connection is counted and the same lead sent again, as the browser's outbox would.
      const response = await post().catch(() => {
        networkErrors++
        return post()
      })
      if (response.status !== 201) throw new Error(`the service answered ${response.status}: ${await response.text()}`)
      latencies.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client))
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  return {
    leads: LEADS,
    clients: CLIENTS,
    perSecond: LEADS / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1)!,
    networkErrors,
  }
}

/** The team the leads are assigned to; the list is timed as the first of them sees it ("My leads"). */
const USERS = 5
const userId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`

/**
 * 100,000 leads spread over two years, a tenth of them spam, in one statement; the contact form's quarter with a
 * company and a message of about 500 characters, as the search reads them, one in ten of those a job application;
 * one in twenty has a follow-up within 30 days either side of today, half of those at a time of day; one in ten is
 * assigned, in turn, to one of five users (2,000 leads each).
 */
async function seed(db: Database): Promise<void> {
  for (let index = 0; index < USERS; index++) {
    await db.query(`insert into users (id, username, name, email, role, password_hash) values ($1, $2, $3, $2, 'member', 'scrypt$bench')`, [
      userId(index),
      `user${index}@example.in`,
      `User ${index}`,
    ])
  }
  await db.query(
    `insert into leads (id, type, name, email, phone, service, company, message, position, submitted_at, received_at, spam, follow_up_on, follow_up_at, assigned_to)
     select gen_random_uuid(), (array['hero','popup','contact','newsletter'])[1 + n % 4], 'Client ' || lpad(n::text, 6, '0'),
            'client' || n || '@example.in', '+91 9' || lpad(n::text, 9, '0'), (array['seo','ppc','web-design',null])[1 + n % 4],
            case when n % 4 = 2 then 'Company ' || n || ' Pvt Ltd' end,
            case when n % 4 = 2 then 'Project brief number ' || n || ': we need help with our website and search rankings for our business in ' ||
              (array['Pune','Nagpur','Nashik','Thane'])[1 + n / 4 % 4] || '. ' || repeat('We sell textiles to retailers across Maharashtra and want more enquiries. ', 5) end,
            case when n % 40 = 2 then (array['ui-ux-designer','devops-engineer','open-application'])[1 + n / 40 % 3] end,
            now() - make_interval(mins => n * 10), now() - make_interval(mins => n * 10), n % 10 = 0,
            case when n % 20 = 1 then (now() at time zone 'Asia/Kolkata')::date + (n / 20 % 61 - 30) end,
            case when n % 40 = 1 then make_time(n % 24, 0, 0) end,
            case when n % 10 = 3 then ('00000000-0000-4000-8000-' || lpad((1 + n / 10 % $2::int)::text, 12, '0'))::uuid end
     from generate_series(1, $1::int) as n`,
    [STORED, USERS],
  )
  // As the hourly housekeeping leaves the table (tidyLeads).
  await tidyLeads(db)
}

/** Median server time of the dashboard's list query (rows, per-type counts, folder counts) for several views. */
async function timeList(db: Database): Promise<Record<string, number>> {
  const inbox = { folder: 'inbox', type: 'all', status: 'all', query: '' } as const
  const me = userId(0)
  const views: Record<string, Parameters<typeof listLeads>> = {
    'inbox, newest 50': [db, inbox, 1, 50, searchVocabulary, me],
    'contact form only': [db, { ...inbox, type: 'contact' }, 1, 50, searchVocabulary, me],
    'search "client 0042"': [db, { ...inbox, query: 'client 0042' }, 1, 50, searchVocabulary, me],
    'search with no match': [db, { ...inbox, query: 'no such lead' }, 1, 50, searchVocabulary, me],
    'search a phone by its digits "9000004242"': [db, { ...inbox, query: '9000004242' }, 1, 50, searchVocabulary, me],
    'search a company "company 4242 pvt"': [db, { ...inbox, query: 'company 4242 pvt' }, 1, 50, searchVocabulary, me],
    'search a word of a quarter of the messages "nagpur"': [db, { ...inbox, query: 'nagpur' }, 1, 50, searchVocabulary, me],
    'search a service label "website development"': [db, { ...inbox, query: 'website development' }, 1, 50, searchVocabulary, me],
    'search a form label "contact form"': [db, { ...inbox, query: 'contact form' }, 1, 50, searchVocabulary, me],
    'search one letter "a" (matches every lead)': [db, { ...inbox, query: 'a' }, 1, 50, searchVocabulary, me],
    'page 1,000 (offset 49,950)': [db, inbox, 1000, 50, searchVocabulary, me],
    'spam folder': [db, { ...inbox, folder: 'spam' }, 1, 50, searchVocabulary, me],
    'follow-ups overdue': [db, { ...inbox, followUp: 'overdue' }, 1, 50, searchVocabulary, me],
    'follow-ups due today': [db, { ...inbox, followUp: 'due' }, 1, 50, searchVocabulary, me],
    'applications folder': [db, { ...inbox, folder: 'applications' }, 1, 50, searchVocabulary, me],
    'subscribers folder': [db, { ...inbox, folder: 'subscribers' }, 1, 50, searchVocabulary, me],
    'my leads (2,000 of them)': [db, { ...inbox, folder: 'mine' }, 1, 50, searchVocabulary, me],
    'my leads, overdue': [db, { ...inbox, folder: 'mine', followUp: 'overdue' }, 1, 50, searchVocabulary, me],
    'applications, search a job title "devops"': [db, { ...inbox, folder: 'applications', query: 'devops' }, 1, 50, searchVocabulary, me],
  }
  const result: Record<string, number> = {}
  for (const [name, call] of Object.entries(views)) {
    await listLeads(...call)
    const times: number[] = []
    for (let run = 0; run < 9; run++) {
      const started = performance.now()
      await listLeads(...call)
      times.push(performance.now() - started)
    }
    result[name] = times.sort((a, b) => a - b)[4]!
  }
  return result
}

/** The dashboard's list over 100,000 leads stored in a new database of this back end. */
async function benchList(backend: string, target: DatabaseTarget, log: (text: string) => void): Promise<Record<string, number>> {
  const db = await openDatabase(target)
  try {
    await migrate(db)
    await seed(db)
    const list = await timeList(db)
    log(`${backend}: list query over ${STORED.toLocaleString('en-IN')} leads: ${JSON.stringify(list)}`)
    return list
  } finally {
    await db.close()
  }
}

async function benchBackend(backend: string, target: DatabaseTarget, log: (text: string) => void): Promise<ServiceBench> {
  const created = await timeOpen(target)
  const reopened = await timeOpen(target)
  log(`${backend}: database created in ${Math.round(created)} ms, reopened in ${Math.round(reopened)} ms`)
  const env = {
    SITE_URL: SITE,
    ADMIN_PASSWORD_HASH: await hashPassword('benchmark password 2026', { N: 2 ** 14, r: 8, p: 1 }),
    LEADS_RATE_LIMIT: '1000000/60',
    ANALYTICS_RATE_LIMIT: '1000000/60',
  }
  const startService = async () => {
    const service = await startServiceProcess(target, await freePort(), env)
    return {
      url: service.url,
      async stop() {
        service.child.kill('SIGTERM')
        await service.exited
      },
    }
  }
  const service = await startService()
  let posts: ServiceBench['posts']
  try {
    posts = await postBurst(service.url)
  } finally {
    await service.stop()
  }
  log(`${backend}: ${posts.perSecond.toFixed(0)} posts/s, p50 ${posts.p50Ms.toFixed(1)} ms, p95 ${posts.p95Ms.toFixed(1)} ms`)
  const list = await benchList(backend, target, log)
  const analytics = await benchAnalytics(backend, target, startService, SITE, log)
  return { backend, openMs: { created, reopened }, posts, list, analytics }
}

/** Each back end in turn (PostgreSQL on a throwaway server, skipped with a note where it is not installed). */
export async function onEachBackend<T>(run: (backend: string, target: DatabaseTarget) => Promise<T>): Promise<{ results: T[]; skipped: string[] }> {
  const results: T[] = []
  const skipped: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'agency-bench-pglite-'))
  try {
    results.push(await run('embedded (PGlite)', { kind: 'embedded', dataDir: join(dir, 'data') }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const binDir = postgresBinDir()
  if (!binDir) {
    skipped.push('PostgreSQL: not installed (apt-get install postgresql)')
    return { results, skipped }
  }
  const server = await startPostgres(binDir)
  try {
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await client.query('create database bench')
    await client.end()
    results.push(await run('PostgreSQL', { kind: 'postgresql', url: server.urlOf('bench') }))
  } finally {
    server.stop()
  }
  return { results, skipped }
}

export const benchService = (log: (text: string) => void) => onEachBackend((backend, target) => benchBackend(backend, target, log))

/** `--leads-list-only`: just the dashboard's list query, on both back ends. */
export const benchLeadList = (log: (text: string) => void) =>
  onEachBackend(async (backend, target) => ({ backend, list: await benchList(backend, target, log) }))

export function serviceMarkdown({ results, skipped }: { results: ServiceBench[]; skipped: string[] }): string[] {
  const lines = [
    `## Lead service (${LEADS.toLocaleString('en-IN')} posts from ${CLIENTS} concurrent clients; list query over ${STORED.toLocaleString('en-IN')} leads)`,
    '',
    '| Back end | DB created ms | DB reopened ms | Posts/s | p50 ms | p95 ms | max ms | dropped connections |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const row of results) {
    lines.push(
      `| ${row.backend} | ${row.openMs.created.toFixed(0)} | ${row.openMs.reopened.toFixed(0)} | ${row.posts.perSecond.toFixed(0)} | ${row.posts.p50Ms.toFixed(1)} | ${row.posts.p95Ms.toFixed(1)} | ${row.posts.maxMs.toFixed(1)} | ${row.posts.networkErrors} |`,
    )
  }
  lines.push(...listMarkdown(results), '', ...analyticsMarkdown(results))
  for (const note of skipped) lines.push('', `Skipped: ${note}.`)
  return [...lines, '']
}

/** The list query's medians per view, one column per back end. */
export function listMarkdown(results: readonly { backend: string; list: Record<string, number> }[]): string[] {
  const views = Object.keys(results[0]?.list ?? {})
  if (views.length === 0) return []
  return [
    '',
    `| List query over ${STORED.toLocaleString('en-IN')} leads, median ms (target < 50) | ${results.map((row) => row.backend).join(' | ')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} |`,
    ...views.map((view) => `| ${view} | ${results.map((row) => row.list[view]!.toFixed(1)).join(' | ')} |`),
  ]
}
