import { z } from 'zod'
import {
  callToActionSchema,
  faqItemSchema,
  heroSchema,
  linkTo,
  pageMetaSchema,
  pointSchema,
  priceSchema,
  sectionHeadingSchema,
  stepSchema,
} from '../define'

/** The one schema of the eight service pages, and the service slugs. */

/** The eight service pages, in the order the header lists them. */
export const serviceSlugs = [
  'seo',
  'ppc',
  'social-media',
  'web-development',
  'mobile-app',
  'content-marketing',
  'email-marketing',
  'software-development',
] as const
export const serviceSlugSchema = z.enum(serviceSlugs)
export type ServiceSlug = z.output<typeof serviceSlugSchema>

/** The path of a service page: /services/seo. */
export const servicePath = (slug: ServiceSlug) => `/services/${slug}` as const

// Shared building blocks live in ../define; re-exported for the service modules that import them from here.
export { linkTo, pointSchema, sectionHeadingSchema } from '../define'

/** A service offer: title, description, features, price. */
export const serviceOfferSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(30),
  features: z.array(z.string().min(3)).min(4),
  price: priceSchema,
})

/** One schema for all eight pages under /services/<slug>. */
export const servicePageSchema = z
  .object({
    slug: serviceSlugSchema,
    /** Short name of the service, as in "Our SEO process". */
    name: z.string().min(2),
    meta: pageMetaSchema,
    /** Free audit or quote (to /contact), then View Packages (to /pricing). */
    hero: heroSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]) }),
    offers: sectionHeadingSchema.extend({
      /** The Get Started button of every card. */
      action: linkTo('/contact'),
      items: z.array(serviceOfferSchema).min(1),
    }),
    process: sectionHeadingSchema.extend({ steps: z.array(stepSchema).min(4).max(6) }).optional(),
    benefits: sectionHeadingSchema.extend({ items: z.array(pointSchema).min(3).max(6) }).optional(),
    faqs: sectionHeadingSchema.extend({ items: z.array(faqItemSchema).min(2).max(4) }),
    cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact')]) }),
  })
  .refine((page) => page.process !== undefined || page.benefits !== undefined, {
    message: 'a service page needs a process or a benefits section',
  })
  .refine((page) => page.meta.path === servicePath(page.slug), {
    message: 'meta.path must be /services/<slug>',
    path: ['meta', 'path'],
  })
export type ServicePage = z.output<typeof servicePageSchema>
