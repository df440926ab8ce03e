/**
 * The served folder of the self-hosted set-up (`npm start`): <publishDir>/live, a symlink to a finished build. The
 * content editor's publishes build elsewhere and swap this link in one rename (service/editor/publisher.ts), so
 * scripts/serve.mjs, which resolves every request through the link, serves either the old site or the new one.
 * `npm start` does the same when it rebuilds: the last good build is served (moved aside first when it is the one
 * being rebuilt) until the new one is finished.
 */
import { cpSync, existsSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { hasFinishedBuild } from '../lib/build/buildStamp'

/** Points <publishDir>/live at `build` (a fresh `npm start` serves the build it just made); returns the link. */
export function pointLiveAt(publishDir: string, build: string): string {
  mkdirSync(publishDir, { recursive: true })
  const live = join(publishDir, 'live')
  const next = join(publishDir, `.live-start-${process.pid}`)
  symlinkSync(build, next)
  renameSync(next, live)
  return live
}

/** The absolute folder <publishDir>/live points at, or null when there is no link. */
export function liveTarget(publishDir: string): string | null {
  try {
    return resolve(publishDir, readlinkSync(join(publishDir, 'live')))
  } catch {
    return null
  }
}

/** Where `npm start` keeps the build it is replacing while the new one is made. */
const keptBuild = (publishDir: string) => join(publishDir, 'start-last-good')

/**
 * A finished site to serve while `outDir` is rebuilt, or null when there is none (the first start). The live build
 * when it lies outside `outDir` (a publish's, or one kept by an earlier start whose build failed); else `outDir`'s own
 * finished build, moved aside (a rename, so instant) because the build empties `outDir`.
 */
export function keepLastGoodBuild(publishDir: string, outDir: string): string | null {
  const live = liveTarget(publishDir)
  const inOutDir = (path: string) => path === outDir || path.startsWith(outDir + sep)
  if (live && !inOutDir(live) && existsSync(join(live, 'index.html'))) return live
  if (!hasFinishedBuild(outDir) || !existsSync(join(outDir, 'client', 'index.html'))) return null
  const kept = keptBuild(publishDir)
  rmSync(kept, { recursive: true, force: true })
  mkdirSync(publishDir, { recursive: true })
  try {
    renameSync(outDir, kept)
  } catch {
    // another file system (EXDEV): a copy
    cpSync(outDir, kept, { recursive: true })
  }
  return join(kept, 'client')
}

/** Removes the build kept while rebuilding, once it is no longer live. */
export function removeKeptBuild(publishDir: string): void {
  const kept = keptBuild(publishDir)
  if (liveTarget(publishDir)?.startsWith(kept)) return
  rmSync(kept, { recursive: true, force: true })
}
