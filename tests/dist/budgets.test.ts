// @vitest-environment node
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { about } from '../../content/about'
import { home } from '../../content/home'
import { servicesOverview as services } from '../../content/services/overview'
import { allScripts, buildManifest, gzipSize, initialJavaScript, moduleChunks, pageAssets } from '../support/bundle'
import { builtPages, publicPages } from '../support/site'

// Byte budgets of issue 8, enforced on the built files (bytes are deterministic; speed is measured by `npm run bench`).
const KiB = 1024
const BUDGET = {
  sharedChromeJs: 10 * KiB,
  homeJs: 80 * KiB,
  css: 20 * KiB,
  html: 30 * KiB,
}
const pages = publicPages()

describe('JavaScript loaded before any interaction (gzip)', () => {
  test.each(pages.filter((page) => page.path !== '/').map((page) => [page.path, page] as const))('%s: at most 10 KiB, and no React', (_path, page) => {
    const { bytes, files } = initialJavaScript(page.html)
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET.sharedChromeJs)
    // React's reconciler is never in a page's first scripts.
    for (const file of files) expect(readFileSync(`dist/client${file}`, 'utf8'), file).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__')
  })

  test('/: at most 80 KiB even once the hero carousel is awake (it hydrates on interaction or before its first change)', () => {
    const homePage = pages.find((page) => page.path === '/')!
    const manifest = buildManifest()
    const { files } = initialJavaScript(homePage.html)
    const awake = new Set([
      ...files,
      ...moduleChunks('components/islands/hydrate.tsx', manifest),
      ...moduleChunks('components/islands/HeroCarousel.tsx', manifest),
    ])
    const bytes = [...awake].reduce((sum, file) => sum + gzipSize(file), 0)
    expect(bytes, [...awake].join(', ')).toBeLessThanOrEqual(BUDGET.homeJs)
    expect(homePage.html).toMatch(/data-island="HeroCarousel" data-hydrate="interaction"/)
  })
})

test('no page content is shipped as JavaScript, and content validation (zod classic) stays on the server', () => {
  const copy = [
    home.process.steps[0]!.description,
    home.testimonials.items[0]!.text,
    about.story.paragraphs[0]!,
    services.cards.items[0]!.description,
    home.whyChooseUs.cards[0]!.description,
  ]
  for (const file of allScripts()) {
    const code = readFileSync(file, 'utf8')
    for (const text of copy) expect(code.includes(text), `${file} contains page copy`).toBe(false)
    expect(code.includes('prettifyError'), `${file} contains zod's classic API`).toBe(false)
  }
})

test('the admin area never reaches a public page', () => {
  const manifest = buildManifest()
  const admin = new Set([
    ...moduleChunks('components/islands/AdminDashboard.tsx', manifest),
    ...moduleChunks('components/islands/AdminLogin.tsx', manifest),
  ])
  const adminOwn = [manifest['components/islands/AdminDashboard.tsx']!.file, manifest['components/islands/AdminLogin.tsx']!.file].map((file) => `/${file}`)
  for (const page of pages) {
    const { files } = initialJavaScript(page.html)
    for (const file of adminOwn) expect(files, page.path).not.toContain(file)
    expect(page.html).not.toContain('/admin/')
  }
  expect(admin.size).toBeGreaterThan(0)
})

test('one stylesheet, under 20 KiB gzip, on every page', () => {
  const sheets = new Set(builtPages().flatMap((page) => pageAssets(page.html).styles))
  expect(sheets.size).toBe(1)
  for (const page of builtPages()) {
    expect(pageAssets(page.html).styles, page.path).toHaveLength(1)
    expect(page.html, page.path).not.toContain('<style')
  }
  expect(gzipSize([...sheets][0]!)).toBeLessThan(BUDGET.css)
})

test.each(pages.map((page) => [page.path, page] as const))('%s: HTML under 30 KiB gzip; every image sized, at most one eager', (_path, page) => {
  expect(gzipSync(page.html).length).toBeLessThan(BUDGET.html)
  const images = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0])
  for (const image of images) {
    expect(image, 'width').toMatch(/ width="\d+"/)
    expect(image, 'height').toMatch(/ height="\d+"/)
    expect(image, 'alt').toMatch(/ alt="/)
  }
  expect(images.filter((image) => !image.includes('loading="lazy"')).length).toBeLessThanOrEqual(1)
})

test('no font files: the system font stack costs no request', () => {
  const [sheet] = pageAssets(pages[0]!.html).styles
  expect(readFileSync(`dist/client${sheet}`, 'utf8')).not.toMatch(/@font-face/)
})
