import { dropBlocks } from './cssText'

/**
 * Cuts the rules for a pointer hovering (every `@media (hover:hover)` block, which is how Tailwind writes `hover:`)
 * from a page's inline CSS (used by lib/build/criticalCss.ts). They style a state no first paint shows: the full
 * stylesheet, asked for right after that paint, brings them before a visitor's pointer can find anything to hover.
 * Focus rules stay: a keyboard visitor may be on the page before that stylesheet arrives. The text is cut, not parsed
 * and written again: Beasties' minified output writes the query exactly this way.
 */
export const dropHoverRules = (css: string): string => dropBlocks(css, '@media (hover:hover){')
