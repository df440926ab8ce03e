/**
 * The admin API under /api/admin, used by the dashboard from the site's own origin with the session cookie.
 * - Login: username and scrypt-hashed password from the service's environment, throttled per address and per user
 *   (per device for a browser that signed in before: service/auth/throttle.ts).
 * - Every other route needs a valid, unexpired session opened with the current credentials; every state-changing
 *   request must carry an allowed Origin.
 */
import { Hono, type Context, type Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { cors } from 'hono/cors'
import { timingSafeEqual, createHash } from 'node:crypto'
import { z } from 'zod'
import { buildCsv, buildJson, EXPORT_MIME, exportFileName } from '../../lib/csv'
import { formLabels } from '../../lib/formLabels'
import { leadAsEntry } from '../../lib/submissionLabels'
import { LEAD_STATUSES, LEAD_TYPES, type LeadFilter } from '../../lib/leadFields'
import { messages } from '../../content/messages'
import { verifyPassword } from '../auth/password'
import { DEVICE_COOKIE, DEVICE_DAYS, DEVICE_PATH, rememberDevice, trustedDevice } from '../auth/devices'
import { checkSession, createSession, endSession, SESSION_COOKIE, SESSION_PATH } from '../auth/sessions'
import { beginLoginAttempt, clearLoginFailures, throttleKeys } from '../auth/throttle'
import { PRINTABLE_LINE } from '../../lib/attributionSchema'
import { deleteSessionsOf } from '../db/admin'
import { deleteLead, eraseEmail, exportLeads, findLead, leadFacets, listLeads, updateLead } from '../db/leads'
import { notificationsOf } from '../db/notifications'
import { analyticsRoutes } from './analyticsRoutes'
import type { ServiceContext } from './context'
import { errorResponse, issuesOf, summarise } from './errors'
import { checkOrigin, clientAddress, rateKey, readJson } from './guards'

type AdminEnv = { Variables: { username: string } }

const credentialsSchema = z.object({ username: z.string().max(200), password: z.string().max(1000) })
const filterSchema = z.object({
  folder: z.enum(['inbox', 'spam']).default('inbox'),
  type: z.enum([...LEAD_TYPES, 'all']).default('all'),
  status: z.enum([...LEAD_STATUSES, 'all']).default('all'),
  // One line, as the dashboard's search box gives it: a match is looked for within one field (migration 003).
  q: z
    .string()
    .max(200)
    .regex(/^[^\r\n]*$/, 'must be one line')
    .default(''),
  // A source or campaign from the filter's choices (GET /leads/facets); '' for any.
  source: z.string().max(200).regex(PRINTABLE_LINE, 'must be one line of printable text').default(''),
  campaign: z.string().max(200).regex(PRINTABLE_LINE, 'must be one line of printable text').default(''),
})
const listSchema = filterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
})
const exportSchema = filterSchema.extend({ format: z.enum(['csv', 'json']) })
const changeSchema = z
  .object({ status: z.enum(LEAD_STATUSES).optional(), spam: z.boolean().optional() })
  .strict()
  .refine((change) => change.status !== undefined || change.spam !== undefined, 'Send a status, spam, or both.')
const erasureSchema = z.object({ email: z.string().trim().min(3).max(254).includes('@', { message: 'email must be an email address' }) })
const idSchema = z.uuid()

const toFilter = (query: z.infer<typeof filterSchema>): LeadFilter => ({
  folder: query.folder,
  type: query.type,
  status: query.status,
  query: query.q,
  source: query.source,
  campaign: query.campaign,
})
const folderSchema = z.object({ folder: z.enum(['inbox', 'spam']).default('inbox') })

/** The same text compared in time that depends on neither value (both are hashed to equal lengths first). */
const sameText = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())

