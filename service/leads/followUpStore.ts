/**
 * Every SQL statement about following a lead up (migration 010): its pipeline stage, its follow-up date, its notes,
 * and the history of who changed what. Each change and its history row are written in one transaction. Written once
 * for both back ends; nothing here imports service/leads/leadStore.ts, which reads the columns below.
 */
import { randomUUID } from 'node:crypto'
import type { FollowUpView, LeadStatus } from '../../model/leadFields'
import { INDIA_TIME_ZONE } from '../../model/indiaTime'
import type { Actor, LeadEvent, LeadNote } from '../../model/leadFollowUp'
import type { Database, Sql } from '../platform/db/database'

/** The lead columns of this module, as the lead queries select them (dates and times as text: no time zone guessed). */
export const FOLLOW_UP_COLUMNS = `deal_value, lost_reason, lost_detail, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on, to_char(follow_up_at, 'HH24:MI') as follow_up_at`

export interface FollowUpRow {
  deal_value: number | null
  lost_reason: string | null
  lost_detail: string | null
  follow_up_on: string | null
  follow_up_at: string | null
}

export const followUpFields = (row: FollowUpRow) => ({
  dealValue: row.deal_value,
  lostReason: row.lost_reason,
  lostDetail: row.lost_detail,
  followUpOn: row.follow_up_on,
  followUpAt: row.follow_up_at,
})

/**
 * The condition of a follow-up view in India's time, at `now` (an SQL expression: the database's clock, or the
 * digest's instant): overdue once the date has passed, or today's time has come; due today until then (all day
 * without a time). Won and lost leads are in neither. model/leadFollowUp.ts followUpState says the same for one lead.
 */
export function followUpCondition(view: FollowUpView, now = 'now()'): string {
  const local = `(${now} at time zone '${INDIA_TIME_ZONE}')`
  const open = `status not in ('won', 'lost') and follow_up_on is not null`
  return view === 'overdue'
    ? `(${open} and (follow_up_on < ${local}::date or (follow_up_on = ${local}::date and follow_up_at <= ${local}::time)))`
    : `(${open} and follow_up_on = ${local}::date and (follow_up_at is null or follow_up_at > ${local}::time))`
}

export interface StageChange {
  status: LeadStatus
  dealValue?: number
  lostReason?: string
  lostDetail?: string
}

/**
 * Sets a lead's stage inside the caller's transaction and records who did it, when anything changed: a won lead
 * keeps its deal value, a lost one its reason; any other stage has neither. False when there is no such lead.
 */
export async function changeStage(tx: Sql, id: string, change: StageChange, userId: string): Promise<boolean> {
  const [before] = await tx.query<{ status: string; deal_value: number | null; lost_reason: string | null; lost_detail: string | null }>(
    'select status, deal_value, lost_reason, lost_detail from leads where id = $1 for update',
    [id],
  )
  if (!before) return false
  const next = {
    status: change.status,
    deal_value: change.status === 'won' ? (change.dealValue ?? null) : null,
    lost_reason: change.status === 'lost' ? (change.lostReason ?? null) : null,
    lost_detail: change.status === 'lost' ? change.lostDetail || null : null,
  }
  if (
    before.status === next.status &&
    before.deal_value === next.deal_value &&
    before.lost_reason === next.lost_reason &&
    before.lost_detail === next.lost_detail
  )
    return true
  await tx.query('update leads set status = $2, deal_value = $3, lost_reason = $4, lost_detail = $5 where id = $1', [
    id,
    next.status,
    next.deal_value,
    next.lost_reason,
    next.lost_detail,
  ])
  await tx.query(
    `insert into lead_events (lead_id, user_id, kind, from_status, status, deal_value, lost_reason, lost_detail)
     values ($1, $2, 'status', $3, $4, $5, $6, $7)`,
    [id, userId, before.status, next.status, next.deal_value, next.lost_reason, next.lost_detail],
  )
  return true
}

/** Sets (or with a null date clears) a lead's follow-up and records who did it. False when there is no such lead. */
export async function setFollowUp(db: Database, id: string, on: string | null, at: string | null, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query('update leads set follow_up_on = $2::date, follow_up_at = $3::time where id = $1 returning id', [
      id,
      on,
      on ? at : null,
    ])
    if (updated.length === 0) return false
    await tx.query(`insert into lead_events (lead_id, user_id, kind, follow_up_on, follow_up_at) values ($1, $2, 'follow_up', $3::date, $4::time)`, [
      id,
      userId,
      on,
      on ? at : null,
    ])
    return true
  })
}

