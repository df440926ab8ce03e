import { blockEnd, closingParen, foldArithmetic } from './cssText'

/**
 * Writes out the registered properties a page's inline CSS reads but never sets (used by lib/build/criticalCss.ts,
 * before the unused custom properties are cut). Tailwind's utilities read state through properties it registers
 * with `@property` (`border-style:var(--tw-border-style)`, the five layers of every box-shadow, a gradient's stop
 * positions, `--tw-space-y-reverse`), and only some utilities set them: on a page whose rules never set one, it holds
 * its initial value on every element, so the reads are written as that value (a typed zero keeps its unit), or as
 * their own fallback where it has none, and the registration and its fallback for browsers without @property then
 * go (160 to 370 bytes of a Brotli page). A property counts as set where a rule gives it another value than its
 * initial one, or the page's markup names it. The full stylesheet, loaded after the first paint, registers and reads
 * them all, for the states scripts and pointers set later.
 */
const REGISTRATION = /@property (--[\w-]+)\{([^}]*)\}/g
/** Tailwind's initial values for browsers without @property: a declaration there is not a rule setting one. */
const FALLBACK_LAYER = '@layer properties{'

export function inlineUnsetRegisteredProperties(css: string, markup: string): string {
  const fallbackStart = css.indexOf(FALLBACK_LAYER)
  const rules = fallbackStart === -1 ? css : css.slice(0, fallbackStart) + css.slice(blockEnd(css, fallbackStart + FALLBACK_LAYER.length))
  let out = css
  for (const [, name, descriptors] of css.matchAll(REGISTRATION)) {
    const initial = typedInitialValue(descriptors!)
    const values = [...rules.matchAll(new RegExp(`[{;]${name}:([^;}]*)`, 'g'))].map((match) => match[1]!.trim())
    if (values.some((value) => value !== initial) || markup.includes(name!)) continue
    out = replaceReads(out, name!, initial)
  }
  return foldArithmetic(out)
}

/** The initial value as a read of it sees it: a registered <length> of 0 is 0px (a bare 0 inside calc() is a number). */
function typedInitialValue(descriptors: string): string | undefined {
  const initial = /initial-value:([^;]*)/.exec(descriptors)?.[1]?.trim()
  if (initial === '0' && /syntax:"<length>"/.test(descriptors)) return '0px'
  return initial
}

/** Each `var(name)` or `var(name,fallback)` written as the initial value, or as its fallback where there is none. */
function replaceReads(css: string, name: string, initial: string | undefined): string {
  let out = ''
  let index = 0
  for (;;) {
    const start = css.indexOf(`var(${name}`, index)
    if (start === -1) return out + css.slice(index)
    const after = start + `var(${name}`.length
    const end = closingParen(css, start + 'var('.length)
    if (end === -1) throw new Error(`Unclosed var(${name}`)
    const fallback = css[after] === ',' ? css.slice(after + 1, end) : undefined
    const value = initial ?? fallback
    // Another property whose name starts with this one, or a read with no value to write: left as it is.
    const replaceable = (css[after] === ')' || css[after] === ',') && value !== undefined
    out += css.slice(index, start) + (replaceable ? value : css.slice(start, end + 1))
    index = end + 1
  }
}
