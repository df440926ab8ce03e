import { DEFERRED_STYLESHEET, EARLY_CLICK_EVENT, PAGE_SCRIPT } from '../firstPaint'
import { ISLAND_SELECTOR } from '../islandProtocol'
import { keepPromoDismissed } from './promo'

/**
 * The one inline script of a page that paints from its own HTML (lib/build/afterFirstPaint.ts writes it at the end
 * of <body>). Nothing but the HTML is needed to see the page, so the full stylesheet (for the states scripts set
 * later, and cached for the next page) and the page script (menus, islands, tracking) are asked for only once the
 * first contentful paint is on screen: until then the connection carries the HTML and the font alone, and no script
 * runs on the main thread ahead of that paint. What a visitor does before the page script has run works natively, or
 * is held for it.
 */
export function startAfterFirstPaint(script: HTMLOrSVGScriptElement | null = document.currentScript, win: Window & typeof globalThis = window): void {
  const src = script?.getAttribute(PAGE_SCRIPT)
  const doc = win.document
  keepPromoDismissed(doc, win)
  const replay = holdEarlyInput(doc)
  whenFirstPainted(win, () => {
    addDeferredStylesheet(doc)
    if (src) addPageScript(doc, src, replay)
  })
}

/**
 * Until the page script has run, nothing listens to a form or a click, and a visitor on a slow connection can be
 * quicker. What only the page script can do is done then, by the returned function, called once the page script has
 * run (or failed to arrive: then a held form goes its native way).
 * - A form of an island submitted then would go nowhere (it is method="dialog"): it is held and submitted again (the
 *   island loader, lib/client/islands.ts, then holds it until the island is live). A live island's submits are
 *   prevented by React and not held. Submitted twice, it is sent once.
 * - A click does what it does natively (a call, a WhatsApp chat, a download, the Menu button's invoker command opening
 *   the menu) and is handed on as an EARLY_CLICK_EVENT, once the page script listens: the click tracker records it
 *   and a download shows its toast. Made again as a click, it would call again, or reopen a menu the visitor closed.
 * - A site search is logged as it is submitted, the spec's behaviour for a search box (then /search shows results).
 */
export function holdEarlyInput(doc: Document): () => void {
  const held = new Set<HTMLFormElement>()
  const clicked: Element[] = []
  let holding = true
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (form.matches('[data-site-search]')) console.log('Search query:', new FormData(form).get('q'))
    if (holding && !event.defaultPrevented && form.closest(ISLAND_SELECTOR)) {
      event.preventDefault()
      held.add(form)
    }
  })
  doc.addEventListener('click', (event) => {
    if (holding) clicked.push(event.target as Element)
  })
  return () => {
    holding = false
    for (const form of held) form.requestSubmit()
    for (const target of clicked) target.dispatchEvent(new Event(EARLY_CLICK_EVENT, { bubbles: true }))
  }
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
