import { dropBlocks } from './cssText'

/**
 * Cuts from the site's stylesheet the colour mixes that repeat the colour written just before them (used by
 * lib/build/criticalCss.ts before any page's CSS is taken from it). For a colour with an opacity (`bg-white/95`),
 * Tailwind writes the colour with its alpha (`#fffffff2`) and then, for browsers with color-mix(), the same colour as
 * a mix with transparent, in a `@supports (color:color-mix(in lab, red, red))` block: every browser paints the same
 * with the first alone, and each page's inline CSS is 40 to 120 bytes shorter. A mix of currentcolor stays: its
 * fallback is another colour (Tailwind's placeholder rule falls back to the full currentcolor).
 */
export const dropColorMixRepeats = (css: string): string =>
  dropBlocks(css, '@supports (color:color-mix(in lab, red, red)){', (body) => /currentcolor/i.test(body))
