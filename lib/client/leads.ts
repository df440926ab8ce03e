import { HONEYPOT_FIELD, type LeadType } from '../../model/leadFields'
import { appendToList, readList, STORAGE_KEYS, updateList, type StorageResult } from './storage'
import { visitAttribution } from './visit'

/**
 * Lead forwarding: when the build sets LEADS_ENDPOINT (this project's lead service, or any compatible receiver), every
 * form entry is also POSTed as JSON. Each lead waits in an outbox in browser storage until the receiver has answered
 * 2xx, so it is delivered at least once: retried with backoff while the page stays open, on the next page load and
 * when the browser comes back online. The receiver stores each client-generated id once, so it is stored exactly once.
 * - A flush keeps going until nothing due is left, so an entry added while it runs (here or in another tab) goes too.
 * - A 4xx answer other than 408 and 429 means the receiver will never take this lead: it leaves the outbox (it stays
 *   in the visitor's own list) with a console note. 429 waits at least as long as Retry-After says.
 * - An entry older than 7 days leaves the outbox with a console note.
 * Without an endpoint nothing here makes a request.
 */
export type { LeadType }

export interface OutboxItem {
  lead: { id: string } & Record<string, unknown>
  attempts: number
  nextAttemptAt: number
  /** When the entry was queued, ms since the epoch (older outboxes lack it: the lead's submittedAt counts then). */
  queuedAt?: number
}

/** A hand-written check (no schema library in form islands: every kilobyte counts on the home page). */
const outboxItemSchema = {
  safeParse(value: unknown): { success: true; data: OutboxItem } | { success: false } {
    const item = value as Partial<OutboxItem> | null
    const valid =
      typeof item === 'object' &&
      item !== null &&
      typeof item.lead === 'object' &&
      item.lead !== null &&
      typeof item.lead.id === 'string' &&
      typeof item.attempts === 'number' &&
      typeof item.nextAttemptAt === 'number'
    return valid ? { success: true, data: item as OutboxItem } : { success: false }
  },
}

const BASE_DELAY_MS = 30_000
const MAX_DELAY_MS = 6 * 60 * 60 * 1000
export const MAX_OUTBOX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export function backoffDelay(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
}

type Delivery = { kind: 'sent' } | { kind: 'refused'; status: number; reason: string } | { kind: 'retry'; reason: string; retryAfterMs?: number }

