// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { internalPath, type PageMeta, type Price } from '../../content/define'
import { site } from '../../content/site'
import * as contact from '../../content/contact'
import * as developer from '../../content/developer'
import * as pricing from '../../content/pricing'
import { servicePageBySlug, servicePages } from '../../content/services/index'
import * as services from '../../content/services/overview'
import { serviceSlugs, type ServiceSlug } from '../../content/services/schema'
import { formatPrice, formatRupees } from '../../lib/format'
import * as spec from '../support/specFigures'

const prices = (items: readonly { price: Price }[]) => items.map((item) => formatPrice(item.price))

describe('/services overview (the eight services and their "from" prices)', () => {
  const cards = services.servicesOverview.cards.items

  it('has the 8 service cards in the Home page order', () => {
    expect(cards).toHaveLength(8)
    expect(cards.map((card) => card.title)).toEqual([...services.serviceTitles])
    expect(services.serviceCards).toBe(cards)
  })

  it('shows every "from" price exactly', () => {
    expect(cards.map((card) => [card.title, formatPrice(card.price)])).toEqual(
      spec.servicesFrom.map((service) => [service.title, `Starting from ${service.price}`]),
    )
    for (const card of cards) expect(card.price.from).toBe(true)
  })

  it('marks only SEO and website development as popular', () => {
    expect(cards.filter((card) => card.popular).map((card) => card.title)).toEqual(['SEO Optimization', 'Website Development'])
  })

  it('gives each card more than 4 features and exactly 2 key benefits', () => {
    for (const card of cards) {
      expect(card.features.length).toBeGreaterThan(4)
      expect(card.benefits).toHaveLength(2)
    }
  })

  it('links each card to a different service page', () => {
    expect(new Set(cards.map((card) => card.slug))).toEqual(new Set(serviceSlugs))
    expect(cards.map((card) => card.slug)).toEqual(spec.servicesFrom.map((service) => service.slug))
  })

  it('has a why-choose section with 3 points', () => {
    expect(services.servicesOverview.whyChoose.points).toHaveLength(3)
  })

  it('builds the anchor ids that the Home page Learn More links target', () => {
    expect(services.serviceAnchor('SEO Optimization')).toBe('seo-optimization')
    expect(services.serviceTitles.map(services.serviceAnchor)).toEqual(spec.servicesFrom.map((service) => service.anchor))
    for (const title of services.serviceTitles) {
      expect(internalPath.safeParse(`/services#${services.serviceAnchor(title)}`).success).toBe(true)
    }
  })
})

describe('service pages (their offer card prices)', () => {
  const expected: Record<ServiceSlug, readonly string[]> = spec.servicePageCards

  it('lists the eight pages in header order', () => {
    expect(servicePages.map((page) => page.slug)).toEqual([...serviceSlugs])
    expect(servicePages.map((page) => page.meta.path)).toEqual(serviceSlugs.map((slug) => `/services/${slug}`))
  })

  it.each(serviceSlugs)('/services/%s has its four card prices exactly', (slug) => {
    const page = servicePageBySlug(slug)
    expect(page.meta.path).toBe(`/services/${slug}`)
    expect(page.offers.items).toHaveLength(4)
    expect(prices(page.offers.items)).toEqual(expected[slug])
    for (const offer of page.offers.items) {
      expect(offer.price.from).toBe(false)
      expect(offer.features.length).toBeGreaterThanOrEqual(4)
    }
  })

  it.each(serviceSlugs)('/services/%s sends its buttons to /contact and /pricing', (slug) => {
    const page = servicePageBySlug(slug)
    expect(page.hero.actions.map((action) => action.href)).toEqual(['/contact', '/pricing'])
    expect(page.hero.actions[1].label).toBe('View packages')
    expect(page.offers.action).toEqual({ label: 'Get started', href: '/contact' })
    expect(page.cta.actions[0].href).toBe('/contact')
    expect(page.process ?? page.benefits).toBeDefined()
    expect(page.faqs.items.length).toBeGreaterThanOrEqual(2)
    expect(page.faqs.items.length).toBeLessThanOrEqual(4)
  })

  it('offers a free SEO audit on the SEO page', () => {
    expect(servicePageBySlug('seo').hero.actions[0].label).toBe('Get free SEO audit')
  })
})

describe('/developer (the on-demand roles and rates)', () => {
  it('has a skills table of 8 entries', () => {
    expect(developer.developerPage.skills.items).toHaveLength(8)
    for (const skill of developer.developerPage.skills.items) expect(skill.projects).toBeGreaterThan(0)
  })

  it('has 4 service cards at ₹2,000, ₹2,500, ₹3,000 and ₹3,500 per day', () => {
    expect(prices(developer.developerPage.services.items)).toEqual(spec.onDemandRates)
  })

  it('sends its buttons to /contact and /pricing', () => {
    expect(developer.developerPage.hero.actions.map((action) => action.href)).toEqual(['/contact', '/pricing'])
    expect(developer.developerPage.cta.actions.map((action) => action.href)).toEqual(['/contact', '/pricing'])
  })
})

