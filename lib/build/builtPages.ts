import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A prerendered page of a build: its URL path and its HTML file. */
export interface BuiltPageFile {
  path: string
  file: string
}

/**
 * Every prerendered page under a build's client directory, with its URL path (about/team.html -> /about/team,
 * index.html -> /), sorted by path. Assets, the search index and the not-found page (404.html) are not pages.
 * scripts/postbuild.ts and the build-output tests (tests/support/site.ts) both walk the build with it.
 */
export function builtPageFiles(root: string): BuiltPageFile[] {
  const walk = (dir: string): BuiltPageFile[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('pagefind') ? [] : walk(file)
      if (!entry.name.endsWith('.html') || (dir === root && entry.name === '404.html')) return []
      const path = `/${relative(root, file).replace(/\.html$/, '')}`
      return [{ path: path === '/index' ? '/' : path, file }]
    })
  return walk(root).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
