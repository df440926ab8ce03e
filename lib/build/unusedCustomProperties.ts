import { transform } from 'lightningcss'

/**
 * Drops the custom properties a page's inline CSS declares but nothing reads (used by lib/build/criticalCss.ts).
 * Tailwind declares every theme value the site uses anywhere (each colour twice: hex, and lab() where supported),
 * registers every --tw-* property its utilities might read (@property, and their initial values for browsers without
 * it), and Beasties keeps all of them for every page: a third of a page's inline CSS that its own rules never use.
 * A declaration or @property stays when some var() reads it, in the CSS or in the page (`markup`: an SVG attribute
 * may); the pass repeats, since a dropped declaration may have been the only reader of another. The full
 * stylesheet, loaded after the first paint, declares them all again.
 */
export function dropUnusedCustomProperties(css: string, markup: string): string {
  const inMarkup = [...markup.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!)
  let current = css
  for (;;) {
    const read = new Set(inMarkup)
    transform({ filename: 'inline.css', code: Buffer.from(current), visitor: { Variable: (variable) => void read.add(variable.name.ident) } })
    let dropped = 0
    const drop = <T>(name: string): T[] | undefined => {
      if (read.has(name)) return undefined
      dropped++
      return []
    }
    const next = transform({
      filename: 'inline.css',
      code: Buffer.from(current),
      minify: true,
      visitor: {
        Declaration: { custom: (property) => drop(property.name) },
        Rule: { property: (rule) => drop(rule.value.name) },
      },
    }).code.toString()
    if (dropped === 0) return current
    current = next
  }
}
