// Runs after `vike build`: writes the host files that come from content and from the built pages.
import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fallbacks, redirects } from '../content/redirects'
import { buildRedirectsFile } from '../lib/hostRules'

const outDir = 'dist/client'

/** URL paths of every prerendered page, from the files on disk (about/team.html -> /about/team). */
function builtPaths(dir: string = outDir): string[] {
  const paths: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') paths.push(...builtPaths(full))
    } else if (entry.endsWith('.html') && entry !== '404.html') {
      const path = `/${relative(outDir, full).replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/'
      paths.push(path === '/index' ? '/' : path)
    }
  }
  return paths.sort()
}

writeFileSync(join(outDir, '_redirects'), buildRedirectsFile({ redirects, fallbacks, pages: builtPaths() }))
console.log('postbuild: wrote _redirects')
