import { z } from 'zod'
import { clientBrand, clientBrands } from './clients'
import { caseServiceKeys, caseStudyFileSchema, type CaseStudyFile } from './collections/caseStudies'
import { ContentError, readDataFolder, validate, withBrand } from './data'
import {
  actionLabel,
  callToActionSchema,
  defineContent,
  figureSchema,
  heroSchema,
  linkTo,
  pageMetaSchema,
  sectionHeadingSchema,
  type PageMeta,
} from './define'
import { site } from './site'
import { capitalised, numberWord } from './words'

/**
 * The portfolio: case studies of named (fictional) Indian clients, shown on /portfolio, one page each at
 * /portfolio/<slug>, on the service pages they used, three on the home page, and in the portfolio downloads.
 * Figures agree with what the clients say in the testimonials (content/home.ts).
 */

/** What a case study can be filtered by: the eight service pages, plus IoT (its own section, /iot). */
export { caseServiceKeys }
export const caseServiceSchema = z.enum(caseServiceKeys)
export type CaseService = z.output<typeof caseServiceSchema>

/** The label and page of each filterable service, in header order. */
export const caseServices: Record<CaseService, { label: string; path: string }> = {
  seo: { label: 'SEO', path: '/services/seo' },
  ppc: { label: 'PPC Advertising', path: '/services/ppc' },
  'social-media': { label: 'Social Media', path: '/services/social-media' },
  'web-development': { label: 'Web Development', path: '/services/web-development' },
  'mobile-app': { label: 'Mobile Apps', path: '/services/mobile-app' },
  'content-marketing': { label: 'Content Marketing', path: '/services/content-marketing' },
  'email-marketing': { label: 'Email Marketing', path: '/services/email-marketing' },
  'software-development': { label: 'Custom Software', path: '/services/software-development' },
  iot: { label: 'IoT Solutions', path: '/iot' },
}

/** A case study as the pages use it: its file's data, its slug and head tags. */
export type CaseStudy = Omit<CaseStudyFile, 'metaTitle' | 'metaDescription' | 'keywords'> & { slug: string; file: string; meta: PageMeta }

/** Every case study (content/data/case-studies/<slug>.yml), by position; each client must be a known brand. */
const loadedCaseStudies: CaseStudy[] = readDataFolder('case-studies', caseStudyFileSchema)
  .map(({ slug, file, data: raw }) => {
    const { metaTitle, metaDescription, keywords, ...data } = withBrand(raw, site.name)
    if (!clientBrands.some((brand) => brand.name === data.client)) {
      throw new ContentError(file, [`Client: "${data.client}" is not one of the client brands (add it under Client brands first)`])
    }
    const title = `${metaTitle} | ${site.name}`
    const meta = validate(
      pageMetaSchema,
      { path: `/portfolio/${slug}`, title: title.length <= 70 ? title : metaTitle, description: metaDescription, keywords },
      file,
    )
    return { ...data, slug, file, meta }
  })
  .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug))

const portfolioSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  /** Key figures beside the hero. */
  heroFigures: z.array(figureSchema).min(1),
  list: sectionHeadingSchema.extend({
    filterLegend: z.string().min(5),
    allLabel: z.string().min(2),
    readMore: actionLabel(4),
  }),
  /** The case study page's own labels. */
  labels: z.object({
    client: z.string(),
    industry: z.string(),
    city: z.string(),
    services: z.string(),
    duration: z.string(),
    challenge: z.string(),
    whatWeDid: z.string(),
    results: z.string(),
    chartTable: z.string(),
    chartPeriod: z.string(),
    mockup: z.string(),
    backToPortfolio: z.string(),
    related: z.string(),
    servicesLinksTitle: z.string(),
  }),
  /** The section on service pages and the home page. */
  showcase: z.object({ eyebrow: z.string(), title: z.string(), lead: z.string(), homeTitle: z.string(), homeLead: z.string(), allLink: z.string() }),
  cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact')]) }),
  caseStudies: z.custom<CaseStudy[]>(),
})

export const portfolioPage = defineContent('content/portfolio.ts', portfolioSchema, {
  meta: {
    path: '/portfolio',
    title: `Portfolio: Case Studies of Indian Businesses | ${site.name}`,
    description: `${capitalised(numberWord(loadedCaseStudies.length))} case ${loadedCaseStudies.length === 1 ? 'study' : 'studies'} from Delhi, Bangalore, Surat, Pune and beyond: the challenge, what we did and the results in orders, leads, revenue and savings.`,
    keywords: ['digital marketing case studies India', 'website portfolio', 'SEO results', 'app development portfolio', 'IoT case study'],
  },
  hero: {
    eyebrow: 'Our work',
    title: 'Case studies: real results for Indian businesses',
    subtitle:
      'From a spice brand in Delhi to a CNC plant in Pune: what each client needed, what we built and ran for them, and what changed in the numbers.',
  },
  heroFigures: [
    { value: '3.1×', label: 'online orders for Saffron Foods' },
    { value: '₹450', label: 'cost per lead for UrbanNest, from ₹1,200' },
    { value: '20,000+', label: 'patients on the Medicare Plus app' },
  ],
  list: {
    eyebrow: 'Case studies',
    title: 'Browse our work by service',
    lead: 'Choose a service to see the projects that used it. Every figure compares the months before our work with the same months after it.',
    filterLegend: 'Show case studies for',
    allLabel: 'All services',
    readMore: 'Read the case study',
  },
  labels: {
    client: 'Client',
    industry: 'Industry',
    city: 'City',
    services: 'Services',
    duration: 'Duration',
    challenge: 'The challenge',
    whatWeDid: 'What we did',
    results: 'Results',
    chartTable: 'The figures behind the chart',
    chartPeriod: 'Period',
    mockup: 'A preview of the work for',
    backToPortfolio: 'All case studies',
    related: 'More case studies',
    servicesLinksTitle: 'Services behind this result',
  },
  showcase: {
    eyebrow: 'Case studies',
    title: 'Results we delivered with this service',
    lead: 'Real projects for Indian businesses, with the numbers before and after.',
    homeTitle: 'Work that moved the numbers',
    homeLead: 'Three recent projects, from a spice brand’s online store to a clinic chain’s patient app.',
    allLink: 'See all case studies',
  },
  cta: {
    title: 'Want results like these?',
    text: 'Tell us where your business wants to grow. We reply within a day with ideas, a plan and a price in rupees.',
    actions: [{ label: 'Start Your Project', href: '/contact' }],
  },
  caseStudies: loadedCaseStudies,
})

export const caseStudies = portfolioPage.caseStudies
export const caseStudyPaths = caseStudies.map((item) => item.meta.path)

export function caseStudyBySlug(slug: string): CaseStudy | undefined {
  return caseStudies.find((item) => item.slug === slug)
}

/** The case studies that used a service, in portfolio order. */
export const caseStudiesFor = (service: CaseService) => caseStudies.filter((item) => item.services.includes(service))

/** The case studies on the home page, by their home position. */
export const featuredCaseStudies = caseStudies
  .filter((item) => item.homePosition !== undefined)
  .sort((a, b) => (a.homePosition ?? 0) - (b.homePosition ?? 0))

export const brandOf = (item: CaseStudy) => clientBrand(item.client)
