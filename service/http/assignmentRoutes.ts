/**
 * Assigning leads, for every signed-in user within the rule of lib/leadAssignment.ts (owners assign any lead; a
 * member takes a lead nobody has and passes on their own):
 * - GET /assignees: the users a lead can be assigned to (the dashboard's choices);
 * - PUT /leads/:id/assignee { userId | null }: assigns it, recorded in the lead's history with who and when.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { assignLead, listAssignees } from '../db/leadAssignment'
import type { ServiceContext } from './context'
import { errorResponse } from './errors'
import type { AdminEnv } from './roles'
import { body } from './validation'

const assigneeSchema = z.object({ userId: z.uuid('must be the id of a user').nullable() }).strict()
const uuid = z.uuid()

export function assignmentRoutes({ db }: ServiceContext): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>()

  routes.get('/assignees', async (c) => c.json({ users: await listAssignees(db) }))

  routes.put('/leads/:id/assignee', async (c) => {
    const id = c.req.param('id')
    if (!uuid.safeParse(id).success) return errorResponse(c, 404, 'not_found', 'There is no such lead.')
    const change = await body(c, assigneeSchema)
    if (change instanceof Response) return change
    const outcome = await assignLead(db, id, change.userId, c.get('user'))
    if (outcome.ok) return c.json(outcome.lead)
    if (outcome.reason === 'not_found') return errorResponse(c, 404, 'not_found', 'There is no such lead.')
    if (outcome.reason === 'not_allowed')
      return errorResponse(c, 403, 'not_yours', 'This lead is assigned to someone else: only they or an owner can pass it on.')
    return errorResponse(c, 422, 'invalid_body', 'The request is not valid: userId: must be a user who can sign in (set up and not disabled).', [
      { path: 'userId', message: 'must be a user who can sign in (set up and not disabled)' },
    ])
  })

  return routes
}
