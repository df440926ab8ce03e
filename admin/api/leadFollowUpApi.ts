/**
 * The lead's view's calls to the lead service: activity, notes and follow-up (service/leads/leadFollowUpRoutes.ts),
 * assignment (assignmentRoutes.ts) and the subscribers' unsubscribe (subscriberRoutes.ts).
 */
import type { Assignee } from '../../model/leadAssignment'
import type { LeadRecord } from '../../model/leadFields'
import type { LeadActivity, LeadNote } from '../../model/leadFollowUp'
import { call, json, send } from './adminApi'

const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`

export const fetchLead = async (api: string, id: string) => json<LeadRecord>(await call(api, leadPath(id)))

export const fetchActivity = async (api: string, id: string) => json<LeadActivity>(await call(api, `${leadPath(id)}/activity`))

export const addNote = async (api: string, id: string, body: string) => json<LeadNote>(await call(api, `${leadPath(id)}/notes`, send('POST', { body })))

export const editNote = async (api: string, id: string, noteId: string, body: string) =>
  json<LeadNote>(await call(api, `${leadPath(id)}/notes/${encodeURIComponent(noteId)}`, send('PATCH', { body })))

/** Sets the follow-up (a date, and optionally a time, in India's time); a null date clears it. */
export const setFollowUp = async (api: string, id: string, on: string | null, at: string | null) =>
  void (await call(api, `${leadPath(id)}/follow-up`, send('PUT', { on, at })))

/** The users a lead can be assigned to (active ones), for every signed-in user. */
export const fetchAssignees = async (api: string) => (await json<{ users: Assignee[] }>(await call(api, '/admin/assignees'))).users

/** Assigns a lead to a user, or with null to nobody (model/leadAssignment.ts says who may). */
export const assignLead = async (api: string, id: string, userId: string | null) =>
  json<LeadRecord>(await call(api, `${leadPath(id)}/assignee`, send('PUT', { userId })))

/** Records that the person with this address asked to leave the newsletter; how many sign-ups that marked. */
export const unsubscribeEmail = async (api: string, email: string) =>
  (await json<{ unsubscribed: number }>(await call(api, '/admin/subscribers/unsubscribe', send('POST', { email })))).unsubscribed
