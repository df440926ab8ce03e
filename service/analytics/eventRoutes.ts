/**
 * The beacon endpoint: POST /api/events, one page view or tracked event per request (lib/client/beacon.ts). Checks run
 * cheapest first: origin (the site's own only), size (4 KiB), per-address rate limit, content type, JSON, shape;
 * every refusal of what was sent is a 4xx in the service's error shape (a nearly full disk is a 503). A valid beacon is answered 204 whether it was counted or not:
 * robots, headless browsers and browsers sending Global Privacy Control are not, and learn nothing from the answer.
 * Stored: the day, the visitor's daily hash, what happened on which path, where a visit came from, the device class
 * and browser family. Never the address or the user agent.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod/mini'
import { attributionShape } from '../../model/attributionSchema'
import { LEAD_LIMITS } from '../../model/leadFields'
import { dayOf } from './days'
import { browserOf, deviceOf, isAutomated, visitorHash } from './visitor'
import { EVENT_KINDS } from './eventStore'
import type { ServiceContext } from '../context'
import { errorResponse, issuesOf, summarise } from '../platform/http/errors'
import { siteCors } from '../platform/http/cors'
import { checkOrigin, clientAddress, rateKey } from '../platform/http/guards'
import { log as serviceLog } from '../platform/log'
import { logOnlyIfRefused } from '../platform/http/requestLog'

export const MAX_EVENT_BYTES = 4 * 1024

const eventSchema = z
  .strictObject({
    kind: z.enum(EVENT_KINDS, { error: `kind must be one of ${EVENT_KINDS.join(', ')}` }),
    path: z.string({ error: 'path is required' }).check(
      z.maxLength(LEAD_LIMITS.page, `path must be at most ${LEAD_LIMITS.page} characters`),
      // Printable ASCII but "#" and "?": the page sends its path alone, and a query could carry what a visitor typed.
      z.regex(/^\/[\x21\x22\x24-\x3e\x40-\x7e]*$/, 'path must be a URL path on the site, starting with / (no spaces, query or fragment)'),
    ),
    landing: z.optional(z.boolean({ error: 'landing must be true or false' })),
    referrer: attributionShape.referrer,
    utmSource: attributionShape.utmSource,
    utmCampaign: attributionShape.utmCampaign,
  })
  .check(
    z.refine(
      (event) => (event.kind === 'pageview' && event.landing) || (event.referrer ?? event.utmSource ?? event.utmCampaign) === undefined,
      'referrer, utmSource and utmCampaign come only with the first page view of a visit (kind pageview, landing true)',
    ),
    z.refine((event) => event.kind === 'pageview' || event.landing === undefined, 'landing belongs to page views only'),
  )

const CONTENT_TYPES = /^(application\/json|text\/plain)\s*(;|$)/i
/** Free space above DISK_MIN_FREE_MB that page views may not use: about 100,000 leads' worth, kept for them. */
const EVENTS_DISK_RESERVE_BYTES = 256 * 1024 * 1024

export function eventRoutes({ config, analytics, space, log }: ServiceContext): Hono {
  const routes = new Hono()
  // The page sends beacons in no-cors mode and reads nothing back; CORS is answered for clients that do read.
  routes.use('*', siteCors(config.allowedOrigins, { methods: ['POST'] }))

  routes.post(
    '/',
    async (c, next) => {
      logOnlyIfRefused(c)
      return checkOrigin(c, config.allowedOrigins, { required: true }) ?? next()
    },
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', `The body is larger than ${MAX_EVENT_BYTES / 1024} KiB.`),
    }),
    async (c) => {
      // An IPv6 client by its /64, as the other limits count it: its interface part changes through the day.
      const address = rateKey(clientAddress(c, config.trustProxy))
      const allowed = analytics.limiter.take(address)
      if (!allowed.ok) {
        c.header('Retry-After', String(allowed.retryAfterSeconds))
        return errorResponse(c, 429, 'rate_limited', `Too many events from this address. Please try again in ${allowed.retryAfterSeconds} seconds.`)
      }
      // A beacon is sent as text/plain (no preflight); a client that can is welcome to say application/json.
      if (!CONTENT_TYPES.test(c.req.header('content-type') ?? '')) {
        return errorResponse(c, 415, 'unsupported_media_type', 'Send the event as JSON, with Content-Type text/plain or application/json.')
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return errorResponse(c, 400, 'malformed_json', 'The body is not valid JSON.')
      }
      const parsed = eventSchema.safeParse(body)
      if (!parsed.success) {
        const issues = issuesOf(parsed.error)
        return errorResponse(c, 422, 'invalid_event', `The event is not valid: ${summarise(issues)}.`, issues)
      }
      const userAgent = c.req.header('user-agent') ?? ''
      if (c.req.header('sec-gpc') === '1' || isAutomated(userAgent)) return c.body(null, 204)
      // The disk's last EVENTS_DISK_RESERVE_BYTES above the leads' own minimum are kept for leads, and a day takes
      // at most ANALYTICS_DAILY_LIMIT events: a flood of made-up page views from many networks, each within its
      // limit, once filled the disk down to where leads were refused, and made the day's report hold the embedded
      // database for seconds. Past either, page views are not stored (the page never sends them again).
      if (!(space?.(EVENTS_DISK_RESERVE_BYTES) ?? { ok: true }).ok) {
        c.header('Retry-After', '300')
        return errorResponse(c, 503, 'storage_full', 'The event could not be stored just now.')
      }
      const event = parsed.data
      const day = dayOf(analytics.now())
      const allowance = analytics.daily.take(day)
      if (allowance !== 'taken') {
        if (allowance === 'just spent') (log ?? serviceLog)('analytics.daily_limit', { day, limit: analytics.daily.perDay }, 'warn')
        c.header('Retry-After', '3600')
        return errorResponse(c, 503, 'daily_limit', 'No more events are stored today.')
      }
      const salt = await analytics.salts.saltFor(day)
      await analytics.writer.write({
        day,
        visitor: visitorHash(salt, c.req.header('origin')!, address, userAgent),
        kind: event.kind,
        path: event.path,
        landing: event.landing === true,
        referrer: event.referrer || null,
        utmSource: event.utmSource || null,
        utmCampaign: event.utmCampaign || null,
        device: deviceOf(userAgent, c.req.header('sec-ch-ua-mobile')),
        browser: browserOf(userAgent),
      })
      return c.body(null, 204)
    },
  )
  return routes
}
