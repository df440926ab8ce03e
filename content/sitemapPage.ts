import { z } from 'zod'
import { defineContent, pageMetaSchema } from './define'
import { site } from './site'

export const sitemapPage = defineContent(
  'content/sitemapPage.ts',
  z.object({ meta: pageMetaSchema, hero: z.object({ title: z.string(), subtitle: z.string() }) }),
  {
    meta: {
      path: '/sitemap',
      title: `Sitemap: Every Page | ${site.name}`,
      description: `An index of every page on the ${site.name} website: services, pricing, IoT, careers and job openings, blog articles, downloads and legal pages.`,
      keywords: ['sitemap', 'site index', 'all pages'],
    },
    hero: { title: 'Sitemap', subtitle: 'Every page of this website, grouped as the main menu groups them.' },
  },
)
