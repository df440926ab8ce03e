// `npm run bench -- --lead-flood-only` (and part of the full run): what a flood of lead posts from one address costs
// everyone else. 1,000 posts from one address, 100 at a time, against the real service process with the shipped
// rate limit (5 a minute, 20 an hour), while 20 visitors on 20 other addresses each send one lead, 4 at a time; the
// visitors' latencies (median, max) on the embedded database and on PostgreSQL. Measured, never asserted.
import { performance } from 'node:perf_hooks'
import { newLeadId } from '../model/leadFields'
import { hashPassword } from '../service/team/password'
import { openDatabase, type DatabaseTarget } from '../service/platform/db/database'
import { migrate } from '../service/platform/db/migrate'
import { onEachBackend } from './benchService'
import { freePort } from './support/postgres'
import { startServiceProcess } from './support/serviceProcess'

const SITE = 'https://www.agency.test'
const FLOOD = 1000
const FLOOD_CLIENTS = 100
const VISITORS = 20
const VISITOR_CLIENTS = 4

export interface FloodBench {
  backend: string
  flood: { posts: number; refused: number; seconds: number; statuses: Record<string, number> }
  visitors: { leads: number; stored: number; medianMs: number; maxMs: number; statuses: Record<string, number> }
}

/** How many answers had each status, e.g. { "201": 19, "503": 1 }. */
const statusCounts = (answers: readonly { status: number }[]) =>
  Object.fromEntries(
    [...new Set(answers.map((answer) => answer.status))].sort().map((status) => [status, answers.filter((answer) => answer.status === status).length]),
  )

const lead = () =>
  JSON.stringify({
    type: 'hero',
    id: newLeadId(),
    name: 'Bench Lead',
    email: 'bench@example.in',
    phone: '+91 90000 00000',
    submittedAt: new Date().toISOString(),
  })

/** Sends `count` posts with `clients` at a time from `address`(index); each one's status and time in ms. */
async function send(url: string, count: number, clients: number, address: (index: number) => string): Promise<{ status: number; ms: number }[]> {
  const answers: { status: number; ms: number }[] = []
  let next = 0
  const client = async () => {
    while (next < count) {
      const index = next++
      const sent = performance.now()
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, 'X-Forwarded-For': address(index) },
        body: lead(),
      })
      await response.arrayBuffer()
      answers.push({ status: response.status, ms: performance.now() - sent })
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return answers
}

async function floodOnce(backend: string, target: DatabaseTarget, log: (text: string) => void): Promise<FloodBench> {
  // Created and migrated first: a new embedded database takes minutes on a busy machine, longer than a start may.
  const db = await openDatabase(target)
  await migrate(db)
  await db.close()
  const service = await startServiceProcess(target, await freePort(), {
    SITE_URL: SITE,
    TRUST_PROXY: '1',
    ADMIN_PASSWORD_HASH: await hashPassword('benchmark password 2026', { N: 2 ** 14, r: 8, p: 1 }),
  })
  try {
    const started = performance.now()
    const flood = send(service.url, FLOOD, FLOOD_CLIENTS, () => '198.51.100.1').then((answers) => ({
      answers,
      seconds: (performance.now() - started) / 1000,
    }))
    const visitors = await send(service.url, VISITORS, VISITOR_CLIENTS, (index) => `203.0.113.${index + 1}`)
    const flooded = await flood
    const times = visitors.map((answer) => answer.ms).sort((a, b) => a - b)
    const result: FloodBench = {
      backend,
      flood: {
        posts: FLOOD,
        refused: flooded.answers.filter((answer) => answer.status === 429).length,
        seconds: flooded.seconds,
        statuses: statusCounts(flooded.answers),
      },
      visitors: {
        leads: VISITORS,
        stored: visitors.filter((answer) => answer.status === 201).length,
        medianMs: (times[(VISITORS - 1) >> 1]! + times[VISITORS >> 1]!) / 2,
        maxMs: times.at(-1)!,
        statuses: statusCounts(visitors),
      },
    }
    log(`${backend}: lead flood ${JSON.stringify(result)}`)
    return result
  } finally {
    service.child.kill('SIGTERM')
    await service.exited
  }
}

export const benchLeadFlood = (log: (text: string) => void) => onEachBackend((backend, target) => floodOnce(backend, target, log))

export function floodMarkdown({ results, skipped }: { results: FloodBench[]; skipped: string[] }): string[] {
  const lines = [
    `## A lead flood from one address (${FLOOD.toLocaleString('en-IN')} posts, ${FLOOD_CLIENTS} at a time) and ${VISITORS} visitors' leads meanwhile`,
    '',
    "| Back end | Flood refused | Flood s | Visitors stored | Visitor median ms | Visitor max ms | Visitors' answers |",
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const row of results) {
    lines.push(
      `| ${row.backend} | ${row.flood.refused} | ${row.flood.seconds.toFixed(1)} | ${row.visitors.stored} of ${row.visitors.leads} | ${row.visitors.medianMs.toFixed(1)} | ${row.visitors.maxMs.toFixed(1)} | ${JSON.stringify(row.visitors.statuses)} |`,
    )
  }
  for (const note of skipped) lines.push('', `Skipped: ${note}.`)
  return [...lines, '']
}
