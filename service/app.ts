/**
 * The lead service as a web-standards app (Hono): the same `fetch` handler runs on Node (service/main.ts) and could
 * run on a serverless platform. Every answer is JSON, errors included.
 */
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { GateFull } from './platform/gate'
import { adminRoutes } from './adminRoutes'
import { contentRoutes } from './editor/contentRoutes'
import type { ServiceContext } from './context'
import { errorResponse } from './platform/http/errors'
import { eventRoutes } from './analytics/eventRoutes'
import { leadRoutes } from './leads/leadRoutes'
import { readMigrations } from './platform/db/migrate'
import { isDatabaseUnavailable, type Sql } from './platform/db/database'
import { requestLog } from './platform/http/requestLog'
import { describeError, errorFields, LeadError, log } from './platform/log'

/** How long a client is asked to wait before trying again when the database cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 30
/** … and when more sign-ins are being checked than the service takes at once (service/platform/gate.ts). */
const BUSY_RETRY_SECONDS = 5

export function createApp(context: ServiceContext): Hono {
  const app = new Hono()
  app.use('*', requestLog(context.log))
  // Hono's secure headers (nosniff, no framing, no referrer, and the rest of its defaults), with two changes: another
  // subdomain of the site may read the answers (a split origin), and HSTS is the site's host's to set, not the API's.
  app.use('*', secureHeaders({ xFrameOptions: 'DENY', crossOriginResourcePolicy: 'same-site', strictTransportSecurity: false }))
  app.use('*', async (c, next) => {
    await next()
    // Nothing the service answers belongs in a cache.
    c.header('Cache-Control', 'no-store')
  })
  // Liveness: the process answers (no database call, so a slow database never gets a live process restarted).
  app.get('/api/health', (c) => c.json({ ok: true, database: context.db.kind }))
  // Readiness: the database answers a query within 2 s and every migration this build knows is applied.
  const expected = readMigrations().map((migration) => migration.name)
  app.get('/api/ready', async (c) => {
    const state = await readiness(context.db, expected)
    return state.ok ? c.json({ ok: true, database: context.db.kind, migrations: expected.length }) : errorResponse(c, 503, 'not_ready', state.reason)
  })
  app.route('/api/leads', leadRoutes(context))
  app.route('/api/events', eventRoutes(context))
  // Before /api/admin: the editor's routes carry images, larger than the admin API's body limit allows.
  app.route('/api/admin/content', contentRoutes(context))
  app.route('/api/admin', adminRoutes(context))
  app.notFound((c) => errorResponse(c, 404, 'not_found', `There is nothing at ${c.req.method} ${new URL(c.req.url).pathname}.`))
  app.onError((error, c) => {
    // The route and the lead's id, never the error's text: it can quote the visitor's name, e-mail or phone.
    const lead = error instanceof LeadError ? error.leadId : undefined
    const fields = { method: c.req.method, path: new URL(c.req.url).pathname, lead, ...errorFields(error) }
    if (error instanceof GateFull) {
      ;(context.log ?? log)('request.busy', fields, 'warn')
      c.header('Retry-After', String(BUSY_RETRY_SECONDS))
      return errorResponse(c, 503, 'busy', 'Too many sign-ins are being checked just now. Please try again in a few seconds.')
    }
    if (isDatabaseUnavailable(error instanceof LeadError ? error.cause : error)) {
      // Not a fault in the request or the code: the browser keeps a lead and sends it again after Retry-After.
      ;(context.log ?? log)('request.database_unavailable', fields, 'error')
      c.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
      return errorResponse(c, 503, 'unavailable', 'We cannot reach our records just now. Please try again in a minute.')
    }
    ;(context.log ?? log)('request.error', fields, 'error')
    return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
  })
  return app
}

const READY_TIMEOUT_MS = 2000

async function readiness(db: Sql, expected: readonly string[]): Promise<{ ok: true } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
  })
  try {
    const rows = await Promise.race([db.query<{ name: string }>('select name from schema_migrations'), timeout])
    const applied = new Set(rows.map((row) => row.name))
    const missing = expected.filter((name) => !applied.has(name))
    return missing.length === 0 ? { ok: true } : { ok: false, reason: `Migrations not applied yet: ${missing.join(', ')}.` }
  } catch (error) {
    return {
      ok: false,
      reason: `The database does not answer (${error instanceof Error && error.message.startsWith('no answer') ? error.message : describeError(error)}).`,
    }
  } finally {
    clearTimeout(timer)
  }
}
