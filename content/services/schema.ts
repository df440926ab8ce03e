import { z } from 'zod'
import { pageMetaSchema, priceSchema } from '../define'

/**
 * Building blocks shared by the commercial pages (services, developer, pricing, contact)
 * and the one schema of the eight service pages.
 */

/** The eight service pages, in header order (SPEC 2). */
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

/** A button whose target the spec fixes: `linkTo('/contact')` accepts only href "/contact". */
export const linkTo = <Href extends string>(href: Href) =>
  z.object({ label: z.string().min(2).max(40), href: z.literal(href) })

/** Heading of a page section; maps onto components/sections/Section (eyebrow, title, lead). */
export const sectionHeadingSchema = z.object({
  eyebrow: z.string().min(2).optional(),
  title: z.string().min(5),
  lead: z.string().min(20).optional(),
})

export const faqItemSchema = z.object({
  question: z.string().min(10).endsWith('?'),
  answer: z.string().min(40),
})
export type FaqItem = z.output<typeof faqItemSchema>

/** A numbered step of a process (its number is its position). */
export const stepSchema = z.object({ title: z.string().min(3), description: z.string().min(30) })
export type Step = z.output<typeof stepSchema>

/** A titled point: a benefit, a reason to choose us, a highlight. */
export const pointSchema = z.object({ title: z.string().min(3), description: z.string().min(30) })
export type Point = z.output<typeof pointSchema>

/** SPEC 3 "Service offer": title, description, features, price. */
export const serviceOfferSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(30),
  features: z.array(z.string().min(3)).min(4),
  price: priceSchema,
})
export type ServiceOffer = z.output<typeof serviceOfferSchema>

/** One schema for all eight pages under /services/<slug>. */
export const servicePageSchema = z
  .object({
    slug: serviceSlugSchema,
    /** Short name of the service, as in "Our SEO process". */
    name: z.string().min(2),
    meta: pageMetaSchema,
    hero: z.object({
      eyebrow: z.string().min(2),
      title: z.string().min(10),
      subtitle: z.string().min(40),
      /** Free audit or quote (to /contact), then View Packages (to /pricing). */
      actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]),
    }),
    offers: sectionHeadingSchema.extend({
      /** The Get Started button of every card. */
      action: linkTo('/contact'),
      items: z.array(serviceOfferSchema).length(4),
    }),
    process: sectionHeadingSchema.extend({ steps: z.array(stepSchema).min(4).max(6) }).optional(),
    benefits: sectionHeadingSchema.extend({ items: z.array(pointSchema).min(3).max(6) }).optional(),
    faqs: sectionHeadingSchema.extend({ items: z.array(faqItemSchema).min(2).max(4) }),
    cta: z.object({ title: z.string().min(10), text: z.string().min(40), action: linkTo('/contact') }),
  })
  .refine((page) => page.process !== undefined || page.benefits !== undefined, {
    message: 'a service page needs a process or a benefits section',
  })
  .refine((page) => page.meta.path === servicePath(page.slug), {
    message: 'meta.path must be /services/<slug>',
    path: ['meta', 'path'],
  })
export type ServicePage = z.output<typeof servicePageSchema>
