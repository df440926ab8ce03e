/**
 * Previews of the content editor, drawn with the site's own components and stylesheet: what the owner edits looks
 * as it will on the site. They are rendered to HTML with this bundle's React and handed to the editor as markup, so
 * the editor's own copy of React and the site's never mix.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import { JobCard, JobFacts } from '../components/sections/JobCard'
import { PriceCard, PriceCardGrid } from '../components/sections/PriceCard'
import { ArticleCard } from '../components/views/ArticleCard'
import type { PriceLike } from '../lib/format'
import { renderMarkdown } from '../content/markdown'

type Data = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const strings = (value: unknown) => list(value).map(text)
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2024-11-18" -> "18 Nov 2024", as the site shows dates. */
export function dateLabel(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return year && month && day ? `${day} ${months[month - 1]} ${year}` : iso
}

/** "8-15 LPA plus commission", as the site derives it from the range. */
export function salaryLabel(salary: unknown): string {
  const { min, max, note } = (salary ?? {}) as { min?: number; max?: number; note?: string }
  return `${min ?? '?'}-${max ?? '?'} LPA${note ? ` ${note}` : ''}`
}

/** Reading time at 200 words a minute, as the build counts it. */
export function readTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
  return `${Math.max(1, Math.ceil(words / 200))} min read`
}

const markup = (element: ReactElement) => renderToStaticMarkup(element)

export function jobPreview(data: Data, slug: string): string {
  const job = {
    slug: slug || 'new-job',
    title: text(data.title) || 'Job title',
    department: text(data.department),
    location: text(data.location),
    type: text(data.type),
    experience: text(data.experience),
    salary: salaryLabel(data.salary),
    urgency: (text(data.urgency) || 'Open') as 'Open',
    summary: text(data.summary),
    requirements: strings(data.requirements),
    responsibilities: strings(data.responsibilities),
  }
  return markup(
    <div className="space-y-8 bg-slate-50 p-6">
      <JobCard
        job={job}
        href="#"
        apply={{ label: 'Apply Now', href: '#' }}
        detailsLabel="Full job description"
        lists={{ requirements: 'Requirements', responsibilities: 'Responsibilities' }}
      />
      <article className="card space-y-4">
        <h1 className="text-3xl font-bold text-slate-900">{job.title}</h1>
        <JobFacts job={job} />
        {strings(data.description).map((paragraph, index) => (
          <p key={index} className="text-slate-700">
            {paragraph}
          </p>
        ))}
      </article>
    </div>,
  )
}

export function articleCardPreview(data: Data, body: string, slug: string): string {
  const date = text(data.date).slice(0, 10)
  return markup(
    <div className="bg-slate-50 p-6">
      <ArticleCard
        article={{
          path: `/blog/${slug || 'new-post'}`,
          title: text(data.title) || 'Title',
          excerpt: text(data.excerpt),
          author: text(data.author),
          category: text(data.category),
          date,
          dateLabel: dateLabel(date),
          readTime: readTime(body),
          image: text(data.image),
          imageAlt: '',
          imageWidth: 1200,
          imageHeight: 630,
        }}
        byline="By"
        readMoreLabel="Read More"
        eager
      />
    </div>,
  )
}

/** A post's text as its page draws it: the site's own Markdown renderer (raw HTML escaped) and article styles. */
export function articleBodyPreview(body: string): string {
  return markup(
    <div className="bg-white p-6">
      <div className="prose-article mx-auto max-w-3xl" dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }} />
    </div>,
  )
}

type PriceData = { amount?: number; period?: PriceLike['period']; from?: boolean; orMore?: boolean; note?: string }
const price = (value: unknown): PriceLike => {
  const data = (value ?? {}) as PriceData
  return {
    amount: Number(data.amount) || 0,
    period: data.period ?? 'one-off',
    from: Boolean(data.from),
    orMore: Boolean(data.orMore),
    ...(data.note ? { note: data.note } : {}),
  }
}

export function pricesPreview(data: Data): string {
  const packages = list(data.packages) as Data[]
  const rates = list(data.developerRates) as Data[]
  return markup(
    <div className="space-y-10 bg-slate-50 p-6">
      <PriceCardGrid columns={3}>
        {packages.map((item, index) => (
          <PriceCard
            key={index}
            title={text(item.name)}
            price={price(item.price)}
            description={text(item.description)}
            features={strings(item.features)}
            {...(item.popular ? { badge: text(item.badge) || 'Most Popular', variant: 'featured' as const } : {})}
            action={{ label: text(item.actionLabel), href: '#' }}
          />
        ))}
      </PriceCardGrid>
      <PriceCardGrid columns={3}>
        {rates.map((item, index) => (
          <PriceCard
            key={index}
            title={text(item.level)}
            price={price(item.price)}
            meta={text(item.experience)}
            description={text(item.description)}
            features={strings(item.tasks)}
            // The page's own label (content/pricing.ts, rates.action), which the preview cannot read from the browser.
            action={{ label: 'Hire by the day', href: '#' }}
          />
        ))}
      </PriceCardGrid>
    </div>,
  )
}
