/**
 * Every SQL statement about leads: store once, list a folder page by page, change status or folder, delete, erase an
 * address, export, purge by age. Written once for both back ends (service/platform/db/database.ts).
 */
import {
  ATTRIBUTION_FIELDS,
  emailShapeProblem,
  LEAD_FIELD_NAMES,
  type AttributionField,
  type EmailProblem,
  type LeadFieldName,
  type LeadFieldValues,
  type LeadFilter,
  type LeadListView,
  type LeadPage,
  type LeadRecord,
  type LeadStatus,
  type LeadType,
} from '../../model/leadFields'
import { site } from '../../content/site'
import type { LeadInput } from '../../model/leadSchema'
import { containsPattern, leadSearch, type LeadSearch, type SearchVocabulary } from '../../model/leadSearch'
import type { Database, Sql } from '../platform/db/database'
import { channelsFor, type Channel } from '../notify/routing'
import { changeStage, FOLLOW_UP_COLUMNS, followUpCondition, followUpFields, type FollowUpRow, type StageChange } from './followUpStore'

/**
 * A lead's row. Its fields (model/leadFields.ts) and its visit's attribution are in columns named as the fields are,
 * in snake_case (cvLink in cv_link, utmSource in utm_source: migrations 001 and 006).
 */
interface LeadRow extends FollowUpRow, Record<string, unknown> {
  id: string
  type: LeadType
  page: string | null
  submitted_at: Date | string
  received_at: Date | string
  status: LeadStatus
  spam: boolean
  spam_reason: string | null
  email_problem: EmailProblem | null
  source: string | null
  assigned_to: string | null
  assignee_name: string | null
  unsubscribed_at: Date | string | null
}

const column = (field: LeadFieldName | AttributionField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const fieldColumns = LEAD_FIELD_NAMES.map(column)
const attributionColumns = ATTRIBUTION_FIELDS.map(column)
const valuesOf = <F extends LeadFieldName | AttributionField>(row: LeadRow, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, row[column(field)] as string | null])) as Record<F, string | null>

const COLUMNS = `id, type, ${fieldColumns.join(', ')}, page, submitted_at, received_at, status, spam, spam_reason, email_problem, ${attributionColumns.join(', ')}, source`
// The assignee's name is read with the lead, so a renamed user shows under their new name everywhere.
const SELECTED = `${COLUMNS}, ${FOLLOW_UP_COLUMNS}, assigned_to, (select u.name from users u where u.id = leads.assigned_to) as assignee_name, unsubscribed_at`
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

function toLead(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    type: row.type,
    ...(valuesOf(row, LEAD_FIELD_NAMES) as LeadFieldValues),
    page: row.page,
    submittedAt: iso(row.submitted_at),
    receivedAt: iso(row.received_at),
    status: row.status,
    ...followUpFields(row),
    spam: row.spam,
    spamReason: row.spam_reason,
    emailProblem: row.email_problem,
    assignedTo: row.assigned_to && row.assignee_name !== null ? { id: row.assigned_to, name: row.assignee_name } : null,
    unsubscribedAt: row.unsubscribed_at === null ? null : iso(row.unsubscribed_at),
    ...valuesOf(row, ATTRIBUTION_FIELDS),
    source: row.source,
  }
}

/**
 * Stores a lead unless its id is already stored, and queues its notifications in the same transaction, so a
 * committed lead always has them. Returns false when the id was already there (nothing is written then).
 */
export async function insertLead(
  db: Database,
  lead: LeadInput,
  verdict: { spam: boolean; reason: string | null },
  channels: readonly Channel[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const columns = ['id', 'type', ...fieldColumns, 'page', 'submitted_at', 'spam', 'spam_reason', 'email_problem', ...attributionColumns]
    const inserted = await tx.query(
      `insert into leads (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       on conflict (id) do nothing
       returning id`,
      [
        lead.id,
        lead.type,
        // What the form left empty (or does not have) is stored as null.
        ...LEAD_FIELD_NAMES.map((name) => lead[name] || null),
        lead.page || null,
        lead.submittedAt,
        verdict.spam,
        verdict.reason,
        emailShapeProblem(lead.email),
        ...ATTRIBUTION_FIELDS.map((name) => lead[name] || null),
      ],
    )
    if (inserted.length === 0) return false
    if (!verdict.spam) await queueNotifications(tx, lead.id, lead.type, channels)
    return true
  })
}

