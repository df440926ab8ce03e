/**
 * Liveness and readiness on both back ends: /api/health answers without the database; /api/ready answers 200 only
 * when the database answers and every migration is applied, and 503 with the reason otherwise.
 */
import type { Database } from '../../service/platform/db/database'
import { readMigrations } from '../../service/platform/db/migrate'
import { backends, openTestDatabase } from './support/backends'
import { testService } from './support/service'

describe.each(backends)('health and readiness on $name', (backend) => {
  let db: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    if (backend.skipReason) return
    ;({ db, close } = await openTestDatabase(backend))
  })
  afterAll(async () => close?.())

  test.skipIf(backend.skipReason)('ready when every migration is applied; 503 naming the one that is not; health either way', async () => {
    const { app } = await testService(db)
    const ready = await app.request('/api/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ok: true, database: db.kind, migrations: readMigrations().length })
    const last = readMigrations().at(-1)!
    await db.query('delete from schema_migrations where name = $1', [last.name])
    try {
      const notReady = await app.request('/api/ready')
      expect(notReady.status).toBe(503)
      expect(await notReady.json()).toEqual({ error: { code: 'not_ready', message: `Migrations not applied yet: ${last.name}.` } })
      expect((await app.request('/api/health')).status).toBe(200)
    } finally {
      await db.query('insert into schema_migrations (version, name) values ($1, $2)', [last.version, last.name])
    }
  })

  test.skipIf(backend.skipReason)('a database that does not answer makes the service not ready, while health still answers', async () => {
    const other = await openTestDatabase(backend)
    const { app } = await testService(other.db)
    await other.close()
    const notReady = await app.request('/api/ready')
    expect(notReady.status).toBe(503)
    expect((await notReady.json()).error.message).toMatch(/^The database does not answer \(.+\)\.$/)
    expect((await app.request('/api/health')).status).toBe(200)
  })

  test.skipIf(backend.skipReason)('every answer carries the secure headers and is never cached or framed', async () => {
    const { app } = await testService(db)
    for (const path of ['/api/health', '/api/ready', '/api/nothing-here', '/api/admin/leads']) {
      const headers = (await app.request(path)).headers
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('x-frame-options'), path).toBe('DENY')
      expect(headers.get('referrer-policy'), path).toBe('no-referrer')
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-site')
      expect(headers.get('cache-control'), path).toBe('no-store')
      expect(headers.get('strict-transport-security'), path).toBeNull()
    }
  })
})
