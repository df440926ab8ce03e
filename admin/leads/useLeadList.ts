/**
 * The page of leads a query asks for, from either kind of source. A local source answers during render, over the
 * search as React defers it, so typing never waits for the list. A remote one is asked once the admin pauses typing,
 * again every 5 seconds while the page is visible, and at once after a change made from the panel.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { REFRESH_MS } from '../browserOnly/useStoredData'
import type { LeadListPage, LeadQuery, LeadSource, RemoteLeadSource } from './leadSource'

/** Typing in the search box asks a remote source once the admin pauses, not on every key. */
const SEARCH_PAUSE_MS = 250

/** The search the list follows: as typed, deferred for a local source; after a pause for a remote one. */
export function useSettledSearch(typed: string, source: LeadSource): string {
  const deferred = useDeferredValue(typed)
  const [paused, setPaused] = useState(typed)
  useEffect(() => {
    if (source.kind === 'local') return
    const timer = window.setTimeout(() => setPaused(typed), SEARCH_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [typed, source.kind])
  return source.kind === 'local' ? deferred : paused
}

export interface LeadList {
  /** Null until a remote source first answers. */
  page: LeadListPage | null
  /** Why the last request failed (cleared by the next answer). */
  error: unknown
  /** Asks again now (after a change made from the panel). */
  reload: () => void
}

export function useLeadList(source: LeadSource, query: LeadQuery): LeadList {
  const local = useMemo(() => (source.kind === 'local' ? source.view(query) : null), [source, query])
  const remote = useRemoteList(source.kind === 'remote' ? source : null, query)
  return local ? { page: local, error: null, reload: noop } : remote
}

const noop = () => {}

function useRemoteList(source: RemoteLeadSource | null, query: LeadQuery): LeadList {
  const [answer, setAnswer] = useState<{ page: LeadListPage | null; error: unknown }>({ page: null, error: null })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((value) => value + 1), [])

  useEffect(() => {
    if (!source) return
    let current = true
    source.list(query).then(
      (page) => current && setAnswer({ page, error: null }),
      (error: unknown) => current && setAnswer((last) => ({ page: last.page, error })),
    )
    return () => {
      current = false
    }
  }, [source, query, version])

  useEffect(() => {
    if (!source) return
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload()
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [source, reload])

  return { ...answer, reload }
}
