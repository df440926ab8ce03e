/**
 * Backups and restores with the compiled programs a host runs (dist/backup.js, dist/restore.js), on both back ends,
 * while the compiled service runs: a backup taken in the middle of a burst of posts restores to a consistent
 * database; one taken at rest restores to exactly the same rows in every table (leads, notification jobs, sessions,
 * login failures, erasures, rate limits, migrations); a restore refuses a non-empty target without --force and a
 * running service always; the files and folders are private. And the service's own scheduled backups.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { newLeadId } from '../../model/leadFields'
import { openDatabase, type DatabaseTarget } from '../../service/platform/db/database'
import { freePort } from '../../scripts/support/postgres'
import { backends, type Backend } from './support/backends'
import { compiledService, startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { ADMIN, SITE, serviceEnv } from './support/service'

const build = () => inject('serviceBuild')
const targetEnv = (target: DatabaseTarget) =>
  target.kind === 'embedded' ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.url, DATA_DIR: '' }

/** Runs dist/backup.js or dist/restore.js against `target` (asynchronously: posts go on while it runs). */
function run(program: 'backup' | 'restore', target: DatabaseTarget, args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [join(build(), `${program}.js`), ...args], {
    env: { ...process.env, ...targetEnv(target) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })))
}

/** A new, empty target of the back end's kind (no migrations applied): a database, or a folder that does not exist yet. */
async function emptyTarget(backend: Backend, scratch: string): Promise<{ target: DatabaseTarget; dispose(): Promise<void> }> {
  if (!backend.name.startsWith('PostgreSQL'))
    return { target: { kind: 'embedded', dataDir: join(mkdtempSync(join(scratch, 'restore-')), 'data') }, dispose: async () => {} }
  const server = inject('postgresUrl')!
  const name = `r_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return {
    target: { kind: 'postgresql', url: server.replace(/\/postgres$/, `/${name}`) },
    async dispose() {
      const client = new pg.Client({ connectionString: server })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Every row of every table of the service's schema, each table's rows in a fixed order. */
async function everyRow(target: DatabaseTarget): Promise<Record<string, string[]>> {
  const db = await openDatabase(target)
  try {
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )
    const rows: Record<string, string[]> = {}
    for (const { name } of tables) {
      rows[name] = (await db.query(`select * from "${name}"`))
        .map((row) => JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? String(value) : value)))
        .sort()
    }
    return rows
  } finally {
    await db.close()
  }
}

const mode = (path: string) => statSync(path).mode & 0o777

async function post(service: ServiceProcess, fields: Record<string, unknown> = {}): Promise<{ id: string; status: number }> {
  const id = newLeadId()
  const response = await fetch(`${service.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify({
      type: 'hero',
      id,
      name: 'Backup Lead',
      email: 'lead@example.in',
      phone: '1',
      submittedAt: new Date().toISOString(),
      ...fields,
    }),
  })
  return { id, status: response.status }
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.each(backends)('backups on $name', (backend) => {
  let scratch: string
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'lead-backups-'))
  })
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  test.skipIf(backend.skipReason)(
    'an online backup restores consistently; one at rest restores every row of every table; restores refuse what they must',
    async () => {
      const created = await backend.create()
      const restores: { dispose(): Promise<void> }[] = []
      try {
        // Mail to a port where nothing listens: every lead gets a notification job that fails and waits an hour.
        const env = {
          ...(await serviceEnv()),
          LEADS_RATE_LIMIT: '100000/60',
          SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
          LEADS_NOTIFY_TO: 'owner@agency.test',
          NOTIFY_RETRY_BASE_SECONDS: '3600',
        }
        const service = await startServiceProcess(created.target, await freePort(), env, compiledService(build()))

        // Rows in every table: leads (one of them spam), sessions, login failures, an erasure, rate-limit keys, notes, history.
        const login = (username: string, password: string) =>
          fetch(`${service.url}/api/admin/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: SITE },
            body: JSON.stringify({ username, password }),
          })
        // A failure under another name stays counted after the admin's own login succeeds.
        expect((await login('intruder', 'not the password at all')).status).toBe(401)
        const session = (await login(ADMIN.username, ADMIN.password)).headers.get('set-cookie')!.split(';')[0]!
        expect((await post(service, { email: 'spam@mailinator.com' })).status).toBe(201)
        expect((await post(service, { email: 'erase.me@example.in' })).status).toBe(201)
        const erased = await fetch(`${service.url}/api/admin/erasure`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: SITE, Cookie: session },
          body: JSON.stringify({ email: 'erase.me@example.in' }),
        })
        expect(await erased.json()).toEqual({ erased: 1 })
        // A lead being worked: a note and a stage in its history.
        const worked = await post(service, { email: 'worked@example.in' })
        const work = (method: string, path: string, body: unknown) =>
          fetch(`${service.url}/api/admin/leads/${worked.id}${path}`, {
            method,
            headers: { 'Content-Type': 'application/json', Origin: SITE, Cookie: session },
            body: JSON.stringify(body),
          })
        expect((await work('POST', '/notes', { body: 'Called; a quote by Friday.' })).status).toBe(201)
        expect((await work('PATCH', '', { status: 'won', dealValue: 90000 })).status).toBe(200)

        // 1. A backup in the middle of a burst of posts.
        const acknowledged: string[] = [worked.id]
        let posting = true
        const client = async () => {
          while (posting) {
            const { id, status } = await post(service)
            if (status === 201) acknowledged.push(id)
          }
        }
        const clients = Array.from({ length: 4 }, client)
        await until(() => acknowledged.length >= 10, 60_000, '10 leads')
        const ackedBefore = [...acknowledged]
        const duringBurst = join(scratch, `${backend.name.slice(0, 8)}-burst.backup`)
        const first = await run('backup', created.target, [duringBurst])
        expect(acknowledged.length).toBeGreaterThan(ackedBefore.length) // the posts went on while it was taken
        posting = false
        await Promise.all(clients)
        expect(first.out).toMatch(/^Backup of the .* written to /)
        expect(first.code).toBe(0)
        expect(mode(duringBurst)).toBe(0o600)

        // 2. A backup at rest: every job has had its one attempt, and nothing changes for an hour.
        const attempted = () => new Set(service.logs().flatMap((line) => (line.event === 'notification.failed' ? [line.lead] : [])))
        await until(() => acknowledged.every((id) => attempted().has(id)), 120_000, `${acknowledged.length} failed attempts`)
        const atRest = join(scratch, `${backend.name.slice(0, 8)}-rest.backup`)
        expect((await run('backup', created.target, [atRest])).code).toBe(0)
        // A backup never replaces a file.
        const again = await run('backup', created.target, [atRest])
        expect(again.code).toBe(1)
        expect(again.out).toContain('exists already')

        // A running service's database or folder is never restored over, idle or not (node-postgres would close an
        // idle connection after 10 s, and the service would no longer show in pg_stat_activity).
        if (created.target.kind === 'postgresql') await new Promise((resolve) => setTimeout(resolve, 11_000))
        const whileRunning = await run('restore', created.target, [atRest, '--force'])
        expect(whileRunning.code).toBe(1)
        expect(whileRunning.out).toMatch(/A lead service is (running on|connected to)/)

        service.child.kill('SIGTERM')
        expect(await service.exited).toBe(0)
        const original = await everyRow(created.target)
        for (const table of [
          'leads',
          'notifications',
          'admin_sessions',
          'login_failures',
          'erasures',
          'rate_limits',
          'lead_notes',
          'lead_events',
          'schema_migrations',
        ])
          expect(original[table]?.length, table).toBeGreaterThan(0)

        // The backup at rest restores to exactly the same rows.
        const exact = await emptyTarget(backend, scratch)
        restores.push(exact)
        const restored = await run('restore', exact.target, [atRest])
        expect(restored.out).toMatch(/^Restored .* \d+ leads, migrations 001_initial/)
        expect(restored.code).toBe(0)
        expect(await everyRow(exact.target)).toEqual(original)
        if (exact.target.kind === 'embedded') expect(mode(exact.target.dataDir)).toBe(0o700)

        // The backup from the burst is consistent: every lead acknowledged before it began, none that was never
        // acknowledged, and each verified lead with its notification job (stored in one transaction with it).
        const burst = await emptyTarget(backend, scratch)
        restores.push(burst)
        expect((await run('restore', burst.target, [duringBurst])).code).toBe(0)
        const burstDb = await openDatabase(burst.target)
        const leadIds = (await burstDb.query<{ id: string }>('select id from leads where not spam')).map((row) => row.id)
        const orphans = await burstDb.query('select id from leads l where not spam and not exists (select 1 from notifications n where n.lead_id = l.id)')
        await burstDb.close()
        expect(ackedBefore.filter((id) => !leadIds.includes(id))).toEqual([])
        expect(leadIds.filter((id) => !acknowledged.includes(id))).toEqual([])
        expect(orphans).toEqual([])

        // A damaged backup replaces nothing, even with --force: it is read whole before anything is dropped.
        const truncated = join(scratch, `${backend.name.slice(0, 8)}-truncated.backup`)
        const whole = readFileSync(duringBurst)
        writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)))
        const damaged = await run('restore', exact.target, [truncated, '--force'])
        expect(damaged.code).toBe(1)
        expect(damaged.out).toContain('Restore failed')
        // Said in words, with no stack trace after them.
        expect(damaged.out).not.toMatch(/^\s+at |Uncaught|triggerUncaughtException/m)
        if (backend.name.startsWith('embedded'))
          expect(damaged.out.trim()).toBe(`Restore failed: ${truncated} is damaged (unexpected end of file): restore another backup`)
        expect(await everyRow(exact.target)).toEqual(original)

        // A target that holds data is refused without --force, and replaced with it.
        const refused = await run('restore', exact.target, [duringBurst])
        expect(refused.code).toBe(1)
        expect(refused.out).toMatch(/is not empty|not empty: schema/)
        expect(await everyRow(exact.target)).toEqual(original)
        const forced = await run('restore', exact.target, [duringBurst, '--force'])
        expect(forced.code).toBe(0)
        expect((await everyRow(exact.target)).leads).toEqual((await everyRow(burst.target)).leads)
        if (exact.target.kind === 'embedded') {
          expect(forced.out).toContain('The folder it replaced is kept at')
          expect(readdirSync(join(exact.target.dataDir, '..')).some((name) => name.startsWith('data.replaced-'))).toBe(true)
        }

        // The restored database serves: a new lead and its job get ids after the restored ones.
        const revived = await startServiceProcess(exact.target, await freePort(), env, compiledService(build()))
        expect((await post(revived)).status).toBe(201)
        revived.child.kill('SIGTERM')
        expect(await revived.exited).toBe(0)

        // A backup of the other kind is refused with what to do instead.
        const wrongKind = await run(
          'restore',
          exact.target.kind === 'embedded'
            ? { kind: 'postgresql', url: 'postgres://nobody@127.0.0.1:1/none' }
            : { kind: 'embedded', dataDir: join(scratch, 'never') },
          [atRest],
        )
        expect(wrongKind.code).toBe(1)
        expect(wrongKind.out).toMatch(/is (a backup of the embedded database|a PostgreSQL backup)/)
      } finally {
        for (const restore of restores) await restore.dispose()
        await created.dispose()
      }
    },
    600_000,
  )

  test.skipIf(backend.skipReason)(
    'BACKUP_DIR: the service takes its own backups, keeps BACKUP_KEEP of them, privately, and they restore',
    async () => {
      const created = await backend.create()
      const dir = join(scratch, `${backend.name.slice(0, 8)}-scheduled`, 'backups')
      let restore: Awaited<ReturnType<typeof emptyTarget>> | null = null
      try {
        // One every 7.2 s: the service is between two backups when it is stopped after the third.
        const env = { ...(await serviceEnv()), BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_INTERVAL_HOURS: '0.002' }
        const service = await startServiceProcess(created.target, await freePort(), env, compiledService(build()))
        expect((await post(service)).status).toBe(201)
        const written = () => service.logs().filter((line) => line.event === 'backup.written')
        await until(() => written().length >= 3, 240_000, 'three scheduled backups')
        service.child.kill('SIGTERM')
        expect(await service.exited).toBe(0)
        expect(service.logs().some((line) => line.event === 'backup.deleted')).toBe(true)
        const files = readdirSync(dir).sort()
        expect(files).toHaveLength(2)
        expect(files.every((name) => /^leads-\d{8}T\d{6}Z\.(dump|tar\.gz)$/.test(name))).toBe(true)
        expect(mode(dir)).toBe(0o700)
        for (const name of files) expect(mode(join(dir, name))).toBe(0o600)

        restore = await emptyTarget(backend, scratch)
        const restored = await run('restore', restore.target, [join(dir, files.at(-1)!)])
        expect(restored.code).toBe(0)
        expect(restored.out).toContain(' 1 leads,')
      } finally {
        await restore?.dispose()
        await created.dispose()
      }
    },
    600_000,
  )
})
