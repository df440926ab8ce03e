import type { Price } from '../../content/define'
import { site } from '../../content/site'
import { absoluteUrl, settings } from './settings'

/**
 * Typed builders of the JSON-LD each page carries (schema.org). Rendered by components/layout/StructuredData.tsx
 * and moved into <head> by pages/+onRenderHtml.tsx.
 */
export type JsonLd = Record<string, unknown> & { '@type': string | string[] }

const url = (path: string) => absoluteUrl(path, settings.siteUrl)
export const organizationId = () => `${url('/')}/#organization`

/**
 * The page that carries the business's whole node: the home page, where Google looks for Organization markup (its
 * guide names the home page or one page about the organisation). Every other page names it by @id, with its type,
 * name and address on the web, so each page's graph reads alone: 230 to 320 bytes less a page.
 */
export const ORGANIZATION_PAGE = '/'

export function organizationLd(): JsonLd {
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: url('/'),
    logo: url('/icons/icon-512.png'),
    image: url('/icons/icon-512.png'),
    foundingDate: String(site.foundingYear),
    telephone: site.phones.map((phone) => phone.e164),
    email: [...site.emails],
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.office.street,
      addressLocality: site.office.city,
      addressRegion: site.office.region,
      postalCode: site.office.postalCode,
      addressCountry: site.office.countryCode,
    },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    priceRange: '₹₹',
    areaServed: { '@type': 'Country', name: 'India' },
    ...(site.socialProfiles.length > 0 ? { sameAs: site.socialProfiles } : {}),
  }
}

/** The organisation as the other pages name it (its whole node is on ORGANIZATION_PAGE only). */
const organizationRef = () => ({ '@type': 'Organization', '@id': organizationId(), name: site.name, url: url('/') })

export function offerLd(name: string, price: Price, path: string): JsonLd {
  const unit = { month: 'MON', day: 'DAY', year: 'ANN' } as const
  const offer: JsonLd = { '@type': 'Offer', name, price: price.amount, priceCurrency: 'INR', url: url(path), availability: 'https://schema.org/InStock' }
  if (price.period in unit) {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: price.amount,
      priceCurrency: 'INR',
      unitCode: unit[price.period as keyof typeof unit],
      ...(price.from || price.orMore ? { minPrice: price.amount } : {}),
    }
  }
  return offer
}

export function serviceLd(input: {
  name: string
  description: string
  path: string
  serviceType?: string
  offers: readonly { name: string; price: Price }[]
}): JsonLd {
  return {
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url: url(input.path),
    provider: organizationRef(),
    areaServed: { '@type': 'Country', name: 'India' },
    offers: input.offers.map((offer) => offerLd(offer.name, offer.price, input.path)),
  }
}

export function faqLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

export function breadcrumbLd(trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
  }
}

export function jobPostingLd(job: {
  title: string
  description: string
  datePosted: string
  validThrough: string
  department: string
  salaryLpa: { min: number; max: number }
  location: { locality: string; region: string; countryCode: string }
  path: string
}): JsonLd {
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: 'FULL_TIME',
    industry: job.department,
    url: url(job.path),
    directApply: false,
    hiringOrganization: { '@type': 'Organization', '@id': organizationId(), name: site.name, sameAs: url('/'), logo: url('/icons/icon-512.png') },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.locality,
        addressRegion: job.location.region,
        addressCountry: job.location.countryCode,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: job.salaryLpa.min * 100_000, maxValue: job.salaryLpa.max * 100_000, unitText: 'YEAR' },
    },
  }
}

export function blogPostingLd(article: {
  title: string
  excerpt: string
  date: string
  author: string
  image: string
  path: string
  category: string
}): JsonLd {
  const [authorName, ...role] = article.author.split(',')
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    image: url(article.image),
    author: { '@type': 'Person', name: authorName?.trim() ?? article.author, ...(role.length ? { jobTitle: role.join(',').trim() } : {}) },
    publisher: organizationRef(),
    mainEntityOfPage: url(article.path),
    url: url(article.path),
  }
}

/** A case study: the work as a CreativeWork made by the agency for its client, `about` the services it used. */
export function creativeWorkLd(work: {
  title: string
  description: string
  path: string
  image: string
  client: string
  city: string
  year: number
  keywords: readonly string[]
  services: readonly { name: string; path: string }[]
}): JsonLd {
  return {
    '@type': 'CreativeWork',
    name: work.title,
    headline: work.title,
    description: work.description,
    url: url(work.path),
    mainEntityOfPage: url(work.path),
    image: url(work.image),
    dateCreated: String(work.year),
    keywords: work.keywords.join(', '),
    creator: organizationRef(),
    funder: { '@type': 'Organization', name: work.client, address: { '@type': 'PostalAddress', addressLocality: work.city, addressCountry: 'IN' } },
    about: work.services.map((service) => ({ '@type': 'Service', name: service.name, url: url(service.path), provider: organizationRef() })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script element. */
export function serialiseJsonLd(data: JsonLd | JsonLd[]): string {
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : { '@context': 'https://schema.org', ...data }
  return JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Home, then each registered ancestor of the path, then the page itself (pages below the top level only). */
export function breadcrumbTrail(path: string, labelOf: (path: string) => string | undefined): { name: string; path: string }[] | null {
  const segments = path.split('/').filter(Boolean)
  if (segments.length < 2) return null
  const trail = [{ name: 'Home', path: '/' }]
  for (let depth = 1; depth <= segments.length; depth++) {
    const prefix = `/${segments.slice(0, depth).join('/')}`
    const label = labelOf(prefix)
    if (label) trail.push({ name: label.replace(/ overview$/, ''), path: prefix })
  }
  return trail.at(-1)?.path === path ? trail : null
}

/** React 19 hoists <title>, <meta> and <link> but not scripts: structured data is moved into <head> here. */
export function moveJsonLdToHead(html: string): string {
  const blocks: string[] = []
  const body = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, (block) => {
    blocks.push(block)
    return ''
  })
  return blocks.length === 0 ? html : body.replace('</head>', `${blocks.join('')}</head>`)
}
