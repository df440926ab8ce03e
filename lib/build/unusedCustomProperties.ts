import { valueEnd } from './cssText'

/**
 * Drops the custom properties a page's inline CSS declares but nothing reads (used by lib/build/criticalCss.ts).
 * Tailwind declares every theme value the site uses anywhere (each colour twice: hex, and lab() where supported),
 * registers every --tw-* property its utilities might read (@property, and their initial values for browsers without
 * it), and Beasties keeps all of them for every page: a fifth of a page's inline CSS that its own rules never use.
 * A declaration or @property stays when some var() reads it, in the CSS or in the page (`markup`: an SVG attribute
 * may); the pass repeats, since a dropped declaration may have been the only reader of another. Everything else is
 * left exactly as written (the text is cut, not parsed and written again). The full stylesheet, loaded after the
 * first paint, declares them all again.
 */
export function dropUnusedCustomProperties(css: string, markup: string): string {
  let current = css
  for (;;) {
    const read = new Set([...`${current}${markup}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))
    const next = cutDeclarations(current, (name) => !read.has(name))
    if (next === current) return current
    current = next
  }
}

/** Minified CSS without the custom property declarations and @property rules whose name `unused` picks. */
function cutDeclarations(css: string, unused: (name: string) => boolean): string {
  let out = ''
  let index = 0
  while (index < css.length) {
    const registration = /^@property (--[\w-]+)\{[^}]*\}/.exec(css.slice(index, index + 300))
    if (registration && unused(registration[1]!)) {
      index += registration[0].length
      continue
    }
    const previous = css[index - 1]
    if (css.startsWith('--', index) && (previous === '{' || previous === ';')) {
      const colon = css.indexOf(':', index)
      const name = css.slice(index, colon)
      const end = valueEnd(css, colon + 1)
      if (/^--[\w-]+$/.test(name) && unused(name)) {
        // Take the declaration and one of the semicolons around it, so the block stays well formed.
        if (css[end] === ';') index = end + 1
        else {
          if (out.endsWith(';')) out = out.slice(0, -1)
          index = end
        }
        continue
      }
    }
    out += css[index]
    index++
  }
  return out
}
