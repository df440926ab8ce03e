/**
 * One log line per request that can change something (every method but GET, HEAD and OPTIONS), written when it is
 * answered: its outcome and how long it took. A route adds the facts only it knows (a lead's id, form and spam
 * verdict) with `noteForLog`. A login is logged by its outcome, told by its status, so the admin routes need no
 * logging of their own. Paths are logged without their query; nothing a visitor typed is logged.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { elapsedMs, log as defaultLog, type Log, type LogFields } from '../log'

const notes = new WeakMap<Request, LogFields>()

/** Facts for this request's log line (set by the route that handles it). */
export function noteForLog(c: Context, fields: LogFields): void {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), ...fields })
}

const LOGIN_OUTCOMES: Record<number, string> = { 200: 'login.succeeded', 401: 'login.failed', 429: 'login.throttled' }

export function requestLog(log: Log = defaultLog): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const start = performance.now()
    await next()
    const path = new URL(c.req.url).pathname
    const status = c.res.status
    const { event: notedEvent, ...noted } = notes.get(c.req.raw) ?? {}
    const event = notedEvent ?? (path === '/api/admin/login' ? LOGIN_OUTCOMES[status] : undefined) ?? 'request'
    log(String(event), { method: c.req.method, path, status, ...noted, ms: elapsedMs(start) }, status >= 500 ? 'error' : 'info')
  }
}
