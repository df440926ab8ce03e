import { closingParen, foldArithmetic, valueEnd } from './cssText'

/**
 * Writes the theme's values into a page's inline CSS where its rules read them (used by lib/build/criticalCss.ts,
 * before the unused custom properties are cut). Tailwind reads each size, weight, spacing and radius through a
 * property of the theme (`padding:calc(var(--spacing) * 4)`, `font-size:var(--text-sm)`), declared once on :root;
 * written out, a page's inline CSS is shorter and the declarations then go (some 300 bytes of a Brotli page). A
 * product of two numbers that this leaves (`calc(.25rem * 4)`) is worked out (`1rem`).
 *
 * Only a property the site's stylesheet declares once, on the theme's :root, with a value that reads no other
 * property or only such properties (`--default-font-family:var(--font-sans)`), is written out, and also where it is
 * read with a fallback (`var(--default-font-family,-apple-system,…)`: declared on :root, it never falls back). One
 * declared again (for browsers with lab(), say) or set on an element could be something else where it is read, and
 * stays as it is. The full stylesheet, loaded after the first paint, still declares and reads them all. The text is
 * cut, not parsed and written again, as in unusedCustomProperties.ts.
 */
/** Where Tailwind declares the theme: `@layer theme{:root,:host{…}` (Beasties keeps `:root` alone in a page's copy). */
const THEME_ROOT = /@layer theme\{:root(?:,:host)?\{/

export function inlineThemeValues(css: string, siteStylesheet: string): string {
  const values = themeValues(siteStylesheet)
  if (values.size === 0) return css
  return foldArithmetic(writeOut(css, values))
}

/** `css` with each `var(--name)` or `var(--name,fallback)` of a property in `values` replaced by its value. */
function writeOut(css: string, values: ReadonlyMap<string, string>): string {
  let out = ''
  let from = 0
  for (const read of css.matchAll(/var\((--[\w-]+)([,)])/g)) {
    const value = values.get(read[1]!)
    if (value === undefined || read.index < from) continue
    const end = read[2] === ')' ? read.index + read[0].length - 1 : closingParen(css, read.index + 4)
    if (end < 0) continue
    out += css.slice(from, read.index) + value
    from = end + 1
  }
  return out + css.slice(from)
}

/** The theme's properties declared once in the whole stylesheet, on :root, that read none but such properties: their values, written out. */
function themeValues(stylesheet: string): Map<string, string> {
  const opening = THEME_ROOT.exec(stylesheet)
  if (!opening) return new Map()
  const declared = new Map<string, number>()
  for (const match of stylesheet.matchAll(/[{;](--[\w-]+):/g)) declared.set(match[1]!, (declared.get(match[1]!) ?? 0) + 1)
  const values = new Map<string, string>()
  let index = opening.index + opening[0].length
  while (index < stylesheet.length && stylesheet[index] !== '}') {
    const colon = stylesheet.indexOf(':', index)
    const end = valueEnd(stylesheet, colon + 1)
    const name = stylesheet.slice(index, colon)
    const value = stylesheet.slice(colon + 1, end)
    if (/^--[\w-]+$/.test(name) && declared.get(name) === 1) values.set(name, value)
    index = stylesheet[end] === ';' ? end + 1 : end
  }
  // A value that reads properties is kept once they are all written out: each round writes in those that read
  // nothing (a chain resolves a link a round), until a round changes nothing.
  const readingNothing = () => new Map([...values].filter(([, value]) => !value.includes('var(')))
  for (let known = readingNothing(), previous = -1; known.size > previous; previous = known.size, known = readingNothing()) {
    for (const [name, value] of values) values.set(name, writeOut(value, known))
  }
  return readingNothing()
}