async function queueNotifications(tx: Sql, leadId: string, type: LeadType, channels: readonly Channel[]): Promise<void> {
  for (const channel of channelsFor(type, channels)) {
    await tx.query('insert into notifications (lead_id, channel) values ($1, $2) on conflict (lead_id, channel) do nothing', [leadId, channel])
  }
}

interface Where {
  /** The whole condition, with `$n` placeholders for `params`. */
  sql: string
  params: unknown[]
  /** The filter's conditions without the search. */
  filtered: string
  /**
   * The search as alternatives, each answered by its own index: the forms whose name matches, the codes whose label
   * matches, the text. Empty without a search.
   */
  alternatives: string[]
}

/**
 * The leads of a view: a folder (its own index, migration 012), or those assigned to `viewerId` in any folder but
 * spam ("My leads"), as a condition whose one parameter is `param`.
 */
function viewCondition(view: LeadListView, viewerId: string, param: (value: unknown) => string): string {
  return view === 'mine' ? `assigned_to = ${param(viewerId)} and folder <> 'spam'` : `folder = ${param(view)}`
}

const MESSAGE_SEARCH_MIN_LENGTH = 3

/** The WHERE clause of a filter and its search, for the user `viewerId`; `skipType` leaves the type out (the per-type counts). */
function whereClause(filter: LeadFilter, search: LeadSearch | null, viewerId: string, { skipType = false } = {}): Where {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const conditions = [viewCondition(filter.folder, viewerId, param)]
  if (!skipType && filter.type !== 'all') conditions.push(`type = ${param(filter.type)}`)
  if (filter.status !== 'all') conditions.push(`status = ${param(filter.status)}`)
  if (filter.source) conditions.push(`source = ${param(filter.source)}`)
  if (filter.campaign) conditions.push(`utm_campaign = ${param(filter.campaign)}`)
  if (filter.followUp) conditions.push(followUpCondition(filter.followUp))
  const filtered = conditions.join(' and ')
  const alternatives: string[] = []
  if (search) {
    // What the owner reads of a lead: the codes whose labels match (migration 009's btree indexes) and its own text
    // (its trigram indexes on search_text and the message). The codes come first, so a lead they find is not read
    // for its text as well.
    if (search.types.length > 0) alternatives.push(`type = any(${param(search.types)}::text[])`)
    const codes = [
      ...search.services.map(({ code, types }) => `(service = ${param(code)} and type = any(${param(types)}::text[]))`),
      ...(search.positions.length > 0 ? [`position = any(${param(search.positions)}::text[])`] : []),
    ]
    if (codes.length > 0) alternatives.push(codes.join(' or '))
    const text = param(containsPattern(search.text))
    const words = [`search_text like ${text}`]
    // Messages are long, and their trigram index helps only from three characters: a shorter search read every
    // message of every lead (4.4 s over 40,000 leads with long messages, the embedded database's thread held
    // throughout). The spec's search is name, email, service and phone; the message is an extra for longer words.
    if (search.text.length >= MESSAGE_SEARCH_MIN_LENGTH) words.push(`lower(message) like ${text}`)
    if (search.digits && search.digits !== search.text) words.push(`search_text like ${param(containsPattern(search.digits))}`)
    alternatives.push(words.join(' or '))
  }
  return { sql: alternatives.length > 0 ? `${filtered} and (${alternatives.join(' or ')})` : filtered, params, filtered, alternatives }
}

/**
 * The per-type counts of a filter. A search's alternatives are counted apart, each without the leads an earlier one
 * found, and added up: a label that matches a quarter of the leads is then counted from its index alone, instead of
 * reading every one of those leads to try the others (measured over 100,000 leads: 26 ms down to 6 on PGlite).
 */
function countByTypeSql(where: Where): string {
  if (where.alternatives.length < 2) return `select type, count(*)::int as count from leads where ${where.sql} group by type`
  const parts = where.alternatives.map((alternative, index) => {
    const earlier = where.alternatives.slice(0, index)
    const notEarlier = earlier.length > 0 ? ` and (${earlier.join(' or ')}) is not true` : ''
    return `select type, count(*) as count from leads where ${where.filtered} and (${alternative})${notEarlier} group by type`
  })
  return `select type, sum(count)::int as count from (${parts.join(' union all ')}) as parts group by type`
}

