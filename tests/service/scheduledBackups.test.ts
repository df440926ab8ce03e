/**
 * The service's own backups (service/ops/scheduledBackups.ts) go on when their folder goes away under them: the
 * failure is logged, the folder made again and the backup taken at the retry. It used to end the service (the
 * folder was read in a timer and after each backup, where nothing caught a throw).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupFiles, startScheduledBackups } from '../../service/ops/scheduledBackups'
import { until } from './support/until'

test('a backup folder removed while a backup is taken: logged, made again, and the next backup is written', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'scheduled-backups-')), 'backups')
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
      () => existsSync(dir) && backupFiles(dir).length,
      (count) => count > 0,
      5000,
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
