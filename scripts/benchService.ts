// The lead service's part of `npm run bench` (issue 11): posts per second and latency for 1,000 leads from 20
// concurrent clients against the real service process, and the dashboard's list query over 100,000 stored leads,
// on the embedded database and on PostgreSQL (a throwaway server; skipped with a note where it is not installed);
// then the analytics on the same database (scripts/benchAnalytics.ts: a million page views, reports, beacon ingest).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { newLeadId } from '../lib/leadFields'
import { hashPassword } from '../service/auth/password'
import { openDatabase, type Database, type DatabaseTarget } from '../service/db/database'
import { listLeads, tidyLeads } from '../service/db/leads'
import { migrate } from '../service/db/migrate'
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

/** 100,000 leads spread over two years, a tenth of them spam, in one statement. */
async function seed(db: Database): Promise<void> {
  await db.query(
    `insert into leads (id, type, name, email, phone, service, submitted_at, received_at, spam)
     select gen_random_uuid(), (array['hero','popup','contact','newsletter'])[1 + n % 4], 'Client ' || lpad(n::text, 6, '0'),
            'client' || n || '@example.in', '+91 9' || lpad(n::text, 9, '0'), (array['seo','ppc','web-design',null])[1 + n % 4],
            now() - make_interval(mins => n * 10), now() - make_interval(mins => n * 10), n % 10 = 0
     from generate_series(1, $1::int) as n`,
    [STORED],
  )
  // As the hourly housekeeping leaves the table (tidyLeads).
  await tidyLeads(db)
}

/** Median server time of the dashboard's list query (rows, per-type counts, folder counts) for several views. */
async function timeList(db: Database): Promise<Record<string, number>> {
  const views: Record<string, Parameters<typeof listLeads>> = {
    'inbox, newest 50': [db, { folder: 'inbox', type: 'all', status: 'all', query: '' }, 1, 50],
    'contact form only': [db, { folder: 'inbox', type: 'contact', status: 'all', query: '' }, 1, 50],
    'search "client 0042"': [db, { folder: 'inbox', type: 'all', status: 'all', query: 'client 0042' }, 1, 50],
    'search with no match (reads every lead)': [db, { folder: 'inbox', type: 'all', status: 'all', query: 'no such lead' }, 1, 50],
    'page 1,000 (offset 49,950)': [db, { folder: 'inbox', type: 'all', status: 'all', query: '' }, 1000, 50],
    'spam folder': [db, { folder: 'spam', type: 'all', status: 'all', query: '' }, 1, 50],
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
  const db = await openDatabase(target)
  let list: Record<string, number>
  try {
    await seed(db)
    list = await timeList(db)
    log(`${backend}: list query over ${STORED.toLocaleString('en-IN')} leads: ${JSON.stringify(list)}`)
  } finally {
    await db.close()
  }
  const analytics = await benchAnalytics(backend, target, startService, SITE, log)
  return { backend, openMs: { created, reopened }, posts, list, analytics }
}

export async function benchService(log: (text: string) => void): Promise<{ results: ServiceBench[]; skipped: string[] }> {
  const results: ServiceBench[] = []
  const skipped: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'agency-bench-pglite-'))
  try {
    results.push(await benchBackend('embedded (PGlite)', { kind: 'embedded', dataDir: join(dir, 'data') }, log))
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
    results.push(await benchBackend('PostgreSQL', { kind: 'postgresql', url: server.urlOf('bench') }, log))
  } finally {
    server.stop()
  }
  return { results, skipped }
}

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
  const views = Object.keys(results[0]?.list ?? {})
  if (views.length > 0) {
    lines.push(
      '',
      `| List query, median ms (target < 50) | ${results.map((row) => row.backend).join(' | ')} |`,
      `| --- | ${results.map(() => '---:').join(' | ')} |`,
    )
    for (const view of views) lines.push(`| ${view} | ${results.map((row) => row.list[view]!.toFixed(1)).join(' | ')} |`)
  }
  lines.push('', ...analyticsMarkdown(results))
  for (const note of skipped) lines.push('', `Skipped: ${note}.`)
  return [...lines, '']
}
