import { z } from 'zod'
import type { Link, PageMeta } from '../define'
import { calendarDate, imagePath, line, searchDescription } from './fields'

/**
 * A blog post: content/blog/<slug>.md, Markdown with YAML front matter; its page is /blog/<slug> (the slug is the
 * file name). The reading time is counted from the words, never typed. The blog's categories are a data file
 * (content/data/blog.yml) and a post's category must be one of them.
 */

/** Pages a post may name as its related service (its page links there): pages that exist. */
export const relatedServicePaths = [
  '/services/seo',
  '/services/ppc',
  '/services/social-media',
  '/services/web-development',
  '/services/mobile-app',
  '/services/content-marketing',
  '/services/email-marketing',
  '/services/software-development',
  '/iot',
] as const

export const articleFrontMatterSchema = z
  .object({
    title: z.string().trim().min(10).max(70).meta({ title: 'Title' }),
    excerpt: searchDescription.meta({ title: 'Excerpt (also the search engine description)', widget: 'text' }),
    author: z
      .string()
      .regex(/^[^,]+, [^,]+$/, 'must be a name and a role, e.g. "Priya Sharma, SEO Lead"')
      .meta({ title: 'Author', description: 'Name and role, e.g. Priya Sharma, SEO Lead (the name must be listed under People)' }),
    date: calendarDate('Date'),
    category: line('Category').meta({ relation: { collection: 'settings', file: 'blog', list: 'categories', field: 'name' } }),
    image: imagePath('Image'),
    featured: z.boolean().default(false).meta({ title: 'Featured', description: 'The newest featured post leads the blog page' }),
    relatedService: z.enum(relatedServicePaths).meta({ title: 'Related service page' }),
  })
  .strict()
export type ArticleFrontMatter = z.output<typeof articleFrontMatterSchema>

/** A post as the pages use it: its front matter plus what the build derives from its file (content/blog/articles.ts). */
export interface Article extends ArticleFrontMatter {
  /** The file name without .md: the page is /blog/<slug>. */
  slug: string
  /** "<minutes> min read", counted from the words at about 200 a minute. */
  readTime: string
  /** The article page: /blog/<slug>. */
  path: `/blog/${string}`
  /** Head tags of the article page (title, excerpt as description, keywords from category and title). */
  meta: PageMeta
  /** The body rendered to HTML (raw HTML in the Markdown is escaped, unsafe link targets dropped). */
  html: string
  /** Words of prose in the body. */
  wordCount: number
  /** The date as shown on the site: "18 Nov 2024". */
  dateLabel: string
  /** Alt text of the article image: the <title> of its SVG, else a description built from the title. */
  imageAlt: string
  imageWidth: number
  imageHeight: number
  /** The image's own markup when it is an SVG, to draw it inline (no request) in the article's hero. */
  imageSvg?: string
  /** Home, Blog, this article: the breadcrumb trail the page shows (and structured data can reuse). */
  breadcrumbs: readonly Link[]
  /** File name in content/blog. */
  file: string
}

export const blogFileSchema = z
  .object({
    categories: z
      .array(
        z
          .object({
            name: line('Category'),
            count: z.number().int().nonnegative().meta({ title: 'Posts shown beside it' }),
          })
          .strict(),
      )
      .min(1)
      .superRefine((list, context) => {
        const seen = new Set<string>()
        list.forEach((category, index) => {
          if (seen.has(category.name)) context.addIssue({ code: 'custom', message: `${category.name} is listed twice`, path: [index, 'name'] })
          seen.add(category.name)
        })
      })
      .meta({ title: 'Categories' }),
  })
  .strict()