type TypeCount = { type: LeadType; count: number }

/**
 * One page of a view, newest first, with the counts, as the user `viewerId` sees it ("My leads" are theirs);
 * `vocabulary`: the labels a search also finds leads by.
 */
export async function listLeads(
  db: Database,
  filter: LeadFilter,
  page: number,
  pageSize: number,
  vocabulary: SearchVocabulary,
  viewerId: string,
): Promise<LeadPage> {
  const search = leadSearch(filter.query, vocabulary)
  const where = whereClause(filter, search, viewerId)
  const unfiltered = filter.status === 'all' && !search && !filter.source && !filter.campaign && !filter.followUp
  const byType = whereClause(filter, search, viewerId, { skipType: true })
  const [rows, typeRows, folderRows, mineRows] = await Promise.all([
    // The page's ids first, from the index alone where it can, then only their rows: a deep page skips index
    // entries, not whole rows.
    db.query<LeadRow>(
      `select ${SELECTED} from leads where id in (select id from leads where ${where.sql} order by received_at desc, id desc limit $${where.params.length + 1} offset $${where.params.length + 2}) order by received_at desc, id desc`,
      [...where.params, pageSize, (page - 1) * pageSize],
    ),
    // Unfiltered, a view's counts by form are among the two counts below; otherwise they need their own.
    unfiltered ? null : db.query<TypeCount>(countByTypeSql(byType), byType.params),
    db.query<{ folder: LeadListView } & TypeCount>('select folder, type, count(*)::int as count from leads group by folder, type'),
    db.query<TypeCount>(`select type, count(*)::int as count from leads where assigned_to = $1 and folder <> 'spam' group by type`, [viewerId]),
  ])
  const folders: Record<LeadListView, number> = { inbox: 0, applications: 0, subscribers: 0, spam: 0, mine: 0 }
  for (const { folder, count } of folderRows) folders[folder] += count
  for (const { count } of mineRows) folders.mine += count
  const inView = typeRows ?? (filter.folder === 'mine' ? mineRows : folderRows.filter((row) => row.folder === filter.folder))
  const counts: LeadPage['counts'] = { all: 0, hero: 0, popup: 0, contact: 0, newsletter: 0 }
  for (const { type, count } of inView) {
    counts[type] = count
    counts.all += count
  }
  return { rows: rows.map(toLead), total: filter.type === 'all' ? counts.all : counts[filter.type], page, pageSize, counts, folders }
}

export interface Facet {
  value: string
  count: number
}

/** The sources and campaigns a view's leads have, most leads first: the choices of the dashboard's filters. */
export async function leadFacets(db: Database, view: LeadListView, viewerId: string): Promise<{ sources: Facet[]; campaigns: Facet[] }> {
  const facet = (column: 'source' | 'utm_campaign') => {
    const params: unknown[] = []
    const condition = viewCondition(view, viewerId, (value) => `$${params.push(value)}`)
    return db.query<Facet>(
      `select ${column} as value, count(*)::int as count from leads where ${condition} and ${column} is not null
       group by ${column} order by count(*) desc, ${column} limit 200`,
      params,
    )
  }
  const [sources, campaigns] = await Promise.all([facet('source'), facet('utm_campaign')])
  return { sources, campaigns }
}

/**
 * Every lead matching a filter, newest first (the exports). The subscriber list exports the people to write to:
 * current subscribers only (an unsubscribed sign-up stays in the list, marked, but never in an export), each
 * address once, its newest sign-up.
 */
export async function exportLeads(db: Database, filter: LeadFilter, vocabulary: SearchVocabulary, viewerId: string): Promise<LeadRecord[]> {
  const where = whereClause(filter, leadSearch(filter.query, vocabulary), viewerId)
  const subscribers = filter.folder === 'subscribers'
  const rows = await db.query<LeadRow>(
    `select ${SELECTED} from leads where ${where.sql}${subscribers ? ' and unsubscribed_at is null' : ''} order by received_at desc, id desc`,
    where.params,
  )
  const leads = rows.map(toLead)
  if (!subscribers) return leads
  const seen = new Set<string>()
  return leads.filter((lead) => {
    const address = lead.email.toLowerCase()
    if (seen.has(address)) return false
    seen.add(address)
    return true
  })
}

