/**
 * The admin API under /api/admin, used by the dashboard from the site's own origin with the session cookie.
 * - Signing in and out, and set-up links: service/team/signInRoutes.ts.
 * - Every other route needs a valid, unexpired session opened with its user's current credentials; every
 *   state-changing request must carry an allowed Origin. Exports, deletion and erasure are for owners only
 *   (service/team/roles.ts); the team and one's own account: service/team/teamRoutes.ts; working a lead:
 *   leadFollowUpRoutes.ts, assignmentRoutes.ts; the newsletter's subscribers: subscriberRoutes.ts.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { deleteCookie } from 'hono/cookie'
import { z } from 'zod'
import { EXPORT_MIME, exportFileName } from '../model/csv'
import { leadsCsv, leadsJson, type LeadExportText } from '../model/leadExport'
import { FOLLOW_UP_VIEWS, LEAD_LIST_VIEWS, LEAD_STATUSES, LEAD_TYPES, type LeadFilter } from '../model/leadFields'
import { leadNotifications } from '../content/leadNotifications'
import { messages } from '../content/messages'
import { SESSION_COOKIE, SESSION_PATH } from './team/sessions'
import { ONE_LINE } from '../model/leadFields'
import { deleteSessionsOf } from './team/sessionStore'
import { deleteLead, eraseEmail, exportLeads, findLead, leadFacets, listLeads, updateLead } from './leads/leadStore'
import { notesOfLeads } from './leads/followUpStore'
import { labelTables } from './leads/labels'
import { notificationsOf } from './notify/notificationStore'
import { analyticsRoutes } from './analytics/analyticsRoutes'
import { assignmentRoutes } from './leads/assignmentRoutes'
import { subscriberRoutes } from './leads/subscriberRoutes'
import type { ServiceContext } from './context'
import { errorResponse } from './platform/http/errors'
import { leadChangeSchema, leadFollowUpRoutes } from './leads/leadFollowUpRoutes'
import { sameOriginChanges, siteCors } from './platform/http/cors'
import { ownerOnly, signedIn, type AdminEnv } from './team/roles'
import { signInRoutes } from './team/signInRoutes'
import { teamRoutes } from './team/teamRoutes'
import { jsonBody, params, query } from './platform/http/validation'

const filterSchema = z.object({
  // A folder, or "mine": the signed-in user's leads.
  folder: z.enum(LEAD_LIST_VIEWS).default('inbox'),
  type: z.enum([...LEAD_TYPES, 'all']).default('all'),
  status: z.enum([...LEAD_STATUSES, 'all']).default('all'),
  // One line, as the dashboard's search box gives it: a match is looked for within one field (migration 009).
  q: z
    .string()
    .max(200)
    .regex(/^[^\r\n]*$/, 'must be one line')
    .default(''),
  // A source or campaign from the filter's choices (GET /leads/facets); '' for any.
  source: z.string().max(200).regex(ONE_LINE, 'must be one line of printable text').default(''),
  campaign: z.string().max(200).regex(ONE_LINE, 'must be one line of printable text').default(''),
  followUp: z.enum([...FOLLOW_UP_VIEWS, '']).default(''),
})
const listSchema = filterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
})
const exportSchema = filterSchema.extend({ format: z.enum(['csv', 'json']) })
const erasureSchema = z.object({ email: z.string().trim().min(3).max(254).includes('@', { message: 'email must be an email address' }) })

const toFilter = (query: z.infer<typeof filterSchema>): LeadFilter => ({
  folder: query.folder,
  type: query.type,
  status: query.status,
  query: query.q,
  source: query.source,
  campaign: query.campaign,
  ...(query.followUp ? { followUp: query.followUp } : {}),
})
const { emailCheck } = leadNotifications
const exportText: LeadExportText = {
  formNames: leadNotifications.forms,
  emailProblems: {
    domain_without_dot: `${emailCheck.flag}: ${emailCheck.reasons.domain_without_dot}`,
    domain_not_found: `${emailCheck.flag}: ${emailCheck.reasons.domain_not_found}`,
  },
}
const folderSchema = z.object({ folder: z.enum(LEAD_LIST_VIEWS).default('inbox') })

const leadParams = params(z.object({ id: z.uuid() }), 'There is no such lead.')

export function adminRoutes(context: ServiceContext) {
  const { config, db, channels } = context
  return (
    new Hono<AdminEnv>()
      .use(
        '*',
        siteCors(config.allowedOrigins, {
          methods: ['GET', 'POST', 'PATCH', 'DELETE'],
          exposeHeaders: ['Retry-After', 'Content-Disposition', 'X-Lead-Count'],
          credentials: true,
        }),
      )
      .use('*', sameOriginChanges(config.allowedOrigins))
      .use('*', bodyLimit({ maxSize: 8 * 1024, onError: (c) => errorResponse(c, 413, 'payload_too_large', 'The body is too large.') }))

      .route('/', signInRoutes(context))

      // Everything below needs a session.
      .use('*', signedIn(db, 'the admin area'))

      .route('/', teamRoutes(context))

      // Sign out everywhere: every session of this user ends, this one included (a lost laptop, a shared computer).
      .post('/sessions/end-all', async (c) => {
        const ended = await deleteSessionsOf(db, c.get('username'))
        deleteCookie(c, SESSION_COOKIE, { path: SESSION_PATH, secure: config.secureCookies, httpOnly: true, sameSite: 'Strict' })
        return c.json({ ended })
      })

      .get('/leads', query(listSchema), async (c) => {
        const params = c.req.valid('query')
        return c.json(await listLeads(db, toFilter(params), params.page, params.pageSize, labelTables().vocabulary, c.get('user').id))
      })

      .get('/leads/export', ownerOnly, query(exportSchema), async (c) => {
        const params = c.req.valid('query')
        const leads = await exportLeads(db, toFilter(params), labelTables().vocabulary, c.get('user').id)
        if (leads.length === 0) return errorResponse(c, 404, 'no_data', messages.exportEmpty.description)
        c.header('Content-Type', EXPORT_MIME[params.format])
        c.header('Content-Disposition', `attachment; filename="${exportFileName(params.format)}"`)
        c.header('X-Lead-Count', String(leads.length))
        if (params.format === 'csv') return c.body(leadsCsv(leads, labelTables().labels, exportText))
        const notes = await notesOfLeads(
          db,
          leads.map((lead) => lead.id),
        )
        return c.body(
          leadsJson(
            leads.map((lead) => ({ ...lead, notes: notes.get(lead.id) ?? [] })),
            exportText.formNames,
          ),
        )
      })

      // The sources and campaigns the folder's leads came from: the choices of the dashboard's two filters.
      .get('/leads/facets', query(folderSchema), async (c) => c.json(await leadFacets(db, c.req.valid('query').folder, c.get('user').id)))

      .get('/leads/:id', leadParams, async (c) => {
        const { id } = c.req.valid('param')
        const lead = await findLead(db, id)
        if (!lead) return errorResponse(c, 404, 'not_found', 'There is no such lead.')
        return c.json({ ...lead, notifications: await notificationsOf(db, id) })
      })

      .patch('/leads/:id', leadParams, jsonBody(leadChangeSchema), async (c) => {
        const lead = await updateLead(db, c.req.valid('param').id, c.req.valid('json'), channels, c.get('user').id)
        return lead ? c.json(lead) : errorResponse(c, 404, 'not_found', 'There is no such lead.')
      })

      .delete('/leads/:id', ownerOnly, leadParams, async (c) =>
        (await deleteLead(db, c.req.valid('param').id)) ? c.body(null, 204) : errorResponse(c, 404, 'not_found', 'There is no such lead.'),
      )

      .post('/erasure', ownerOnly, jsonBody(erasureSchema), async (c) =>
        c.json({ erased: await eraseEmail(db, c.req.valid('json').email, c.get('username')) }),
      )

      .route('/', leadFollowUpRoutes(context))
      .route('/', assignmentRoutes(context))
      .route('/', subscriberRoutes(context))
      .route('/analytics', analyticsRoutes(context))
  )
}

/** The admin API's routes as the dashboard's client (admin/api/adminApi.ts) is typed from them. */
export type AdminApi = ReturnType<typeof adminRoutes>
