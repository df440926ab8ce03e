import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { builtPageFiles } from '../../lib/build/builtPages'

export const distDir = 'dist/client'

/**
 * The origin the build was made for (its SITE_URL), as the build's robots.txt names its sitemap: read from the build
 * (scripts/postbuild.ts writes robots.txt; the pages' heads must agree with it), so the tests hold for any SITE_URL
 * whatever the shell that runs them has set.
 */
export function builtSiteUrl(dir: string = distDir): string {
  const robots = readFileSync(join(dir, 'robots.txt'), 'utf8')
  const origin = robots.match(/^Sitemap: (\S+)\/sitemap\.xml$/m)?.[1]
  if (!origin) throw new Error(`${dir}/robots.txt names no sitemap to read the build's SITE_URL from`)
  return origin
}

export interface BuiltPage {
  path: string
  file: string
  html: string
  isRedirect: boolean
  isNoindex: boolean
}

/** Every prerendered HTML page of the build, with its URL path (about/team.html -> /about/team). */
export function builtPages(dir: string = distDir): BuiltPage[] {
  return builtPageFiles(dir).map(({ path, file }) => {
    const html = readFileSync(file, 'utf8')
    return { path, file, html, isRedirect: /http-equiv="refresh"/i.test(html), isNoindex: /<meta name="robots" content="noindex/i.test(html) }
  })
}

/** Public pages: prerendered, not a redirect, not kept out of search engines. */
export const publicPages = () => builtPages().filter((page) => !page.isRedirect && !page.isNoindex)

/** Console errors and uncaught exceptions of a page, collected from the moment this is called. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/**
 * Waits until a page has what it loads by itself after its HTML: the load event, the full stylesheet its script adds
 * after the first paint (applied) and the web fonts. Checks of the finished page (layout shift, accessibility, what it
 * requested) start from there, not from a stretch of network silence. A page whose clock a test has stopped adds
 * its stylesheet only once the clock moves.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => {
    const deferred = document.querySelector('noscript[data-stylesheet]')?.getAttribute('data-stylesheet')
    const applied = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === deferred && link.sheet !== null,
    )
    return (!deferred || applied) && document.fonts.status === 'loaded'
  })
}

const require = createRequire(import.meta.url)
/**
 * axe-core's minified build, read once per worker: the page compiles it on every check, and the minified file (0.65 MB)
 * compiles in about two thirds of the time of the readable one (1.5 MB) that the package's main names.
 */
let axeSource: string | undefined

/**
 * axe-core WCAG 2.2 A/AA and best-practice violations of serious or critical impact, and landmarks of one role that share a name (axe's
 * landmark-unique, moderate: a screen reader's list of landmarks would show two entries alike, the blog's two
 * newsletter forms once).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not apply to
  // (an injected <script> would be refused, as it should be).
  await page.evaluate(`${axeSource}\n;void 0`)
  const results = await page.evaluate(async () => {
    // Colours are judged at rest: a button just pressed is still fading between its two colours for 150 ms (.btn's
    // transition), and a contrast measured halfway through fails. Endless animations (the logo marquee) are not waited for.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
    // Content that fades up as it scrolls into view (.reveal) is judged as it rests once seen, not half faded or unseen.
    for (const animation of document.getAnimations()) if (animation.timeline && !(animation.timeline instanceof DocumentTimeline)) animation.cancel()
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe
    // resultTypes: only violations get their nodes' selectors worked out (axe's documented way to a faster run on a
    // large page); the other groups keep one node each, which this check never reads.
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'landmark-unique': { enabled: true } },
      resultTypes: ['violations'],
    })
  })
  return (results.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'landmark-unique')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    )
}

/** A version 4 UUID: the id every new form entry gets (model/leadFields.ts). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
