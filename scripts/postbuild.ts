// Runs after `vike build`: writes the files that come from content and from the built pages.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import * as pagefind from 'pagefind'
import { join } from 'node:path'
import { articles } from '../content/blog/articles'
import { blogPage } from '../content/blog/index'
import { brochure, downloadsPage, portfolio } from '../content/downloads'
import { fallbacks, redirects } from '../content/redirects'
import { people, portraitPhotoPath } from '../content/people'
import { publicRoutes, searchableRoutes, sectionOf } from '../content/routes'
import { brandOf, caseServices, caseStudies, featuredCaseStudies, portfolioPage } from '../content/portfolio'
import { buildEditor } from './buildEditor'
import { site } from '../content/site'
import { servicesOverview as services } from '../content/services/overview'
import { Window } from 'happy-dom'
import { buildBrochureText, buildPortfolioText } from '../lib/build/brochure'
import { builtPageFiles } from '../lib/build/builtPages'
import { buildBrochurePdf } from '../lib/build/pdf/brochurePdf'
import { buildPortfolioPdf } from '../lib/build/pdf/portfolioPdf'
import { squarePortrait } from '../lib/build/portraitPhoto'
import { coverJpeg, STRIP_RATIO } from '../lib/build/pdf/pdfPage'
import { loadPageScriptsAfterFirstPaint } from '../lib/build/afterFirstPaint'
import { inlineCriticalCss } from '../lib/build/criticalCss'
import { precompressPages } from '../lib/build/precompress'
import { buildHeadersFile, buildNginxConf, buildRedirectsFile, headerRules, revalidatedPaths, styleHash } from '../lib/build/hostRules'
import { ogImagePath, ogImageSvg } from '../lib/build/ogImage'
import { buildRss } from '../lib/build/rss'
import { buildRobotsTxt, buildSitemapXml, buildWebManifest } from '../lib/build/sitemap'
import { addReadingSeparators } from '../lib/build/searchIndex'
import { checkSearchIndex, writeSearchIndex } from '../lib/build/searchIndexFiles'
import { absoluteUrl, isSameOrigin, settings, type SkippableOutput } from '../lib/build/settings'

const outDir = join(process.env.BUILD_OUT_DIR || 'dist', 'client')
const require = createRequire(import.meta.url)

function write(file: string, text: string | Buffer) {
  const path = join(outDir, file)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  console.log(`postbuild: wrote ${file}`)
}

/** Whether this build makes `output`: BUILD_SKIP leaves it out of the test fixtures' builds, which say so. */
function makes(output: SkippableOutput): boolean {
  if (!settings.skip.has(output)) return true
  console.log(`postbuild: left out the ${output} (BUILD_SKIP)`)
  return false
}

// The host forwards /api/ to the lead service when the forms post to the site's own origin.
const apiUpstream = isSameOrigin(settings.leadsEndpoint) ? settings.apiUpstream : undefined
write('_redirects', buildRedirectsFile({ redirects, fallbacks, pages: builtPageFiles(outDir).map((page) => page.path), apiUpstream }))

// sonner injects one <style> element at run time; each page's style policy allows exactly that text by its hash.
const sonnerSource = readFileSync(require.resolve('sonner'), 'utf8')
const sonnerCss = sonnerSource.match(/__insertCSS\((".*?[^\\]")\)/)?.[1]
if (!sonnerCss) throw new Error('Could not find the stylesheet sonner injects; update scripts/postbuild.ts')
// sonner first appends an empty <style>, then fills it: both states are allowed, nothing else.
const runtimeStyleHashes = ['', JSON.parse(sonnerCss) as string].map(styleHash)

// The first paint in one round trip: each page's own CSS inline, the full stylesheet and the page script after the
// first paint (lib/build/criticalCss.ts, lib/build/afterFirstPaint.ts).
const pageFiles = [...builtPageFiles(outDir), { path: '/404', file: join(outDir, '404.html') }]
const firstPaint = await inlineCriticalCss(outDir, pageFiles, runtimeStyleHashes)
console.log(`postbuild: inlined the critical CSS of ${firstPaint.inlined.length} pages (${firstPaint.styleHashes.length} distinct)`)
const pageScripts = loadPageScriptsAfterFirstPaint(pageFiles.map((page) => page.file))
console.log(`postbuild: ${pageScripts.rewritten} pages load their script after the first paint`)

