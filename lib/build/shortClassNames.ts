import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CLASS_SELECTOR, preludes, unescapeCss } from './cssText'
import { styleHash } from './hostRules'

/**
 * Short class names in the built pages (run by scripts/postbuild.ts once every step that reads a page's classes
 * has run): Tailwind's utility names (`md:grid-cols-3`, `text-slate-600`) are most of a page's class attributes and
 * of its inline CSS's selectors, and written as `b`, `c`, … `a1` they take 160 to 460 bytes off each compressed page
 * (280 on the median page), which brings most of the pages that needed a second round trip into the first.
 *
 * A class is renamed only where nothing could still ask for it by its name:
 * - it is one of Tailwind's utilities (in `@layer utilities` alone): the site's own classes (`btn`, `card`,
 *   `nav-link`, pages/global.css) keep their names, for the people and tests that read them;
 * - no script names it: a word of any script the site serves (the islands render their classes from their bundles
 *   and must find the names the HTML has when they hydrate) or of an inline script or attribute value of a page
 *   (an island's props), split at spaces and quotes, which can only keep more names than need keeping.
 * The pages' class attributes, their inline CSS (and the hash their style policy allows it by) and the stylesheet
 * are rewritten with one map; the stylesheet gets the name of its new content, since the map can change when only a
 * script does and the old name is cached for a year. The map is written beside the build (`class-names.json`:
 * short name → class) for the tests that read the classes a component gave.
 */

