import { blockEnd } from './cssText'

/**
 * Writes Tailwind's registered properties as plain initial values in a page's inline CSS (used by
 * lib/build/criticalCss.ts). Tailwind states each --tw-* property twice: an `@property` rule (not inherited, with its
 * initial value), and, for browsers without @property, the same initial values set on every element in
 * `@layer properties{@supports (…){*,:before,:after{…}}}`. Setting a property on every element gives what
 * `inherits:false` gives (no element takes its parent's value), so for the first paint the second form alone does in
 * every browser: the `@supports` condition is dropped and each `@property` it covers is cut, about 250 bytes of every
 * page. The full stylesheet, loaded after the first paint, registers them all again (a registration only adds
 * transitions between values, which no first paint shows). A registration the fallback does not cover, or one that
 * inherits, stays.
 */
const LAYER = '@layer properties{'

export function fallbackForRegisteredProperties(css: string): string {
  const layerStart = css.indexOf(LAYER)
  if (layerStart === -1) return css
  const layerEnd = blockEnd(css, layerStart + LAYER.length)
  const supports = /^@supports [^{]+\{/.exec(css.slice(layerStart + LAYER.length))
  const bodyStart = layerStart + LAYER.length + (supports?.[0].length ?? 0)
  // Only a layer that is one @supports block and nothing else is Tailwind's fallback.
  if (layerEnd === -1 || !supports || blockEnd(css, bodyStart) !== layerEnd - 1) return css
  const body = css.slice(bodyStart, layerEnd - 2)
  const covered = new Set([...body.matchAll(/[{;](--[\w-]+):/g)].map((match) => match[1]!))
  const layer = `${LAYER}${body}}`
  const text = css.slice(0, layerStart) + layer + css.slice(layerEnd)
  return text.replace(/@property (--[\w-]+)\{([^}]*)\}/g, (rule, name: string, descriptors: string) =>
    covered.has(name) && /(^|;)inherits:false(;|$)/.test(descriptors) ? '' : rule,
  )
}