const prices = Object.fromEntries(services.cards.items.map((card) => [card.slug, card.price]))
const [brochureCard, portfolioCard] = downloadsPage.cards
write(`files/${brochureCard.textFileName}`, buildBrochureText(brochure, prices, settings.siteUrl))
write(`files/${portfolioCard.textFileName}`, buildPortfolioText(portfolio, settings.siteUrl))
// The designed PDFs the Download buttons deliver, from the same content.
if (makes('pdfs')) {
  // Both open on the covers of the home page's case studies (public/work, rendered by `npm run work:render`).
  const work = await Promise.all(featuredCaseStudies.map(async (item) => ({ client: item.client, image: await coverJpeg(item.slug, STRIP_RATIO, 480) })))
  write(`files/${brochureCard.fileName}`, await buildBrochurePdf(brochure, prices, { brand: site.name, ...brochure.pdf }, settings.siteUrl, work))
  write(
    `files/${portfolioCard.fileName}`,
    await buildPortfolioPdf(
      {
        brand: site.name,
        title: portfolio.title,
        kicker: portfolio.pdf.kicker,
        intro: portfolio.intro,
        closing: portfolio.closing,
        recentWork: portfolio.pdf.recentWork,
        labels: { ...portfolioPage.labels, contents: portfolio.pdf.contents, online: portfolio.pdf.online },
      },
      caseStudies.map((item) => ({
        ...item,
        colour: brandOf(item).colour,
        services: item.services.map((service) => caseServices[service].label),
        url: absoluteUrl(item.meta.path, settings.siteUrl),
        cover: (ratio: number) => coverJpeg(item.slug, ratio, 900),
      })),
      settings.siteUrl,
      work,
    ),
  )
}

// Everyone's photo (content/people.ts) cut square and compressed; people without one are shown by their initials.
const photographed = people.people.filter((entry) => entry.photo)
for (const entry of photographed) {
  const file = join(outDir, portraitPhotoPath(entry.name))
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, await squarePortrait(readFileSync(join('public', entry.photo!))))
}
console.log(`postbuild: wrote ${photographed.length} portrait photos under images/people/`)

// The blog's RSS feed (/rss.xml), with absolute links on SITE_URL.
write(
  'rss.xml',
  buildRss({
    title: blogPage.rss.title,
    description: blogPage.rss.description,
    link: absoluteUrl('/blog', settings.siteUrl),
    feedUrl: absoluteUrl('/rss.xml', settings.siteUrl),
    language: 'en-IN',
    items: articles.map((article) => ({
      title: article.title,
      link: absoluteUrl(article.path, settings.siteUrl),
      description: article.excerpt,
      date: article.date,
      category: article.category,
      author: article.author,
    })),
  }),
)

// Crawlers: sitemap.xml from the route registry (tests/dist checks it equals the prerendered public pages).
const buildDate = new Date().toISOString().slice(0, 10)
write(
  'sitemap.xml',
  buildSitemapXml(
    publicRoutes.map((route) => route.path),
    settings.siteUrl,
    buildDate,
  ),
)
write('robots.txt', buildRobotsTxt(settings.siteUrl))

// Icons, web manifest and one social image per public page, rasterised here (no external service).
const fontDir = join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf')
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => join(fontDir, file))
const renderPng = (svg: string, width?: number) =>
  new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
  })
    .render()
    .asPng()

const faviconSvg = readFileSync('public/favicon.svg', 'utf8')
for (const size of [32, 180, 192, 512]) {
  write(size === 180 ? 'icons/apple-touch-icon.png' : `icons/icon-${size}.png`, renderPng(faviconSvg, size))
}
write(
  'site.webmanifest',
  buildWebManifest({
    name: site.name,
    shortName: site.name,
    description: site.tagline,
    themeColor: site.colors.primary,
    backgroundColor: site.colors.background,
  }),
)

