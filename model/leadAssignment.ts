/**
 * Who may assign a lead to whom, as the lead service enforces it and the dashboard offers it. An owner assigns any
 * lead to anyone on the team, or to nobody. A member takes a lead nobody has, and passes on or lets go of a lead
 * that is theirs; a lead that is someone else's stays theirs until its assignee or an owner moves it, so two
 * members never take a lead from each other. No dependencies: the dashboard imports it.
 */
import type { UserRole } from './team'

export function mayAssign(actor: { id: string; role: UserRole }, current: string | null, next: string | null): boolean {
  if (actor.role === 'owner') return true
  if (current === actor.id) return true
  return current === null && next === actor.id
}

/** A user a lead can be assigned to: active (set up and not disabled), as GET /api/admin/assignees lists them. */
export interface Assignee {
  id: string
  name: string
}
