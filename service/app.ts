/**
 * The lead service as a web-standards app (Hono): the same `fetch` handler runs on Node (service/main.ts) and could
 * run on a serverless platform. Every answer is JSON, errors included.
 */
import { Hono } from 'hono'
import { adminRoutes } from './http/adminRoutes'
import type { ServiceContext } from './http/context'
import { describeError, errorResponse, LeadError } from './http/errors'
import { leadRoutes } from './http/leadRoutes'

export function createApp(context: ServiceContext): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    // Nothing the service answers belongs in a cache or a frame.
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
  })
  app.get('/api/health', (c) => c.json({ ok: true, database: context.db.kind }))
  app.route('/api/leads', leadRoutes(context))
  app.route('/api/admin', adminRoutes(context))
  app.notFound((c) => errorResponse(c, 404, 'not_found', `There is nothing at ${c.req.method} ${new URL(c.req.url).pathname}.`))
  app.onError((error, c) => {
    // The route and the lead's id, never the error's text: it can quote the visitor's name, e-mail or phone.
    const lead = error instanceof LeadError ? ` (lead ${error.leadId})` : ''
    console.error(`Lead service error: ${describeError(error)} on ${c.req.method} ${new URL(c.req.url).pathname}${lead}`)
    return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
  })
  return app
}
