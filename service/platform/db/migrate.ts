/**
 * Numbered SQL migrations (service/platform/db/migrations/NNN_name.sql), applied in order, each in its own transaction and
 * recorded in schema_migrations. A transaction-scoped advisory lock lets several instances start at once on one
 * PostgreSQL server without applying a migration twice.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database, Sql } from './database'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
const LOCK_ID = 4_173_001

export interface Migration {
  version: number
  name: string
  sql: string
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${file}`, 'utf8') }))
}

/** A migration that failed: it was rolled back, and the database's own error says why. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly databaseError: string,
  ) {
    super(`Migration ${migration} failed and was rolled back: ${databaseError}`)
    this.name = 'MigrationError'
  }
}

/**
 * Applies every migration not yet recorded; returns the names applied. `onApplied` hears of each as it is committed.
 * A failing migration leaves nothing behind (its transaction is rolled back) and throws a MigrationError.
 */
export async function migrate(
  db: Database,
  migrations: Migration[] = readMigrations(),
  onApplied: (migration: string, ms: number) => void = () => {},
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID])
    await tx.exec(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    )
  })
  const applied: string[] = []
  for (const migration of migrations) {
    const start = performance.now()
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID])
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (rows.length > 0) return false
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        throw new MigrationError(migration.name, error instanceof Error ? error.message : String(error))
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
      return true
    })
    if (done) {
      applied.push(migration.name)
      onApplied(migration.name, Math.round(performance.now() - start))
    }
  }
  return applied
}

/** The names of the migrations recorded as applied, in order. */
export async function appliedMigrations(db: Pick<Sql, 'query'>): Promise<string[]> {
  return (await db.query<{ name: string }>('select name from schema_migrations order by version')).map((row) => row.name)
}
