/**
 * Backups the service takes by itself when BACKUP_DIR is set: one every BACKUP_INTERVAL_HOURS (24), the newest
 * BACKUP_KEEP (14) kept, older ones deleted. The schedule is read from the folder, so a restart neither skips one nor
 * takes an extra: the next backup is due an interval after the newest file there (at once when there is none).
 * The folder is private (0700), each file too (0600). On PostgreSQL, set BACKUP_DIR on one instance only.
 */
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { elapsedMs, errorFields, log } from '../platform/log'
import { makePrivateDir } from '../platform/privateFiles'
import { BACKUP_EXTENSION, writeBackupFile, type BackupKind } from './backup'

export interface BackupSchedule {
  dir: string
  keep: number
  intervalHours: number
}

const FILE = /^leads-\d{8}T\d{6}Z\.(dump|tar\.gz)$/
/** The longest the timer sleeps before it looks at the folder again. */
const LONGEST_SLEEP_MS = 60 * 60 * 1000
/** After a failed backup, the next try (or at the next interval, if that is sooner). */
const RETRY_MS = 15 * 60 * 1000

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')

/** The backup files in `dir`, oldest first (their names sort by time). */
export function backupFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => FILE.test(name))
    .sort()
}

export function startScheduledBackups(
  schedule: BackupSchedule,
  take: () => Promise<{ kind: BackupKind; bytes: Uint8Array }>,
  now: () => Date = () => new Date(),
): { stop(): Promise<void> } {
  makePrivateDir(schedule.dir)
  const intervalMs = schedule.intervalHours * 3600 * 1000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let stopped = false

  let failedAt = -Infinity
  const runOnce = async () => {
    const start = performance.now()
    try {
      const { kind, bytes } = await take()
      const file = join(schedule.dir, `leads-${stamp(now())}${BACKUP_EXTENSION[kind]}`)
      writeBackupFile(file, bytes)
      log('backup.written', { file, bytes: bytes.length, ms: elapsedMs(start) })
      const files = backupFiles(schedule.dir)
      for (const old of files.slice(0, Math.max(0, files.length - schedule.keep))) {
        rmSync(join(schedule.dir, old))
        log('backup.deleted', { file: join(schedule.dir, old), keep: schedule.keep })
      }
    } catch (error) {
      failedAt = now().getTime()
      log('backup.failed', { dir: schedule.dir, ...errorFields(error), message: error instanceof Error ? error.message : String(error) }, 'error')
    }
  }

  /** When the next backup is due: an interval after the newest one, and not before the retry after a failure. */
  const nextDueAt = () => {
    try {
      // The folder made again if it has gone (removed by hand or by a cleaner); a failure is the next backup's.
      makePrivateDir(schedule.dir)
      const newest = backupFiles(schedule.dir).at(-1)
      return Math.max(newest ? statSync(join(schedule.dir, newest)).mtimeMs + intervalMs : 0, failedAt + Math.min(RETRY_MS, intervalMs))
    } catch (error) {
      // Thrown here, in a timer or after a backup, it would end the service.
      failedAt = now().getTime()
      log('backup.failed', { dir: schedule.dir, ...errorFields(error), message: error instanceof Error ? error.message : String(error) }, 'error')
      return failedAt + Math.min(RETRY_MS, intervalMs)
    }
  }

  const plan = () => {
    if (stopped) return
    const dueIn = nextDueAt() - now().getTime()
    if (dueIn <= 0) {
      running = runOnce().finally(() => {
        running = null
        plan()
      })
      return
    }
    timer = setTimeout(plan, Math.min(dueIn, LONGEST_SLEEP_MS))
    timer.unref()
  }
  plan()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
