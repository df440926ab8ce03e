/**
 * `npm run work:render`: the case-study covers. Each client's page is designed as HTML and CSS in design/work/<slug>/;
 * this renders it in Chromium (the headless shell the tests use), sets the screenshots in a browser window or on two
 * phones on the client's colour (design/work/shared/frame.html), encodes the cover as AVIF and WebP at two widths into
 * public/work/, and records in design/work/manifest.json the hash of every source and of every image, which
 * tests/unit/workCovers.test.ts checks. `npm run work:render -- <slug>` renders one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { brandOf, caseStudies } from '../content/portfolio'
import { COVER, coverFile, coverInputs, designDir, hashFile, MANIFEST, sourceHashes, type CoverEntry, type WorkManifest } from '../lib/build/workCovers'

const ORIGIN = 'http://work.local'
const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' }

/** Serves design/work/ to the page without a port: every request is answered from the folder, any other is refused. */
async function serveDesigns(page: Page) {
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN) return route.abort()
    const path = resolve(designDir, `.${decodeURIComponent(url.pathname)}`)
    if (!path.startsWith(resolve(designDir))) return route.abort()
    return route.fulfill({ body: readFileSync(path), contentType: types[extname(path)] ?? 'application/octet-stream' })
  })
}

/** The client's page as screenshots: one desktop view, or two phone views (the top and one screen further down). */
async function shoot(page: Page, slug: string, device: 'browser' | 'phone'): Promise<string[]> {
  await page.goto(`${ORIGIN}/${slug}/index.html`)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  if (device === 'browser') return [`data:image/png;base64,${(await page.screenshot()).toString('base64')}`]
  const shots: string[] = []
  // The second phone shows the page from its [data-second-screen] element (or one screen down).
  for (const offset of [0, await page.evaluate(() => (document.querySelector('[data-second-screen]') as HTMLElement | null)?.offsetTop ?? 760)]) {
    await page.evaluate((top) => window.scrollTo(0, top), offset)
    shots.push(`data:image/png;base64,${(await page.screenshot()).toString('base64')}`)
  }
  return shots
}

const only = process.argv[2]
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
})
const manifest: WorkManifest = (() => {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8')) as WorkManifest
  } catch {
    return {}
  }
})()
mkdirSync(COVER.outDir, { recursive: true })
try {
  for (const item of caseStudies) {
    if (only && item.slug !== only) continue
    const inputs = coverInputs(item.mockup.device, brandOf(item).colour, item.mockup.address)
    const phone = inputs.device === 'phone'
    const shotPage = await browser.newPage(
      phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 } : { viewport: { width: 1440, height: 900 } },
    )
    await serveDesigns(shotPage)
    const shots = await shoot(shotPage, item.slug, inputs.device)
    await shotPage.close()

    const framePage = await browser.newPage({ viewport: { width: COVER.width, height: COVER.height } })
    await serveDesigns(framePage)
    await framePage.goto(`${ORIGIN}/shared/frame.html`)
    await framePage.evaluate((input) => (window as unknown as { compose(input: unknown): Promise<unknown> }).compose(input), { ...inputs, shots })
    await framePage.evaluate(() => document.fonts.ready.then(() => undefined))
    const png = await framePage.screenshot({ type: 'png' })
    await framePage.close()

    const images: CoverEntry['images'] = {}
    for (const width of COVER.widths) {
      const resized = sharp(png).resize({ width })
      for (const format of COVER.formats) {
        const bytes = format === 'avif' ? await resized.clone().avif(COVER.avif).toBuffer() : await resized.clone().webp(COVER.webp).toBuffer()
        const file = coverFile(item.slug, width, format)
        writeFileSync(join('public', file), bytes)
        images[file] = hashFile(join('public', file))
        console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KiB`)
      }
    }
    manifest[item.slug] = { inputs, sources: sourceHashes(item.slug), images }
  }
} finally {
  await browser.close()
}
const ordered = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(MANIFEST, `${JSON.stringify(ordered, null, 2)}\n`)
console.log(`Wrote ${MANIFEST}`)
