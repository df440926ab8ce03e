import { z } from 'zod'
import { defineContent, linkTo, pageMetaSchema } from './define'
import { site } from './site'

export const searchPage = defineContent(
  'content/searchPage.ts',
  z.object({
    meta: pageMetaSchema,
    title: z.string(),
    label: z.string(),
    placeholder: z.string(),
    button: z.string(),
    /** Every page is listed there; the sitemap itself is not in the search index (it would match every query). */
    sitemapLink: linkTo('/sitemap'),
    messages: z.object({
      empty: z.string(),
      loading: z.string(),
      noHits: z.string(),
      count: z.string(),
      failed: z.string(),
      /** The "Show more" button; `more` once the results are in, {remaining} being how many are not shown yet. */
      showMore: z.string(),
      more: z.string().includes('{remaining}'),
      noScript: z.string(),
    }),
    /** Each result is labelled with the part of the site it belongs to, by the first prefix its path starts with. */
    sections: z.array(z.object({ prefix: z.string().startsWith('/'), label: z.string().min(2) })).min(1),
    /** The label of a path no prefix matches. */
    otherSection: z.string().min(2),
  }),
  {
    meta: {
      path: '/search',
      title: `Search the Website | ${site.name}`,
      description: `Search every page and article on the ${site.name} website: services, prices, IoT solutions, careers, job openings and the blog.`,
      keywords: ['search', 'find a page', 'site search'],
    },
    title: 'Search',
    label: 'Search the site',
    placeholder: 'Search Here',
    button: 'Search',
    sitemapLink: { label: 'Browse every page in the sitemap', href: '/sitemap' },
    messages: {
      empty: 'Type a word or two above, such as "SEO", "pricing" or "internship", and press Search.',
      loading: 'Searching…',
      noHits: 'No pages match “{query}”. Try a shorter or different word, or browse every page in the sitemap.',
      count: '{count} results for “{query}”',
      failed: 'Search could not load. Please try again, or browse every page in the sitemap.',
      showMore: 'Show more results',
      more: 'Show more results ({remaining} left)',
      noScript: 'Search needs JavaScript. Every page is also listed in the sitemap.',
    },
    sections: [
      { prefix: '/portfolio/', label: 'Case study' },
      { prefix: '/portfolio', label: 'Portfolio' },
      { prefix: '/blog', label: 'Blog' },
      { prefix: '/services', label: 'Service' },
      { prefix: '/developer', label: 'Service' },
      { prefix: '/iot', label: 'IoT' },
      { prefix: '/pricing', label: 'Pricing' },
      { prefix: '/careers/openings/', label: 'Job opening' },
      { prefix: '/careers', label: 'Careers' },
      { prefix: '/about', label: 'About us' },
      { prefix: '/contact', label: 'Contact' },
      { prefix: '/downloads', label: 'Downloads' },
      { prefix: '/privacy', label: 'Legal' },
      { prefix: '/terms', label: 'Legal' },
    ],
    otherSection: 'Page',
  },
)
