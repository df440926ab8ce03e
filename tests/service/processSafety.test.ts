/**
 * The service process against what a stranger or a bad day can do to it: malformed and slow requests, a full disk,
 * a damaged data folder, and other users of the machine reading its files. Each runs the real process.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { hashPassword } from '../../service/team/password'
import { freeBytes } from '../../service/platform/db/dataFolder'
import { freePort } from '../../scripts/support/postgres'
import { rawRequest, silentConnection, slowClient, statusOf } from '../support/rawHttp'
import { startServiceProcess, type ServiceProcess } from '../../scripts/support/serviceProcess'
import { ADMIN, lead, SITE } from './support/service'

const folders: string[] = []
const running: ServiceProcess[] = []
afterEach(async () => {
  for (const service of running.splice(0)) {
    if (service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGKILL')
      await service.exited
    }
  }
  for (const folder of folders.splice(0)) {
    spawnSync('umount', [folder])
    rmSync(folder, { recursive: true, force: true })
  }
})

let env: Record<string, string>
/** For the starts that are expected to fail before they listen. */
let sparePort: number
beforeAll(async () => {
  env = { SITE_URL: SITE, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD_HASH: await hashPassword(ADMIN.password, { N: 2 ** 14, r: 8, p: 1 }) }
  sparePort = await freePort()
})

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'agency-safety-'))
  folders.push(folder)
  return folder
}

/** A copy of the migrated embedded database, in `parent`. */
function embeddedCopy(parent: string = tempFolder()): string {
  const dataDir = join(parent, 'data')
  cpSync(inject('embeddedTemplate'), dataDir, { recursive: true })
  return dataDir
}

async function start(dataDir: string, extra: Record<string, string> = {}): Promise<ServiceProcess> {
  const service = await startServiceProcess({ kind: 'embedded', dataDir }, await freePort(), { ...env, ...extra })
  running.push(service)
  return service
}

/** Runs the service on a data folder it cannot use, and returns its exit code and everything it printed. */
function failedStart(dataDir: string, extra: Record<string, string> = {}): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: { ...process.env, ...env, ...extra, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(sparePort), HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const postLead = (service: ServiceProcess, body = lead('hero')) =>
  fetch(`${service.url}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE }, body: JSON.stringify(body) })

/** A tmpfs of `megabytes` at a new folder, where this machine lets the test mount one (as root); null otherwise. */
function smallDisk(megabytes: number): string | null {
  const folder = tempFolder()
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', folder], { encoding: 'utf8' })
  if (mounted.status === 0) return folder
  console.warn(
    `  SKIPPED the real small disk: mount -t tmpfs is not allowed here (${(mounted.stderr || mounted.error?.message || '').trim()}); the simulated one runs instead.`,
  )
  return null
}

test('no request ends the service: targets that are not paths and garbage get 4xx, and it goes on answering', async () => {
  const service = await start(embeddedCopy())
  for (const target of ['//', '///', '//a:b@x', '//a:b@x/api/health', '*', '/%', '/api/leads/..%2f..%2f']) {
    const answer = await rawRequest(service.url, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    const status = statusOf(answer)
    expect(status, target).toBeGreaterThanOrEqual(400)
    expect(status, target).toBeLessThan(500)
    expect((await fetch(`${service.url}/api/health`)).status, target).toBe(200)
  }
  expect(statusOf(await rawRequest(service.url, '\u0000\u0001 garbage\r\n\r\n'))).toBe(400)
  expect(service.child.exitCode).toBeNull()
  expect((await postLead(service)).status).toBe(201)
})

test('a client that sends its headers or body too slowly is cut off, while others are served', async () => {
  const service = await start(embeddedCopy(), { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
  const slowHeaders = slowClient(service.url, 'POST /api/leads HTTP/1.1\r\nHost: x\r\nX-Slow: ')
  const slowBody = slowClient(service.url, `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`)
  await new Promise((wait) => setTimeout(wait, 300))
  expect((await postLead(service)).status).toBe(201)
  const [headersHeld, bodyHeld] = await Promise.all([slowHeaders, slowBody])
  expect(headersHeld).toBeGreaterThanOrEqual(900)
  expect(headersHeld).toBeLessThan(5000)
  expect(bodyHeld).toBeGreaterThanOrEqual(1900)
  expect(bodyHeld).toBeLessThan(6000)
  expect((await fetch(`${service.url}/api/health`)).status).toBe(200)
})

test('a connection that sends nothing is closed without an answer when its time is up, so no stale answer waits for the next request', async () => {
  const service = await start(embeddedCopy(), { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
  // A browser's spare connection, as when the site names the service on another origin (LEADS_ENDPOINT). Node's own
  // handler wrote a 408 on it, which the browser read as the answer to the request it sent there next. A request
  // that started and stalled is still told why it was cut off.
  const stalled = rawRequest(service.url, 'POST /api/leads HTTP/1.1\r\nHost: x\r\n')
  const { answer, heldMs } = await silentConnection(service.url)
  expect(answer).toBe('')
  expect(heldMs).toBeGreaterThanOrEqual(900)
  expect(statusOf(await stalled)).toBe(408)
  expect((await postLead(service)).status).toBe(201)
})

test('the data folder is 0700 and its files 0600, even after the database wrote to it', async () => {
  const dataDir = embeddedCopy()
  const service = await start(dataDir)
  expect((await postLead(service)).status).toBe(201)
  const wide: string[] = []
  const visit = (path: string) => {
    const info = statSync(path)
    const mode = info.mode & 0o777
    if (mode !== (info.isDirectory() ? 0o700 : 0o600)) wide.push(`${mode.toString(8)} ${path}`)
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(dataDir)
  expect(wide).toEqual([])
})

test('a nearly full disk refuses new leads with 503 and Retry-After, keeps the dashboard and health, and takes leads again once there is room', async () => {
  const disk = smallDisk(160)
  if (!disk) return // said above; the in-process test in leadIntake.test.ts covers the refusal itself
  const dataDir = embeddedCopy(disk)
  const service = await start(dataDir, { DISK_MIN_FREE_MB: '48' })
  expect((await postLead(service)).status).toBe(201)
  // Fill the disk to 40 MB free: below the threshold, with room left for what the dashboard writes.
  const filler = join(disk, 'filler')
  writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(dataDir) - 40 * 1024 * 1024)))
  const refused = lead('contact', { name: 'Waiting Wadhwa' })
  const answer = await postLead(service, refused)
  expect(answer.status).toBe(503)
  expect(answer.headers.get('retry-after')).toBe('300')
  expect((await answer.json()).error.code).toBe('storage_full')
  expect((await fetch(`${service.url}/api/health`)).status).toBe(200)
  const login = await fetch(`${service.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE },
    body: JSON.stringify(ADMIN),
  })
  expect(login.status).toBe(200)
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('admin_session='))!
    .split(';')[0]!
  const list = await fetch(`${service.url}/api/admin/leads`, { headers: { Cookie: cookie } })
  expect(list.status).toBe(200)
  expect((await list.json()).total).toBe(1)
  // Room again: the same lead (the visitor's outbox sends it again) is stored.
  rmSync(filler)
  expect((await postLead(service, refused)).status).toBe(201)
  service.child.kill('SIGTERM')
  expect(await service.exited).toBe(0)
})

