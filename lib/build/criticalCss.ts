import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'
import { DEFERRED_STYLESHEET } from '../firstPaint'
import { BRAND_FAMILY } from './brandFont'
import { styleHash, stylePolicy } from './hostRules'
import { dropUnusedCustomProperties } from './unusedCustomProperties'

/**
 * The first paint in one round trip (run by scripts/postbuild.ts on every built page). A page's HTML carries, in
 * one <style>, the rules of the site's stylesheet that its own elements use (extracted by Beasties) and the
 * @font-face rules, and it preloads the brand font. All of the page's rules, not only its first screen's: a
 * section half in the first screen of a phone would otherwise move when the rest arrived, and those rules are
 * only about a sixth more than the first screen's alone (the base, theme and chrome rules are most of it). Left out
 * are only the custom properties nothing on the page reads (lib/build/unusedCustomProperties.ts: without that cut the
 * home page's HTML is over its 30 KiB budget). The full stylesheet no longer blocks rendering: the page's inline script (lib/client/afterFirstPaint.ts) adds it after the first paint, from where it is cached
 * for the next page and styles the rest of the page and the states scripts set later. Without JavaScript, a
 * <noscript> link loads it.
 *
 * Pages rendered by their island in the browser (the admin area) keep the blocking stylesheet: their markup
 * appears only after hydration, so there is nothing to extract from their HTML. They get the @font-face rules
 * inline too: the faces are taken out of the stylesheet, because a face declared again when the deferred sheet
 * arrives starts loading afresh, from the cache at once, and swaps the brand font in after a first paint that went
 * without it (font-display: optional would otherwise keep that paint), moving the page.
 *
 * Each page's <head> starts with its own style policy (a Content-Security-Policy <meta>, stylePolicy in
 * lib/build/hostRules.ts): the hash of the <style> written here and those of the styles a library adds at run time.
 */
export interface FirstPaintResult {
  /** Base64 sha256 of every distinct inline <style> written. */
  styleHashes: string[]
  /** Inline CSS bytes per processed page. */
  inlined: { file: string; bytes: number }[]
}

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/
/** The font preloads Vike adds for every font the stylesheet names: the brand face for Latin letters is preloaded instead. */
const VIKE_FONT_PRELOAD = /<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/g
const CHARSET = '<meta charSet="utf-8"/>'

/** The @font-face rules of a stylesheet, and each brand face's file with the code points it draws. */
const FONT_FACE = /@font-face\{[^}]*\}/g

interface BrandFace {
  file: string
  ranges: (readonly [number, number])[]
}

function fontFaces(css: string): { css: string; brand: BrandFace[] } {
  const faces = css.match(FONT_FACE) ?? []
  const brand = faces
    .filter((face) => new RegExp(`font-family:"?${BRAND_FAMILY}"?;`).test(face))
    .map((face) => ({
      file: /url\(([^)]+\.woff2)\)/.exec(face)?.[1] ?? '',
      ranges: (/unicode-range:([^;}]+)/.exec(face)?.[1] ?? '').split(',').map((range) => {
        const [start, end] = range.trim().replace('U+', '').split('-')
        return [parseInt(start!, 16), parseInt(end ?? start!, 16)] as const
      }),
    }))
  const latin = brand.filter((face) => face.ranges.some(([start, end]) => start <= 0x20 && end >= 0x7e))
  if (latin.length !== 1 || brand.some((face) => !face.file))
    throw new Error(`Expected one brand face for Latin letters in the stylesheet, found ${latin.length}`)
  return { css: faces.join(''), brand }
}

/**
 * The brand faces a page's text needs (the Latin one always): each is preloaded, so it is on hand for the first paint
 * whenever it can be (from the cache, always), since a face of font-display: optional that misses the first paint is
 * not used on that page. Left alone, a face the text needs is fetched only once the page is laid out, at the highest
 * priority, ahead of the page's first paint.
 */
