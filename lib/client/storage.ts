import { runExclusive } from './tabLock'

/**
 * The one module that touches browser storage (localStorage). Every island goes through it.
 * - Reads validate each entry and skip invalid ones; they never throw, and never wait.
 * - A key holding something that is not a JSON list is moved to `<key>.corrupt.<timestamp>` before it is
 *   written again, so nothing a visitor saved is ever lost.
 * - Every read-modify-write (and every removal) runs exclusively across the tabs of the site (lib/client/tabLock.ts), so
 *   two tabs appending at once both keep their entry. Where the Web Locks API is missing (an old browser, a
 *   plain-http origin) it runs at once, as one synchronous step.
 * - Storage that throws (disabled, full, private mode) yields a failed result instead of an exception.
 */
import type { SubmissionType } from '../../model/leadBrowserStore'
import { newLeadId } from '../../model/leadFields'

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
  /** How many writes the site has made here; lets a tab see that its copy of storage is current (lib/client/tabLock.ts). */
  revision: 'storageRevision',
} as const

/** The storage key of each form's list of submissions (the admin dashboard reads all three). */
export const SUBMISSION_KEYS: Record<SubmissionType, string> = {
  hero: STORAGE_KEYS.hero,
  popup: STORAGE_KEYS.popup,
  contact: STORAGE_KEYS.contact,
}

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

const unavailable = (): StorageResult => ({ ok: false, error: new Error('Browser storage is not available') })

/** The revision counter runExclusive keeps beside the data. */
const revisions = {
  read: () => Number(readValue(STORAGE_KEYS.revision)) || 0,
  write(revision: number): boolean {
    try {
      storage()?.setItem(STORAGE_KEYS.revision, String(revision))
      return true
    } catch {
      return false
    }
  },
}

/** Runs a synchronous storage step exclusively across tabs (see lib/client/tabLock.ts). */
const serialised = (step: () => StorageResult) => runExclusive(step, revisions)

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
 * Appends one entry to a stored list (a read-modify-write under the lock).
 * `keepNewest` trims the list to its newest N entries (the analytics log keeps 1,000).
 */
export function appendToList<T>(key: string, entry: T, options: { keepNewest?: number; now?: () => number } = {}): Promise<StorageResult> {
  return updateList<T>(
    key,
    (list) => {
      list.push(entry)
      return options.keepNewest !== undefined && list.length > options.keepNewest ? list.slice(-options.keepNewest) : list
    },
    options.now,
  )
}

/**
 * Replaces a stored list with the result of `change` (given the stored list, corrupt values backed up first).
 * `change` runs under the lock: it must be synchronous and quick.
 */
export function updateList<T>(key: string, change: (list: T[]) => T[], now: () => number = Date.now): Promise<StorageResult> {
  return serialised(() => {
    const store = storage()
    if (!store) return unavailable()
    try {
      const raw = store.getItem(key)
      let list = parseList(raw)
      if (list === null) {
        const backup = `${key}.corrupt.${now()}`
        store.setItem(backup, raw ?? '')
        console.error(`"${key}" held unreadable data; it was kept as "${backup}" and a new list was started`)
        list = []
      }
      store.setItem(key, JSON.stringify(change(list as T[])))
      return { ok: true }
    } catch (error) {
      console.error(`Could not save to "${key}" in browser storage`, error)
      return { ok: false, error }
    }
  })
}

/** Empties stored lists (admin "Clear All Data"); under the lock, so a write in flight cannot bring them back. */
export function removeKeys(keys: readonly string[]): Promise<StorageResult> {
  return serialised(() => {
    const store = storage()
    if (!store) return unavailable()
    try {
      for (const key of keys) store.removeItem(key)
      return { ok: true }
    } catch (error) {
      console.error('Could not clear browser storage', error)
      return { ok: false, error }
    }
  })
}

export function readValue(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * Replaces a stored value with `change(current)` under the lock (null removes it): the read-modify-write of a
 * single value, such as the login throttle's failure count.
 */
export function updateValue(key: string, change: (current: string | null) => string | null): Promise<StorageResult> {
  return serialised(() => {
    const store = storage()
    if (!store) return unavailable()
    try {
      const next = change(store.getItem(key))
      if (next === null) store.removeItem(key)
      else store.setItem(key, next)
      return { ok: true }
    } catch (error) {
      console.error(`Could not save "${key}" in browser storage`, error)
      return { ok: false, error }
    }
  })
}

/**
 * Sets a single value at once, without the lock: one setItem is atomic, so this suits flags that nothing
 * read-modify-writes (a value that is counted up or merged goes through `updateValue`).
 */
export function writeValue(key: string, value: string): StorageResult {
  const store = storage()
  if (!store) return unavailable()
  try {
    store.setItem(key, value)
    return { ok: true }
  } catch (error) {
    console.error(`Could not save "${key}" in browser storage`, error)
    return { ok: false, error }
  }
}

/**
 * A new stored form entry: `submittedAt` ISO; `id` a random UUID rather than the spec's timestamp string,
 * because the lead service recognises a lead sent twice by its id, and two visitors can submit in the same millisecond.
 */
export function newEntryStamp(now: Date = new Date()): { id: string; submittedAt: string } {
  return { id: newLeadId(), submittedAt: now.toISOString() }
}
