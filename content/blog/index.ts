import { z } from 'zod'
import { actionLabel, callToActionSchema, defineContent, heroSchema, linkTo, pageMetaSchema } from '../define'
import { articleFrontMatterSchema, blogFileSchema, relatedServicePaths, type ArticleFrontMatter } from '../collections/blog'
import { readDataFile } from '../data'
import { site } from '../site'

/**
 * Blog page copy, the category list with its counts (25, 18, 12, 20, 8: the published figures, not a tally)
 * and the schema of the front matter of the articles in content/blog/*.md.
 * The Markdown itself is read and rendered by the article loader, not here.
 */

/** The categories (content/data/blog.yml), in the order the page lists them, each with the count it shows. */
export const blogCategories = readDataFile('blog.yml', blogFileSchema).categories
export { relatedServicePaths }
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

export { articleFrontMatterSchema, type ArticleFrontMatter }

const blogPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.omit({ eyebrow: true }),
  search: z.object({ label: z.string().min(1), placeholder: z.string().min(1), buttonLabel: z.string().min(1) }),
  featuredHeading: z.string().min(1),
  latestHeading: z.string().min(1),
  /** Card link text ("Read More"), followed on the page by the article title for screen readers. */
  readMoreLabel: actionLabel(),
  categoriesHeading: z.string().min(1),
  /** Names the sidebar (categories, recent posts, newsletter) for screen readers. */
  sidebarLabel: z.string().min(3),
  recentHeading: z.string().min(1),
  /** How many recent post titles the sidebar lists (4). */
  recentCount: z.number().int().positive(),
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
    contactCta: z.object({ text: z.string().min(1), action: linkTo('/contact') }),
  }),
  /** The RSS feed at /rss.xml. */
  rss: z.object({ title: z.string().min(1), description: z.string().min(1) }),
})

const blogCopy = defineContent('content/blog/index.ts', blogPageSchema, {
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
      action: { label: 'Get a Free Consultation', href: '/contact' },
    },
  },
  rss: {
    title: `${site.name} Blog`,
    description: 'Practical guides on SEO, paid ads, social media, websites, apps and email marketing for Indian businesses.',
  },
})

/** /blog's copy with the categories the owner keeps in content/data/blog.yml. */
export const blogPage = { ...blogCopy, categories: blogCategories }