function facesToPreload(html: string, faces: readonly BrandFace[]): string[] {
  const text = html.replace(/<(script|style|noscript|dialog|template)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')
  const shown = new Set([...text].map((character) => character.codePointAt(0)!))
  return faces
    .filter(
      (face) =>
        face.ranges.some(([start, end]) => start <= 0x20 && end >= 0x7e) ||
        [...shown].some((code) => face.ranges.some(([start, end]) => code >= start && code <= end)),
    )
    .map((face) => face.file)
}

const fontPreloads = (files: readonly string[]) =>
  files.map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`).join('')

export async function inlineCriticalCss(
  outDir: string,
  pages: readonly { file: string; path: string }[],
  /** Hashes of the <style> elements scripts add at run time (sonner's), which every page allows. */
  runtimeStyleHashes: readonly string[],
): Promise<FirstPaintResult> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Beasties moves the link to the end of <body> in its copy; the page itself gets a <noscript> link (below),
    // since every loader Beasties offers needs an inline script or event handler.
    preload: 'body',
    fonts: false,
    keyframes: 'critical',
    // Beasties cannot match a selector inside :where() (Tailwind's space-y and divide-y rules are written that way),
    // and would leave them out: a list would then move when the full stylesheet arrives. Every page gets them all.
    allowRules: [/^:where\(/],
    compress: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  })
  const sheets = new Map<string, ReturnType<typeof fontFaces>>()
  const hashes = new Set<string>()
  const inlined: FirstPaintResult['inlined'] = []
  for (const { file, path } of pages) {
    // The encoding must be declared in the first 1,024 bytes: ahead of the inline CSS, first in <head>. The style
    // policy must come before the <style> it allows.
    const html = readFileSync(file, 'utf8').replace(VIKE_FONT_PRELOAD, '').replace(CHARSET, '')
    const withPolicy = (page: string, style: string) =>
      page.replace(
        '<head>',
        () => `<head>${CHARSET}<meta http-equiv="Content-Security-Policy" content="${stylePolicy([styleHash(style), ...runtimeStyleHashes])}">`,
      )
    const href = STYLESHEET_LINK.exec(html)?.[1]
    if (!href) throw new Error(`${file}: no stylesheet link to inline`)
    if (!sheets.has(href)) {
      sheets.set(href, fontFaces(readFileSync(join(outDir, href), 'utf8')))
    }
    const { css: faces, brand } = sheets.get(href)!
    if (path.startsWith('/admin/')) {
      // The Latin face is preloaded here too: the admin's text appears only once its script has run, and a face first
      // asked for then came too late for font-display: optional, so the login and the dashboard were set in the system's font.
      writeFileSync(
        file,
        withPolicy(html, faces).replace(STYLESHEET_LINK, (link) => `${fontPreloads(facesToPreload('', brand))}<style>${faces}</style>${link}`),
      )
      hashes.add(styleHash(faces))
      continue
    }
    const extracted = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1]
    if (!extracted) throw new Error(`${file}: Beasties found no CSS for the page`)
    const critical = dropUnusedCustomProperties(extracted, html)
    // Beasties cannot tell which faces a page uses through var(--font-sans): every face goes inline (a face costs
    // nothing until a character needs it), and the brand faces its text needs are preloaded.
    const style = `${faces}${critical}`
    const head =
      fontPreloads(facesToPreload(html, brand)) +
      `<style>${style}</style>` +
      `<noscript ${DEFERRED_STYLESHEET}="${href}"><link rel="stylesheet" href="${href}"></noscript>`
    writeFileSync(
      file,
      withPolicy(html, style).replace(STYLESHEET_LINK, () => head),
    )
    hashes.add(styleHash(style))
    inlined.push({ file, bytes: Buffer.byteLength(style) })
  }
  for (const href of sheets.keys()) {
    const sheet = join(outDir, href)
    writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(FONT_FACE, ''))
  }
  return { styleHashes: [...hashes].sort(), inlined }
}
