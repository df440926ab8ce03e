import { Helmet } from 'react-helmet-async'
import type { Article } from '../../content/collections/blog'
import { Icon } from '../ui/Icon'

/** What a card needs of an article. */
export type ArticleSummary = Pick<
  Article,
  'path' | 'title' | 'excerpt' | 'author' | 'category' | 'date' | 'dateLabel' | 'readTime' | 'image' | 'imageAlt' | 'imageWidth' | 'imageHeight'
>

/** The feed's <link rel="alternate">, hoisted into <head> by React 19 like the Seo component's tags. */
export function RssLink({ title }: { title: string }) {
  return (
    <Helmet>
      <link rel="alternate" type="application/rss+xml" title={title} href="/rss.xml" />
    </Helmet>
  )
}

/** Category, date and reading time of an article (date and reading time wrap together). */
export function ArticleMeta({
  article,
  tone = 'light',
  publishedLabel,
}: {
  article: Pick<Article, 'category' | 'date' | 'dateLabel' | 'readTime'>
  tone?: 'light' | 'dark'
  /** "Published", before the date (article pages). */
  publishedLabel?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm ${tone === 'dark' ? 'text-blue-100' : 'text-slate-600'}`}>
      <span className={`badge ${tone === 'dark' ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-800'}`}>{article.category}</span>
      <span className="inline-flex items-center gap-x-2 whitespace-nowrap">
        {publishedLabel && <span>{publishedLabel}</span>}
        <time dateTime={article.date}>{article.dateLabel}</time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="h-4 w-4" />
          {article.readTime}
        </span>
      </span>
    </p>
  )
}

/**
 * One article as a card: image, category, date, reading time, title linking to the article, excerpt, author.
 * `featured` lays it out wide (image beside the text on large screens). The image is lazy unless `eager`.
 */
export function ArticleCard({
  article,
  byline,
  readMoreLabel,
  featured = false,
  eager = false,
  headingLevel = 3,
}: {
  article: ArticleSummary
  /** "By" */
  byline: string
  readMoreLabel: string
  featured?: boolean
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    // A teaser of the article: left out of the search index, so a search finds the article itself.
    <article data-pagefind-ignore="all" className={`card flex h-full flex-col overflow-hidden p-0 ${featured ? 'lg:grid lg:grid-cols-2' : ''}`}>
      {/* The image keeps its 1200×630 shape; beside a taller text column it sits centred on the same pale blue. */}
      <div className="flex items-center bg-brand-50">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={article.imageWidth}
          height={article.imageHeight}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] h-auto w-full"
        />
      </div>
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 sm:p-8' : 'p-6'}`}>
        <ArticleMeta article={article} />
        <Heading className={`mt-3 font-bold text-slate-900 ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          <a href={article.path} className="hover:text-brand-700 hover:underline">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 text-slate-700">{article.excerpt}</p>
        <p className="mt-4 text-sm font-medium text-slate-800">
          {byline} {article.author}
        </p>
        <p className="mt-auto pt-5">
          <a href={article.path} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
            {readMoreLabel}
            <span className="sr-only">: {article.title}</span>
            <Icon name="arrowRight" className="h-4 w-4" />
          </a>
        </p>
      </div>
    </article>
  )
}
