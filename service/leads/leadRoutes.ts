/**
 * The public route: POST /api/leads, what every form sends. Checks run cheapest first: origin, content type, size,
 * JSON, shape, rate limit; then the spam verdict and one idempotent insert. A lead is acknowledged (201) only after
 * it is committed; the same id posted again stores nothing and gets the same answer.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { leadSchema, MAX_LEAD_BYTES } from '../../model/leadSchema'
import { emailShapeProblem } from '../../model/leadFields'
import { insertLead } from './leadStore'
import { checkLeadEmailDomain } from './emailDomain'
import { errorFields, log as defaultLog } from '../platform/log'
import { judgeLead } from './spam'
import { errorResponse, issuesOf, summarise } from '../platform/http/errors'
import { LeadError } from '../platform/log'
import { siteCors } from '../platform/http/cors'
import { checkOrigin, clientAddress, rateKey, readJson } from '../platform/http/guards'
import { noteForLog } from '../platform/http/requestLog'
import type { ServiceContext } from '../context'

export function leadRoutes({ config, db, limiter, notifier, channels, space, emailDomains, log }: ServiceContext): Hono {
  const routes = new Hono()
  routes.use('*', siteCors(config.allowedOrigins, { methods: ['POST'], exposeHeaders: ['Retry-After'] }))

  routes.post(
    '/',
    // A browser sends an Origin with every cross-origin POST; other clients (a server forwarding leads) send none.
    async (c, next) => checkOrigin(c, config.allowedOrigins, { required: false }) ?? next(),
    bodyLimit({
      maxSize: MAX_LEAD_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', `The body is larger than ${MAX_LEAD_BYTES / 1024} KiB.`),
    }),
    async (c) => {
      const body = await readJson(c)
      if (!body.ok) return body.response
      if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
        return errorResponse(c, 422, 'invalid_lead', 'The body must be a JSON object describing one lead.')
      }
      const parsed = leadSchema.safeParse(body.value)
      if (!parsed.success) {
        const issues = issuesOf(parsed.error)
        return errorResponse(c, 422, 'invalid_lead', `The lead is not valid: ${summarise(issues)}.`, issues)
      }
      const lead = parsed.data
      const allowed = await limiter.take(`${rateKey(clientAddress(c, config.trustProxy))}|${lead.type}`)
      if (!allowed.ok) {
        c.header('Retry-After', String(allowed.retryAfterSeconds))
        return errorResponse(c, 429, 'rate_limited', `Too many submissions from this address. Please try again in ${allowed.retryAfterSeconds} seconds.`)
      }
      // On a nearly full disk the lead waits in the visitor's outbox (a 5xx is retried) instead of risking the database.
      const room = space?.() ?? { ok: true }
      if (!room.ok) {
        c.header('Retry-After', '300')
        return errorResponse(
          c,
          503,
          'storage_full',
          'The enquiry could not be stored just now. It is kept in your browser and will be sent again shortly.',
        )
      }
      const verdict = judgeLead(lead)
      // A failure here is logged by the lead's id only (service/app.ts), never by what the visitor typed.
      const stored = await insertLead(db, lead, verdict, channels).catch((error: unknown) => {
        throw new LeadError(lead.id, error)
      })
      noteForLog(c, { event: 'lead.received', lead: lead.id, form: lead.type, spam: verdict.spam, duplicate: !stored })
      if (stored && !verdict.spam) void notifier.wake()
      // Not awaited: the visitor has their answer whatever the resolver does. Spam is not worth a lookup.
      if (stored && !verdict.spam && emailDomains && !emailShapeProblem(lead.email))
        void checkLeadEmailDomain(db, lead, emailDomains, (error) =>
          (log ?? defaultLog)('lead.email_check_failed', { lead: lead.id, ...errorFields(error) }, 'error'),
        )
      return c.json({ id: lead.id, received: true }, 201)
    },
  )
  return routes
}
