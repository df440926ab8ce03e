import { z } from 'zod'
import { callToActionSchema, defineContent, heroSchema, linkTo, pageMetaSchema } from '../define'
import { site } from '../site'

/**
 * Blog page copy (SPEC 2 Blog), the category list with its counts (SPEC 9: 25, 18, 12, 20, 8)
 * and the schema of the front matter of the articles in content/blog/*.md.
 * The Markdown itself is read and rendered by the article loader, not here.
 */

/** Category names, in the order the page lists them; an article's `category` is one of these. */
export const blogCategoryNames = ['SEO', 'Social Media', 'PPC Advertising', 'Web Development', 'Email Marketing'] as const
export const blogCategorySchema = z.enum(blogCategoryNames)

/** Pages an article may name as its related service (the article page links to it). */
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
export type RelatedServicePath = (typeof relatedServicePaths)[number]

/** Link text for an article's related service ("Explore our SEO Services"). */
export const relatedServiceLabels: Record<RelatedServicePath, string> = {
  '/services/seo': 'SEO Services',
  '/services/ppc': 'PPC Advertising',
  '/services/social-media': 'Social Media Marketing',
  '/services/web-development': 'Web Development',
  '/services/mobile-app': 'Mobile App Development',
  '/services/content-marketing': 'Content Marketing',
  '/services/email-marketing': 'Email Marketing',
  '/services/software-development': 'Custom Software Development',
  '/iot': 'IoT Solutions',
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** YAML parsers turn an unquoted 2024-06-11 into a Date; accept it and keep the ISO date string. */
const isoDate = z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), z.iso.date())

/** Accepts true/false, and "true"/"false" from a line-based front-matter reader. */
const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean().default(false))

/**
 * Front matter of one article (content/blog/<slug>.md).
 * `title` (≤ 70) and `excerpt` (50–170) are sized to serve as the article page's head title and description.
 */
export const articleFrontMatterSchema = z.object({
  title: z.string().min(10).max(70),
  /** kebab-case; also the file name and the page path /blog/<slug>. */
  slug: z.string().regex(slugPattern, 'a kebab-case slug'),
  excerpt: z.string().min(50).max(170),
  /** Name and role: "Priya Sharma, SEO Lead". */
  author: z.string().regex(/^[^,]+, [^,]+$/, 'name and role, e.g. "Priya Sharma, SEO Lead"'),
  /** ISO date, e.g. "2024-11-18". */
  date: isoDate,
  category: blogCategorySchema,
  /** Root-relative image path, e.g. /images/blog/<slug>.svg. */
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp|avif)$/, 'a path under /images/blog/'),
  /** "<minutes> min read", at about 200 words a minute. */
  readTime: z.string().regex(/^\d{1,2} min read$/, '"<n> min read"'),
  featured: flag,
  relatedService: z.enum(relatedServicePaths),
})
export type ArticleFrontMatter = z.output<typeof articleFrontMatterSchema>

const blogCategorySchemaWithCount = z.object({ name: blogCategorySchema, count: z.number().int().positive() })

const blogPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.omit({ eyebrow: true }),
  search: z.object({ label: z.string().min(1), placeholder: z.string().min(1), buttonLabel: z.string().min(1) }),
  featuredHeading: z.string().min(1),
  latestHeading: z.string().min(1),
  /** Card link text ("Read More"), followed on the page by the article title for screen readers. */
  readMoreLabel: z.string().min(1),
  categoriesHeading: z.string().min(1),
  categories: z
    .array(blogCategorySchemaWithCount)
    .length(blogCategoryNames.length)
    .refine((list) => list.every((category, index) => category.name === blogCategoryNames[index]), {
      message: 'categories must list blogCategoryNames in order',
    }),
  /** Names the sidebar (categories, recent posts, newsletter) for screen readers. */
  sidebarLabel: z.string().min(3),
  recentHeading: z.string().min(1),
  /** How many recent post titles the sidebar lists (SPEC 2: 4). */
  recentCount: z.literal(4),
  newsletter: z.object({ heading: z.string().min(1), text: z.string().min(1) }),
  guestPost: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact')]) }),
  /** Copy of the article pages (/blog/<slug>). */
  article: z.object({
    backToBlog: z.string().min(1),
    byline: z.string().min(1),
    publishedLabel: z.string().min(1),
    relatedServiceHeading: z.string().min(1),
    relatedServiceText: z.string().min(1),
    relatedServicePrefix: z.string().min(1),
    contactCta: z.object({ text: z.string().min(1), label: z.string().min(1), href: z.literal('/contact') }),
  }),
  /** The RSS feed at /rss.xml. */
  rss: z.object({ title: z.string().min(1), description: z.string().min(1) }),
})

export const blogPage = defineContent('content/blog/index.ts', blogPageSchema, {
  meta: {
    path: '/blog',
    title: `Digital Marketing Blog: SEO, Ads & Web Tips | ${site.name}`,
    description:
      'Practical guides on SEO, Google Ads, social media, websites, apps and email marketing for Indian businesses, with real numbers in rupees.',
    keywords: ['digital marketing blog', 'SEO tips India', 'Google Ads budget India', 'social media marketing', 'web development tips'],
  },
  hero: {
    title: 'Insights & resources',
    subtitle:
      'Practical, no-nonsense advice on search, ads, social media, websites and apps from the people who run these campaigns for Indian businesses every day.',
  },
  search: { label: 'Search articles', placeholder: 'Search articles...', buttonLabel: 'Search' },
  featuredHeading: 'Featured article',
  latestHeading: 'Latest articles',
  readMoreLabel: 'Read More',
  categoriesHeading: 'Categories',
  categories: [
    { name: 'SEO', count: 25 },
    { name: 'Social Media', count: 18 },
    { name: 'PPC Advertising', count: 12 },
    { name: 'Web Development', count: 20 },
    { name: 'Email Marketing', count: 8 },
  ],
  sidebarLabel: 'More from the blog',
  recentHeading: 'Recent posts',
  recentCount: 4,
  newsletter: {
    heading: 'Get new articles by email',
    text: 'One email a month with our latest guides, campaign numbers and tools. No spam; unsubscribe any time.',
  },
  guestPost: {
    title: 'Write for us',
    text: 'Have a case study, a campaign that worked or a lesson learned the hard way? We welcome guest posts from marketers, founders and developers.',
    actions: [{ label: 'Submit a Guest Post', href: '/contact' }],
  },
  article: {
    backToBlog: 'Back to the blog',
    byline: 'By',
    publishedLabel: 'Published',
    relatedServiceHeading: 'Want help with this?',
    relatedServiceText: `The ${site.name} team does this work for businesses across India every day.`,
    relatedServicePrefix: 'Explore our',
    contactCta: {
      text: 'Tell us about your business and get a free consultation with a plan in rupees.',
      label: 'Get a Free Consultation',
      href: '/contact',
    },
  },
  rss: {
    title: `${site.name} Blog`,
    description: 'Practical guides on SEO, paid ads, social media, websites, apps and email marketing for Indian businesses.',
  },
})

/** The five categories with their counts (25, 18, 12, 20, 8). */
export const blogCategories = blogPage.categories
