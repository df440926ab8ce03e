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
  },
)
