import { appendToList, readList, STORAGE_KEYS, updateList, type StorageResult } from './storage'

/**
 * Lead forwarding (beyond the spec): when the build sets LEADS_ENDPOINT, every form entry is also POSTed as JSON.
 * A send that fails waits in an outbox in storage and is retried on the next page load and when the browser
 * comes back online, with exponential backoff. Entries carry their `id`, so a receiver can de-duplicate.
 * Without an endpoint nothing here makes a request.
 */
export type LeadType = 'hero' | 'popup' | 'contact' | 'newsletter'

interface OutboxItem {
  lead: Record<string, unknown>
  attempts: number
  nextAttemptAt: number
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
      typeof item.attempts === 'number' &&
      typeof item.nextAttemptAt === 'number'
    return valid ? { success: true, data: item as OutboxItem } : { success: false }
  },
}

const BASE_DELAY_MS = 30_000
const MAX_DELAY_MS = 6 * 60 * 60 * 1000

export function backoffDelay(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS)
}

/** Queues a lead for the endpoint and tries to send it at once. */
export function forwardLead(endpoint: string, type: LeadType, entry: { id: string } & Record<string, unknown>): Promise<void> {
  const lead = { type, ...entry, page: window.location.pathname }
  const queued = appendToList<OutboxItem>(STORAGE_KEYS.leadsOutbox, { lead, attempts: 0, nextAttemptAt: 0 })
  if (!queued.ok) {
    // Storage is unavailable: send once without an outbox rather than not at all.
    return post(endpoint, lead).then(
      () => undefined,
      (error: unknown) => console.error('Could not send the enquiry to the agency', error),
    )
  }
  return flushOutbox(endpoint)
}

let flushing: Promise<void> | null = null

/** Sends every due lead in the outbox; failures are rescheduled with backoff. */
export function flushOutbox(endpoint: string, now: () => number = Date.now): Promise<void> {
  // One flush at a time per page; the reset runs after the assignment (a microtask), never before it.
  flushing ??= sendDue(endpoint, now).finally(() => {
    flushing = null
  })
  return flushing
}

async function sendDue(endpoint: string, now: () => number): Promise<void> {
  const due = readList(STORAGE_KEYS.leadsOutbox, outboxItemSchema).filter((item) => item.nextAttemptAt <= now())
  for (const item of due) {
    const id = String(item.lead.id)
    try {
      await post(endpoint, item.lead)
      updateList<OutboxItem>(STORAGE_KEYS.leadsOutbox, (list) => list.filter((other) => String(other.lead?.id) !== id))
    } catch (error) {
      console.error('Could not send an enquiry to the agency; it will be retried', error)
      const attempts = item.attempts + 1
      updateList<OutboxItem>(STORAGE_KEYS.leadsOutbox, (list) =>
        list.map((other) => (String(other.lead?.id) === id ? { ...other, attempts, nextAttemptAt: now() + backoffDelay(attempts) } : other)),
      )
    }
  }
}

async function post(endpoint: string, lead: Record<string, unknown>): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(lead),
    keepalive: true,
  })
  if (!response.ok) throw new Error(`The lead endpoint answered ${response.status}`)
}

/** Retries the outbox now and whenever the browser comes back online. */
export function startOutbox(endpoint: string): void {
  void flushOutbox(endpoint)
  window.addEventListener('online', () => void flushOutbox(endpoint))
}

/** Stores a form entry in its list and, when configured, forwards it. */
export function recordLead(
  type: Exclude<LeadType, 'newsletter'>,
  entry: { id: string; submittedAt: string; name: string; email: string; phone: string } & Record<string, string | undefined>,
  endpoint: string | undefined,
): StorageResult {
  const result = appendToList(STORAGE_KEYS[type], entry)
  if (endpoint) void forwardLead(endpoint, type, entry)
  return result
}
