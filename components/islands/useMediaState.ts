import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches: false while the server renders and while an island hydrates (so the first render
 * matches the server's HTML), then live; right from the first render for a component mounted in the browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION)

/** Whether the page is hidden (another tab, minimised window). */
export function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden')
    onChange()
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  return hidden
}
