/**
 * Whether a build is still current, so `npm start` can restart without building again (a rebuild takes a minute or
 * more; nothing to do takes well under a second). A stamp beside the build records two digests:
 * - its inputs: every file under the folders the build reads, the lockfile and configs, the Node version, and the
 *   build settings from the environment (hashed, so a password never lands in the stamp);
 * - its output: every file of the built site by path, size and modification time, so a build made since by hand
 *   (`npm run build` with other settings) or a deleted file is noticed too.
 * The build is current when both digests match what the stamp says.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** What the site's build reads, relative to the repository. */
export const BUILD_INPUTS = [
  'pages',
  'components',
  'lib',
  'content',
  'editor',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
]
/** The environment the build reads (lib/build/settings.ts, vite.config.ts, the build scripts). */
export const BUILD_ENV = [
  'SITE_URL',
  'ADMIN_LOGIN_SLUG',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'LEADS_ENDPOINT',
  'API_UPSTREAM',
  'HSTS',
  'BUILD_SKIP',
  'CI',
  'BUILD_OUT_DIR',
  'NODE_ENV',
]

const STAMP_FILE = '.build-stamp.json'

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return (readdirSync(path, { recursive: true }) as string[])
    .map((file) => join(path, file))
    .filter((file) => statSync(file).isFile())
    .sort()
}

export function inputsDigest(root: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256').update(`node ${process.version}\n`)
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\n`)
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(`${relative(root, file)}\n`)
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

export function outputDigest(outDir: string): string {
  const hash = createHash('sha256')
  for (const file of filesUnder(join(outDir, 'client'))) {
    const { size, mtimeMs } = statSync(file)
    hash.update(`${relative(outDir, file)} ${size} ${mtimeMs}\n`)
  }
  return hash.digest('hex')
}

interface Stamp {
  inputs: string
  output: string
}

/** Whether the build in `outDir` was made from `inputs` (inputsDigest) and is untouched since. */
export function isBuildCurrent(outDir: string, inputs: string): boolean {
  const file = join(outDir, STAMP_FILE)
  if (!existsSync(file)) return false
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp
    return stamp.inputs === inputs && stamp.output === outputDigest(outDir)
  } catch {
    return false
  }
}

/** Records, after a successful build, the inputs digest taken before it began (a file changed meanwhile rebuilds). */
export function writeBuildStamp(outDir: string, inputs: string): void {
  const stamp: Stamp = { inputs, output: outputDigest(outDir) }
  writeFileSync(join(outDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`)
}

/** Whether `outDir` holds a build that finished (its stamp is written only then and removed when a build begins). */
export function hasFinishedBuild(outDir: string): boolean {
  return existsSync(join(outDir, STAMP_FILE))
}

/** Called as a build begins: a build stopped half way must never pass for a finished one. */
export function clearBuildStamp(outDir: string): void {
  rmSync(join(outDir, STAMP_FILE), { force: true })
}
