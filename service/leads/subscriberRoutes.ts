/**
 * The newsletter's subscribers, for every signed-in user: POST /subscribers/unsubscribe { email } records that the
 * person asked to be taken off the list (every current sign-up with that address; service/leads/subscriberStore.ts). Their
 * sign-ups stay in the Subscribers folder, marked, and leave its export. Erasing the address is POST /erasure.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { unsubscribe } from './subscriberStore'
import type { ServiceContext } from '../context'
import { errorResponse } from '../platform/http/errors'
import type { AdminEnv } from '../team/roles'
import { jsonBody } from '../platform/http/validation'

const unsubscribeSchema = z.object({ email: z.string().trim().min(3).max(254).includes('@', { message: 'must be an email address' }) }).strict()

export function subscriberRoutes({ db }: ServiceContext) {
  return new Hono<AdminEnv>().post('/subscribers/unsubscribe', jsonBody(unsubscribeSchema), async (c) => {
    const unsubscribed = await unsubscribe(db, c.req.valid('json').email, c.get('user').id)
    if (unsubscribed === 0) return errorResponse(c, 404, 'not_subscribed', 'Nobody with that address is subscribed to the newsletter.')
    return c.json({ unsubscribed })
  })
}
