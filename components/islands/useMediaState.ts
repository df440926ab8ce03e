import { useEffect, useState } from 'react'

/** Whether a media query matches; false during server rendering and hydration, then live. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(query)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration on purpose: the first render must match the server's HTML
    setMatches(list.matches)
    const onChange = () => setMatches(list.matches)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return matches
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
