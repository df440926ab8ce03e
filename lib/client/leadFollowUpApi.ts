/** The lead's view's calls to the lead service (service/http/leadFollowUpRoutes.ts): activity, notes, follow-up. */
import type { LeadRecord } from '../leadFields'
import type { LeadActivity, LeadNote } from '../leadFollowUp'
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
