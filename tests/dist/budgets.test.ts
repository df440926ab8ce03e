// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs'
import { brotliDecompressSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { about } from '../../content/about'
import { home } from '../../content/home'
import { messages } from '../../content/messages'
import { servicesOverview as services } from '../../content/services/overview'
import { BROTLI_SUFFIX } from '../../lib/build/precompress'
import { headersFor } from '../../scripts/headersFile.mjs'
import { allScripts, buildManifest, gzipSize, initialJavaScript, moduleChunks, pageAssets } from '../support/bundle'
import { builtPages, publicPages } from '../support/site'

// Byte budgets for speed, enforced on the built files (bytes are deterministic; speed is measured by `npm run bench`).
const KiB = 1024
const BUDGET = {
  sharedChromeJs: 10 * KiB,
  homeJs: 80 * KiB,
  css: 20 * KiB,
  html: 30 * KiB,
  /** The head and the inline CSS of a page, gzip: the first round trip of a connection. */
  firstRoundTrip: 14 * KiB,
  /** One subset font file. */
  font: 40 * KiB,
  /** The headers _headers gives any path (sent with every response, the page's and each file's). */
  headers: 1 * KiB,
  /** What a new connection carries in its first round trip: ten TCP segments of 1,460 bytes. */
  firstWindow: 10 * 1460,
}
const pages = publicPages()

describe('JavaScript loaded before any interaction (gzip)', () => {
  // Every page, the home page too: its carousel's script comes only with a touch or the first change of slide (below).
  test.each(pages.map((page) => [page.path, page] as const))('%s: at most 10 KiB, and no React', (_path, page) => {
    const { bytes, files } = initialJavaScript(page.html)
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET.sharedChromeJs)
    // React's reconciler is never in a page's first scripts.
    for (const file of files) expect(readFileSync(`dist/client${file}`, 'utf8'), file).not.toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__')
  })

  test('/: at most 80 KiB even once the hero carousel is awake (it hydrates on interaction or before its first change)', () => {
    const homePage = pages.find((page) => page.path === '/')!
    const manifest = buildManifest()
    const { files, inline } = initialJavaScript(homePage.html)
    const awake = new Set([
      ...files,
      ...moduleChunks('components/islands/hydrate.tsx', manifest),
      ...moduleChunks('components/islands/HeroCarousel.tsx', manifest),
    ])
    const bytes = [...awake].reduce((sum, file) => sum + gzipSize(file), 0) + inline.reduce((sum, code) => sum + gzipSync(code).length, 0)
    expect(bytes, [...awake].join(', ')).toBeLessThanOrEqual(BUDGET.homeJs)
    expect(homePage.html).toMatch(/data-island="HeroCarousel" data-hydrate="interaction"/)
  })
})