/** The newest leads in the inbox (the Overview). */
export async function newestLeads(db: Sql, limit: number): Promise<LeadRecord[]> {
  const rows = await db.query<LeadRow>(`select ${SELECTED} from leads where not spam order by received_at desc, id desc limit $1`, [limit])
  return rows.map(toLead)
}

export async function findLead(db: Sql, id: string): Promise<LeadRecord | null> {
  const rows = await db.query<LeadRow>(`select ${SELECTED} from leads where id = $1`, [id])
  return rows[0] ? toLead(rows[0]) : null
}

/**
 * Changes a lead's stage (recorded in its history as done by `userId`) and/or folder. Moving a lead out of spam
 * queues the notifications it never had; moving one into spam cancels those not yet sent. Null when there is no such lead.
 */
export async function updateLead(
  db: Database,
  id: string,
  change: Partial<StageChange> & { spam?: boolean },
  channels: readonly Channel[],
  userId: string,
): Promise<LeadRecord | null> {
  return db.transaction(async (tx) => {
    if (change.status && !(await changeStage(tx, id, { ...change, status: change.status }, userId))) return null
    const rows = await tx.query<LeadRow>(
      `update leads set
         spam = coalesce($2, spam),
         spam_reason = case when $2::boolean is null then spam_reason when $2::boolean then coalesce(spam_reason, 'marked by admin') else null end
       where id = $1
       returning ${SELECTED}`,
      [id, change.spam ?? null],
    )
    const row = rows[0]
    if (!row) return null
    if (change.spam === false) await queueNotifications(tx, id, row.type, channels)
    if (change.spam === true) await tx.query('delete from notifications where lead_id = $1 and sent_at is null', [id])
    return toLead(row)
  })
}

/** Flags a lead whose address's domain was found not to exist, unless something is flagged already. */
export async function flagEmailDomainNotFound(db: Sql, id: string): Promise<void> {
  await db.query(`update leads set email_problem = 'domain_not_found' where id = $1 and email_problem is null`, [id])
}

export async function deleteLead(db: Sql, id: string): Promise<boolean> {
  return (await db.query('delete from leads where id = $1 returning id', [id])).length > 0
}

/**
 * A data principal's erasure request (DPDP Act 2023, section 12): every lead with this address, in either folder,
 * and its notifications. The log keeps only when, by whom and how many.
 */
export async function eraseEmail(db: Database, email: string, erasedBy: string): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await tx.query('delete from leads where lower(email) = lower($1) returning id', [email.trim()])
    await tx.query('insert into erasures (erased_by, lead_count) values ($1, $2)', [erasedBy, erased.length])
    return erased.length
  })
}

/**
 * Reclaims what deletes and status changes left behind and refreshes the planner's statistics. PostgreSQL's
 * autovacuum does this by itself; PGlite has no background workers, so without it the embedded table only grows and
 * the dashboard's counts and deep pages must read every row instead of the index alone.
 */
export async function tidyLeads(db: Sql): Promise<void> {
  await db.exec('vacuum (analyze) leads')
}

/**
 * Deletes what the privacy notice says goes (content/legal.ts, "How long it is kept"); returns how many: enquiries
 * received more than `days` days ago, and newsletter sign-ups `unsubscribedDays` after their unsubscribe was
 * recorded (listed, marked, till then, so the owner can take the address off a mailing tool too). A sign-up nobody
 * unsubscribed stays, however old: the notice keeps it until then, or until an erasure.
 */
export async function purgeLeadsOlderThan(db: Sql, days: number, unsubscribedDays = site.unsubscribedKeptDays): Promise<number> {
  const purged = await db.query(
    `delete from leads
     where (type <> 'newsletter' and received_at < now() - make_interval(days => $1::int))
        or (type = 'newsletter' and unsubscribed_at < now() - make_interval(days => $2::int))
     returning id`,
    [days, unsubscribedDays],
  )
  return purged.length
}
