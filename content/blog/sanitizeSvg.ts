/**
 * Build time: an SVG file as DOMPurify's SVG allow-list keeps it, before any of it is inlined into a page. An upload
 * can hold anything (a <script>, an onload, a <meta http-equiv="refresh"> or a <form> after its </svg>); only
 * drawing elements and attributes pass, and <use> only where it points inside the drawing. A <style> sheet is removed
 * too: inline, it would style the whole page. DOMPurify needs a DOM: jsdom's, made once.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

let purifier: DOMPurify | undefined
/** Links of <use> elements the hook below removed during the current sanitize (DOMPurify's list misses them). */
const outsideUses: string[] = []

function purify(): DOMPurify {
  if (purifier) return purifier
  const made = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis)
  // <use> may repeat a shape of the same drawing (href="#star"), never fetch another file.
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'use') return
    for (const name of ['href', 'xlink:href']) {
      const target = node.getAttribute(name)
      if (target !== null && !target.startsWith('#')) {
        outsideUses.push(`${name} on use`)
        node.removeAttribute(name)
      }
    }
  })
  return (purifier = made)
}

interface SanitizedSvg {
  markup: string
  /** What the allow-list took out ("script", "onload on rect"); empty when the file was a plain drawing. */
  removed: string[]
}

export function sanitizeSvg(svg: string): SanitizedSvg {
  // The prolog, doctype and comments an editor writes carry nothing the drawing needs.
  const drawing = svg.replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>|<!DOCTYPE[^>[]*>|<!--[\s\S]*?-->|\s+)*/i, '')
  const dompurify = purify()
  outsideUses.length = 0
  const markup = dompurify.sanitize(drawing, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], FORBID_TAGS: ['style'] }).trim()
  // DOMPurify parses into a <body> it then lists as removed: that one is no part of the file.
  const removed = dompurify.removed.flatMap((entry) =>
    'element' in entry
      ? entry.element.nodeName === 'BODY'
        ? []
        : [entry.element.nodeName.toLowerCase()]
      : entry.attribute
        ? [`${entry.attribute.name} on ${entry.from.nodeName.toLowerCase()}`]
        : [],
  )
  return { markup, removed: [...new Set([...removed, ...outsideUses])] }
}
