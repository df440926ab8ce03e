import { Window } from 'happy-dom'
import { afterAll } from 'vitest'
import { builtPages, distDir } from '../../support/site'

/**
 * The prerendered pages as a crawler reads them, parsed by happy-dom with scripts and stylesheets off: for checks
 * that read only the HTML, which need no browser. One window per test file, closed after it.
 */
const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } })
afterAll(() => window.happyDOM.close())

const parser = new window.DOMParser()
const builds = new Map<string, Map<string, string>>()

/** Parses an HTML document. */
export function parseHtml(html: string): Document {
  return parser.parseFromString(html, 'text/html') as unknown as Document
}

/**
 * The built page at a URL path (`/iot/solutions`), parsed; throws when the build has no page there.
 */
export function builtDocument(path: string, dir: string = distDir): Document {
  let pages = builds.get(dir)
  if (!pages) {
    builds.set(dir, (pages = new Map(builtPages(dir).map((page) => [page.path, page.html]))))
  }
  const html = pages.get(path)
  if (html === undefined) throw new Error(`${dir} has no page at ${path}`)
  return parseHtml(html)
}

/**
 * The text of each text node under `root` (those `keep` accepts), as the HTML has it: React separates two expressions
 * in one element with <!-- -->, so a figure written in two parts is two texts.
 */
export function textNodes(root: Node, keep: (node: Node) => unknown = () => true): string[] {
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  const texts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (keep(node)) texts.push(node.nodeValue ?? '')
  return texts
}
