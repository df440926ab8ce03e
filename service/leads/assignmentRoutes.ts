/**
 * Assigning leads, for every signed-in user within the rule of model/leadAssignment.ts (owners assign any lead; a
 * member takes a lead nobody has and passes on their own):
 * - GET /assignees: the users a lead can be assigned to (the dashboard's choices);
 * - PUT /leads/:id/assignee { userId | null }: assigns it, recorded in the lead's history with who and when.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { assignLead, listAssignees } from './assignmentStore'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import type { AdminEnv } from '../team/roles'
import { jsonBody, params } from '../platform/http/validation'

const assigneeSchema = z.object({ userId: z.uuid('must be the id of a user').nullable() }).strict()

export function assignmentRoutes({ db }: ServiceContext) {
  return new Hono<AdminEnv>()
    .get('/assignees', async (c) => c.json({ users: await listAssignees(db) }))

    .put('/leads/:id/assignee', params(z.object({ id: z.uuid() }), 'There is no such lead.'), jsonBody(assigneeSchema), async (c) => {
      const outcome = await assignLead(db, c.req.valid('param').id, c.req.valid('json').userId, c.get('user'))
      if (outcome.ok) return c.json(outcome.lead)
      if (outcome.reason === 'not_found') return errorResponse(c, 404, 'not_found', 'There is no such lead.')
      if (outcome.reason === 'not_allowed')
        return errorResponse(c, 403, 'not_yours', 'This lead is assigned to someone else: only they or an owner can pass it on.')
      return errorResponse(c, 422, 'invalid_body', 'The request is not valid: userId: must be a user who can sign in (set up and not disabled).', [
        { path: 'userId', message: 'must be a user who can sign in (set up and not disabled)' },
      ])
    })
}
