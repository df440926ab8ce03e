/**
 * Assigning a lead to a user of the team (model/leadAssignment.ts says who may), recorded in the lead's history with
 * who and when, and the users a lead can be assigned to. Written once for both back ends.
 */
import { mayAssign, type Assignee } from '../../model/leadAssignment'
import type { LeadRecord } from '../../model/leadFields'
import type { UserRole } from '../../model/team'
import type { Database, Sql } from '../platform/db/database'
import { findLead } from './leadStore'

/** Users a lead can be assigned to: set up and not disabled, by name. */
export async function listAssignees(db: Sql): Promise<Assignee[]> {
  return db.query<Assignee>('select id, name from users where password_hash is not null and disabled_at is null order by lower(name), id')
}

export type AssignOutcome = { ok: true; lead: LeadRecord } | { ok: false; reason: 'not_found' | 'not_allowed' | 'not_assignable' }

/**
 * Assigns a lead to `assigneeId` (null: to nobody) on behalf of `actor`. The lead's row is locked while the rule is
 * checked, so two people assigning at once are served one after the other. An assignment that changes nothing
 * records nothing.
 */
export async function assignLead(db: Database, id: string, assigneeId: string | null, actor: { id: string; role: UserRole }): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{ assigned_to: string | null }>('select assigned_to from leads where id = $1 for update', [id])
    if (!lead) return { ok: false, reason: 'not_found' }
    if (!mayAssign(actor, lead.assigned_to, assigneeId)) return { ok: false, reason: 'not_allowed' }
    if (assigneeId !== null) {
      const active = await tx.query('select 1 from users where id = $1 and password_hash is not null and disabled_at is null', [assigneeId])
      if (active.length === 0) return { ok: false, reason: 'not_assignable' }
    }
    if (lead.assigned_to !== assigneeId) {
      await tx.query('update leads set assigned_to = $2 where id = $1', [id, assigneeId])
      await tx.query(`insert into lead_events (lead_id, user_id, kind, assigned_to, from_assigned_to) values ($1, $2, 'assign', $3, $4)`, [
        id,
        actor.id,
        assigneeId,
        lead.assigned_to,
      ])
    }
    return { ok: true, lead: (await findLead(tx, id))! }
  })
}