test('a start on a full disk says so in one sentence instead of failing inside the database', () => {
  const disk = smallDisk(20)
  const cases: { dataDir: string; extra: Record<string, string> }[] = [
    // A real 20 MB disk, too small for a new database.
    ...(disk ? [{ dataDir: join(disk, 'data'), extra: {} }] : []),
    // The same sentence where the space is there but below the setting (and where no disk can be mounted).
    { dataDir: join(tempFolder(), 'data'), extra: { DISK_MIN_FREE_MB: String(10 ** 9) } },
  ]
  for (const { dataDir, extra } of cases) {
    const { status, output } = failedStart(dataDir, extra)
    expect(status, output).toBe(1)
    expect(output).toMatch(/The disk holding the lead service's data folder \(.+\) is full: \d+ MB free, at least \d+ MB needed\./)
    expect(output.length, output).toBeLessThan(1500)
  }
})

test('a second process on a data folder in use is refused in one line before it opens the folder, and the first goes on', async () => {
  const dataDir = embeddedCopy()
  const first = await start(dataDir)
  // A new ADMIN_USERNAME would rename the owner if this start got as far as the users.
  const { status, output } = failedStart(dataDir, { ADMIN_USERNAME: 'intruder' })
  expect(status, output).toBe(1)
  expect(output).toContain(`Lead service: Another lead service is running on ${dataDir}`)
  expect(output).not.toMatch(/ADMIN_USERNAME|service\.users|migration/i)
  expect(output.length, output).toBeLessThan(1500)
  expect((await postLead(first)).status).toBe(201)
})

test('a damaged data folder is named in one line with how to restore it, not a WebAssembly abort and pages of source', () => {
  for (const damaged of ['global/pg_control', 'pg_xact/0000']) {
    const dataDir = embeddedCopy()
    truncateSync(join(dataDir, damaged), 100)
    const { status, output } = failedStart(dataDir)
    expect(status, output).toBe(1)
    expect(output, damaged).toContain(`The embedded database in ${dataDir} is damaged and cannot be opened`)
    expect(output, damaged).toContain('npm run service:restore')
    expect(output.length, output).toBeLessThan(1500)
  }
})
