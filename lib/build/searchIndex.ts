/**
 * The text the search index reads from a page (scripts/postbuild.ts, Pagefind). Pagefind joins the text of
 * neighbouring elements as it finds it, so a label and its value that a reader sees apart ran together in the
 * excerpts ("SEO18 Nov 20245 min read", "TypeFull-time"). Before a page is indexed, its copy gets the separators
 * the layout shows: a colon between a term and its description, a space between elements that the layout sets
 * apart (block boxes, items of a flex or grid container), and decorative separators ("·") kept as text.
 */

/** Elements a browser lays out as blocks of their own. */
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
])
/** Tailwind classes that give an element a box of its own, or set its children apart. */
const BLOCK_CLASSES = ['block', 'flex', 'grid', 'badge', 'btn']
const CONTAINER_CLASSES = ['flex', 'inline-flex', 'grid', 'inline-grid']
/** Text that only separates, shown to the eye and hidden from screen readers (aria-hidden). */
const SEPARATOR_TEXT = /^[·•|/–—-]+$/

const hasClass = (element: Element, names: readonly string[]) => names.some((name) => element.classList.contains(name))
const isBlock = (element: Element) => BLOCK_TAGS.has(element.tagName) || hasClass(element, BLOCK_CLASSES)

/** Inserts, in place, the separators a reader sees between the elements under `root`. */
export function addReadingSeparators(root: Element): void {
  const doc = root.ownerDocument
  // Decorative separators would be dropped with the aria-hidden icons: keep them as text.
  for (const hidden of Array.from(root.querySelectorAll('[aria-hidden="true"]'))) {
    const text = (hidden.textContent ?? '').trim()
    if (SEPARATOR_TEXT.test(text)) hidden.replaceWith(doc.createTextNode(` ${text} `))
  }
  // A term and its description: "Type: Full-time".
  for (const term of Array.from(root.querySelectorAll('dt'))) {
    const text = (term.textContent ?? '').trim()
    if (text && !/[:.?!]$/.test(text) && term.nextElementSibling?.tagName === 'DD') term.append(doc.createTextNode(': '))
  }
  // Neighbours the layout sets apart, whose texts would otherwise touch. Elements without text (icons) are
  // transparent: "SEO<svg/>5 min read" still needs its space.
  for (const parent of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const container = hasClass(parent, CONTAINER_CLASSES)
    let previous: { node: Node; text: string } | null = null
    for (const node of Array.from(parent.childNodes)) {
      const text = node.textContent ?? ''
      if (text === '') continue
      if (previous && (container || isBlockNode(previous.node) || isBlockNode(node)) && !/\s$/.test(previous.text) && !/^\s/.test(text)) {
        node.before(doc.createTextNode(' '))
      }
      previous = { node, text }
    }
  }
}

const isBlockNode = (node: Node): boolean => node.nodeType === 1 && isBlock(node as Element)