describe('/pricing (packages, development table, developer rates)', () => {
  const { packages, development, rates, faqs } = pricing.pricingPage

  it('has the 3 monthly packages', () => {
    expect(packages.items.map((item) => [item.name, formatPrice(item.price)])).toEqual(spec.packages)
  })

  it('marks Growth as most popular', () => {
    expect(packages.items.filter((item) => item.popular).map((item) => [item.name, item.badge])).toEqual([[spec.mostPopularPackage, 'Most Popular']])
    for (const item of packages.items) expect(item.action.href).toBe('/contact')
  })

  it('has the complete development table', () => {
    const { columns, rows } = spec.developmentTable
    expect(Object.values(development.columns)).toEqual(columns)
    expect(development.rows.map((row) => [row.service, formatPrice(row.basic), formatPrice(row.standard), formatPrice(row.premium)])).toEqual(rows)
    for (const row of development.rows) {
      expect([row.basic.orMore, row.standard.orMore, row.premium.orMore]).toEqual([false, false, true])
      expect(formatRupees(row.premium.amount)).toMatch(/^₹\d{1,2},\d{2},000$/)
    }
  })

  it('has the 3 daily developer rates', () => {
    expect(rates.items.map((item) => [item.level, formatPrice(item.price)])).toEqual(spec.developerRates)
  })

  it('has a FAQ of 5 or 6 items and buttons to /contact and /services', () => {
    expect(faqs.items.length).toBeGreaterThanOrEqual(5)
    expect(faqs.items.length).toBeLessThanOrEqual(6)
    expect(pricing.pricingPage.hero.actions.map((action) => action.href)).toEqual(['/contact', '/services'])
    expect(pricing.pricingPage.cta.actions.map((action) => action.href)).toEqual(['/contact', '/services'])
  })
})

describe("/contact (the form's option lists, promises and hours)", () => {
  const { form, faqs, hours, channels } = contact.contactPage

  it('labels the required and optional fields', () => {
    const fields = Object.values(form.fields)
    expect(fields.filter((field) => field.required).map((field) => field.label)).toEqual(['Full Name', 'Email Address', 'Phone Number'])
    expect(fields.filter((field) => !field.required).map((field) => field.label)).toEqual(['Company', 'Service', 'Budget', 'Project Details'])
    expect(form.submitLabel).toBe('Send Message')
  })

  it('offers the 10 service options (the 8 services, consultation and other) and IoT, which the IoT pages order through', () => {
    expect(form.serviceOptions).toHaveLength(11)
    expect(form.serviceOptions.map((option) => option.label)).toEqual([
      ...services.serviceTitles,
      'IoT Solutions',
      'Digital Marketing Consultation',
      'Other',
    ])
  })

  it('offers the 5 budget ranges exactly', () => {
    expect(form.budgetOptions.map((option) => option.label)).toEqual(spec.budgetRanges)
    expect(`${formatRupees(100000)}-${formatRupees(250000)}`).toBe(form.budgetOptions[3]?.label)
  })

  it('has a FAQ of exactly 4 items', () => {
    expect(faqs.items).toHaveLength(4)
  })

  it('promises a reply within 2 hours on business days', () => {
    expect(contact.contactPage.responsePromise).toBe('within 2 hours on business days')
    expect(form.successMessage).toContain('within 2 hours on business days')
  })

  it('reads the contact page hours and the contact details from site', () => {
    expect(hours.rows).toEqual(site.hours.contactPage)
    const lines = channels.items.flatMap((channel) => channel.lines.map((line) => line.text))
    for (const phone of site.phones) expect(lines).toContain(phone.display)
    for (const email of site.emails) expect(lines).toContain(email)
    expect(lines).toContain(site.office.street)
    expect(channels.items.map((channel) => channel.kind)).toEqual(['phone', 'email', 'whatsapp', 'office'])
  })
})

describe('head tags of the commercial pages', () => {
  const metas: PageMeta[] = [
    services.servicesOverview.meta,
    ...servicePages.map((page) => page.meta),
    developer.developerPage.meta,
    pricing.pricingPage.meta,
    contact.contactPage.meta,
  ]

  it('covers the 12 routes once each', () => {
    expect(metas).toHaveLength(12)
    expect(new Set(metas.map((meta) => meta.path)).size).toBe(12)
  })

  it('gives every page a unique title and description', () => {
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length)
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length)
  })

  it('names the brand in every title', () => {
    for (const meta of metas) expect(meta.title).toContain(site.name)
  })

  it('never writes the brand name, phones or emails literally in the content sources', () => {
    const files = [
      'content/services/overview.ts',
      ...serviceSlugs.map((slug) => `content/services/${slug}.ts`),
      'content/developer.ts',
      'content/pricing.ts',
      'content/contact.ts',
    ]
    const literals = [site.name, ...site.phones.map((phone) => phone.display), ...site.emails]
    for (const file of files) {
      const source = readFileSync(join(process.cwd(), file), 'utf8')
      for (const literal of literals) expect(source, `${file} contains "${literal}"`).not.toContain(literal)
    }
  })
})
