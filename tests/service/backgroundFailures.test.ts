/**
 * What goes wrong in the service's background work (its own backups, the content editor's publishes) fails that
 * work, said in a log line or a start error, and never ends the process: each of these once did, as an error event
 * or a rejection nothing listened to (vitest fails a file on either).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPublisher } from '../../service/editor/publisher'
import { ContentRepo } from '../../service/editor/repo'
import { dumpPostgres } from '../../service/ops/backup'
import { runTool } from '../../service/ops/pgTools'
import { backupFiles, startScheduledBackups } from '../../service/ops/scheduledBackups'
import { StartError } from '../../service/platform/startError'
import { backends } from './support/backends'
import { until } from './support/until'

const scratch = () => mkdtempSync(join(tmpdir(), 'background-failures-'))

test('a backup folder removed while a backup is taken: logged, made again, and the next backup is written', async () => {
  const dir = join(scratch(), 'backups')
  const lines: string[] = []
  const record = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true)
  vi.spyOn(process.stdout, 'write').mockImplementation(record)
  vi.spyOn(process.stderr, 'write').mockImplementation(record)
  let taken = 0
  // An interval of about a third of a second, so the retry after a failure comes as soon.
  const backups = startScheduledBackups({ dir, keep: 2, intervalHours: 0.0001 }, async () => {
    // The first time, an operator or a cleaner removes the folder while the database is being read.
    if (taken++ === 0) rmSync(dir, { recursive: true, force: true })
    return { kind: 'embedded', bytes: new Uint8Array([0x1f, 0x8b, 0x08]) }
  })
  try {
    await until(
      () => (existsSync(dir) ? backupFiles(dir).length : 0),
      (count) => count > 0,
      15_000,
    )
    const events = lines.map((line) => JSON.parse(line) as { event: string; level: string })
    expect(events[0]).toMatchObject({ event: 'backup.failed', level: 'error' })
    expect(events.map((event) => event.event)).toContain('backup.written')
  } finally {
    await backups.stop()
    vi.restoreAllMocks()
    rmSync(join(dir, '..'), { recursive: true, force: true })
  }
})

test('a publish folder that cannot be made is a start error, not a rejection nobody hears', async () => {
  const root = scratch()
  writeFileSync(join(root, 'file'), '')
  const db = { query: async () => [], exec: async () => undefined }
  const publisher = startPublisher(db, new ContentRepo(root), {
    mode: 'swap',
    publishDir: join(root, 'file', 'publish'),
    nodeModules: root,
    buildCommand: ['true'],
    buildEnv: {},
    timeoutMs: 1000,
  })
  // Nothing awaits it for a while, as in a process that has more to start.
  await new Promise((resolve) => setTimeout(resolve, 200))
  await expect(publisher.ready).rejects.toThrow(StartError)
  await expect(publisher.ready).rejects.toThrow(`the content editor cannot start (PUBLISH_DIR ${join(root, 'file', 'publish')}): ENOTDIR`)
  await publisher.stop()
  rmSync(root, { recursive: true, force: true })
})

test("a snapshot whose tar stops reading fails the publish's export; the broken pipe does not end the process", async () => {
  const root = scratch()
  const repoDir = join(root, 'repo')
  mkdirSync(repoDir)
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoDir })
  git('init', '-q')
  // More than a pipe holds, so git is still writing when tar has gone.
  writeFileSync(join(repoDir, 'big.bin'), randomBytes(4 * 1024 * 1024))
  git('add', '.')
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.in', 'commit', '-qm', 'A large file')
  const bin = join(root, 'bin')
  mkdirSync(bin)
  // A tar that reads the start of the archive and fails (out of memory, killed): git is still writing to it.
  writeFileSync(join(bin, 'tar'), '#!/bin/sh\nhead -c 65536 >/dev/null\necho "tar: out of memory" >&2\nexit 2\n')
  chmodSync(join(bin, 'tar'), 0o755)
  const path = process.env.PATH
  process.env.PATH = `${bin}:${path}`
  try {
    await expect(new ContentRepo(repoDir).exportTo('HEAD', join(root, 'out'))).rejects.toThrow(/^tar: /)
    await new Promise((resolve) => setTimeout(resolve, 300))
  } finally {
    process.env.PATH = path
    rmSync(root, { recursive: true, force: true })
  }
})

const postgres = backends.find((backend) => backend.name === 'PostgreSQL')!
test.skipIf(postgres.skipReason)('a PostgreSQL backup whose connection is cut fails that backup only', async () => {
  const created = await postgres.create()
  const url = new URL((created.target as { url: string }).url)
  const server = { host: url.hostname, port: Number(url.port) }
  // A relay that cuts the connection when the backup's first query goes by (a server restart, a dropped network).
  const relay = createServer((incoming) => {
    const outgoing = connect(server.port, server.host)
    for (const socket of [incoming, outgoing]) socket.on('error', () => undefined)
    incoming.on('data', (chunk: Buffer) => (chunk.includes('current_schema') ? (incoming.destroy(), outgoing.destroy()) : outgoing.write(chunk)))
    outgoing.pipe(incoming)
  })
  await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done))
  url.hostname = '127.0.0.1'
  url.port = String((relay.address() as AddressInfo).port)
  try {
    await expect(dumpPostgres(url.href)).rejects.toThrow(/Connection terminated/)
    await new Promise((resolve) => setTimeout(resolve, 300))
  } finally {
    relay.close()
    await created.dispose()
  }
})

test('a backup tool that does not finish is stopped and fails, instead of holding the backups for ever', async () => {
  const started = Date.now()
  await expect(runTool('sleep', ['30'], process.env, 300)).rejects.toThrow('sleep did not finish within 300 ms and was stopped')
  expect(Date.now() - started).toBeLessThan(5000)
  await expect(runTool('sh', ['-c', 'echo partial; exit 3'], process.env, 5000)).rejects.toThrow('sh exited with 3: no message')
  expect(String(await runTool('sh', ['-c', 'echo whole'], process.env, 5000))).toBe('whole\n')
})
