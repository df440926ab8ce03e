import { blockEnd } from './cssText'

/**
 * Cuts the rules for a pointer hovering (every `@media (hover:hover)` block, which is how Tailwind writes `hover:`)
 * from a page's inline CSS (used by lib/build/criticalCss.ts). They style a state no first paint shows: the full
 * stylesheet, asked for right after that paint, brings them before a visitor's pointer can find anything to hover.
 * Focus rules stay: a keyboard visitor may be on the page before that stylesheet arrives. The text is cut, not parsed
 * and written again: Beasties' minified output writes the query exactly this way.
 */
const HOVER_MEDIA = '@media (hover:hover){'

export function dropHoverRules(css: string): string {
  let out = ''
  let index = 0
  for (;;) {
    const start = css.indexOf(HOVER_MEDIA, index)
    if (start === -1) return out + css.slice(index)
    out += css.slice(index, start)
    index = blockEnd(css, start + HOVER_MEDIA.length)
    if (index === -1) throw new Error('Unbalanced braces in a @media (hover:hover) block')
  }
}
