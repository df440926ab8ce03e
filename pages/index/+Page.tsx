import HeroCarousel from '../../components/islands/HeroCarousel'
import { Island } from '../../components/islands/Island'
import LeadForm, { type LeadFormProps } from '../../components/islands/LeadForm'
import LogoCarousel from '../../components/islands/LogoCarousel'
import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { CaseStudyGrid } from '../../components/sections/CaseStudyCard'
import { ContactStrip } from '../../components/sections/ContactStrip'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { MobilePopup } from '../../components/sections/MobilePopup'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { Section } from '../../components/sections/Section'
import { StatStrip } from '../../components/sections/StatStrip'
import { HeroIllustration } from '../../components/sections/HeroIllustration'
import { ClientLogo } from '../../components/sections/ClientLogo'
import { Icon } from '../../components/ui/Icon'
import { Testimonials } from '../../components/sections/Testimonials'
import { home } from '../../content/home'
import { brandOf, caseStudyBySlug, featuredCaseStudies, portfolioPage } from '../../content/portfolio'
import { messages, privacyLine } from '../../content/messages'
import { servicesOverview as services, serviceAnchor } from '../../content/services/overview'
import { site } from '../../content/site'
import { settings } from '../../lib/build/settings'
import { Heading } from '../../components/ui/Heading'
import { buttonClass } from '../../components/ui/buttonClass'
import { FormNeedsScript } from '../../components/ui/FormNeedsScript'

const HERO_INTERVAL_MS = 8000
/** The hero needs React only when touched or when its first slide change is due: it wakes this much earlier. */
const HERO_WAKE_EARLY_MS = 1500

const formBase = {
  labels: home.consultation.labels,
  servicePlaceholder: home.consultation.servicePlaceholder,
  storageFailure: messages.storageFailure,
  privacy: privacyLine(settings.leadsEndpoint !== undefined),
  honeypotLabel: messages.honeypotLabel,
  leadsEndpoint: settings.leadsEndpoint,
}

const heroForm: LeadFormProps = {
  ...formBase,
  id: 'hero-consultation-form',
  kind: 'hero',
  services: home.consultation.services,
  submit: home.consultation.submit,
  note: home.consultation.note,
  success: messages.heroSuccess,
}

const popupForm: LeadFormProps = {
  ...formBase,
  id: 'mobile-popup-form',
  kind: 'popup',
  services: home.popup.services,
  submit: home.popup.submit,
  success: messages.popupSuccess,
}