/** One POST; the receiver's answer sorted into delivered, refused for good, or worth another try. */
async function deliver(endpoint: string, lead: OutboxItem['lead']): Promise<Delivery> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead),
      credentials: 'omit',
      // The request survives the visitor leaving the page right after submitting.
      keepalive: true,
    })
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) }
  }
  if (response.ok) return { kind: 'sent' }
  const reason = await response
    .json()
    .then((body: { error?: { message?: unknown } }) => (typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`))
    .catch(() => `HTTP ${response.status}`)
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    const seconds = Number(response.headers.get('Retry-After'))
    return { kind: 'retry', reason, ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}) }
  }
  return { kind: 'refused', status: response.status, reason }
}

const ageOf = (item: OutboxItem, now: number) => now - (item.queuedAt ?? (Date.parse(String(item.lead.submittedAt)) || now))

/**
 * Queues a lead for the endpoint and sends it at once, with the page it was sent from and where the visit began.
 * Resolves true when the lead is on its way (in the outbox, or sent where there is no outbox), false when it is lost.
 */
export async function forwardLead(endpoint: string, type: LeadType, entry: { id: string } & Record<string, unknown>): Promise<boolean> {
  const lead = { type, ...entry, page: window.location.pathname, ...visitAttribution() }
  const queued = await appendToList<OutboxItem>(STORAGE_KEYS.leadsOutbox, { lead, attempts: 0, nextAttemptAt: 0, queuedAt: Date.now() })
  if (!queued.ok) {
    // Storage is unavailable: send once without an outbox rather than not at all.
    const result = await deliver(endpoint, lead)
    if (result.kind !== 'sent') console.error(`Could not send the enquiry to the agency (${result.reason})`)
    return result.kind === 'sent'
  }
  await flushOutbox(endpoint)
  return true
}

let flushing: Promise<void> | null = null
let flushAgain = false
let retryTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Sends every due lead in the outbox. Called while a flush runs, it makes that flush go round once more instead of
 * starting a second one; afterwards a timer waits for the next entry to fall due.
 */
export function flushOutbox(endpoint: string, now: () => number = Date.now): Promise<void> {
  if (flushing) {
    flushAgain = true
    return flushing
  }
  clearTimeout(retryTimer)
  flushing = (async () => {
    do {
      flushAgain = false
      await sendDue(endpoint, now)
    } while (flushAgain)
  })().finally(() => {
    flushing = null
    scheduleRetry(endpoint, now)
  })
  return flushing
}

async function sendDue(endpoint: string, now: () => number): Promise<void> {
  const tried = new Set<string>()
  for (;;) {
    const items = readList(STORAGE_KEYS.leadsOutbox, outboxItemSchema)
    const expired = items.filter((item) => ageOf(item, now()) > MAX_OUTBOX_AGE_MS)
    if (expired.length > 0) {
      const ids = new Set(expired.map((item) => item.lead.id))
      await updateList<OutboxItem>(STORAGE_KEYS.leadsOutbox, (list) => list.filter((other) => !ids.has(String(other?.lead?.id))))
      console.warn(`Gave up sending ${expired.length} enquiry(ies) queued more than 7 days ago: ${[...ids].join(', ')}. They stay saved in this browser.`)
    }
    // Read again on every round: entries queued meanwhile (in this tab or another) are sent in this flush too.
    const item = items.find(
      (candidate) => candidate.nextAttemptAt <= now() && !tried.has(candidate.lead.id) && ageOf(candidate, now()) <= MAX_OUTBOX_AGE_MS,
    )
    if (!item) return
    const id = item.lead.id
    tried.add(id)
    const result = await deliver(endpoint, item.lead)
    if (result.kind === 'retry') {
      const attempts = item.attempts + 1
      const wait = Math.max(backoffDelay(attempts), result.retryAfterMs ?? 0)
      console.error(`Could not send an enquiry to the agency (${result.reason}); it will be retried in ${Math.round(wait / 1000)} s`)
      await updateList<OutboxItem>(STORAGE_KEYS.leadsOutbox, (list) =>
        list.map((other) => (String(other?.lead?.id) === id ? { ...other, attempts, nextAttemptAt: now() + wait } : other)),
      )
      continue
    }
    if (result.kind === 'refused') {
      console.error(
        `The agency's lead service refused an enquiry (${result.status}: ${result.reason}); it is not sent again and stays saved in this browser.`,
      )
    }
    await updateList<OutboxItem>(STORAGE_KEYS.leadsOutbox, (list) => list.filter((other) => String(other?.lead?.id) !== id))
  }
}

/** While the page stays open, flush again when the next waiting entry falls due. */
function scheduleRetry(endpoint: string, now: () => number): void {
  const waiting = readList(STORAGE_KEYS.leadsOutbox, outboxItemSchema)
  if (waiting.length === 0) return
  const next = Math.min(...waiting.map((item) => item.nextAttemptAt))
  // setTimeout's ceiling is about 24.8 days; the longest backoff is 6 hours.
  retryTimer = setTimeout(() => void flushOutbox(endpoint, now), Math.min(Math.max(0, next - now()), MAX_DELAY_MS))
}

/** Retries the outbox now, whenever the browser comes back online, and when the next entry falls due. */
export function startOutbox(endpoint: string): void {
  void flushOutbox(endpoint)
  window.addEventListener('online', () => void flushOutbox(endpoint))
}

/** The honeypot's value from a submitted form, to send along when a bot filled it in (never shown or stored). */
export function honeypotValue(data: FormData): { [HONEYPOT_FIELD]?: string } {
  const value = String(data.get(HONEYPOT_FIELD) ?? '').trim()
  return value ? { [HONEYPOT_FIELD]: value } : {}
}

/**
 * Stores a form entry in its list and, when configured, forwards it (with the honeypot's value, if any).
 * Resolves once the entry is stored (a form confirms only then), or, where this browser cannot store it, once it is
 * known to be on its way: a visitor told it failed would send it again, and the agency would get it twice.
 */
export async function recordLead(
  type: Exclude<LeadType, 'newsletter'>,
  entry: { id: string; submittedAt: string; name: string; email: string; phone: string } & Record<string, string | undefined>,
  endpoint: string | undefined,
  trap: { [HONEYPOT_FIELD]?: string } = {},
): Promise<StorageResult> {
  const stored = await appendToList(STORAGE_KEYS[type], entry)
  if (!endpoint) return stored
  const forwarded = forwardLead(endpoint, type, { ...entry, ...trap })
  return stored.ok || (await forwarded) ? { ok: true } : stored
}
