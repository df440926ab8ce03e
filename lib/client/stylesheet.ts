import { DEFERRED_STYLESHEET } from '../firstPaint'

/**
 * Loads the site's full stylesheet once the page has painted from its inline CSS (lib/build/criticalCss.ts), so
 * it never holds back the first paint; it is then cached for the next page. The page names it on a <noscript>
 * element, which also loads it where scripts do not run.
 */
export function loadDeferredStylesheet(doc: Document = document, afterPaint: (load: () => void) => void = nextFrame): void {
  const href = doc.querySelector(`noscript[${DEFERRED_STYLESHEET}]`)?.getAttribute(DEFERRED_STYLESHEET)
  if (!href) return
  afterPaint(() => {
    const added = [...doc.querySelectorAll(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)].some((link) => !link.closest('noscript'))
    if (added) return
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    doc.head.append(link)
  })
}

/** After the next frame is painted: a requestAnimationFrame callback runs just before it, a task queued there after it. */
function nextFrame(load: () => void) {
  requestAnimationFrame(() => setTimeout(load, 0))
}
