// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where each module runs shows in the tree: lib/build/ runs in Node at build time only, lib/client/ in the browser,
 * and lib/ itself holds shared pure code (the browser, the build and the lead service all import it). These are the
 * imports that would break that promise; type-only imports vanish at run time and do not count.
 */
const filesUnder = (dir: string, recursive = true): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return recursive ? filesUnder(path) : []
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

/** The specifiers a file imports at run time (not `import type`), including dynamic import(). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const statics = [...text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , specifier]) => specifier!)
  const dynamics = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, specifier]) => specifier!)
  return [...statics, ...dynamics]
}

const offending = (files: string[], forbidden: RegExp) =>
  files.flatMap((file) =>
    runtimeImports(file)
      .filter((specifier) => forbidden.test(specifier))
      .map((specifier) => `${file} imports ${specifier}`),
  )

test('shared lib/ modules import neither Node built-ins nor lib/build or lib/client', () => {
  const shared = filesUnder('lib', false)
  expect(shared).toContain(join('lib', 'islandProtocol.ts'))
  expect(offending(shared, /^node:|^\.\/(build|client)\//)).toEqual([])
})

test('browser code (lib/client, the islands, the page script) imports nothing that runs only at build time', () => {
  const browser = [...filesUnder('lib/client'), ...filesUnder('components/islands'), 'pages/+client.ts']
  expect(browser).toContain(join('lib', 'client', 'islands.ts'))
  expect(offending(browser, /^node:|\/build\//)).toEqual([])
})

test('the check sees a forbidden import (it can fail)', () => {
  expect(offending(['lib/build/adminCredentials.ts'], /^node:/)).toEqual(expect.arrayContaining(['lib/build/adminCredentials.ts imports node:crypto']))
})
