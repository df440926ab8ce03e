import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fromFile } from '@capsizecss/unpack/fs'
import subsetFont from 'subset-font'

/**
 * The brand typeface, Plus Jakarta Sans (OFL, from the Fontsource package), self-hosted and cut at build time to
 * the characters the site's sources use, in the weights it uses, and the metric-adjusted fallbacks that keep the
 * page's shape close to the brand's when a first paint goes without it (vite.config.ts writes the result into .generated/ before the build).
 *
 * Fontsource splits the font by script: the Latin file has the letters, the Latin Extended file the rupee sign.
 * Both are cut to what is used, and each face names exactly the characters it holds (unicode-range), so the
 * browser fetches the second, small file only on a page that shows one of its characters.
 */
export const BRAND_FAMILY = 'Plus Jakarta Sans'
export const FALLBACK_PREFIX = `${BRAND_FAMILY} fallback`
/** The weights the site's CSS uses (font-normal to font-extrabold): the wght axis is cut to them. */
export const WEIGHTS = { min: 400, max: 800 } as const

const require = createRequire(import.meta.url)
const packageDir = join(require.resolve('@fontsource-variable/plus-jakarta-sans/package.json'), '..')
const fontFiles = (subset: Subset) => join(packageDir, 'files', `plus-jakarta-sans-${subset}-wght-normal.woff2`)
type Subset = 'latin' | 'latin-ext'

/** Whether a code point is in a subset's ranges, as Fontsource's unicode.json gives them ("U+0000-00FF,U+0131,…"). */
function inSubset(subset: Subset): (codePoint: number) => boolean {
  const subsets = JSON.parse(readFileSync(join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>
  const ranges = subsets[subset]!.split(',').map((range) => {
    const [start, end] = range
      .replace('U+', '')
      .split('-')
      .map((hex) => parseInt(hex, 16))
    return [start!, end ?? start!] as const
  })
  return (codePoint) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end)
}

/** The local fonts a visitor's system may have, in the order the stack tries them, with where their metrics come from. */
const fallbacks = [
  { name: 'Segoe UI', local: ['Segoe UI'], metrics: 'segoeUI' },
  { name: 'Roboto', local: ['Roboto', 'Roboto-Regular'], metrics: 'roboto' },
  { name: 'Helvetica', local: ['Helvetica Neue', 'Helvetica'], metrics: 'helvetica' },
  { name: 'Arial', local: ['Arial', 'ArialMT'], metrics: 'arial' },
  { name: 'DejaVu Sans', local: ['DejaVu Sans', 'DejaVuSans'], metrics: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
] as const

interface Metrics {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  xWidthAvg: number
}

/** Every character in the text files under `dirs` (the site's copy lives in content/ (its data in YAML), components/ and pages/). */
export function sourceCharacters(dirs: readonly string[], extensions = /\.(?:ts|tsx|md|yml)$/): Set<string> {
  const characters = new Set<string>()
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) return readdirSync(path).forEach((entry) => visit(join(path, entry)))
    if (extensions.test(path)) for (const character of readFileSync(path, 'utf8')) characters.add(character)
  }
  dirs.forEach(visit)
  // What a visitor types into a form is shown in the same font: every printable ASCII character.
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCharCode(code))
  // Line breaks and tabs of the source files are not drawn.
  for (const character of characters) if (character < ' ') characters.delete(character)
  return characters
}

/** A unicode-range descriptor that names exactly these code points, runs joined ("U+20-7E, U+A9, …"). */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const ranges: string[] = []
  for (let index = 0; index < sorted.length; index++) {
    const start = sorted[index]!
    while (sorted[index + 1] === sorted[index]! + 1) index++
    const end = sorted[index]!
    const hex = (value: number) => value.toString(16).toUpperCase()
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
  }
  return ranges.join(', ')
}

/** size-adjust and the ascent, descent and line-gap overrides that make `fallback` take the brand font's room. */
export function fallbackAdjustments(brand: Metrics, fallback: Metrics) {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(brand.ascent / brand.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(brand.descent) / brand.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(brand.lineGap / brand.unitsPerEm / sizeAdjust),
  }
}

async function fallbackMetrics(source: string): Promise<Metrics> {
  if (source.endsWith('.ttf')) return fromFile(require.resolve(source))
  const collection: Record<string, Partial<Metrics>> = (await import('@capsizecss/metrics/entireMetricsCollection')).entireMetricsCollection
  const metrics = collection[source]
  if (!metrics?.unitsPerEm || !metrics.xWidthAvg || metrics.ascent === undefined || metrics.descent === undefined) {
    throw new Error(`@capsizecss/metrics has no metrics for ${source}`)
  }
  return { ascent: metrics.ascent, descent: metrics.descent, lineGap: metrics.lineGap ?? 0, unitsPerEm: metrics.unitsPerEm, xWidthAvg: metrics.xWidthAvg }
}

export interface BrandFontFiles {
  /** The font files written to `outDir`, by subset. */
  files: { subset: Subset; file: string; bytes: number; codePoints: number[] }[]
  css: string
}

/**
 * Cuts both subsets to `characters` and writes them and their CSS (@font-face for the brand and for each adjusted
 * fallback) to `outDir`. The CSS names the files relatively, so the bundler fingerprints them like any asset.
 */
export async function writeBrandFont(characters: Set<string>, outDir: string): Promise<BrandFontFiles> {
  mkdirSync(outDir, { recursive: true })
  const brand = await fromFile(fontFiles('latin'))
  const files: BrandFontFiles['files'] = []
  const faces: string[] = []
  const taken = new Set<number>()
  for (const subset of ['latin', 'latin-ext'] as const) {
    const source = readFileSync(fontFiles(subset))
    const covers = inSubset(subset)
    const codePoints = [...characters].map((character) => character.codePointAt(0)!).filter((code) => covers(code) && !taken.has(code))
    codePoints.forEach((code) => taken.add(code))
    if (codePoints.length === 0) continue
    const text = String.fromCodePoint(...codePoints)
    const font = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { ...WEIGHTS } } })
    const file = `plus-jakarta-sans-${subset}.woff2`
    writeFileSync(join(outDir, file), font)
    files.push({ subset, file, bytes: font.length, codePoints: codePoints.sort((a, b) => a - b) })
    // optional, not swap: the preloaded face is used when it is there for the first paint (nearly always, and always
    // from the cache) and otherwise not at all on that page. A late swap re-wraps the hero's headline and shifts the
    // header by ~17 px however the fallback's metrics are adjusted (measured with the font held back 300 ms).
    faces.push(`@font-face {
  font-family: '${BRAND_FAMILY}';
  font-style: normal;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-display: optional;
  src: url('./${file}') format('woff2');
  unicode-range: ${unicodeRange(codePoints)};
}`)
  }
  for (const fallback of fallbacks) {
    const adjust = fallbackAdjustments(brand, await fallbackMetrics(fallback.metrics))
    faces.push(`@font-face {
  font-family: '${FALLBACK_PREFIX} ${fallback.name}';
  src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${adjust.sizeAdjust};
  ascent-override: ${adjust.ascentOverride};
  descent-override: ${adjust.descentOverride};
  line-gap-override: ${adjust.lineGapOverride};
}`)
  }
  const css = `/* Generated by lib/build/brandFont.ts from ${relative(process.cwd(), fontFiles('latin'))}. Do not edit. */\n${faces.join('\n')}\n`
  writeFileSync(join(outDir, 'brand-font.css'), css)
  return { files, css }
}
