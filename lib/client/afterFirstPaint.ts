import { DEFERRED_STYLESHEET, PAGE_SCRIPT } from '../firstPaint'
import { HELD_SUBMIT, ISLAND_SELECTOR } from '../islandProtocol'

/**
 * The one inline script of a page that paints from its own HTML (lib/build/afterFirstPaint.ts writes it at the end
 * of <body>). Nothing but the HTML is needed to see the page, so the full stylesheet (for the states scripts set
 * later, and cached for the next page) and the page script (menus, islands, tracking) are asked for only once the
 * first contentful paint is on screen: until then the connection carries the HTML and the font alone, and no script
 * runs on the main thread ahead of that paint. Until the page script runs, a form submitted in an island is held.
 */
export function startAfterFirstPaint(script: HTMLOrSVGScriptElement | null = document.currentScript, win: Window & typeof globalThis = window): void {
  const src = script?.getAttribute(PAGE_SCRIPT)
  const doc = win.document
  holdEarlySubmits(doc)
  whenFirstPainted(win, () => {
    addDeferredStylesheet(doc)
    if (src) addPageScript(doc, src)
  })
}

/**
 * A form of an island submitted before anything listens for it (Enter in the newsletter field before the page script
 * ran) would be sent as the form's own GET, the visitor's address and message in the page's URL, and the page
 * reloaded empty. It is held instead, and marked for the island loader (lib/client/islands.ts), which submits it again
 * when it runs and holds it in turn until the island is live. Once the page script runs, its listener takes an
 * island's submits first, and a live island's are React's (prevented): neither is held here.
 */
export function holdEarlySubmits(doc: Document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (event.defaultPrevented || !form.closest(ISLAND_SELECTOR)) return
    event.preventDefault()
    form.setAttribute(HELD_SUBMIT, '')
  })
}

/**
 * Runs `then` once the page's first contentful paint has happened (at once if it has). A browser that does not report
 * paints runs it on load. A page that is never shown never paints: nothing on it runs until it is.
 */
export function whenFirstPainted(win: Window & typeof globalThis, then: () => void): void {
  const Observer = win.PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    if (win.document.readyState === 'complete') then()
    else win.addEventListener('load', then, { once: true })
    return
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: 'paint', buffered: true })
}

/** The full stylesheet the page names on its <noscript> element, once. */
export function addDeferredStylesheet(doc: Document): void {
  const href = doc.querySelector(`noscript[${DEFERRED_STYLESHEET}]`)?.getAttribute(DEFERRED_STYLESHEET)
  if (!href) return
  const added = [...doc.querySelectorAll(`link[rel="stylesheet"]`)].some((link) => link.getAttribute('href') === href && !link.closest('noscript'))
  if (added) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  doc.head.append(link)
}

function addPageScript(doc: Document, src: string): void {
  const script = doc.createElement('script')
  script.type = 'module'
  script.src = src
  doc.body.append(script)
}
