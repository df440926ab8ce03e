// Runs after `vike build`: writes the files that come from content and from the built pages.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { articles } from '../content/blog/articles'
import { blogPage } from '../content/blog/index'
import { brochure, portfolio } from '../content/downloads'
import { fallbacks, redirects } from '../content/redirects'
import { page as services } from '../content/services/index'
import { buildBrochureText, buildPortfolioText } from '../lib/brochure'
import { buildRedirectsFile } from '../lib/hostRules'
import { buildRss } from '../lib/rss'
import { absoluteUrl, settings } from '../lib/settings'

const outDir = join(process.env.BUILD_OUT_DIR || 'dist', 'client')

/** URL paths of every prerendered page, from the files on disk (about/team.html -> /about/team). */
function builtPaths(dir: string = outDir): string[] {
  const paths: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') paths.push(...builtPaths(full))
    } else if (entry.endsWith('.html') && entry !== '404.html') {
      const path = `/${relative(outDir, full).replace(/\.html$/, '')}`
      paths.push(path === '/index' ? '/' : path)
    }
  }
  return paths.sort()
}

function write(file: string, text: string) {
  const path = join(outDir, file)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  console.log(`postbuild: wrote ${file}`)
}

write('_redirects', buildRedirectsFile({ redirects, fallbacks, pages: builtPaths() }))

const prices = Object.fromEntries(services.cards.items.map((card) => [card.slug, card.price]))
write('files/company-brochure.txt', buildBrochureText(brochure, prices, settings.siteUrl))
write('files/project-portfolio.txt', buildPortfolioText(portfolio, settings.siteUrl))

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
