import { DEFERRED_STYLESHEET, DOWNLOAD_LINK, EARLY_CLICK_EVENT, PAGE_SCRIPT } from '../firstPaint'
import { ISLAND_SELECTOR } from '../islandProtocol'
import { keepPromoDismissed } from './promo'

/**
 * The one inline script of a page that paints from its own HTML (lib/build/afterFirstPaint.ts writes it at the end
 * of <body>). Nothing but the HTML is needed to see the page, so the full stylesheet (for the states scripts set
 * later, and cached for the next page) and the page script (menus, islands, tracking) are asked for only once the
 * first contentful paint is on screen: until then the connection carries the HTML and the font alone, and no script
 * runs on the main thread ahead of that paint. What a visitor does before the page script has run is held for it, and
 * what the spec asks of a search box (a log of what was searched) is done here, so an early Enter is logged too.
 */
export function startAfterFirstPaint(script: HTMLOrSVGScriptElement | null = document.currentScript, win: Window & typeof globalThis = window): void {
  const src = script?.getAttribute(PAGE_SCRIPT)
  const doc = win.document
  keepPromoDismissed(doc, win)
  logSiteSearches(doc)
  const replay = holdEarlyInput(doc)
  whenFirstPainted(win, () => {
    addDeferredStylesheet(doc)
    if (src) addPageScript(doc, src, replay)
  })
}

/**
 * Until the page script has run, nothing listens to a form or a click, and a visitor on a slow connection can be
 * quicker. Each such moment is held, and made again by the returned function, called once the page script has run
 * (or failed to arrive: then what was held goes its native way).
 * - A form of an island submitted then would go nowhere (it is method="dialog"): it is held and submitted again (the
 *   island loader, lib/client/islands.ts, then holds it until the island is live). A live island's submits are
 *   prevented by React and not held. Submitted twice, it is sent once.
 * - A download link would open its fallback page: the click is held and made again, so the file is fetched and its
 *   toast shown (lib/client/downloads.ts). Clicked twice, it downloads once.
 * - Every other click does what it natively does (a call, a WhatsApp chat, the Menu button's invoker command, which
 *   opens the menu with no script), and is handed to the click tracker afterwards as an EARLY_CLICK_EVENT: made
 *   again as a click, it would call again, or reopen a menu the visitor had closed.
 */
export function holdEarlyInput(doc: Document): () => void {
  const held = new Set<HTMLFormElement | HTMLElement>()
  const clicked: Element[] = []
  let holding = true
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (holding && !event.defaultPrevented && form.closest(ISLAND_SELECTOR)) {
      event.preventDefault()
      held.add(form)
    }
  })
  doc.addEventListener('click', (event) => {
    if (!holding) return
    const target = event.target as Element
    const download = target.closest<HTMLElement>(DOWNLOAD_LINK)
    if (download) {
      event.preventDefault()
      held.add(download)
    } else clicked.push(target)
  })
  return () => {
    holding = false
    for (const element of held) {
      if (element instanceof HTMLFormElement) element.requestSubmit()
      else element.click()
    }
    for (const target of clicked) target.dispatchEvent(new Event(EARLY_CLICK_EVENT, { bubbles: true }))
  }
}

/** The spec's search box: what is searched is logged to the console as it is submitted (then /search shows results). */
export function logSiteSearches(doc: Document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (form.matches('[data-site-search]')) console.log('Search query:', new FormData(form).get('q'))
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
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  doc.head.append(link)
}

/**
 * The page script, and `ran` once it has run (a module's load event comes after it has been evaluated) or could not
 * be had (its error event), so nothing held waits for ever.
 */
function addPageScript(doc: Document, src: string, ran: () => void): void {
  const script = doc.createElement('script')
  script.type = 'module'
  script.src = src
  script.onload = script.onerror = ran
  doc.body.append(script)
}
