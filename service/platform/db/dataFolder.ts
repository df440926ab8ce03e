/**
 * The embedded database's data folder on disk: how much room is left on it, and what to tell the owner when the
 * database will not open. PGlite, asked to write to a full disk, can hang the whole process (100% CPU, no answer,
 * SIGTERM ignored), so new writes are refused before the disk is that full (LeadsDiskGuard), and a start on a full
 * disk or a damaged folder ends with one sentence saying which, instead of a WebAssembly abort and pages of source.
 */
import { existsSync, statfsSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Emscripten's number for "no space left on device", which PGlite's file layer throws. */
const EMSCRIPTEN_ENOSPC = 51

/** Free bytes for an unprivileged process on the disk holding `path` (the folder itself or, before it exists, its parent). */
export function freeBytes(path: string): number {
  let probe = resolve(path)
  while (!existsSync(probe)) probe = resolve(probe, '..')
  const stats = statfsSync(probe)
  return Number(stats.bavail) * Number(stats.bsize)
}

export type SpaceCheck = { ok: true } | { ok: false; freeBytes: number; minFreeBytes: number }

/**
 * Whether the data folder's disk has room for more writes, keeping `reserveBytes` more than the minimum free (what
 * may be written only by something that matters more); cheap enough to ask before every write.
 */
export function spaceCheck(dataDir: string, minFreeBytes: number): (reserveBytes?: number) => SpaceCheck {
  return (reserveBytes = 0) => {
    const free = freeBytes(dataDir)
    const needed = minFreeBytes + reserveBytes
    return free >= needed ? { ok: true } : { ok: false, freeBytes: free, minFreeBytes: needed }
  }
}

const megabytes = (bytes: number) => `${Math.max(0, Math.floor(bytes / 1024 / 1024))} MB`

export function diskFullMessage(dataDir: string, free: number, minFreeBytes: number): string {
  return `The disk holding the lead service's data folder (${resolve(dataDir)}) is full: ${megabytes(free)} free, at least ${megabytes(minFreeBytes)} needed. Free some space (or lower DISK_MIN_FREE_MB) and start the service again.`
}

/** One line for the owner when the embedded database would not open: a full disk, a damaged folder, or neither. */
export function explainOpenFailure(dataDir: string, error: unknown, minFreeBytes: number): string {
  const free = freeBytes(dataDir)
  const errno = (error as { errno?: unknown } | null)?.errno
  if (errno === EMSCRIPTEN_ENOSPC || free < minFreeBytes) return diskFullMessage(dataDir, free, minFreeBytes)
  const reason = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]!.slice(0, 120)}` : String(error)
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    return `The embedded database in ${resolve(dataDir)} is damaged and cannot be opened (${reason}). Restore it from a backup (npm run service:restore -- <backup file> into an empty DATA_DIR), or move the folder aside to start with an empty database.`
  }
  return `The embedded database could not be created in ${resolve(dataDir)} (${reason}). Check that the folder is writable.`
}
