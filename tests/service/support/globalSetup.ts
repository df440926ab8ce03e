/**
 * Prepared once per test run for every service test file:
 * - an embedded (PGlite) database with the migrations applied, closed and kept as a template folder: each file copies
 *   it, because creating a new PGlite database costs 5–30 s on this machine and reopening a copy about 2 s;
 * - a throwaway PostgreSQL server (scripts/support/postgres.ts) holding a migrated template database; each file
 *   creates its own database on it as a copy of the template (a fraction of a second, where migrating takes seconds);
 * - the compiled service (npm run build:service's build), which the tests of the service's process run.
 * Where PostgreSQL is not installed, its tests are skipped with the reason printed; under CI that is an error instead.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../service/platform/db/database'
import { migrate } from '../../../service/platform/db/migrate'
import { buildService } from '../../../lib/build/serviceBuild'
import { createMigratedEmbeddedDatabase } from '../../support/embeddedTemplate'
import { postgresBinDir, startPostgres } from '../../../scripts/support/postgres'

const POSTGRES_TEMPLATE = 'migrated_template'

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string
    postgresUrl: string | null
    /** The migrated database on that server that each test database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | null
    postgresSkipReason: string | null
    /** The compiled service (lib/build/serviceBuild.ts), built for this run: `node <dir>/main.js`. */
    serviceBuild: string
  }
}

export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(join(tmpdir(), 'agency-pglite-template-'))
  const started = performance.now()
  await createMigratedEmbeddedDatabase(join(templateDir, 'data'))
  console.log(`service tests: embedded database template ready in ${Math.round(performance.now() - started)} ms`)
  project.provide('embeddedTemplate', join(templateDir, 'data'))

  // Inside the repository, so the build's package imports resolve to its node_modules as on a host.
  mkdirSync('node_modules/.cache', { recursive: true })
  const buildDir = mkdtempSync(join('node_modules/.cache', 'lead-service-build-'))
  await buildService(buildDir)
  project.provide('serviceBuild', join(process.cwd(), buildDir))

  const binDir = postgresBinDir()
  let stopPostgres = () => {}
  if (binDir) {
    const server = await startPostgres(binDir)
    stopPostgres = server.stop
    const admin = await openDatabase({ kind: 'postgresql', url: server.url })
    await admin.query(`create database ${POSTGRES_TEMPLATE}`)
    await admin.close()
    const template = await openDatabase({ kind: 'postgresql', url: server.urlOf(POSTGRES_TEMPLATE) })
    await migrate(template)
    // Closed: PostgreSQL copies a template only while nobody is connected to it.
    await template.close()
    project.provide('postgresUrl', server.url)
    project.provide('postgresTemplate', POSTGRES_TEMPLATE)
    project.provide('postgresSkipReason', null)
  } else {
    const reason =
      'PostgreSQL is not installed (no initdb under /usr/lib/postgresql; Debian: apt-get install postgresql), so the PostgreSQL half of the service tests was skipped'
    if (process.env.CI) throw new Error(`${reason}. CI must run them: .ci/run installs postgresql.`)
    console.warn(`\n  SKIPPED: ${reason}.\n`)
    project.provide('postgresUrl', null)
    project.provide('postgresTemplate', null)
    project.provide('postgresSkipReason', reason)
  }

  return () => {
    stopPostgres()
    rmSync(templateDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
}
