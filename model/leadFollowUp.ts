/**
 * A lead's follow-up as the service and the dashboard share it: its notes and history as the API returns them, and
 * when a follow-up is due. Follow-ups are kept and read in India's time (no daylight saving: a fixed +05:30), so
 * "today" is the owner's day wherever the server runs. Pure functions, no dependencies.
 */
import { indiaNow } from './indiaTime'
import type { FollowUpView, LeadStatus } from './leadFields'

/** Who did something: a user, or null for the service itself (a migration). */
export interface Actor {
  id: string
  name: string
}

export interface LeadNote {
  id: string
  body: string
  createdAt: string
  /** When its author last changed it; null when never. */
  editedAt: string | null
  /** Null once the author's account is gone. */
  author: Actor | null
  /** Whether the signed-in user wrote it (only its author may change it). */
  editable: boolean
}

export interface LeadEvent {
  id: string
  at: string
  by: Actor | null
  kind: 'status' | 'follow_up' | 'assign' | 'unsubscribe'
  /** A status change: from which status (it may be one no longer offered, such as the old "closed"), to which. */
  fromStatus: string | null
  status: LeadStatus | null
  dealValue: number | null
  lostReason: string | null
  lostDetail: string | null
  /** A follow-up change: the new date and time, or null when it was cleared. */
  followUpOn: string | null
  followUpAt: string | null
  /** An assignment: to whom (null: to nobody) and from whom (null: nobody had it). */
  assignedTo: Actor | null
  fromAssignedTo: Actor | null
}

/** What the lead's view shows beside the lead itself. */
export interface LeadActivity {
  notes: LeadNote[]
  events: LeadEvent[]
  /** The e-mails and webhook posts about the lead (sent, or still being tried). */
  notifications: { channel: string; sentAt: string | null; attempts: number }[]
  /** The signed-in user, who signs notes and replies. */
  viewer: Actor
}

/** Whether a lead's follow-up is overdue or due today at `now`; null when it has none, it is later, or the lead is won or lost. */
export function followUpState(lead: { status: LeadStatus; followUpOn: string | null; followUpAt: string | null }, now: Date): FollowUpView | null {
  if (!lead.followUpOn || lead.status === 'won' || lead.status === 'lost') return null
  const today = indiaNow(now)
  if (lead.followUpOn < today.date) return 'overdue'
  if (lead.followUpOn > today.date) return null
  // Today: overdue once its time has come, due until then (or all day without a time).
  return lead.followUpAt !== null && lead.followUpAt <= today.time ? 'overdue' : 'due'
}

/** A calendar date such as 2026-11-24 that exists. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/
