/**
 * The served folder of the self-hosted set-up (`npm start`): <publishDir>/live, a symlink to a finished build. The
 * content editor's publishes build elsewhere and swap this link in one rename (service/content/publisher.ts), so
 * scripts/serve.mjs, which resolves every request through the link, serves either the old site or the new one.
 */
import { mkdirSync, renameSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/** Points <publishDir>/live at `build` (a fresh `npm start` serves the build it just made); returns the link. */
export function pointLiveAt(publishDir: string, build: string): string {
  mkdirSync(publishDir, { recursive: true })
  const live = join(publishDir, 'live')
  const next = join(publishDir, `.live-start-${process.pid}`)
  symlinkSync(build, next)
  renameSync(next, live)
  return live
}