export function adminRoutes(context: ServiceContext): Hono<AdminEnv> {
  const { config, db, channels } = context
  const routes = new Hono<AdminEnv>()
  routes.use(
    '*',
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Retry-After', 'Content-Disposition', 'X-Lead-Count'],
      credentials: true,
      maxAge: 600,
    }),
  )
  // Cross-site request forgery: a state-changing request must come from the site itself.
  routes.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    return checkOrigin(c, config.allowedOrigins, { required: true }) ?? next()
  })
  routes.use('*', bodyLimit({ maxSize: 8 * 1024, onError: (c) => errorResponse(c, 413, 'payload_too_large', 'The body is too large.') }))

  const query = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> | Response => {
    const parsed = schema.safeParse(c.req.query())
    if (parsed.success) return parsed.data
    const issues = issuesOf(parsed.error)
    return errorResponse(c, 400, 'invalid_query', `The query is not valid: ${summarise(issues)}.`, issues)
  }
  const body = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S> | Response> => {
    const json = await readJson(c)
    if (!json.ok) return json.response
    const parsed = schema.safeParse(json.value)
    if (parsed.success) return parsed.data
    const issues = issuesOf(parsed.error)
    return errorResponse(c, 422, 'invalid_body', `The request is not valid: ${summarise(issues)}.`, issues)
  }

  routes.post('/login', async (c) => {
    const credentials = await body(c, credentialsSchema)
    if (credentials instanceof Response) return credentials
    const device = await trustedDevice(db, getCookie(c, DEVICE_COOKIE), credentials.username)
    const keys = throttleKeys(rateKey(clientAddress(c, config.trustProxy)), credentials.username, device)
    // Counted before the password is checked, so parallel guesses cannot outrun the count.
    const wait = await beginLoginAttempt(db, keys)
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      c.header('Retry-After', String(seconds))
      return errorResponse(
        c,
        429,
        'login_throttled',
        `Too many failed attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`,
      )
    }
    // The password is always checked, so a wrong username takes as long as a wrong password.
    const passwordOk = await verifyPassword(credentials.password, config.admin.passwordHash)
    if (!(sameText(credentials.username, config.admin.username) && passwordOk)) {
      return errorResponse(c, 401, 'invalid_credentials', messages.loginMismatch)
    }
    await clearLoginFailures(db, keys)
    const session = await createSession(db, config.admin.username, config.admin.credential, config.admin.sessionSeconds)
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.secureCookies,
      path: SESSION_PATH,
      maxAge: config.admin.sessionSeconds,
      expires: session.expiresAt,
    })
    // This browser has now signed in: a later attack on the username does not lock it out.
    if (!device) {
      setCookie(c, DEVICE_COOKIE, await rememberDevice(db, config.admin.username), {
        httpOnly: true,
        sameSite: 'Strict',
        secure: config.secureCookies,
        path: DEVICE_PATH,
        maxAge: DEVICE_DAYS * 24 * 3600,
      })
    }
    return c.json({ username: config.admin.username, expiresAt: session.expiresAt.toISOString() })
  })

  routes.post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE)
    if (token) await endSession(db, token)
    deleteCookie(c, SESSION_COOKIE, { path: SESSION_PATH, secure: config.secureCookies, httpOnly: true, sameSite: 'Strict' })
    return c.body(null, 204)
  })

  // Everything below needs a session.
  routes.use('*', async (c: Context<AdminEnv>, next: Next) => {
    const session = await checkSession(db, getCookie(c, SESSION_COOKIE), config.admin)
    if (!session.ok) {
      if (session.reason === 'expired') return errorResponse(c, 401, 'session_expired', 'Your session has expired. Please log in again.')
      if (session.reason === 'revoked')
        return errorResponse(c, 401, 'session_revoked', 'Your sign-in ended because the admin credentials changed. Please log in again.')
      return errorResponse(c, 401, 'not_signed_in', 'Please log in to use the admin area.')
    }
    c.set('username', session.username)
    return next()
  })

  routes.get('/session', (c) => c.json({ username: c.get('username') }))

  // Sign out everywhere: every session of this user ends, this one included (a lost laptop, a shared computer).
  routes.post('/sessions/end-all', async (c) => {
    const ended = await deleteSessionsOf(db, c.get('username'))
    deleteCookie(c, SESSION_COOKIE, { path: SESSION_PATH, secure: config.secureCookies, httpOnly: true, sameSite: 'Strict' })
    return c.json({ ended })
  })

  routes.get('/leads', async (c) => {
    const params = query(c, listSchema)
    if (params instanceof Response) return params
    return c.json(await listLeads(db, toFilter(params), params.page, params.pageSize))
  })

  routes.get('/leads/export', async (c) => {
    const params = query(c, exportSchema)
    if (params instanceof Response) return params
    const leads = await exportLeads(db, toFilter(params))
    if (leads.length === 0) return errorResponse(c, 404, 'no_data', messages.exportEmpty.description)
    c.header('Content-Type', EXPORT_MIME[params.format])
    c.header('Content-Disposition', `attachment; filename="${exportFileName(params.format)}"`)
    c.header('X-Lead-Count', String(leads.length))
    return c.body(params.format === 'csv' ? buildCsv(leads.map(leadAsEntry), formLabels, { attribution: true }) : buildJson(leads))
  })

  // The sources and campaigns the folder's leads came from: the choices of the dashboard's two filters.
  routes.get('/leads/facets', async (c) => {
    const params = query(c, folderSchema)
    if (params instanceof Response) return params
    return c.json(await leadFacets(db, params.folder))
  })

  const leadId = (c: Context) => {
    const id = idSchema.safeParse(c.req.param('id'))
    return id.success ? id.data : errorResponse(c, 404, 'not_found', 'There is no such lead.')
  }

  routes.get('/leads/:id', async (c) => {
    const id = leadId(c)
    if (id instanceof Response) return id
    const lead = await findLead(db, id)
    if (!lead) return errorResponse(c, 404, 'not_found', 'There is no such lead.')
    return c.json({ ...lead, notifications: await notificationsOf(db, id) })
  })

  routes.patch('/leads/:id', async (c) => {
    const id = leadId(c)
    if (id instanceof Response) return id
    const change = await body(c, changeSchema)
    if (change instanceof Response) return change
    const lead = await updateLead(db, id, change, channels)
    return lead ? c.json(lead) : errorResponse(c, 404, 'not_found', 'There is no such lead.')
  })

  routes.delete('/leads/:id', async (c) => {
    const id = leadId(c)
    if (id instanceof Response) return id
    return (await deleteLead(db, id)) ? c.body(null, 204) : errorResponse(c, 404, 'not_found', 'There is no such lead.')
  })

  routes.post('/erasure', async (c) => {
    const request = await body(c, erasureSchema)
    if (request instanceof Response) return request
    return c.json({ erased: await eraseEmail(db, request.email, c.get('username')) })
  })

  routes.route('/analytics', analyticsRoutes(context))

  return routes
}
