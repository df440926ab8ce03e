import { brandOf, caseServices, portfolioPage, type CaseStudy } from '../../content/portfolio'
import { ogImagePath } from '../../lib/build/ogImage'
import { labelOf } from '../../content/routes'
import { breadcrumbTrail, creativeWorkLd } from '../../lib/build/structuredData'
import { Seo } from '../layout/Seo'
import { StructuredData } from '../layout/StructuredData'
import { CallToAction } from '../sections/CallToAction'
import { CaseStudyGrid } from '../sections/CaseStudyCard'
import { ClientLogo } from '../sections/ClientLogo'
import { CheckList } from '../sections/FeatureGrid'
import { Section } from '../sections/Section'
import { TrendChart } from '../sections/TrendChart'
import { WorkCover } from '../sections/WorkMockup'
import { Avatar } from '../ui/Avatar'
import { Breadcrumbs } from '../ui/Breadcrumbs'
import { Icon } from '../ui/Icon'
import { Heading } from '../ui/Heading'
import { buttonClass } from '../ui/buttonClass'

/**
 * One case study (/portfolio/<slug>): breadcrumbs, the headline beside the cover of the delivered work, the facts (client,
 * industry, city, services, duration), the challenge, what was done, the results large with a chart where a
 * trend tells the story, the client's words, links to the services used and back, and more case studies.
 */
export function CaseStudyView({ item, more }: { item: CaseStudy; more: readonly CaseStudy[] }) {
  const { labels } = portfolioPage
  const brand = brandOf(item)
  const services = item.services.map((service) => ({ key: service, name: caseServices[service].label, path: caseServices[service].path }))
  const facts = [
    { label: labels.client, value: item.client },
    { label: labels.industry, value: item.industry },
    { label: labels.city, value: item.city },
    { label: labels.duration, value: `${item.duration}, ${item.year}` },
  ]
  return (
    <>
      <Seo {...item.meta} type="article" />
      <StructuredData
        data={creativeWorkLd({
          title: item.title,
          description: item.meta.description,
          path: item.meta.path,
          image: ogImagePath(item.meta.path),
          client: item.client,
          city: item.city,
          year: item.year,
          keywords: item.meta.keywords,
          services: services.map((service) => ({ name: service.name, path: service.path })),
        })}
      />
      <Breadcrumbs crumbs={(breadcrumbTrail(item.meta.path, labelOf) ?? []).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
      <article>
        {/* The hero: the headline beside the work itself, which is the page's largest paint, so it loads first. */}
        <section className="band-hero overflow-hidden">
          <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:items-center lg:gap-14" data-hero-layout="split">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-blue-200">
                {item.client} · {item.city}
              </p>
              <h1 className="mt-3 text-4xl/[1.1] font-bold tracking-tight text-balance sm:text-5xl/[1.08]">{item.title}</h1>
              <p className="mt-5 max-w-2xl text-lg text-blue-100">{item.summary}</p>
            </div>
            <div className="min-w-0" data-hero-aside>
              <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15">
                <WorkCover
                  input={{ slug: item.slug, client: item.client, device: item.mockup.device, headline: item.mockup.headline }}
                  label={labels.mockup}
                  sizes="(min-width: 80rem) 580px, (min-width: 64rem) calc(50vw - 4rem), calc(100vw - 2rem)"
                  priority
                />
              </div>
            </div>
          </div>
        </section>

        <section aria-label={labels.client} className="border-b border-slate-200 bg-white">
          <div className="container-page grid gap-6 py-8 md:grid-cols-[auto_1fr] md:items-center md:gap-10">
            <ClientLogo name={brand.name} sector={brand.sector} colour={brand.colour} shape={brand.shape} className="h-14 w-auto" />
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-5">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
                  <dd className="mt-1 font-medium text-slate-900">{fact.value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-sm font-medium text-slate-600">{labels.services}</dt>
                <dd className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
                  {services.map((service) => (
                    <a key={service.key} href={service.path} className="font-medium text-brand-700 hover:underline">
                      {service.name}
                    </a>
                  ))}
                </dd>
              </div>
            </dl>
          </div>
        </section>

        <section aria-labelledby="results-heading" className="section bg-slate-50">
          <div className="container-page">
            <Heading id="results-heading" size="section">
              {labels.results}
            </Heading>
            <div className={`mt-8 grid gap-6 ${item.chart ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start' : ''}`}>
              <dl className={`grid gap-4 ${item.chart ? 'sm:grid-cols-3 lg:grid-cols-1' : 'md:grid-cols-3'}`}>
                {item.results.map((result) => (
                  <div key={result.label} className="card flex flex-col">
                    <dt className="text-lg font-semibold text-slate-900">{result.label}</dt>
                    <dd className="order-first text-5xl font-bold tracking-tight text-brand-700">{result.value}</dd>
                    <dd className="mt-1 text-slate-700">{result.detail}</dd>
                  </div>
                ))}
              </dl>
              {item.chart && <TrendChart chart={item.chart} colour={brand.colour} labels={{ table: labels.chartTable, period: labels.chartPeriod }} />}
            </div>
          </div>
        </section>

        <div className="section bg-white">
          <div className="container-page grid gap-12 lg:grid-cols-2">
            <div>
              <Heading size="section">{labels.challenge}</Heading>
              <p className="mt-4 text-lg text-slate-700">{item.challenge}</p>
              <figure className="mt-10 rounded-2xl bg-brand-50 p-6 sm:p-8">
                <blockquote className="text-lg font-medium text-slate-900">
                  <p>“{item.quote.text}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-slate-700">
                  <Avatar name={item.quote.name} size={56} />
                  <span>
                    <span className="block font-semibold text-slate-900">{item.quote.name}</span>
                    <span className="block text-sm">{item.quote.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
            <div>
              <Heading size="section">{labels.whatWeDid}</Heading>
              <CheckList items={item.whatWeDid} className="mt-6 text-base" />
              <h3 className="mt-10 font-semibold text-slate-900">{labels.servicesLinksTitle}</h3>
              <ul className="mt-3 flex flex-wrap gap-3">
                {services.map((service) => (
                  <li key={service.key}>
                    <a href={service.path} className={buttonClass('outline')}>
                      {service.name}
                      <Icon name="arrowRight" className="h-4 w-4" />
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-8">
                <a href={portfolioPage.meta.path} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  <Icon name="chevronLeft" className="h-4 w-4" />
                  {labels.backToPortfolio}
                </a>
              </p>
            </div>
          </div>
        </div>
      </article>

      <Section id="more-case-studies" tone="muted" title={labels.related}>
        <CaseStudyGrid items={more} readMore={portfolioPage.list.readMore} />
      </Section>

      <CallToAction look="quiet" {...portfolioPage.cta} />
    </>
  )
}
