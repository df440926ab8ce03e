/**
 * Working one lead, for every signed-in user (members too): its notes and history, notes signed by their author
 * (only the author changes one), and its follow-up date. Its stage changes through PATCH /leads/:id
 * (service/adminRoutes.ts), with the rules of `leadChangeSchema` below.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { leadView } from '../../content/leadView'
import { ONE_LINE } from '../../model/leadFields'
import { LEAD_STATUSES } from '../../model/leadFields'
import { isRealDate, TIME_OF_DAY } from '../../model/leadFollowUp'
import { addNote, editNote, leadActivity, setFollowUp } from './followUpStore'
import { notificationsOf } from '../notify/notificationStore'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import type { AdminEnv } from '../team/roles'
import { jsonBody, params } from '../platform/http/validation'

const LOST_REASONS = leadView.lostReasons.map((reason) => reason.value)
/** The last reason of the list ("Other") is given in words. */
const REASON_IN_WORDS = LOST_REASONS.at(-1)

/**
 * A change of a lead from the dashboard: its stage and/or its folder. Won needs a deal value in whole rupees, lost a
 * reason from the content's list (the last one with words); neither goes with any other stage.
 */
export const leadChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    dealValue: z.number().int().min(0).max(1_000_000_000).optional(),
    lostReason: z.string().max(40).optional(),
    lostDetail: z.string().trim().max(300).regex(ONE_LINE, 'must be one line of printable text').optional(),
    spam: z.boolean().optional(),
  })
  .strict()
  .superRefine((change, issues) => {
    const problem = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message })
    if (change.status === undefined && change.spam === undefined) problem('', 'Send a status, spam, or both.')
    if (change.status === 'won' && change.dealValue === undefined) problem('dealValue', 'A won lead needs its deal value in rupees.')
    if (change.status !== 'won' && change.dealValue !== undefined) problem('dealValue', 'Only a won lead has a deal value.')
    if (change.status === 'lost') {
      if (!change.lostReason) problem('lostReason', 'A lost lead needs a reason.')
      else if (!LOST_REASONS.includes(change.lostReason)) problem('lostReason', `must be one of ${LOST_REASONS.join(', ')}`)
      else if (change.lostReason === REASON_IN_WORDS && !change.lostDetail) problem('lostDetail', 'Say in words why it was lost.')
    } else if (change.lostReason !== undefined || change.lostDetail !== undefined) {
      problem('lostReason', 'Only a lost lead has a reason.')
    }
  })

const noteSchema = z.object({ body: z.string().trim().min(1, 'A note needs some text.').max(2000) }).strict()

const followUpSchema = z
  .object({
    on: z.string().refine(isRealDate, 'must be a date such as 2026-11-24').nullable(),
    at: z.string().regex(TIME_OF_DAY, 'must be a time such as 09:30').nullable().default(null),
  })
  .strict()
  .refine((followUp) => followUp.on !== null || followUp.at === null, { path: ['at'], message: 'A time needs a date.' })

const leadParams = params(z.object({ id: z.uuid() }), 'There is no such lead.')
const noteParams = params(z.object({ id: z.uuid(), noteId: z.uuid() }), 'There is no such note.')
const notFound = (c: Context) => errorResponse(c, 404, 'not_found', 'There is no such lead.')

export function leadFollowUpRoutes({ db }: ServiceContext) {
  return new Hono<AdminEnv>()
    .get('/leads/:id/activity', leadParams, async (c) => {
      const { id } = c.req.valid('param')
      if ((await db.query('select 1 from leads where id = $1', [id])).length === 0) return notFound(c)
      const user = c.get('user')
      const [activity, notifications] = await Promise.all([leadActivity(db, id, user.id), notificationsOf(db, id)])
      return c.json({
        ...activity,
        notifications: notifications.map(({ channel, sentAt, attempts }) => ({ channel, sentAt, attempts })),
        viewer: { id: user.id, name: user.name },
      })
    })

    .post('/leads/:id/notes', leadParams, jsonBody(noteSchema), async (c) => {
      const added = await addNote(db, c.req.valid('param').id, c.req.valid('json').body, c.get('user').id)
      return added ? c.json(added, 201) : notFound(c)
    })

    .patch('/leads/:id/notes/:noteId', noteParams, jsonBody(noteSchema), async (c) => {
      const { id, noteId } = c.req.valid('param')
      const edited = await editNote(db, id, noteId, c.req.valid('json').body, c.get('user').id)
      if (edited === 'not_found') return errorResponse(c, 404, 'not_found', 'There is no such note.')
      if (edited === 'not_author') return errorResponse(c, 403, 'not_author', 'Only the person who wrote a note can change it.')
      return c.json(edited)
    })

    .put('/leads/:id/follow-up', leadParams, jsonBody(followUpSchema), async (c) => {
      const followUp = c.req.valid('json')
      return (await setFollowUp(db, c.req.valid('param').id, followUp.on, followUp.at, c.get('user').id)) ? c.body(null, 204) : notFound(c)
    })
}
