/**
 * What a page loads once it has painted, shared by the build steps that write it (lib/build/criticalCss.ts,
 * lib/build/afterFirstPaint.ts) and the inline script that loads it (lib/client/afterFirstPaint.ts), and what that
 * script hands on to the page script. No dependencies: it is part of every page's inline script.
 */

/** A page names its full stylesheet on a <noscript> element with this attribute (which also loads it without scripts). */
export const DEFERRED_STYLESHEET = 'data-stylesheet'
/** The inline script names the page script on itself with this attribute. */
export const PAGE_SCRIPT = 'data-page-script'
/** A link that downloads a file through the page script (components/ui/DownloadLink.tsx, lib/client/downloads.ts). */
export const DOWNLOAD_LINK = '[data-download]'
/**
 * Dispatched by the inline script, once the page script has run, on each element clicked before it had: the click
 * tracker (lib/client/tracker.ts) records it as the click it missed. Not a click: one made again would call again.
 */
export const EARLY_CLICK_EVENT = 'early-click'
