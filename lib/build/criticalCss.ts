import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'
import { DEFERRED_STYLESHEET } from '../firstPaint'
import { BRAND_FAMILY } from './brandFont'

/**
 * The first paint in one round trip (run by scripts/postbuild.ts on every built page). A page's HTML carries, in
 * one <style>, the rules of the site's stylesheet that its own elements use (extracted by Beasties) and the
 * @font-face rules, and it preloads the brand font. All of the page's rules, not only its first screen's: a
 * section half in the first screen of a phone would otherwise move when the rest arrived, and those rules are
 * only about a sixth more than the first screen's alone (the base, theme and chrome rules are most of it). The full stylesheet no longer blocks rendering: the page script adds it after the first paint
 * (lib/client/stylesheet.ts; no inline script, which the Content-Security-Policy forbids), from where it is cached
 * for the next page and styles the rest of the page and the states scripts set later. Without JavaScript, a
 * <noscript> link loads it.
 *
 * Pages rendered by their island in the browser (the admin area) keep the blocking stylesheet: their markup
 * appears only after hydration, so there is nothing to extract from their HTML. They get the @font-face rules
 * inline too: the faces are taken out of the stylesheet, because a face declared again when the deferred sheet
 * arrives starts loading afresh, from the cache at once, and swaps the brand font in after a first paint that went
 * without it (font-display: optional would otherwise keep that paint), moving the page.
 */
export interface FirstPaintResult {
  /** Base64 sha256 of every inline <style> written, for the Content-Security-Policy's style-src. */
  styleHashes: string[]
  /** Inline CSS bytes per processed page. */
  inlined: { file: string; bytes: number }[]
}

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/
/** The font preloads Vike adds for every font the stylesheet names: the brand face for Latin letters is preloaded instead. */
const VIKE_FONT_PRELOAD = /<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/g
const CHARSET = '<meta charSet="utf-8"/>'

export const styleHash = (css: string) => createHash('sha256').update(css).digest('base64')

/** The @font-face rules of a stylesheet, and the file of the brand face that draws basic Latin letters (to preload). */
const FONT_FACE = /@font-face\{[^}]*\}/g

function fontFaces(css: string): { css: string; preload: string } {
  const faces = css.match(FONT_FACE) ?? []
  const latin = faces
    .filter((face) => new RegExp(`font-family:"?${BRAND_FAMILY}"?;`).test(face) && /unicode-range:[^;}]*U\+20-7E/.test(face))
    .map((face) => /url\(([^)]+\.woff2)\)/.exec(face)?.[1])
  if (latin.length !== 1 || !latin[0]) throw new Error(`Expected one brand face for Latin letters in the stylesheet, found ${latin.length}`)
  return { css: faces.join(''), preload: latin[0] }
}

export async function inlineCriticalCss(outDir: string, pages: readonly { file: string; path: string }[]): Promise<FirstPaintResult> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Beasties moves the link to the end of <body> in its copy; the page itself gets a <noscript> link (below),
    // since every loader Beasties offers needs an inline script or event handler.
    preload: 'body',
    fonts: false,
    keyframes: 'critical',
    // Beasties cannot match a selector inside :where() (Tailwind's space-y and divide-y rules are written that way),
    // and would leave them out: a list would then move when the full stylesheet arrives. They are few and small.
    allowRules: [/^:where\(/],
    compress: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  })
  const fonts = new Map<string, ReturnType<typeof fontFaces>>()
  const hashes = new Set<string>()
  const inlined: FirstPaintResult['inlined'] = []
  for (const { file, path } of pages) {
    // The encoding must be declared in the first 1,024 bytes: ahead of the inline CSS, first in <head>.
    const html = readFileSync(file, 'utf8').replace(VIKE_FONT_PRELOAD, '').replace(CHARSET, '').replace('<head>', `<head>${CHARSET}`)
    const href = STYLESHEET_LINK.exec(html)?.[1]
    if (!href) throw new Error(`${file}: no stylesheet link to inline`)
    if (!fonts.has(href)) fonts.set(href, fontFaces(readFileSync(join(outDir, href), 'utf8')))
    const { css: faces, preload } = fonts.get(href)!
    if (path.startsWith('/admin/')) {
      writeFileSync(
        file,
        html.replace(STYLESHEET_LINK, (link) => `<style>${faces}</style>${link}`),
      )
      hashes.add(styleHash(faces))
      continue
    }
    const critical = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1]
    if (!critical) throw new Error(`${file}: Beasties found no CSS for the page`)
    // Beasties cannot tell which faces a page uses through var(--font-sans): every face goes inline (a face costs
    // nothing until a character needs it), and the brand face of the Latin letters is preloaded.
    const style = `${faces}${critical}`
    const head =
      `<link rel="preload" href="${preload}" as="font" type="font/woff2" crossorigin>` +
      `<style>${style}</style>` +
      `<noscript ${DEFERRED_STYLESHEET}="${href}"><link rel="stylesheet" href="${href}"></noscript>`
    writeFileSync(file, html.replace(STYLESHEET_LINK, head))
    hashes.add(styleHash(style))
    inlined.push({ file, bytes: Buffer.byteLength(style) })
  }
  for (const href of fonts.keys()) {
    const sheet = join(outDir, href)
    writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(FONT_FACE, ''))
  }
  return { styleHashes: [...hashes].sort(), inlined }
}
