/**
 * The two storage back ends every storage test runs against: the embedded database (a copy of the migrated template
 * folder) and PostgreSQL (a copy of the migrated template database on the throwaway server). `describe.each(backends)`
 * runs a suite on both.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database, type DatabaseTarget } from '../../../service/platform/db/database'

export interface Backend {
  name: string
  /** Why this back end cannot run here (its tests are skipped), or null. */
  skipReason: string | null
  /** A new, migrated, empty database of this kind, and a way to remove it. */
  create(): Promise<{ target: DatabaseTarget; dispose(): Promise<void> }>
}

const embedded: Backend = {
  name: 'embedded (PGlite)',
  skipReason: null,
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'agency-pglite-'))
    cpSync(inject('embeddedTemplate'), join(dir, 'data'), { recursive: true })
    return { target: { kind: 'embedded', dataDir: join(dir, 'data') }, dispose: async () => rmSync(dir, { recursive: true, force: true }) }
  },
}

const postgres: Backend = {
  name: 'PostgreSQL',
  skipReason: inject('postgresSkipReason'),
  async create() {
    const serverUrl = inject('postgresUrl')
    if (!serverUrl) throw new Error('PostgreSQL is not running')
    const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
    await admin.end()
    const url = serverUrl.replace(/\/postgres$/, `/${name}`)
    return {
      target: { kind: 'postgresql', url },
      async dispose() {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      },
    }
  },
}

export const backends: Backend[] = [embedded, postgres]

/** Opens a new, migrated database of a back end for one suite; `close` closes and removes it. */
export async function openTestDatabase(backend: Backend): Promise<{ db: Database; target: DatabaseTarget; close(): Promise<void> }> {
  const created = await backend.create()
  const db = await openDatabase(created.target)
  return {
    db,
    target: created.target,
    async close() {
      await db.close()
      await created.dispose()
    },
  }
}