export default function Page() {
  return (
    <>
      <Seo {...home.meta} />
      <section aria-labelledby="home-heading" className="home-hero bg-slate-950 text-white">
        <div className="container-page grid items-center gap-10 py-10 min-[769px]:grid-cols-[minmax(0,1fr)_24rem] lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-16">
          <div>
            <h1 id="home-heading">
              <span className="block text-sm font-semibold tracking-wider text-orange-200 uppercase">
                {site.name}
                <span className="sr-only">: </span>
              </span>
              <span className="mt-3 block text-4xl font-extrabold tracking-tight sm:text-5xl">{site.tagline}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-300 sm:text-xl">{home.hero.lead}</p>
            <a href={home.hero.action.href} className={buttonClass('light', { size: 'lg', className: 'mt-8' })}>
              {home.hero.action.label}
              <Icon name="arrowRight" className="h-5 w-5" />
            </a>
            {/* Phones and small tablets, where the form is not beside it: the page's own art fills the first screen. */}
            <HeroIllustration illustration="home" className="mx-auto mt-10 max-w-[17rem] min-[769px]:hidden" />
          </div>
          <div className="card hidden text-slate-800 shadow-xl min-[769px]:block" id="consultation">
            <Heading size="xl">{home.consultation.heading}</Heading>
            <p className="mt-1 mb-4 text-sm text-slate-700">{home.consultation.text}</p>
            <Island component={LeadForm} hydrate="interaction" props={heroForm} />
            <FormNeedsScript />
          </div>
        </div>
      </section>

      <ProofRow />

      <section aria-label={home.highlightsLabel} className="bg-slate-900 py-14 text-white sm:py-16">
        <div className="container-page">
          <Island
            component={HeroCarousel}
            hydrate="interaction"
            deadlineMs={HERO_INTERVAL_MS - HERO_WAKE_EARLY_MS}
            props={{ slides: home.heroSlides, intervalMs: HERO_INTERVAL_MS }}
          />
        </div>
      </section>

      <section aria-label={home.countersLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={home.counters} />
        </div>
      </section>

      <Section id="services" eyebrow={home.services.eyebrow} title={home.services.heading} lead={home.services.lead}>
        <FeatureGrid
          columns={4}
          items={services.cards.items.map((card) => ({
            title: card.title,
            icon: card.icon,
            description: card.description,
            link: { label: home.services.linkLabel, href: `/services#${serviceAnchor(card.title)}` },
          }))}
        />
      </Section>

      <CallToAction id="custom-solution" {...home.customSolution} />

      <ContactStrip heading={home.contactStrip.heading} text={home.contactStrip.text} labels={home.contactStrip} />

      <Section id="case-studies" eyebrow={portfolioPage.showcase.eyebrow} title={portfolioPage.showcase.homeTitle} lead={portfolioPage.showcase.homeLead}>
        <CaseStudyGrid items={featuredCaseStudies} readMore={portfolioPage.list.readMore} />
        <p className="mt-8 text-center">
          <a href={portfolioPage.meta.path} className={buttonClass('outline')}>
            {portfolioPage.showcase.allLink}
          </a>
        </p>
      </Section>

      <section aria-labelledby="clients-heading" className="border-b border-slate-200 bg-white py-10">
        <div className="container-page">
          <Heading id="clients-heading" size="label" className="text-center">
            {home.clients.heading}
          </Heading>
          <div className="mt-6">
            <Island
              component={LogoCarousel}
              hydrate="visible"
              props={{
                brands: home.clients.brands.map(({ name, sector, colour, shape }) => ({ name, sector, colour, shape })),
                intervalMs: { mobile: 3000, desktop: 2000 },
              }}
            />
          </div>
        </div>
      </section>

      <Section id="why-choose-us" tone="muted" eyebrow={home.whyChooseUs.eyebrow} title={home.whyChooseUs.heading} lead={home.whyChooseUs.lead}>
        <FeatureGrid columns={4} items={home.whyChooseUs.cards} />
        <div className="mt-12">
          <StatStrip stats={home.whyChooseUs.stats} />
        </div>
      </Section>

      <Section id="testimonials" eyebrow={home.testimonials.eyebrow} title={home.testimonials.heading} lead={home.testimonials.lead}>
        <Testimonials items={home.testimonials.items} />
      </Section>

      <Section id="process" tone="muted" eyebrow={home.process.eyebrow} title={home.process.heading} lead={home.process.lead}>
        <ProcessSteps steps={home.process.steps} />
      </Section>
      <MobilePopup heading={home.popup.heading} text={home.popup.text} laterLabel={home.popup.later} form={popupForm} />
    </>
  )
}

/**
 * Right under the first screen: proof before any pitch. Client marks, one case study's headline result, the
 * years and the projects. Static: it costs no script.
 */
function ProofRow() {
  const { proof } = home
  const caseStudy = caseStudyBySlug(proof.caseStudy)
  if (!caseStudy) throw new Error(`content/home.ts: proof.caseStudy "${proof.caseStudy}" is not a case study`)
  const [result] = caseStudy.results
  const projects = home.counters.find((counter) => /project/i.test(counter.label))!
  const brands = home.clients.brands.slice(0, 5)
  return (
    <section aria-label={proof.label} className="border-b border-slate-200 bg-white py-8">
      <div className="container-page grid items-center gap-x-10 gap-y-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{proof.clientsLabel}</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 xl:grid-cols-5">
            {brands.map((brand, index) => (
              <li key={brand.name} className={index >= 4 ? 'hidden xl:block' : index >= 2 ? 'hidden sm:block' : ''}>
                <ClientLogo name={brand.name} sector={brand.sector} colour={brand.colour} shape={brand.shape} className="h-10 w-auto" />
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-5 sm:grid-cols-3 lg:flex lg:gap-10">
          <div className="col-span-2 flex flex-col sm:col-span-1">
            <dt className="text-sm text-slate-700">
              {result!.label}, {brandOf(caseStudy).name}{' '}
              <a href={caseStudy.meta.path} className="font-semibold whitespace-nowrap text-brand-700 underline hover:text-brand-900">
                {proof.resultLink}
              </a>
            </dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-brand-700">{result!.value}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-slate-700">{projects.label}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-slate-900">{projects.value}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-slate-700">{proof.sinceLabel}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight text-slate-900">
              {proof.since.replace('{year}', String(site.foundingYear))}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
