/**
 * The lead service compiled to JavaScript, for hosts that run it with plain `node` and install nothing but its own
 * production dependencies (service/package.json). esbuild bundles each entry with the repository code it imports
 * (service/, and the shared schemas of lib/ and content/) into `outDir`; npm packages stay imports, installed on the
 * host from service/package.json. The SQL migrations are copied beside the code, where service/platform/db/migrate.ts looks.
 * Measured here before choosing (the same four entries, three runs): esbuild 94-199 ms and 151 KB, rolldown
 * 214-446 ms and 164 KB; esbuild is also what tsx runs the source with, so development and production compile alike.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'

/** The programs a service host runs: `node <outDir>/<name>.js`. */
export const SERVICE_ENTRIES = {
  main: 'service/main.ts',
  backup: 'service/ops/backupCommand.ts',
  restore: 'service/ops/restoreCommand.ts',
  hashPassword: 'service/hashPassword.ts',
} as const

export async function buildService(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  await build({
    entryPoints: SERVICE_ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: outDir,
    sourcemap: 'linked',
    logLevel: 'warning',
    // The content the service reads (brand, contact details, form options) goes in as it is now: a host has no
    // repository to read content/data/ from (content/data.ts).
    define: { __CONTENT_DATA_FILES__: JSON.stringify(contentDataFiles()) },
  })
  cpSync('service/platform/db/migrations', join(outDir, 'migrations'), { recursive: true })
}

/** Every file under content/data/, by its path there. */
function contentDataFiles(root = 'content/data'): Record<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return Object.fromEntries(
    files.map((entry) => [
      relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'),
      readFileSync(join(entry.parentPath, entry.name), 'utf8'),
    ]),
  )
}
