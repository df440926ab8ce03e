/**
 * A migration that fails, on both back ends: everything it did is rolled back and nothing records it as applied;
 * the service (the compiled build, as a host runs it) then refuses to start, naming the migration and quoting the
 * database's error.
 */
import { spawn } from 'node:child_process'
import { inject } from 'vitest'
import { openDatabase } from '../../service/platform/db/database'
import { appliedMigrations, migrate, MigrationError, readMigrations } from '../../service/platform/db/migrate'
import { freePort } from '../../scripts/support/postgres'
import { backends, openTestDatabase } from './support/backends'
import { compiledService, logLines } from '../../scripts/support/serviceProcess'
import { serviceEnv } from './support/service'

describe.each(backends)('a failing migration on $name', (backend) => {
  test.skipIf(backend.skipReason)('is rolled back whole, recorded nowhere, and named with the database error', async () => {
    const { db, close } = await openTestDatabase(backend)
    try {
      const before = await appliedMigrations(db)
      const failing = [
        { version: 901, name: '901_probe_ok', sql: 'create table probe_ok (id int);' },
        { version: 902, name: '902_probe_bad', sql: 'create table probe_half (id int);\ninsert into probe_ok values (1);\nselect * from no_such_table;' },
        { version: 903, name: '903_probe_after', sql: 'create table probe_after (id int);' },
      ]
      const error = await migrate(db, failing).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(MigrationError)
      expect(error).toMatchObject({ migration: '902_probe_bad', databaseError: expect.stringContaining('no_such_table') })
      expect((error as Error).message).toMatch(/^Migration 902_probe_bad failed and was rolled back: .*no_such_table/)
      // 901 stays applied; nothing of 902 is left (its table, its insert), and 903 never ran.
      expect(await appliedMigrations(db)).toEqual([...before, '901_probe_ok'])
      const tables = await db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_name like 'probe_%'`)
      expect(tables.map((row) => row.name)).toEqual(['probe_ok'])
      expect(await db.query('select * from probe_ok')).toEqual([])
    } finally {
      await close()
    }
  })

  test.skipIf(backend.skipReason)('stops the service at start with the migration name and the database error', async () => {
    const created = await backend.create()
    try {
      // The newest migration that creates a table, recorded as not applied while its table is there: applying it
      // again fails (a migration that only replaces an index could be applied twice).
      const newest = readMigrations().findLast((migration) => /^create table [a-z]/m.test(migration.sql))!
      const db = await openDatabase(created.target)
      await db.query('delete from schema_migrations where version = $1', [newest.version])
      await db.close()

      const child = spawn(process.execPath, compiledService(inject('serviceBuild')), {
        env: {
          ...process.env,
          ...(await serviceEnv()),
          PORT: String(await freePort()),
          ...(created.target.kind === 'embedded' ? { DATA_DIR: created.target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: created.target.url }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      // A service that starts after all (the defect this test is for) must not outlive the test's timeout.
      const code = await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 45_000)
        child.once('exit', (exitCode) => {
          clearTimeout(timer)
          resolve(exitCode)
        })
      })
      expect(code, `the service's output:\n${output}`).toBe(1)
      expect(output).toMatch(new RegExp(`Lead service: not started\\. Migration ${newest.name} failed and was rolled back: .*already exists`))
      expect(logLines(output).find((line) => line.event === 'migration.failed')).toMatchObject({
        level: 'error',
        migration: newest.name,
        databaseError: expect.stringContaining('already exists'),
      })
      expect(logLines(output).some((line) => line.event === 'service.started')).toBe(false)

      const after = await openDatabase(created.target)
      expect(await appliedMigrations(after)).not.toContain(newest.name)
      await after.close()
    } finally {
      await created.dispose()
    }
  })
})