// The same budget where the page script also counts page views and records where a visit came from.
const SERVICE_BUILD = 'dist-service/client'
describe.skipIf(!existsSync(`${SERVICE_BUILD}/index.html`))('built against the lead service (npm run build:service-fixture)', () => {
  const servicePages = existsSync(`${SERVICE_BUILD}/index.html`) ? builtPages(SERVICE_BUILD).filter((page) => !page.isRedirect && !page.isNoindex) : []
  test.each(servicePages.filter((page) => page.path !== '/').map((page) => [page.path, page] as const))(
    '%s: at most 10 KiB before any interaction',
    (_path, page) => {
      expect(page.html).toContain('<meta name="analytics-endpoint"')
      const { bytes, files } = initialJavaScript(page.html, SERVICE_BUILD)
      expect(bytes, files.join(', ')).toBeLessThanOrEqual(BUDGET.sharedChromeJs)
    },
  )
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

test("the newsletter's toasts come with its island's chunk, not with every page that shows the form", () => {
  const chunk = [...moduleChunks('components/islands/NewsletterForm.tsx')].map((file) => readFileSync(`dist/client${file}`, 'utf8')).join('')
  for (const text of [messages.newsletterSuccess.description, messages.newsletterRepeat.description, messages.formErrors.emailFormat]) {
    expect(chunk).toContain(text)
    for (const page of pages) expect(page.html, page.path).not.toContain(text)
  }
  expect(pages.filter((page) => page.html.includes('data-island="NewsletterForm"'))).toHaveLength(pages.length)
})

test("the download toasts come with the toaster's chunk, not with every page that has a download link", () => {
  const chunk = [...moduleChunks('components/islands/downloadToast.ts')].map((file) => readFileSync(`dist/client${file}`, 'utf8')).join('')
  const toasts = [messages.brochureSuccess, messages.downloadFailure, messages.portfolioSuccess, messages.portfolioFailure]
  for (const toast of toasts) {
    expect(chunk).toContain(toast.description)
    for (const page of pages) expect(page.html, page.path).not.toContain(toast.description)
  }
  expect(pages.filter((page) => page.html.includes('data-download="brochure"'))).toHaveLength(pages.length)
})

test('the admin area never reaches a public page', () => {
  const manifest = buildManifest()
  const admin = new Set([
    ...moduleChunks('admin/AdminDashboard.tsx', manifest),
    ...moduleChunks('admin/AdminLogin.tsx', manifest),
    ...moduleChunks('admin/AdminSetup.tsx', manifest),
  ])
  const adminOwn = ['AdminDashboard', 'AdminLogin', 'AdminSetup'].map((name) => `/${manifest[`admin/${name}.tsx`]!.file}`)
  for (const page of pages) {
    const { files } = initialJavaScript(page.html)
    for (const file of adminOwn) expect(files, page.path).not.toContain(file)
    expect(page.html).not.toContain('/admin/')
  }
  expect(admin.size).toBeGreaterThan(0)
})

test('one full stylesheet, under 20 KiB gzip, that no public page waits for: each paints from one inline <style>', () => {
  const sheets = new Set(builtPages().flatMap((page) => [...pageAssets(page.html).styles, ...pageAssets(page.html).deferredStyles]))
  expect(sheets.size).toBe(1)
  for (const page of pages) {
    const { styles, deferredStyles, inlineStyles } = pageAssets(page.html)
    expect(styles, `${page.path}: a render-blocking stylesheet`).toEqual([])
    expect(deferredStyles, page.path).toHaveLength(1)
    expect(inlineStyles, page.path).toHaveLength(1)
  }
  expect(gzipSize([...sheets][0]!)).toBeLessThan(BUDGET.css)
})

test('each colour is written once, in hex (pages/palette.css)', () => {
  const [sheet] = [...new Set(pages.flatMap((page) => pageAssets(page.html).deferredStyles))]
  const css = readFileSync(`dist/client${sheet}`, 'utf8')
  const twice = [...new Set(css.match(/--color-[\w-]+(?=:(?:lab|oklch)\()/g) ?? [])]
  expect(twice, 'add these to pages/palette.css in hex').toEqual([])
  expect(css).not.toContain('@supports (color:lab(')
  expect(css).toContain('--color-slate-900:#0f172b')
})

test.each(pages.map((page) => [page.path, page] as const))(
  '%s: the first paint waits until the whole page has been read, the call and WhatsApp links too (a partly read page moves)',
  (_path, page) => {
    const head = page.html.slice(0, page.html.indexOf('</head>'))
    const expected = [...head.matchAll(/<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/g)].map((match) => match[1]!)
    expect(expected).toHaveLength(1)
    // Chrome stops waiting once the element is inserted: it must be an empty one, the last thing in <body>, after the
    // call and WhatsApp links (in the first screen at every width).
    expect(page.html.match(new RegExp(`id="${expected[0]}"`, 'g'))).toHaveLength(1)
    const marker = `<div id="${expected[0]}" hidden=""></div>`
    expect(page.html).toContain(`</aside>${marker}`)
    expect(page.html.lastIndexOf('<aside aria-label="Quick contact"')).toBeGreaterThan(page.html.lastIndexOf('</footer>'))
    // Only the inline script that loads the page's own (after the first paint) follows it.
    expect(page.html.slice(page.html.indexOf(marker) + marker.length).replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')).toBe('</body></html>')
  },
)

test.each(pages.map((page) => [page.path, page] as const))('%s: the head and its CSS arrive in the first 14 KiB of the compressed page', (_path, page) => {
  // What a server sends first: a connection's first round trip carries about 14 KiB (ten TCP segments).
  const head = page.html.slice(0, page.html.indexOf('</head>') + '</head>'.length)
  expect(head).toContain('<style>')
  expect(gzipSync(head).length).toBeLessThanOrEqual(BUDGET.firstRoundTrip)
})

test('the headers every response carries stay small, and the Latin face with them arrives in one round trip', () => {
  const file = readFileSync('dist/client/_headers', 'utf8')
  const sent = (path: string) => Object.entries(headersFor(file, path)).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0)
  const latin = pageAssets(pages[0]!.html).fonts[0]!
  for (const path of [...pages.map((page) => page.path), latin, '/nope']) expect(sent(path), path).toBeLessThanOrEqual(BUDGET.headers)
  // The host's own headers (type, length, date, encoding, connection) add about 250 bytes.
  expect(statSync(`dist/client${latin}`).size + sent(latin) + 250).toBeLessThanOrEqual(BUDGET.firstWindow)
})

const fontFaces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? []

const visibleText = (html: string) => html.replace(/<(script|style|noscript|dialog|template)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')
const rangesOf = (face: string) =>
  /unicode-range:([^;}]+)/
    .exec(face)![1]!
    .split(',')
    .map((range) =>
      range
        .trim()
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16)),
    )
    .map(([start, end]) => [start!, end ?? start!] as const)

test('the brand typeface: self-hosted, cut to what the site uses, each face a page shows preloaded (the Latin one on every page)', () => {
  const faces = fontFaces(pageAssets(pages[0]!.html).inlineStyles[0]!)
  const files = faces.map((face) => /url\(([^)]+\.woff2)\)/.exec(face)?.[1]).filter((file): file is string => !!file)
  expect(files.length).toBeGreaterThanOrEqual(1)
  for (const file of files) {
    expect(file, 'served from the site itself').toMatch(/^\/assets\//)
    expect(statSync(`dist/client${file}`).size, file).toBeLessThan(BUDGET.font)
  }
  const latin = files.find((file) => file.includes('-latin.'))!
  const others = files.filter((file) => file !== latin)
  for (const page of pages) {
    const { fonts, inlineStyles } = pageAssets(page.html)
    // The Latin face on every page, and another face wherever the page's text shows one of its characters (₹).
    const shown = [...new Set(visibleText(page.html))].map((character) => character.codePointAt(0)!)
    const needed = others.filter((file) =>
      rangesOf(faces.find((face) => face.includes(file))!).some(([start, end]) => shown.some((code) => code >= start && code <= end)),
    )
    expect(fonts, page.path).toEqual([latin, ...needed])
    // The first paint knows every face (the inline CSS carries them), so nothing waits for the full stylesheet.
    expect(fontFaces(inlineStyles[0]!), page.path).toEqual(faces)
  }
  expect(pages.filter((page) => pageAssets(page.html).fonts.length > 1).length, 'pages that show ₹').toBeGreaterThan(10)
  // Declared once per page: a face declared again by the deferred stylesheet would load afresh (from the cache, at
  // once) and swap the brand font in after a first paint that went without it, moving the page.
  const [sheet] = [...new Set(pages.flatMap((page) => pageAssets(page.html).deferredStyles))]
  expect(fontFaces(readFileSync(`dist/client${sheet}`, 'utf8'))).toEqual([])
  const dashboard = readFileSync('dist/client/admin/dashboard.html', 'utf8')
  expect(fontFaces(/<style>([^<]*)<\/style>/.exec(dashboard)?.[1] ?? ''), 'the admin pages, with the blocking stylesheet').toEqual(faces)
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

test('every page and the not-found page has a Brotli twin, as new as the page and the page itself, a sixth smaller than gzip', () => {
  const all = [...builtPages(), { path: '/404', file: 'dist/client/404.html', html: readFileSync('dist/client/404.html', 'utf8') }]
  for (const page of all) {
    const twin = `${page.file}${BROTLI_SUFFIX}`
    expect(existsSync(twin), page.path).toBe(true)
    expect(statSync(twin).mtimeMs, page.path).toBeGreaterThanOrEqual(statSync(page.file).mtimeMs)
    const brotli = readFileSync(twin)
    expect(brotliDecompressSync(brotli).toString('utf8'), page.path).toBe(page.html)
    if (!page.path.startsWith('/admin/')) expect(brotli.length, page.path).toBeLessThan(gzipSync(page.html, { level: 9 }).length * 0.9)
  }
})

test('the cut font still draws every character a page shows that the typeface has', () => {
  const css = pageAssets(pages[0]!.html).inlineStyles[0]!
  const ranges = (list: string) =>
    list.split(',').map((range) => {
      const [start, end] = range.trim().replace('U+', '').split('-')
      return [parseInt(start!, 16), parseInt(end ?? start!, 16)] as const
    })
  const inRanges = (code: number, list: readonly (readonly [number, number])[]) => list.some(([start, end]) => code >= start && code <= end)
  const brandFaces = (css.match(/@font-face\{font-family:"?Plus Jakarta Sans"?;[^}]*\}/g) ?? []).map((face) =>
    ranges(/unicode-range:([^;}]+)/.exec(face)![1]!),
  )
  const typeface = JSON.parse(readFileSync('node_modules/@fontsource-variable/plus-jakarta-sans/unicode.json', 'utf8')) as Record<string, string>
  const inTypeface = [...ranges(typeface.latin!), ...ranges(typeface['latin-ext']!)]
  const missing = new Set<string>()
  for (const page of pages) {
    const text = page.html
      .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&(amp|lt|gt|quot);/g, ' ')
    for (const character of text) {
      const code = character.codePointAt(0)!
      if (code >= 0x20 && inRanges(code, inTypeface) && !brandFaces.some((face) => inRanges(code, face))) missing.add(`${character} (${page.path})`)
    }
  }
  expect([...missing]).toEqual([])
})
