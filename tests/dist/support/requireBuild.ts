import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Global setup of the `dist` vitest project: its tests read the built site, which only `npm run build` makes.
 * Without it, one plain sentence instead of a stack trace from every file.
 */
export default function requireBuild(): void {
  if (existsSync(join('dist', 'client', 'index.html'))) return
  console.error('\nThe build-output tests (tests/dist) read dist/client, and there is no build: run `npm run build` first (npm test does).\n')
  process.exit(1)
}
