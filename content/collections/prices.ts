import { z } from 'zod'
import { line, lines, rupees } from './fields'

/**
 * Every price the owner sets (content/data/prices.yml): the monthly packages, the development table, the daily
 * developer rates, and each service's "from" price and priced offers. Pages, head tags, structured data, cards and the
 * brochure all take their figures from here, so a price is changed in one place.
 */

export const pricePeriods = ['month', 'day', 'year', 'one-off', 'project'] as const

/** A price: a positive amount of rupees and what it is for (a month, a day, the project …). */
export const priceField = (title: string) =>
  z
    .object({
      amount: rupees('Amount (₹)'),
      period: z.enum(pricePeriods).default('one-off').meta({ title: 'Per', description: 'month, day, year, one-off or project' }),
      from: z.boolean().default(false).meta({ title: 'Show as "from"' }),
      orMore: z.boolean().default(false).meta({ title: 'Show a + after the amount' }),
      note: z.string().trim().min(1).optional().meta({ title: 'Words after the price', description: 'For example: maintenance' }),
    })
    .strict()
    .meta({ title })

const monthlyPrice = (title: string) => priceField(title).refine((price) => price.period === 'month', { message: 'must be per month', path: ['period'] })
const dailyPrice = (title: string) => priceField(title).refine((price) => price.period === 'day', { message: 'must be per day', path: ['period'] })

const packageSchema = z
  .object({
    name: line('Package'),
    price: monthlyPrice('Price'),
    description: z.string().trim().min(20).meta({ title: 'Description', widget: 'text' }),
    features: lines('Features'),
    popular: z.boolean().default(false).meta({ title: 'Most popular' }),
    badge: z.string().trim().min(1).optional().meta({ title: 'Badge text', description: 'Shown on the popular package, e.g. Most Popular' }),
    actionLabel: line('Button text'),
  })
  .strict()

const developmentRow = z
  .object({
    service: line('Service'),
    description: z.string().trim().min(20).meta({ title: 'Description', widget: 'text' }),
    basic: priceField('Basic'),
    standard: priceField('Standard'),
    premium: priceField('Premium'),
  })
  .strict()

const developerRate = z
  .object({
    level: line('Level'),
    price: dailyPrice('Price per day'),
    experience: line('Experience', 'For example 3-6 years'),
    description: z.string().trim().min(20).meta({ title: 'Description', widget: 'text' }),
    tasks: lines('Typical tasks'),
  })
  .strict()

const offer = z
  .object({
    title: line('Offer'),
    description: z.string().trim().min(20).meta({ title: 'Description', widget: 'text' }),
    features: lines('Features'),
    price: priceField('Price'),
  })
  .strict()

const servicePrices = (title: string) =>
  z
    .object({
      from: priceField('"From" price on the service cards'),
      offers: z.array(offer).min(1).meta({ title: 'Priced offers on the service page' }),
    })
    .strict()
    .meta({ title })

export const pricesFileSchema = z
  .object({
    packages: z
      .array(packageSchema)
      .min(1)
      .refine((items) => items.filter((item) => item.popular).length <= 1, 'mark at most one package as most popular')
      .meta({ title: 'Monthly packages' }),
    development: z.array(developmentRow).min(1).meta({ title: 'Development pricing table' }),
    developerRates: z.array(developerRate).min(1).meta({ title: 'Developer rates per day' }),
    services: z
      .object({
        seo: servicePrices('SEO'),
        ppc: servicePrices('PPC advertising'),
        'social-media': servicePrices('Social media marketing'),
        'web-development': servicePrices('Website development'),
        'mobile-app': servicePrices('Mobile app development'),
        'content-marketing': servicePrices('Content marketing'),
        'email-marketing': servicePrices('Email marketing'),
        'software-development': servicePrices('Custom software'),
      })
      .strict()
      .meta({ title: 'Service prices' }),
  })
  .strict()
