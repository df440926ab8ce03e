import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { z } from 'zod/mini'
import { buildIndex, SUBMISSION_TYPES, type IndexedSubmission, type SubmissionLists } from '../../model/leadBrowserStore'
import { readList, readValue, STORAGE_KEYS, SUBMISSION_KEYS } from '../../lib/client/storage'
import type { LeadLabels } from '../../model/leadLabels'
import { submissionSchema } from '../../model/leadSubmissions'

/** The submissions view reloads from browser storage every 5000 ms, so entries made in other tabs appear. */
export const REFRESH_MS = 5000

const eventSchema = z.object({ eventName: z.string() })
export type StoredEvent = z.infer<typeof eventSchema>

const WATCHED = [...Object.values(SUBMISSION_KEYS), STORAGE_KEYS.analytics]
const EMPTY: SubmissionLists = { hero: [], popup: [], contact: [] }

export interface StoredData {
  /** Every stored submission, tagged, indexed and sorted newest first (rebuilt only when storage changed). */
  index: IndexedSubmission[]
  events: StoredEvent[]
  /** Reads storage again now (after Clear All Data, say). */
  reload: () => void
}

/**
 * The stored submissions and analytics events, re-read every 5 s and at once on the `storage` event (another tab
 * wrote). A list is parsed again only when its stored text changed, so an idle refresh costs a few string compares.
 */
export function useStoredData(enabled: boolean, labels: LeadLabels): StoredData {
  const raw = useRef(new Map<string, string | null>())
  const [lists, setLists] = useState<SubmissionLists>(EMPTY)
  const [events, setEvents] = useState<StoredEvent[]>([])

  const reload = useCallback(() => {
    const changed = new Set<string>()
    for (const key of WATCHED) {
      const value = readValue(key)
      if (!raw.current.has(key) || raw.current.get(key) !== value) changed.add(key)
      raw.current.set(key, value)
    }
    if (SUBMISSION_TYPES.some((type) => changed.has(SUBMISSION_KEYS[type]))) {
      const updates: Partial<SubmissionLists> = {}
      for (const type of SUBMISSION_TYPES) {
        if (changed.has(SUBMISSION_KEYS[type])) updates[type] = readList(SUBMISSION_KEYS[type], submissionSchema)
      }
      setLists((previous) => ({ ...previous, ...updates }))
    }
    if (changed.has(STORAGE_KEYS.analytics)) setEvents(readList(STORAGE_KEYS.analytics, eventSchema))
  }, [])

  useEffect(() => {
    if (!enabled) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration on purpose: the first render must match the server's HTML
    reload()
    const timer = window.setInterval(reload, REFRESH_MS)
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === null || WATCHED.includes(event.key)) reload()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('storage', onStorage)
    }
  }, [enabled, reload])

  const index = useMemo(() => buildIndex(lists, labels), [lists, labels])
  return { index, events, reload }
}
