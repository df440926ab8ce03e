import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pageMetaSchema } from '../define'
import { describeIssues, projectRoot } from '../data'
import { site } from '../site'
import { inlineSvg } from '../../lib/inlineSvg'
import { sanitizeSvg } from './sanitizeSvg'
import { countWords, headingProblem, parseFrontMatter, renderMarkdown } from '../markdown'
import { imageSize } from 'image-size'
import { authorName, person } from '../people'
import type { Article } from '../collections/blog'
import { articleFrontMatterSchema, blogCategories } from './index'

/**
 * The build-time article loader: reads every content/blog/<slug>.md, validates its front matter, renders its
 * Markdown body to HTML and derives what the pages need (path, head tags, word count, date label, image alt).
 * Runs in Node only (node:fs): imported by server-rendered pages, scripts/postbuild.ts and tests, never by an island.
 * Any invalid file throws, so `vike build` fails with the file name and the problem.
 */

/** Labels of the first two breadcrumb steps of an article page. */
export const blogBreadcrumbRoot = [
  { label: 'Home', href: '/' },
  { label: 'Blog', href: '/blog' },
] as const

const knownKeys = new Set(Object.keys(articleFrontMatterSchema.shape))

/* ---------------------------------------------------------------------------------------------- */
/* Loading                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** "2024-11-18" -> "18 Nov 2024" (fixed English month names: no dependence on the machine's locale data). */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const name = months[(month ?? 0) - 1]
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${isoDate}`)
  return `${day} ${name} ${year}`
}

/** Reading speed behind the front matter's "<n> min read". */
export const WORDS_PER_MINUTE = 200

const stopWords = new Set(
  'a an and are as at be by can choosing do does first for from how in into is it its making much of on or our practical should the to vs what when why with you your'.split(
    ' ',
  ),
)

/**
 * Keywords of an article page: its category, the title's main phrase (before a colon or question mark),
 * then the meaningful words of the title.
 */
export function articleKeywords(title: string, category: string): string[] {
  const phrase = (title.split(/[:?]/)[0] ?? '').trim().toLowerCase()
  const words = title
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length >= 2 && !stopWords.has(word.toLowerCase()) && !/^\d+$/.test(word))
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
  const seen = new Set<string>()
  return [category, ...(phrase.includes(' ') ? [phrase] : []), ...words].filter((word) => {
    const key = word.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Head title: the article title, with the brand after it when that still fits the 70-character limit. */
function headTitle(title: string): string {
  const branded = `${title} | ${site.name}`
  return branded.length <= 70 ? branded : title
}

/** Widest and tallest shape a post's image may have: cards and the article page show it 1200×630 (cropped to fit). */
const IMAGE_RATIO = { min: 1, max: 3 }

/**
 * The article image's alt text and size: it must exist and be landscape; an SVG's <title> is its alt text, and an SVG
 * that DOMPurify's allow-list leaves as it is is also inlined (its markup, ids scoped to the post) so the article's
 * largest paint needs no second request.
 */
function describeImage(publicDir: string, image: string, title: string, file: string, slug: string) {
  const imageFile = join(publicDir, image)
  if (!existsSync(imageFile)) throw new Error(`${file}: image ${image} does not exist (expected public${image})`)
  const fallbackAlt = `Illustration for the article “${title}”`
  let size: { width?: number; height?: number }
  try {
    size = imageSize(readFileSync(imageFile))
  } catch {
    throw new Error(`${file}: image ${image} is not an image the site can read`)
  }
  const { width = 0, height = 0 } = size
  if (!width || !height) throw new Error(`${image}: the image needs a width and a height (an <svg> element needs width and height attributes)`)
  const ratio = width / height
  if (ratio < IMAGE_RATIO.min || ratio > IMAGE_RATIO.max) {
    throw new Error(`${file}: image ${image} is ${width}×${height}; use a landscape image, up to three times as wide as tall (1200×630 is ideal)`)
  }
  if (!image.endsWith('.svg')) return { imageAlt: fallbackAlt, imageWidth: width, imageHeight: height }
  const { markup, removed } = sanitizeSvg(readFileSync(imageFile, 'utf8'))
  const imageAlt = /<title>([^<]+)<\/title>/.exec(markup)?.[1]?.trim() || fallbackAlt
  // A drawing the allow-list had to change is shown as an image file, which the browser draws without running or
  // loading anything and as its author made it; only a file that passed untouched is inlined.
  if (removed.length > 0) {
    console.warn(`${file}: image ${image} is shown as an image file, not inline: the sanitizer removed ${removed.join(', ')}`)
    return { imageAlt, imageWidth: width, imageHeight: height }
  }
  const imageSvg = inlineSvg(markup, slug, { role: 'img', 'aria-label': imageAlt, class: 'block h-auto w-full', 'data-article-cover': '' })
  return { imageAlt, imageWidth: width, imageHeight: height, imageSvg }
}

function loadArticle(blogDir: string, publicDir: string, file: string): Article {
  const { data, body } = parseFrontMatter(readFileSync(join(blogDir, file), 'utf8'), file, knownKeys)
  const parsed = articleFrontMatterSchema.safeParse(data)
  if (!parsed.success)
    throw new Error(
      `Invalid front matter in content/blog/${file}:\n${describeIssues(parsed.error, articleFrontMatterSchema)
        .map((line) => `  ✖ ${line}`)
        .join('\n')}`,
    )
  const frontMatter = parsed.data
  const slug = file.replace(/\.md$/, '')
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${file}: the file name must be lower-case words joined by hyphens`)
  if (!blogCategories.some((category) => category.name === frontMatter.category)) {
    throw new Error(
      `content/blog/${file}: Category: "${frontMatter.category}" is not one of the blog's categories (${blogCategories.map((c) => c.name).join(', ')})`,
    )
  }
  try {
    person(authorName(frontMatter.author))
  } catch {
    throw new Error(`content/blog/${file}: Author: ${authorName(frontMatter.author)} is not listed under People (content/data/people.yml)`)
  }

  const headings = headingProblem(body)
  if (headings) throw new Error(`${file}: ${headings}`)

  const wordCount = countWords(body)
  const minutes = Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))

  const path = `/blog/${slug}` as const
  const meta = pageMetaSchema.safeParse({
    path,
    title: headTitle(frontMatter.title),
    description: frontMatter.excerpt,
    keywords: articleKeywords(frontMatter.title, frontMatter.category),
  })
  if (!meta.success) throw new Error(`${file}: invalid head tags:\n${describeIssues(meta.error).join('\n')}`)

  return {
    ...frontMatter,
    slug,
    readTime: `${minutes} min read`,
    path,
    meta: meta.data,
    html: renderMarkdown(body),
    wordCount,
    dateLabel: formatArticleDate(frontMatter.date),
    ...describeImage(publicDir, frontMatter.image, frontMatter.title, file, slug),
    breadcrumbs: [...blogBreadcrumbRoot, { label: frontMatter.title, href: path }],
    file,
  }
}

/**
 * Every article in `blogDir`, newest first (then by title). Paths default to the project root's
 * content/blog and public: the build, the scripts and the tests all run from there.
 */
export function loadArticles(blogDir = resolve(projectRoot(), 'content/blog'), publicDir = resolve(projectRoot(), 'public')): Article[] {
  if (!existsSync(blogDir)) throw new Error(`No article folder at ${blogDir}: run the build from the project root`)
  const files = readdirSync(blogDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
  if (files.length === 0) throw new Error(`No articles (*.md) in ${blogDir}`)
  return files.map((file) => loadArticle(blogDir, publicDir, file)).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** All articles, newest first. */
export const articles: readonly Article[] = loadArticles()

/** The newest article marked `featured: true` (the newest article when none is). */
export const featuredArticle: Article = articles.find((article) => article.featured) ?? articles[0]!

/** The other articles, newest first (the blog shows 6). */
export const latestArticles: readonly Article[] = articles.filter((article) => article !== featuredArticle).slice(0, 6)

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug)
}

/** URL paths of the article pages, for prerendering. */
export const articlePaths: readonly string[] = articles.map((article) => article.path)
