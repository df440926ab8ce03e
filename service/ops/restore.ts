/**
 * Restoring a backup (service/ops/backup.ts) into an empty database or data folder. A database or folder that holds
 * anything is refused unless `force` is given; a running service is always refused (stop it first):
 * - PostgreSQL: a service's connections show in pg_stat_activity under its application name (it keeps them open). The
 *   backup is read whole into a script first; with `force`, the schema's tables, views and sequences are dropped in
 *   the transaction that runs it (psql), so a damaged backup or a failing restore leaves the database as it was.
 * - Embedded: a service answers on the folder's ops socket. The backup is unpacked into a new folder beside it
 *   (0700) and opened once to prove it works; only then does it take the folder's name. With `force`, the folder it
 *   replaces is kept beside it as `<DATA_DIR>.replaced-<time>`, for the operator to delete.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import pg from 'pg'
import { APPLICATION_NAME, openEmbeddedFromBackup, type DatabaseTarget, type Sql } from '../platform/db/database'
import { appliedMigrations } from '../platform/db/migrate'
import { privatiseTree } from '../platform/privateFiles'
import { backupKindOf } from './backup'
import { askOpsSocket, opsSocketPath } from './opsSocket'
import { connectionFor, pgTool, runTool } from './pgTools'

export interface Restored {
  leads: number
  migrations: string[]
  /** Where the replaced data folder was kept (embedded, with force). */
  keptAside?: string
}

export async function restoreBackup(file: string, bytes: Uint8Array, target: DatabaseTarget, { force = false } = {}): Promise<Restored> {
  const kind = backupKindOf(bytes)
  if (kind === null) throw new Error(`${file} is not a backup of the lead service (neither a pg_dump file nor an embedded database's tarball)`)
  if (kind !== target.kind) {
    throw new Error(
      kind === 'embedded'
        ? `${file} is a backup of the embedded database: restore it with DATA_DIR set and DATABASE_URL unset`
        : `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set`,
    )
  }
  return target.kind === 'postgresql' ? restorePostgres(file, target.url, force) : restoreEmbedded(file, bytes, target.dataDir, force)
}

async function summary(db: Pick<Sql, 'query'>): Promise<Pick<Restored, 'leads' | 'migrations'>> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from leads')
  return { leads: row!.count, migrations: await appliedMigrations(db) }
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<Restored> {
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-restore`, connectionTimeoutMillis: 10_000 })
  // A connection cut mid-query fails the query; its 'error' event, unheard, would also end the process.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const running = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = $1',
      [APPLICATION_NAME],
    )
    if (running.rows[0]!.count > 0) {
      throw new Error(`A lead service is connected to this database (${running.rows[0]!.count} connections): stop every instance before restoring`)
    }
    const schema = (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema
    const objects = await client.query<{ name: string; kind: string }>(
      `select c.relname as name, case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by c.relkind, c.relname`,
      [schema],
    )
    if (objects.rows.length > 0 && !force) {
      const names = objects.rows.map((row) => row.name)
      throw new Error(
        `The database is not empty: schema ${schema} holds ${names.slice(0, 8).join(', ')}${names.length > 8 ? ` and ${names.length - 8} more` : ''}. Restore into an empty database, or add --force to replace what is there`,
      )
    }
    // The whole backup is read first, into a script (a damaged one fails here, before anything is dropped); then the
    // drops and the script run in one transaction, so the database holds either what it held or the backup.
    const scratch = mkdtempSync(join(tmpdir(), 'lead-restore-'))
    try {
      const script = join(scratch, 'restore.sql')
      await runTool(pgTool('pg_restore'), ['--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${script}`, file], process.env)
      const drops = join(scratch, 'drops.sql')
      writeFileSync(
        drops,
        [
          ...objects.rows.map(({ name, kind }) => `drop ${kind} if exists ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)} cascade;`),
          // A dump of one schema holds no extension, only objects that use one (the search's trigram indexes,
          // migration 009): the extension comes first, where the migration puts it, in the service's schema.
          'create extension if not exists pg_trgm;',
        ].join('\n'),
        { mode: 0o600 },
      )
      const { dbname, env } = connectionFor(url)
      await runTool(
        pgTool('psql'),
        ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, `--file=${drops}`, `--file=${script}`],
        env,
      )
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
    return await summary({ query: async <Row>(text: string, params: readonly unknown[] = []) => (await client.query(text, [...params])).rows as Row[] })
  } finally {
    await client.end()
  }
}

/**
 * Reads a gzipped backup through once, keeping nothing: a damaged one (cut short, bytes changed) is said in one line
 * here. Handed to PGlite, it also left a rejection of PGlite's own unheard, a stack trace after the message.
 */
async function checkArchive(file: string, bytes: Uint8Array): Promise<void> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() })
  await pipeline(Readable.from([bytes]), createGunzip(), discard).catch((error: unknown) => {
    throw new Error(`${file} is damaged (${error instanceof Error ? error.message : String(error)}): restore another backup`)
  })
}

async function restoreEmbedded(file: string, bytes: Uint8Array, dataDir: string, force: boolean): Promise<Restored> {
  await checkArchive(file, bytes)
  const dir = join(dataDir, '.')
  if (await askOpsSocket(opsSocketPath(dir), '/status')) {
    throw new Error(`A lead service is running on ${dir}: stop it before restoring`)
  }
  const occupied = existsSync(dir) && readdirSync(dir).length > 0
  if (occupied && !force) throw new Error(`${dir} is not empty: restore into an empty or new folder, or add --force to replace it`)
  const fresh = `${dir}.restoring`
  rmSync(fresh, { recursive: true, force: true })
  mkdirSync(dirname(fresh), { recursive: true })
  let restored: Pick<Restored, 'leads' | 'migrations'>
  try {
    const db = await openEmbeddedFromBackup(fresh, bytes)
    try {
      restored = await summary(db)
    } finally {
      await db.close()
    }
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true })
    throw error
  }
  // PGlite writes its files 0666; the folder and everything in it are the service user's alone.
  privatiseTree(fresh)
  let keptAside: string | undefined
  if (existsSync(dir)) {
    if (occupied) {
      keptAside = `${dir}.replaced-${new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z')}`
      renameSync(dir, keptAside)
    } else {
      rmSync(dir, { recursive: true })
    }
  }
  renameSync(fresh, dir)
  return { ...restored, ...(keptAside ? { keptAside } : {}) }
}
