/**
 * The service runs on a host with its own production dependencies only (service/package.json, installed with
 * `npm ci --omit=dev` beside the compiled build): every package its code imports, directly or through lib/ and
 * content/, must be one of them, and nothing else.
 */
import { existsSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { SERVICE_ENTRIES } from '../../lib/build/serviceBuild'

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  return null
}

/** Every package imported (at run time, not `import type`) by the files reachable from the entry points. */
function packagesImportedBy(entries: string[]): Map<string, string> {
  const seen = new Set<string>()
  const packages = new Map<string, string>()
  const queue = entries.map((entry) => resolve(entry))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    // import/export … from '…' (type-only ones vanish at run time), and bare import '…'.
    const statements = /^(?:import|export) (type )?(?:[^'";]*\bfrom )?['"]([^'"]+)['"]/gm
    for (const [, typeOnly, specifier] of text.matchAll(statements)) {
      if (typeOnly || !specifier) continue
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier)
        if (local) queue.push(local)
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
        packages.set(name, file)
      }
    }
  }
  return packages
}

test('every package the lead service imports is a dependency of service/package.json, and nothing more', () => {
  const manifest = JSON.parse(readFileSync('service/package.json', 'utf8')) as { dependencies: Record<string, string> }
  const imported = packagesImportedBy(Object.values(SERVICE_ENTRIES))
  // The walk reaches the service's own packages (so it would see a dev-only one too).
  expect([...imported.keys()]).toEqual(expect.arrayContaining(['hono', '@hono/node-server', '@electric-sql/pglite', 'pg', 'nodemailer', 'zod']))
  const missing = [...imported].filter(([name]) => !(name in manifest.dependencies)).map(([name, file]) => `${name} (imported by ${file})`)
  expect(missing).toEqual([])
  expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name))).toEqual([])
})
