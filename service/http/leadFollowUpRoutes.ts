/**
 * Working one lead, for every signed-in user (members too): its notes and history, notes signed by their author
 * (only the author changes one), and its follow-up date. Its stage changes through PATCH /leads/:id
 * (service/http/adminRoutes.ts), with the rules of `leadChangeSchema` below.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { leadView } from '../../content/leadView'
import { PRINTABLE_LINE } from '../../lib/attributionSchema'
import { LEAD_STATUSES } from '../../lib/leadFields'
import { isRealDate, TIME_OF_DAY } from '../../lib/leadFollowUp'
import { addNote, editNote, leadActivity, setFollowUp } from '../db/leadFollowUp'
import { notificationsOf } from '../db/notifications'
import type { ServiceContext } from './context'
import { errorResponse } from './errors'
import type { AdminEnv } from './roles'
import { body } from './validation'

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
    lostDetail: z.string().trim().max(300).regex(PRINTABLE_LINE, 'must be one line of printable text').optional(),
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

const uuid = z.uuid()
const notFound = (c: Context) => errorResponse(c, 404, 'not_found', 'There is no such lead.')

export function leadFollowUpRoutes({ db }: ServiceContext): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>()
  const leadId = (c: Context) => (uuid.safeParse(c.req.param('id')).success ? c.req.param('id')! : null)

  routes.get('/leads/:id/activity', async (c) => {
    const id = leadId(c)
    if (!id || (await db.query('select 1 from leads where id = $1', [id])).length === 0) return notFound(c)
    const user = c.get('user')
    const [activity, notifications] = await Promise.all([leadActivity(db, id, user.id), notificationsOf(db, id)])
    return c.json({
      ...activity,
      notifications: notifications.map(({ channel, sentAt, attempts }) => ({ channel, sentAt, attempts })),
      viewer: { id: user.id, name: user.name },
    })
  })

  routes.post('/leads/:id/notes', async (c) => {
    const id = leadId(c)
    if (!id) return notFound(c)
    const note = await body(c, noteSchema)
    if (note instanceof Response) return note
    const added = await addNote(db, id, note.body, c.get('user').id)
    return added ? c.json(added, 201) : notFound(c)
  })

  routes.patch('/leads/:id/notes/:noteId', async (c) => {
    const id = leadId(c)
    const noteId = c.req.param('noteId')
    if (!id || !uuid.safeParse(noteId).success) return errorResponse(c, 404, 'not_found', 'There is no such note.')
    const note = await body(c, noteSchema)
    if (note instanceof Response) return note
    const edited = await editNote(db, id, noteId, note.body, c.get('user').id)
    if (edited === 'not_found') return errorResponse(c, 404, 'not_found', 'There is no such note.')
    if (edited === 'not_author') return errorResponse(c, 403, 'not_author', 'Only the person who wrote a note can change it.')
    return c.json(edited)
  })

  routes.put('/leads/:id/follow-up', async (c) => {
    const id = leadId(c)
    if (!id) return notFound(c)
    const followUp = await body(c, followUpSchema)
    if (followUp instanceof Response) return followUp
    return (await setFollowUp(db, id, followUp.on, followUp.at, c.get('user').id)) ? c.body(null, 204) : notFound(c)
  })

  return routes
}
