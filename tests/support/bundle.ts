import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir } from './site'

/** The script and stylesheet URLs a page's HTML loads at once. */
export function pageAssets(html: string): { scripts: string[]; styles: string[]; preloads: string[] } {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!)
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  return { scripts, styles, preloads }
}

/** A module and everything it imports statically (not its dynamic import() chunks), as URL paths. */
export function staticModuleGraph(entryUrl: string, seen: Set<string> = new Set()): Set<string> {
  if (seen.has(entryUrl)) return seen
  seen.add(entryUrl)
  const code = readFileSync(join(distDir, entryUrl), 'utf8')
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    if (!specifier || !specifier.startsWith('.')) continue
    staticModuleGraph(new URL(specifier, `http://x${base}`).pathname, seen)
  }
  return seen
}

export const gzipSize = (url: string) => gzipSync(readFileSync(join(distDir, url))).length

/** Gzip bytes of the JavaScript a page runs before any interaction: its scripts, their static imports and preloads. */
export function initialJavaScriptBytes(html: string): { bytes: number; files: string[] } {
  const { scripts, preloads } = pageAssets(html)
  const files = new Set<string>()
  for (const url of [...scripts, ...preloads]) for (const file of staticModuleGraph(url)) files.add(file)
  return { bytes: [...files].reduce((sum, file) => sum + gzipSize(file), 0), files: [...files] }
}
