/**
 * The island loader: finds every island (lib/islandProtocol.ts) and hydrates it when its moment comes
 * (see components/islands/Island.tsx). It has no dependencies, so a page pays for React only when an island needs it.
 * What a visitor does before an island is live is not lost: a submit, a button press and a touch gesture are held
 * and replayed once React owns the island, and typed text is handed over at hydration (lib/client/earlyInput.ts).
 */
import { HYDRATED_EVENT, ISLAND_ATTRIBUTES, ISLAND_SELECTOR, WAKE_EVENT } from '../islandProtocol'

type Hydrator = (element: HTMLElement) => Promise<void>

const INTERACTION_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', 'mouseover', WAKE_EVENT] as const
const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const

export function startIslands(loadHydrator: () => Promise<Hydrator>, root: ParentNode = document): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR))
  for (const element of elements) scheduleIsland(element, loadHydrator)
}

function scheduleIsland(element: HTMLElement, loadHydrator: () => Promise<Hydrator>): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    element.setAttribute(ISLAND_ATTRIBUTES.hydrating, '')
    return loadHydrator()
      .then((hydrate) => hydrate(element))
      .then(() => {
        element.removeAttribute(ISLAND_ATTRIBUTES.hydrating)
        element.setAttribute(ISLAND_ATTRIBUTES.hydrated, '')
        element.dispatchEvent(new CustomEvent(HYDRATED_EVENT))
      })
      .catch((error: unknown) => console.error(`Island "${element.getAttribute(ISLAND_ATTRIBUTES.name)}" could not start`, error))
  }

  const mode = element.getAttribute(ISLAND_ATTRIBUTES.mode)
  if (mode === 'load') {
    void start()
  } else if (mode === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void start()
        }
      },
      // Only when it is really on screen: below-the-fold islands cost nothing until a visitor scrolls to them.
      { rootMargin: '0px' },
    )
    // Island wrappers are display: contents (no box of their own), so watch what they hold.
    const boxes = Array.from(element.children)
    for (const box of boxes.length > 0 ? boxes : [element]) observer.observe(box)
  } else if (mode === 'interaction' || mode === 'visible') {
    const onInteraction = () => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, onInteraction)
      void start()
    }
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, onInteraction, { passive: true })
    // The page script arrives after the first paint: a visitor already in one of the island's fields (focused, and
    // typing there before the script ran) sent the focus event nobody heard, so the island wakes now.
    if (element.contains(document.activeElement)) onInteraction()
    // Its deadline: an island that must come alive by itself in time (the hero's first slide change). It is an age
    // of the page, like the timers it must beat, so a page script that starts late on a slow phone is not late again.
    const deadlineMs = element.getAttribute(ISLAND_ATTRIBUTES.deadlineMs)
    if (deadlineMs) window.setTimeout(onInteraction, Math.max(0, Number(deadlineMs) - performance.now()))
    holdEarlyTouches(element)
    holdEarlyClicks(element)
  } else {
    void start()
  }
  // A submit before the island is live waits for it, whatever wakes it (one made before this script ran is made again
  // by the page's inline script once it has: lib/client/afterFirstPaint.ts).
  holdEarlySubmits(element, start)
}

const isHydrated = (element: HTMLElement) => element.hasAttribute(ISLAND_ATTRIBUTES.hydrated)

/**
 * A touch gesture made before its island has hydrated (a swipe on the phone hero) is played again, in order, once
 * React owns it. Registered before any held click, so a tap's touches replay before its click, as they happened.
 */
function holdEarlyTouches(element: HTMLElement): void {
  const held: TouchEvent[] = []
  const hold = (event: Event) => {
    if (!isHydrated(element) && event instanceof TouchEvent) held.push(event)
  }
  for (const type of TOUCH_EVENTS) element.addEventListener(type, hold, { passive: true })
  element.addEventListener(
    HYDRATED_EVENT,
    () => {
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, hold)
      for (const event of held.splice(0)) {
        const { type, touches, targetTouches, changedTouches } = event
        const copy = new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: [...touches],
          targetTouches: [...targetTouches],
          changedTouches: [...changedTouches],
        })
        event.target?.dispatchEvent(copy)
      }
    },
    { once: true },
  )
}

/** A button pressed before its island has hydrated is pressed again once React owns it (the DOM node is the same). */
function holdEarlyClicks(element: HTMLElement): void {
  element.addEventListener(
    'click',
    (event) => {
      if (isHydrated(element)) return
      const button = (event.target as Element | null)?.closest('button')
      if (!button || button.type === 'submit') return
      element.addEventListener(HYDRATED_EVENT, () => button.click(), { once: true })
    },
    { capture: true },
  )
}

/** A form submitted before its island has hydrated is held, then submitted again once React owns it. */
function holdEarlySubmits(element: HTMLElement, start: () => Promise<void> | undefined): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (isHydrated(element)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const form = event.target as HTMLFormElement
      const pending = start()
      const replay = () => form.requestSubmit()
      if (pending) void pending.then(replay)
      else element.addEventListener(HYDRATED_EVENT, replay, { once: true })
    },
    { capture: true },
  )
}
