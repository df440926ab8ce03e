import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { DEFERRED_STYLESHEET, PAGE_SCRIPT } from '../firstPaint'

/**
 * The page script after the first paint (run by scripts/postbuild.ts after the critical CSS step). Vike ends every
 * page with `<script src="…" type="module" async>`, which the browser fetches as soon as it reads the page and may
 * run before the page has painted. On a page that paints from its own HTML (it names its full stylesheet on a
 * <noscript>), that tag becomes one small inline script (lib/client/afterFirstPaint.ts) that asks for the stylesheet
 * and the page script once the first paint is on screen. The admin pages, drawn by their script, keep theirs.
 *
 * The inline script is the same on every page (the page script's URL is an attribute), so the
 * Content-Security-Policy allows it by one hash.
 */
const VIKE_PAGE_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/

/** The inline script's text: lib/client/afterFirstPaint.ts, bundled and minified. */
export function afterFirstPaintScript(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: "import { startAfterFirstPaint } from '../client/afterFirstPaint'\nstartAfterFirstPaint()",
      resolveDir: dirname(fileURLToPath(import.meta.url)),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  })
  const code = outputFiles[0]!.text.trim()
  if (code.includes('</')) throw new Error('The inline script may not contain "</"')
  return code
}

export const scriptHash = (code: string) => createHash('sha256').update(code).digest('base64')

/**
 * Rewrites each page that names a deferred stylesheet to load its page script after the first paint; returns the
 * hash of the inline script for the Content-Security-Policy's script-src (none when no page needed it).
 */
export function loadPageScriptsAfterFirstPaint(files: readonly string[]): { scriptHashes: string[]; rewritten: number } {
  const code = afterFirstPaintScript()
  let rewritten = 0
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    if (!html.includes(`<noscript ${DEFERRED_STYLESHEET}=`)) continue
    const src = VIKE_PAGE_SCRIPT.exec(html)?.[1]
    if (!src) throw new Error(`${file}: no page script to load after the first paint`)
    writeFileSync(
      file,
      html.replace(VIKE_PAGE_SCRIPT, () => `<script ${PAGE_SCRIPT}="${src}">${code}</script>`),
    )
    rewritten++
  }
  return { scriptHashes: rewritten > 0 ? [scriptHash(code)] : [], rewritten }
}
