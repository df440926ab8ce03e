/**
 * Online backups of the lead database, taken while the service runs, and their files.
 * - PostgreSQL: `pg_dump` in its custom format of the service's schema (one consistent snapshot, however busy).
 * - Embedded (PGlite): the data folder as a gzipped tarball, taken by the service process itself, the folder's only
 *   owner (Database.dumpDataDir): in process for scheduled backups, through the ops socket for the command.
 * A backup file is private (0600), written beside its final name and renamed into place only once it is complete
 * and on disk, and never overwrites an existing file.
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import { APPLICATION_NAME, type Database } from '../platform/db/database'
import { PRIVATE_FILE_MODE } from '../platform/privateFiles'
import { connectionFor, pgTool, runTool } from './pgTools'

export type BackupKind = 'postgresql' | 'embedded'

export const BACKUP_EXTENSION: Record<BackupKind, string> = { postgresql: '.dump', embedded: '.tar.gz' }

/** What a backup file holds, from its first bytes: pg_dump's custom format, or a gzipped data folder. */
export function backupKindOf(head: Uint8Array): BackupKind | null {
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgresql'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded'
  return null
}

/** Writes `bytes` to `file` with mode 0600, all or nothing; refuses to replace an existing file. */
export function writeBackupFile(file: string, bytes: Uint8Array): void {
  if (existsSync(file)) throw new Error(`${file} exists already: a backup never replaces a file`)
  const partial = `${file}.partial`
  const fd = openSync(partial, 'wx', PRIVATE_FILE_MODE)
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at)
    fsyncSync(fd)
  } catch (error) {
    closeSync(fd)
    rmSync(partial, { force: true })
    throw error
  }
  closeSync(fd)
  try {
    // A hard link fails when `file` exists, where rename would replace it.
    linkNoReplace(partial, file)
  } finally {
    rmSync(partial, { force: true })
  }
  const dir = openSync(dirname(file), 'r')
  try {
    fsyncSync(dir)
  } finally {
    closeSync(dir)
  }
}

/** Gives `from` the name `to` unless `to` exists (a hard link, where rename would replace it). */
function linkNoReplace(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${to} exists already: a backup never replaces a file`)
    // A file system without hard links: `to` was checked above, so rename is as good.
    renameSync(from, to)
  }
}

/** The schema the service's tables live in (the connection's first schema on its search path, normally public). */
export async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-backup`, connectionTimeoutMillis: 10_000 })
  // A connection cut mid-query fails the query; its 'error' event, unheard, would also end the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    return (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema
  } finally {
    await client.end()
  }
}

/** A pg_dump of the service's schema (custom format, no owners or grants, so it restores under any role). */
export async function dumpPostgres(url: string): Promise<Buffer> {
  const schema = await currentSchema(url)
  const { dbname, env } = connectionFor(url)
  return runTool(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--dbname=${dbname}`], env)
}

/** A backup of whichever database `db` is: the bytes of its file, and its kind. */
export async function takeBackup(db: Database, url: string | null): Promise<{ kind: BackupKind; bytes: Uint8Array }> {
  if (db.dumpDataDir) return { kind: 'embedded', bytes: await db.dumpDataDir() }
  if (!url) throw new Error('A PostgreSQL backup needs the database URL')
  return { kind: 'postgresql', bytes: await dumpPostgres(url) }
}