interface NoteRow {
  id: string
  lead_id: string
  body: string
  created_at: Date | string
  edited_at: Date | string | null
  author_id: string | null
  author_name: string | null
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()
const actor = (id: string | null, name: string | null): Actor | null => (id && name !== null ? { id, name } : null)

const toNote = (row: NoteRow, viewerId: string): LeadNote => ({
  id: row.id,
  body: row.body,
  createdAt: iso(row.created_at),
  editedAt: row.edited_at === null ? null : iso(row.edited_at),
  author: actor(row.author_id, row.author_name),
  editable: row.author_id === viewerId,
})

const NOTE_COLUMNS = 'n.id, n.lead_id, n.body, n.created_at, n.edited_at, n.author_id, u.name as author_name'

/** Adds a note signed by its author; null when there is no such lead. */
export async function addNote(db: Sql, leadId: string, body: string, authorId: string): Promise<LeadNote | null> {
  const rows = await db.query<NoteRow>(
    `with added as (insert into lead_notes (id, lead_id, author_id, body) select $1::uuid, id, $3::uuid, $4::text from leads where id = $2 returning *)
     select ${NOTE_COLUMNS} from added n left join users u on u.id = n.author_id`,
    [randomUUID(), leadId, authorId, body],
  )
  return rows[0] ? toNote(rows[0], authorId) : null
}

/** Changes a note's text, only by its author: the note, or why not. */
export async function editNote(
  db: Database,
  leadId: string,
  noteId: string,
  body: string,
  userId: string,
): Promise<LeadNote | 'not_found' | 'not_author'> {
  return db.transaction(async (tx) => {
    const [note] = await tx.query<{ author_id: string | null }>('select author_id from lead_notes where id = $1 and lead_id = $2 for update', [
      noteId,
      leadId,
    ])
    if (!note) return 'not_found'
    if (note.author_id !== userId) return 'not_author'
    const rows = await tx.query<NoteRow>(
      `with edited as (update lead_notes set body = $2, edited_at = now() where id = $1 returning *)
       select ${NOTE_COLUMNS} from edited n left join users u on u.id = n.author_id`,
      [noteId, body],
    )
    return toNote(rows[0]!, userId)
  })
}

interface EventRow {
  id: string | number
  at: Date | string
  user_id: string | null
  user_name: string | null
  kind: LeadEvent['kind']
  from_status: string | null
  status: LeadStatus | null
  deal_value: number | null
  lost_reason: string | null
  lost_detail: string | null
  follow_up_on: string | null
  follow_up_at: string | null
  assigned_to: string | null
  assigned_name: string | null
  from_assigned_to: string | null
  from_assigned_name: string | null
}

/** A lead's notes and history, oldest first; `viewerId` is who asks (their own notes are editable). */
export async function leadActivity(db: Sql, leadId: string, viewerId: string): Promise<{ notes: LeadNote[]; events: LeadEvent[] }> {
  const [notes, events] = await Promise.all([
    db.query<NoteRow>(
      `select ${NOTE_COLUMNS} from lead_notes n left join users u on u.id = n.author_id where n.lead_id = $1 order by n.created_at, n.id`,
      [leadId],
    ),
    db.query<EventRow>(
      `select e.id, e.at, e.user_id, u.name as user_name, e.kind, e.from_status, e.status, e.deal_value, e.lost_reason, e.lost_detail,
              to_char(e.follow_up_on, 'YYYY-MM-DD') as follow_up_on, to_char(e.follow_up_at, 'HH24:MI') as follow_up_at,
              e.assigned_to, a.name as assigned_name, e.from_assigned_to, f.name as from_assigned_name
       from lead_events e left join users u on u.id = e.user_id left join users a on a.id = e.assigned_to left join users f on f.id = e.from_assigned_to
       where e.lead_id = $1 order by e.at, e.id`,
      [leadId],
    ),
  ])
  return {
    notes: notes.map((row) => toNote(row, viewerId)),
    events: events.map((row) => ({
      id: String(row.id),
      at: iso(row.at),
      by: actor(row.user_id, row.user_name),
      kind: row.kind,
      fromStatus: row.from_status,
      status: row.status,
      dealValue: row.deal_value,
      lostReason: row.lost_reason,
      lostDetail: row.lost_detail,
      followUpOn: row.follow_up_on,
      followUpAt: row.follow_up_at,
      assignedTo: actor(row.assigned_to, row.assigned_name),
      fromAssignedTo: actor(row.from_assigned_to, row.from_assigned_name),
    })),
  }
}

/** The notes of many leads (the JSON export), per lead id, oldest first, signed by their author's name. */
export async function notesOfLeads(
  db: Sql,
  leadIds: readonly string[],
): Promise<Map<string, { author: string | null; createdAt: string; editedAt: string | null; body: string }[]>> {
  const byLead = new Map<string, { author: string | null; createdAt: string; editedAt: string | null; body: string }[]>()
  if (leadIds.length === 0) return byLead
  const rows = await db.query<NoteRow>(
    `select ${NOTE_COLUMNS} from lead_notes n left join users u on u.id = n.author_id where n.lead_id = any($1::uuid[]) order by n.created_at, n.id`,
    [leadIds],
  )
  for (const row of rows) {
    const list = byLead.get(row.lead_id) ?? []
    list.push({ author: row.author_name, createdAt: iso(row.created_at), editedAt: row.edited_at === null ? null : iso(row.edited_at), body: row.body })
    byLead.set(row.lead_id, list)
  }
  return byLead
}
