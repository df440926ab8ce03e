/**
 * Playwright's global setup: names a fresh folder for this run's embedded database template
 * (tests/support/embeddedTemplate.ts), which the workers inherit through the environment, and removes it afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMPLATE_ROOT } from './embeddedTemplate'

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'agency-e2e-pglite-template-'))
  process.env[TEMPLATE_ROOT] = root
  return () => rmSync(root, { recursive: true, force: true })
}
