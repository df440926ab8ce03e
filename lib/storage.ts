/**
 * The one module that touches browser storage (localStorage). Every island goes through it.
 * - Reads validate each entry and skip invalid ones; they never throw.
 * - A key holding something that is not a JSON list is moved to `<key>.corrupt.<timestamp>` before it is
 *   written again, so nothing a visitor saved is ever lost.
 * - Read, append and write happen in one synchronous step, so two tabs appending at once both keep their entry.
 * - Storage that throws (disabled, full, private mode) yields a failed result instead of an exception.
 */
import { newLeadId } from './leadFields'

export const STORAGE_KEYS = {
  hero: 'heroFormSubmissions',
  popup: 'popupFormSubmissions',
  contact: 'contactFormSubmissions',
  newsletter: 'newsletterSubscriptions',
  analytics: 'analyticsEvents',
  popupShown: 'mobile-popup-shown',
  adminLoggedIn: 'adminLoggedIn',
  adminUsername: 'adminUsername',
  leadsOutbox: 'leadsOutbox',
} as const

export type StorageResult = { ok: true } | { ok: false; error: unknown }

interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Reading window.localStorage itself throws when storage is disabled.
    return null
  }
}

/** Parses a stored list; null means the value is not a JSON array (corrupt). */
function parseList(raw: string | null): unknown[] | null {
  if (raw === null) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value : null
  } catch {
    return null
  }
}

/** The valid entries of a stored list; invalid entries and unreadable storage give what can be read. */
export function readList<T>(key: string, schema: Validator<T>): T[] {
  let raw: string | null
  try {
    raw = storage()?.getItem(key) ?? null
  } catch (error) {
    console.error(`Could not read "${key}" from browser storage`, error)
    return []
  }
  const list = parseList(raw) ?? []
  const entries: T[] = []
  for (const item of list) {
    const parsed = schema.safeParse(item)
    if (parsed.success) entries.push(parsed.data)
  }
  return entries
}

/**
 * Appends one entry to a stored list in a single synchronous read-modify-write.
 * `keepNewest` trims the list to its newest N entries (the analytics log keeps 1,000).
 */
export function appendToList<T>(key: string, entry: T, options: { keepNewest?: number; now?: () => number } = {}): StorageResult {
  return updateList<T>(key, (list) => {
    list.push(entry)
    return options.keepNewest !== undefined && list.length > options.keepNewest ? list.slice(-options.keepNewest) : list
  }, options.now)
}

/** Replaces a stored list with the result of `change` (given the stored list, corrupt values backed up first). */
export function updateList<T>(key: string, change: (list: T[]) => T[], now: () => number = Date.now): StorageResult {
  const store = storage()
  if (!store) return { ok: false, error: new Error('Browser storage is not available') }
  try {
    const raw = store.getItem(key)
    let list = parseList(raw)
    if (list === null) {
      store.setItem(`${key}.corrupt.${now()}`, raw ?? '')
      console.error(`"${key}" held unreadable data; it was kept as "${key}.corrupt.${now()}" and a new list was started`)
      list = []
    }
    store.setItem(key, JSON.stringify(change(list as T[])))
    return { ok: true }
  } catch (error) {
    console.error(`Could not save to "${key}" in browser storage`, error)
    return { ok: false, error }
  }
}

/** Empties stored lists (admin "Clear All Data"). */
export function removeKeys(keys: readonly string[]): StorageResult {
  const store = storage()
  if (!store) return { ok: false, error: new Error('Browser storage is not available') }
  try {
    for (const key of keys) store.removeItem(key)
    return { ok: true }
  } catch (error) {
    console.error('Could not clear browser storage', error)
    return { ok: false, error }
  }
}

export function readValue(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeValue(key: string, value: string): StorageResult {
  const store = storage()
  if (!store) return { ok: false, error: new Error('Browser storage is not available') }
  try {
    store.setItem(key, value)
    return { ok: true }
  } catch (error) {
    console.error(`Could not save "${key}" in browser storage`, error)
    return { ok: false, error }
  }
}

/**
 * A new stored form entry: `submittedAt` ISO (SPEC 3); `id` a random UUID rather than the spec's timestamp string,
 * because the lead service recognises a lead sent twice by its id, and two visitors can submit in the same millisecond.
 */
export function newEntryStamp(now: Date = new Date()): { id: string; submittedAt: string } {
  return { id: newLeadId(), submittedAt: now.toISOString() }
}
