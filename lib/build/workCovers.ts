import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { COVER as SIZES } from '../workCover'

/**
 * What a cover is made from and what it made, for scripts/renderWork.ts and the test that holds the two together
 * (tests/unit/workCovers.test.ts): a cover matches its source while the hashes in design/work/manifest.json do.
 */
export { coverFile } from '../workCover'
export const designDir = 'design/work'
export const MANIFEST = join(designDir, 'manifest.json')
export const COVER = { ...SIZES, outDir: 'public/work', avif: { quality: 55, effort: 6 }, webp: { quality: 80, effort: 6 } } as const

/** What the content decides about a cover: the frame, the client's colour and the address in the browser bar. */
export const coverInputs = (device: 'browser' | 'phone', colour: string, address: string) => ({ device, colour, address })
export type CoverInputs = ReturnType<typeof coverInputs>

export interface CoverEntry {
  inputs: CoverInputs
  /** sha256 of every file the cover is drawn from, by path. */
  sources: Record<string, string>
  /** sha256 of every image written, by path under public/. */
  images: Record<string, string>
}
export type WorkManifest = Record<string, CoverEntry>

export const hashFile = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? filesUnder(join(dir, entry)) : [join(dir, entry)]))
    .sort()
}

/** The sources of one cover: its client's page, the shared frame and faces, and the script and settings that render it. */
export function sourceHashes(slug: string): Record<string, string> {
  const files = [...filesUnder(join(designDir, slug)), ...filesUnder(join(designDir, 'shared')), 'scripts/renderWork.ts', 'lib/build/workCovers.ts']
  return Object.fromEntries(files.map((file) => [relative('.', file), hashFile(file)]))
}