const CLASS_ATTRIBUTE = / class="([^"]*)"/g
const STYLE = /<style>([\s\S]*?)<\/style>/g
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g
const OTHER_ATTRIBUTE = / (?!class=)[\w:-]+="([^"]*)"/g
const WORDS = /[\s"'`]+/

/** A class name as a selector writes it, as Tailwind escapes it (a leading digit by its code, other signs by a backslash). */
const escapeCss = (name: string) => name.replace(/^\d|[^\w\u0080-\uffff-]/g, (sign) => (/\d/.test(sign) ? `\\3${sign} ` : `\\${sign}`))
/** An attribute value as the browser reads it, from React's escaping. */
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, entity: string) => ({ quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' })[entity]!)

const encodeAttribute = (value: string) =>
  value.replace(/["'<>&]/g, (sign) => ({ '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;', '&': '&amp;' })[sign]!)

type Rename = (name: string) => string | undefined

/** Applies `rename` to the class names of one selector list (not to the strings in it). */
const renameInSelectors = (selectors: string, rename: Rename) =>
  selectors.replace(CLASS_SELECTOR, (match, quoted: string | undefined, escaped: string) => {
    const renamed = quoted ? undefined : rename(unescapeCss(escaped))
    return renamed === undefined ? match : `.${escapeCss(renamed)}`
  })

/** Applies `rename` to the class names of every selector in `css` (not to its at-rules, values or strings). */
export function renameSelectorClasses(css: string, rename: Rename): string {
  let out = ''
  let index = 0
  for (const { start, end } of preludes(css)) {
    if (css[start] === '@') continue
    out += css.slice(index, start) + renameInSelectors(css.slice(start, end), rename)
    index = end
  }
  return out + css.slice(index)
}

/** The class names in `css`'s selectors: those inside `@layer utilities` and those anywhere else. */
function classesByLayer(css: string): { utilities: Set<string>; elsewhere: Set<string> } {
  const utilities = new Set<string>()
  const elsewhere = new Set<string>()
  for (const { start, end, outer } of preludes(css)) {
    if (css[start] === '@') continue
    const into = outer.includes('@layer utilities') ? utilities : elsewhere
    renameInSelectors(css.slice(start, end), (name) => void into.add(name))
  }
  return { utilities, elsewhere }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** `a` … `z`, `aa` … `z9`, `aaa` …: a letter, then letters and digits (a class cannot start with a digit). */
function* shortNames(): Generator<string> {
  yield* LETTERS
  for (const name of shortNames()) for (const next of `${LETTERS}0123456789`) yield name + next
}

/** Rewrites the class tokens of every class attribute in `html`, keeping its spacing and the tokens `rename` keeps. */
export function renameClassAttributes(html: string, rename: Rename): string {
  return html.replace(CLASS_ATTRIBUTE, (_, value: string) => {
    const tokens = value.split(/(\s+)/).map((token) => {
      const renamed = token.trim() ? rename(decodeAttribute(token)) : undefined
      return renamed === undefined ? token : encodeAttribute(renamed)
    })
    return ` class="${tokens.join('')}"`
  })
}

export interface ShortClassNames {
  /** Short name → class, for every renamed class. */
  classes: Record<string, string>
  /** The stylesheet's URL path before and after. */
  stylesheet: { from: string; to: string }
}

/** The stylesheet a page uses: linked, or named on the <noscript> its script adds it from (lib/build/criticalCss.ts). */
const STYLESHEET = /(?: data-stylesheet="|<link rel="stylesheet"[^>]* href=")(\/assets\/[^"]+\.css)"/g

/**
 * Renames the utility classes nothing asks for by name (see above) in the pages of `pageFiles` that use the site's
 * stylesheet (their class attributes and inline CSS) and in that stylesheet, which it renames by its new content,
 * in those pages and in Vite's manifest (`assets.json` beside the output). `scripts` are the site's script files.
 */
export function shortenClassNames(outDir: string, pageFiles: readonly string[], scripts: readonly string[]): ShortClassNames {
  const styled = pageFiles.map((file) => {
    const page = readFileSync(file, 'utf8')
    return { file, page, sheets: [...page.matchAll(STYLESHEET)].map((match) => match[1]!) }
  })
  const html = new Map(styled.filter(({ sheets }) => sheets.length > 0).map(({ file, page }) => [file, page]))
  const from = [...new Set(styled.flatMap(({ sheets }) => sheets))]
  if (from.length !== 1) throw new Error(`Expected the pages to share one stylesheet, found ${from.length}`)
  const sheetFile = join(outDir, from[0]!)
  const sheet = readFileSync(sheetFile, 'utf8')

  const named = new Set(scripts.flatMap((file) => readFileSync(file, 'utf8').split(WORDS)))
  const uses = new Map<string, number>()
  for (const page of html.values()) {
    for (const [, text] of page.matchAll(SCRIPT)) for (const word of text!.split(WORDS)) named.add(word)
    for (const [, value] of page.matchAll(OTHER_ATTRIBUTE)) for (const word of decodeAttribute(value!).split(WORDS)) named.add(word)
    for (const [, value] of page.matchAll(CLASS_ATTRIBUTE))
      for (const name of decodeAttribute(value!).split(/\s+/).filter(Boolean)) uses.set(name, (uses.get(name) ?? 0) + 1)
  }
  const { utilities, elsewhere } = classesByLayer(sheet)
  const renamed = [...uses.keys()]
    .filter((name) => utilities.has(name) && !elsewhere.has(name) && !named.has(name))
    .sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : 1))
  const taken = new Set([...uses.keys(), ...utilities, ...elsewhere, ...named])
  const short = new Map<string, string>()
  const names = shortNames()
  for (const name of renamed) {
    let next = names.next().value!
    while (taken.has(next)) next = names.next().value!
    short.set(name, next)
  }
  const rename = (name: string) => short.get(name)

  for (const [file, page] of html) {
    // Each inline style is allowed by its hash, in the style policy at the top of <head>.
    let out = page
    for (const [element, css] of page.matchAll(STYLE)) {
      const renamedCss = renameSelectorClasses(css!, rename)
      out = out.replace(element, () => `<style>${renamedCss}</style>`).replace(`'sha256-${styleHash(css!)}'`, () => `'sha256-${styleHash(renamedCss)}'`)
    }
    writeFileSync(file, renameClassAttributes(out, rename))
  }

  const css = renameSelectorClasses(sheet, rename)
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
  const to = from[0]!.replace(/\.[\w-]+\.css$/, `.${hash}.css`)
  writeFileSync(sheetFile, css)
  renameSync(sheetFile, join(outDir, to))
  const manifest = join(outDir, '..', 'assets.json')
  for (const file of [...html.keys(), ...(existsSync(manifest) ? [manifest] : [])]) {
    const text = readFileSync(file, 'utf8')
    if (text.includes(from[0]!.slice(1))) writeFileSync(file, text.replaceAll(from[0]!.slice(1), to.slice(1)))
  }
  return { classes: Object.fromEntries([...short].map(([name, shortName]) => [shortName, name])), stylesheet: { from: from[0]!, to } }
}

/**
 * The script files that render into the site's pages: not the content editor's (admin/editor/, with a stylesheet
 * of its own) nor the search index's (pagefind/, which returns results as data for the site's own script to show).
 */
export function siteScripts(outDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return [join(outDir, 'admin', 'editor'), join(outDir, 'pagefind')].includes(path) ? [] : walk(path)
      return /\.m?js$/.test(entry.name) ? [path] : []
    })
  return walk(outDir)
}
