import { z } from 'zod'
import { serviceSlugs } from '../services/schema'
import { line, lines, searchDescription, searchKeywords } from './fields'

/**
 * A case study: one file per study in content/data/case-studies/<slug>.yml, its page /portfolio/<slug>. It is listed
 * on /portfolio (by position), on the pages of the services it used, in the portfolio PDF, and on the home page
 * when featured.
 */

/** What a case study can be filtered by: the eight service pages, plus IoT (its own section, /iot). */
export const caseServiceKeys = [...serviceSlugs, 'iot'] as const

/** A result shown large: "3.1×" over "online orders a month". */
const resultSchema = z
  .object({
    value: z.string().trim().regex(/\d/, 'must contain a number').max(12).meta({ title: 'Figure', description: 'Short: 3.1×, ₹450, 38%' }),
    label: z.string().trim().min(3).max(60).meta({ title: 'What it measures' }),
    detail: z.string().trim().min(3).max(70).meta({ title: 'Where the figure comes from', description: 'For example: from 410 to 1,270 a month' }),
  })
  .strict()

/** A small chart where a trend tells the story: one value per period, drawn as a line. */
const chartSchema = z
  .object({
    title: line('Chart title'),
    unit: line('Unit', 'What each value counts: orders, leads …'),
    prefix: z.string().default('').meta({ title: 'Before each value', description: 'For example ₹' }),
    suffix: z.string().default('').meta({ title: 'After each value', description: 'For example L for lakh' }),
    points: z
      .array(
        z.object({ label: z.string().trim().min(1).max(8).meta({ title: 'Period' }), value: z.number().nonnegative().meta({ title: 'Value' }) }).strict(),
      )
      .min(2)
      .meta({ title: 'Points' }),
  })
  .strict()

export const caseStudyFileSchema = z
  .object({
    position: z.number().int().min(1).meta({ title: 'Position on the portfolio page', description: '1 is listed first' }),
    homePosition: z.number().int().min(1).optional().meta({ title: 'Position on the home page', description: 'Leave empty to keep it off the home page' }),
    client: line('Client', 'One of the client brands').meta({ relation: { collection: 'settings', file: 'clients', list: 'brands', field: 'name' } }),
    industry: line('Industry'),
    city: line('City'),
    title: z.string().trim().min(10).max(90).meta({ title: 'Headline (what changed)' }),
    summary: z.string().trim().min(20).max(200).meta({ title: 'Summary for cards', widget: 'text' }),
    services: z.array(z.enum(caseServiceKeys)).min(1).meta({ title: 'Services used' }),
    duration: line('Duration', 'For example 8 months'),
    year: z.number().int().min(1990).max(2100).meta({ title: 'Year' }),
    challenge: z.string().trim().min(20).meta({ title: 'The challenge', widget: 'text' }),
    whatWeDid: lines('What we did'),
    results: z.array(resultSchema).min(1).max(4).meta({ title: 'Results' }),
    chart: chartSchema.optional().meta({ title: 'Trend chart (optional)' }),
    quote: z
      .object({
        text: z.string().trim().min(20).max(300).meta({ title: 'Quote', widget: 'text' }),
        name: line('Name', 'Also listed under People'),
        role: line('Role'),
      })
      .strict()
      .meta({ title: 'Client quote' }),
    mockup: z
      .object({
        device: z.enum(['browser', 'phone']).meta({ title: 'Device' }),
        headline: z.string().trim().min(3).max(28).meta({ title: 'Headline on the screen' }),
        address: z
          .string()
          .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a web address without https://, such as saffronfoods.in')
          .meta({ title: 'Address in the browser bar' }),
      })
      .strict()
      .meta({ title: 'Mock-up of the work' }),
    metaTitle: z.string().trim().min(10).max(60).meta({ title: 'Search engine title' }),
    metaDescription: searchDescription.meta({ title: 'Search engine description', widget: 'text' }),
    keywords: searchKeywords.meta({ title: 'Search keywords', description: 'At least 3, each a word or phrase people search for' }),
  })
  .strict()
export type CaseStudyFile = z.output<typeof caseStudyFileSchema>
