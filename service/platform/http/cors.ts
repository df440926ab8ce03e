/**
 * The service answers the site's own origins only (ALLOWED_ORIGINS): one CORS policy written once, and one check that a
 * request changing something comes from one of them (cross-site request forgery).
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { checkOrigin } from './guards'

export function siteCors(
  allowedOrigins: readonly string[],
  { methods, exposeHeaders, credentials = false }: { methods: string[]; exposeHeaders?: string[]; credentials?: boolean },
): MiddlewareHandler {
  return cors({
    origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
    allowMethods: methods,
    allowHeaders: ['Content-Type'],
    ...(exposeHeaders ? { exposeHeaders } : {}),
    ...(credentials ? { credentials } : {}),
    maxAge: 600,
  })
}

/** A request that can change something (every method but GET, HEAD and OPTIONS) must name an allowed Origin. */
export function sameOriginChanges(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    return checkOrigin(c, allowedOrigins, { required: true }) ?? next()
  }
}
