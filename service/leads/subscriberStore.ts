/**
 * The newsletter's subscriber list: its sign-ups are leads in the Subscribers folder (migration 012). Unsubscribing an
 * address on its owner's request marks every sign-up with it, in any folder, and records who did it in each one's
 * history; the sign-ups stay visible, marked, but the subscriber export leaves them out (service/leads/leadStore.ts). A new
 * sign-up afterwards is a new subscription. Erasing the address (service/leads/leadStore.ts eraseEmail) deletes them all.
 */
import type { Database } from '../platform/db/database'

/** Unsubscribes every current sign-up with this address (any case); returns how many. */
export async function unsubscribe(db: Database, email: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx.query<{ id: string }>(
      `update leads set unsubscribed_at = now() where type = 'newsletter' and lower(email) = lower($1) and unsubscribed_at is null returning id`,
      [email.trim()],
    )
    for (const { id } of marked) await tx.query(`insert into lead_events (lead_id, user_id, kind) values ($1, $2, 'unsubscribe')`, [id, userId])
    return marked.length
  })
}
