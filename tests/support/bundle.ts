import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir } from './site'

interface ManifestEntry {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's build manifest (Vike moves it to dist/assets.json): source module -> emitted chunk and its imports. */
export function buildManifest(client: string = distDir): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(join(client, '..', 'assets.json'), 'utf8'))
}

/**
 * The script and stylesheet URLs a page's HTML loads (its page script at once or after its first paint), the
 * stylesheet it loads after its first paint (named on a <noscript>, lib/build/criticalCss.ts), its inline <style>
 * texts and the fonts it preloads.
 */
export function pageAssets(html: string): {
  scripts: string[]
  styles: string[]
  deferredStyles: string[]
  inlineStyles: string[]
  preloads: string[]
  fonts: string[]
} {
  const loaded = html.replace(/<noscript[\s\S]*?<\/noscript>/g, '')
  // A script tag, or the page script the inline script loads after the first paint (lib/client/afterFirstPaint.ts).
  const scripts = [...loaded.matchAll(/<script[^>]+(?:src|data-page-script)="([^"]+)"/g)].map((m) => m[1]!)
  const styles = [...loaded.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const deferredStyles = [...html.matchAll(/<noscript data-stylesheet="([^"]+)">/g)].map((m) => m[1]!)
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)
  const preloads = [...loaded.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  const fonts = [...loaded.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!)
  return { scripts, styles, deferredStyles, inlineStyles, preloads, fonts }
}

/** A module and everything it imports statically (not its dynamic import() chunks), as URL paths. */
export function staticModuleGraph(entryUrl: string, seen: Set<string> = new Set(), client: string = distDir): Set<string> {
  if (seen.has(entryUrl)) return seen
  seen.add(entryUrl)
  const code = readFileSync(join(client, entryUrl), 'utf8')
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)
  for (const [, specifier] of code.matchAll(/(?:^|[;}\s])import(?:[\w*{}\s,$]+from)?\s*["']([^"']+)["']/g)) {
    if (!specifier || !specifier.startsWith('.')) continue
    staticModuleGraph(new URL(specifier, `http://x${base}`).pathname, seen, client)
  }
  return seen
}

/** The chunks a source module needs when it is imported: its own file and its static imports, as URL paths. */
export function moduleChunks(source: string, manifest = buildManifest(), seen: Set<string> = new Set()): Set<string> {
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the build manifest`)
  const url = `/${entry.file}`
  if (seen.has(url)) return seen
  seen.add(url)
  for (const imported of entry.imports ?? []) moduleChunks(imported, manifest, seen)
  return seen
}

export const gzipSize = (url: string, client: string = distDir) => gzipSync(readFileSync(join(client, url))).length

/**
 * Gzip bytes of the JavaScript a page runs before any scroll or interaction: its inline scripts, its scripts and their
 * static imports, plus, for islands marked hydrate="load", the hydration runtime (React) and the island's own chunks.
 */
export function initialJavaScript(html: string, client: string = distDir): { bytes: number; files: string[]; inline: string[] } {
  const { scripts, preloads } = pageAssets(html)
  const files = new Set<string>()
  for (const url of [...scripts, ...preloads]) for (const file of staticModuleGraph(url, new Set(), client)) files.add(file)
  const onLoad = [...html.matchAll(/data-island="(\w+)" data-hydrate="load"/g)].map((m) => m[1]!)
  if (onLoad.length > 0) {
    const manifest = buildManifest(client)
    for (const source of ['components/islands/hydrate.tsx', ...onLoad.map((name) => `components/islands/${name}.tsx`)]) {
      for (const file of moduleChunks(source, manifest)) files.add(file)
    }
  }
  // Inline scripts run too (the one that loads the page script after the first paint); JSON-LD data does not.
  const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]!)
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file, client), 0) + inline.reduce((sum, code) => sum + gzipSync(code).length, 0)
  return { bytes, files: [...files], inline }
}

/** Every emitted JavaScript file under dist/client/assets. */
export function allScripts(dir: string = join(distDir, 'assets')): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return allScripts(path)
    return path.endsWith('.js') ? [path] : []
  })
}
