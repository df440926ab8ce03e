/**
 * One log line per request that can change something (every method but GET, HEAD and OPTIONS), written when it is
 * answered: its outcome and how long it took; an accepted beacon is the exception (logOnlyIfRefused). A route adds
 * the facts only it knows (a lead's id, form and spam verdict) with `noteForLog`. A login is logged by its outcome, told by its status, so the admin routes need no
 * logging of their own. Paths are logged without their query; nothing a visitor typed is logged.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { elapsedMs, log as defaultLog, type Log, type LogFields } from '../log'

const notes = new WeakMap<Request, LogFields>()
// Keyed by the context: a body limit gives the request a new `c.req.raw`.
const loggedOnlyIfRefused = new WeakSet<Context>()

/** Facts for this request's log line (set by the route that handles it). */
export function noteForLog(c: Context, fields: LogFields): void {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), ...fields })
}

/**
 * This request's line is written only if it is refused (a 4xx or 5xx): for a beacon, which every page view sends,
 * a line per accepted one would fill the log with what the analytics tables already count, and cost time to write.
 */
export function logOnlyIfRefused(c: Context): void {
  loggedOnlyIfRefused.add(c)
}

const LOGIN_OUTCOMES: Record<number, string> = { 200: 'login.succeeded', 401: 'login.failed', 429: 'login.throttled' }

export function requestLog(log: Log = defaultLog): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const start = performance.now()
    await next()
    const path = new URL(c.req.url).pathname
    const status = c.res.status
    if (status < 400 && loggedOnlyIfRefused.has(c)) return
    const { event: notedEvent, ...noted } = notes.get(c.req.raw) ?? {}
    const event = notedEvent ?? (path === '/api/admin/login' ? LOGIN_OUTCOMES[status] : undefined) ?? 'request'
    log(String(event), { method: c.req.method, path, status, ...noted, ms: elapsedMs(start) }, status >= 500 ? 'error' : 'info')
  }
}