const titleOf = (html: string) =>
  (html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
const htmlFile = (path: string) => join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`)
const domain = new URL(settings.siteUrl).host
if (makes('social-images')) {
  for (const { path } of publicRoutes) {
    const title = titleOf(readFileSync(htmlFile(path), 'utf8')).replace(new RegExp(`\\s*[|:]\\s*${site.name}$`), '')
    const caseStudy = caseStudies.find((item) => item.meta.path === path)
    const highlight = caseStudy && { value: caseStudy.results[0]!.value, label: caseStudy.results[0]!.label, colour: brandOf(caseStudy).colour }
    const png = renderPng(
      ogImageSvg({ title, section: caseStudy ? `${sectionOf(path)} · ${caseStudy.client}` : sectionOf(path), brand: site.name, domain, highlight }),
    )
    mkdirSync(join(outDir, ogImagePath(path), '..'), { recursive: true })
    writeFileSync(join(outDir, ogImagePath(path)), png)
  }
  console.log(`postbuild: wrote ${publicRoutes.length} social images under og/`)
}

if (makes('search-index')) {
  // Site search: a Pagefind index of every public page but the list-only ones, loaded only by /search. Each page is
  // indexed with the separators a reader sees between its elements (lib/build/searchIndex.ts), so excerpts read as the page.
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    rootSelector: 'main',
    excludeSelectors: ['form', 'dialog', '[aria-hidden="true"]'],
  })
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
  const domWindow = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } })
  const parser = new domWindow.DOMParser()
  for (const { path } of searchableRoutes) {
    const document = parser.parseFromString(readFileSync(htmlFile(path), 'utf8'), 'text/html')
    const main = document.querySelector('main')
    if (!main) throw new Error(`${path} has no <main> to index`)
    addReadingSeparators(main as unknown as Element)
    const added = await index.addHTMLFile({ url: path, content: `<!DOCTYPE html>${document.documentElement.outerHTML}` })
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`)
  }
  // The index's bytes come back in Pagefind's answer and are written here, whole, before Pagefind is closed
  // (lib/build/searchIndexFiles.ts says why Pagefind's own writeFiles is not used), then checked.
  const indexFiles = await index.getFiles()
  if (indexFiles.errors.length > 0) throw new Error(`Pagefind: ${indexFiles.errors.join('; ')}`)
  await pagefind.close()
  await domWindow.happyDOM.close()
  // Pagefind also offers its ready-made UIs; the search page has its own, so they are not deployed.
  const searchIndexDir = join(outDir, 'pagefind')
  writeSearchIndex(
    searchIndexDir,
    indexFiles.files.filter((file) => !/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file.path)),
  )
  checkSearchIndex(searchIndexDir)
  console.log(`postbuild: wrote the search index of ${searchableRoutes.length} pages to pagefind/ and checked every file of it`)
}

// The content editor's files, when the site has the lead service that hosts the editor (its page and back end).
if (settings.leadsServiceApi) {
  const { decapVersion } = await buildEditor(outDir)
  console.log(`postbuild: wrote the content editor (Decap CMS ${decapVersion}) to admin/editor/`)
}

// Host rules: _headers (CSP and caching) for Netlify and Cloudflare Pages, and the same rules for nginx.
const security = {
  scriptHashes: pageScripts.scriptHashes,
  // A same-origin endpoint (/api/leads) needs nothing beyond connect-src 'self'.
  leadsOrigin: settings.leadsEndpoint && !isSameOrigin(settings.leadsEndpoint) ? new URL(settings.leadsEndpoint).origin : undefined,
  hsts: settings.hsts,
}
// Revalidation for everything at the top of the output but assets/; deeper paths by their folder, so the admin
// login is covered by /admin/* and never named.
const topLevel = readdirSync(outDir, { withFileTypes: true }).map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))
const rules = headerRules({ ...security, revalidated: revalidatedPaths(topLevel, fallbacks) })
write('_headers', buildHeadersFile(rules))
const nginxPath = join(outDir, '..', 'nginx.conf')
writeFileSync(nginxPath, buildNginxConf({ rules, redirects, fallbacks, apiUpstream }))
console.log(`postbuild: wrote ${nginxPath}`)

// Last, once no step changes a page any more: each page's Brotli twin, for hosts that serve precompressed files.
if (makes('brotli-twins')) {
  const precompressed = await precompressPages(pageFiles.map((page) => page.file))
  console.log(
    `postbuild: wrote the Brotli twins of ${precompressed.length} pages (${(precompressed.reduce((sum, page) => sum + page.brotli, 0) / 1024).toFixed(0)} KiB)`,
  )
}
