/**
 * The deferred stylesheet, shared by the build step that writes it (lib/build/criticalCss.ts) and the page script
 * that loads it (lib/client/stylesheet.ts): a page names its full stylesheet on a <noscript> element with this
 * attribute. No dependencies: it is part of every page's script.
 */
export const DEFERRED_STYLESHEET = 'data-stylesheet'
