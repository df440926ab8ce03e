import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react'

/**
 * Whether the pointer is over an element and whether focus is inside it (carousels pause autoplay for both).
 * Both are read from the page when the island mounts, since a visitor may have pointed or tabbed into it before it
 * hydrated; from then on its events keep them current.
 */
export function useVisitorInside<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setHovered(element.matches(':hover'))
    setFocused(element.matches(':focus-within'))
  }, [])
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }
  return { ref, hovered, focused, handlers }
}
