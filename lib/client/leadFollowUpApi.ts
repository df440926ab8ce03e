/**
 * The lead's view's calls to the lead service: activity, notes and follow-up (service/http/leadFollowUpRoutes.ts),
 * assignment (assignmentRoutes.ts) and the subscribers' unsubscribe (subscriberRoutes.ts), typed from those routes.
 */
import type { Assignee } from '../leadAssignment'
import type { LeadRecord } from '../leadFields'
import type { LeadActivity, LeadNote } from '../leadFollowUp'
import { adminClient, succeeded } from './adminApi'

const lead = (api: string) => adminClient(api).leads[':id']
const param = (id: string) => ({ id: encodeURIComponent(id) })

export const fetchLead = async (api: string, id: string): Promise<LeadRecord> => (await succeeded(lead(api).$get({ param: param(id) }))).json()

export const fetchActivity = async (api: string, id: string): Promise<LeadActivity> =>
  (await succeeded(lead(api).activity.$get({ param: param(id) }))).json()

export const addNote = async (api: string, id: string, body: string): Promise<LeadNote> =>
  (await succeeded(lead(api).notes.$post({ param: param(id), json: { body } }))).json()

export const editNote = async (api: string, id: string, noteId: string, body: string): Promise<LeadNote> =>
  (await succeeded(lead(api).notes[':noteId'].$patch({ param: { ...param(id), noteId: encodeURIComponent(noteId) }, json: { body } }))).json()

/** Sets the follow-up (a date, and optionally a time, in India's time); a null date clears it. */
export const setFollowUp = async (api: string, id: string, on: string | null, at: string | null) =>
  void (await succeeded(lead(api)['follow-up'].$put({ param: param(id), json: { on, at } })))

/** The users a lead can be assigned to (active ones), for every signed-in user. */
export const fetchAssignees = async (api: string): Promise<Assignee[]> => (await (await succeeded(adminClient(api).assignees.$get())).json()).users

/** Assigns a lead to a user, or with null to nobody (lib/leadAssignment.ts says who may). */
export const assignLead = async (api: string, id: string, userId: string | null): Promise<LeadRecord> =>
  (await succeeded(lead(api).assignee.$put({ param: param(id), json: { userId } }))).json()

/** Records that the person with this address asked to leave the newsletter; how many sign-ups that marked. */
export const unsubscribeEmail = async (api: string, email: string) =>
  (await (await succeeded(adminClient(api).subscribers.unsubscribe.$post({ json: { email } }))).json()).unsubscribed
