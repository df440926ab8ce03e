/**
 * What a page loads once it has painted, shared by the build steps that write it (lib/build/criticalCss.ts,
 * lib/build/afterFirstPaint.ts) and the inline script that loads it (lib/client/afterFirstPaint.ts). No dependencies:
 * it is part of every page's inline script.
 */

/** A page names its full stylesheet on a <noscript> element with this attribute (which also loads it without scripts). */
export const DEFERRED_STYLESHEET = 'data-stylesheet'
/** The inline script names the page script on itself with this attribute. */
export const PAGE_SCRIPT = 'data-page-script'
