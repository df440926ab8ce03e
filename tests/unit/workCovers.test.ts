// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { brandOf, caseStudies } from '../../content/portfolio'
import { COVER, coverFile, coverInputs, designDir, hashFile, MANIFEST, sourceHashes, type WorkManifest } from '../../lib/build/workCovers'

/**
 * The case-study covers are rendered from their sources (design/work/<slug>/, scripts/renderWork.ts) and committed.
 * design/work/manifest.json records what each was rendered from and what it wrote: a source changed without
 * rendering again, or an image changed by hand, no longer matches, and `npm run work:render` brings them back together.
 */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as WorkManifest
const rerender = (slug: string) => `run \`npm run work:render -- ${slug}\``

describe.each(caseStudies.map((item) => [item.slug, item] as const))('the cover of %s', (slug, item) => {
  const entry = manifest[slug]

  test('is designed as a page of its own, in the repository', () => {
    expect(existsSync(join(designDir, slug, 'index.html')), `design/work/${slug}/index.html`).toBe(true)
    expect(entry, `no cover rendered: ${rerender(slug)}`).toBeDefined()
  })

  test('was rendered from the sources as they are now, and the content’s frame, colour and address', () => {
    expect(entry!.inputs, rerender(slug)).toEqual(coverInputs(item.mockup.device, brandOf(item).colour, item.mockup.address))
    expect(sourceHashes(slug), rerender(slug)).toEqual(entry!.sources)
  })

  test('is the image that rendering wrote, in each format at each width, 16:10', () => {
    const expected = COVER.widths.flatMap((width) => COVER.formats.map((format) => coverFile(slug, width, format))).sort()
    expect(Object.keys(entry!.images).sort()).toEqual(expected)
    for (const width of COVER.widths) {
      for (const format of COVER.formats) {
        const file = join('public', coverFile(slug, width, format))
        expect(hashFile(file), `${file} differs from what was rendered: ${rerender(slug)}`).toBe(entry!.images[coverFile(slug, width, format)])
        const size = imageSize(readFileSync(file))
        expect({ type: size.type, width: size.width, height: size.height }, file).toEqual({
          type: format,
          width,
          height: (width * COVER.height) / COVER.width,
        })
      }
    }
  })
})

test('public/work holds the covers of the case studies and nothing else', () => {
  const expected = caseStudies.flatMap((item) => Object.keys(manifest[item.slug]?.images ?? {})).map((file) => file.replace(/^work\//, ''))
  expect(readdirSync(COVER.outDir).sort()).toEqual(expected.sort())
  expect(Object.keys(manifest).sort()).toEqual(caseStudies.map((item) => item.slug).sort())
})
