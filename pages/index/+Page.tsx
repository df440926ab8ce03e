import HeroCarousel from '../../components/islands/HeroCarousel'
import { Island } from '../../components/islands/Island'
import LeadForm, { type LeadFormProps } from '../../components/islands/LeadForm'
import LogoCarousel from '../../components/islands/LogoCarousel'
import { Seo } from '../../components/layout/Seo'
import { CaseStudyCard } from '../../components/sections/CaseStudyCard'
import { MobilePopup } from '../../components/sections/MobilePopup'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { Section } from '../../components/sections/Section'
import { Icon, type IconName } from '../../components/ui/Icon'
import { IconTile } from '../../components/ui/ContentIcon'
import { Testimonials } from '../../components/sections/Testimonials'
import { home } from '../../content/home'
import { brandOf, caseStudyBySlug, featuredCaseStudies, portfolioPage } from '../../content/portfolio'
import { messages, privacyLine } from '../../content/messages'
import { servicesOverview as services, serviceAnchor } from '../../content/services/overview'
import { mailHref, site, telHref, whatsappHref } from '../../content/site'
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

/**
 * The home page in eight bands: the hero (headline, the slides, the form, and the proof row at its foot), services as
 * a bento, selected work, one results band (the counters and the why-choose figures together), testimonials, the
 * process as a timeline and one closing call to action with the contact channels.
 */
export default function Page() {
  return (
    <>
      <Seo {...home.meta} />
      <div className="home-top text-white">
        <section aria-labelledby="home-heading">
          <div className="container-page home-hero-grid">
            <div className="home-hero-head">
              <h1 id="home-heading">
                {/* The brand is the logo's job on screen; the heading still names it for screen readers and search. */}
                <span className="sr-only">{site.name}: </span>
                <span className="home-display block">{site.tagline}</span>
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-slate-300 sm:text-xl">{home.hero.lead}</p>
              {/* Phones, where the form is not beside the slides: the view's one primary action. */}
              <a href={home.hero.action.href} className={buttonClass('primary', { size: 'lg', className: 'mt-7 min-[769px]:hidden' })}>
                {home.hero.action.label}
                <Icon name="arrowRight" className="h-5 w-5" />
              </a>
            </div>
            <div>
              <Island
                component={HeroCarousel}
                hydrate="interaction"
                deadlineMs={HERO_INTERVAL_MS - HERO_WAKE_EARLY_MS}
                props={{ slides: home.heroSlides, intervalMs: HERO_INTERVAL_MS }}
              />
            </div>
            <div className="home-hero-form card hidden text-slate-800 shadow-2xl shadow-black/30 min-[769px]:block" id="consultation">
              <Heading size="xl">{home.consultation.heading}</Heading>
              <p className="mt-1 mb-4 text-sm text-slate-700">{home.consultation.text}</p>
              <Island component={LeadForm} hydrate="interaction" props={heroForm} />
              <FormNeedsScript />
            </div>
          </div>
        </section>
        <ProofRow />
      </div>

      <ServicesBento />

      <Section
        id="case-studies"
        tone="muted"
        centered={false}
        eyebrow={portfolioPage.showcase.eyebrow}
        title={portfolioPage.showcase.homeTitle}
        lead={portfolioPage.showcase.homeLead}
      >
        <SelectedWork />
        <p className="mt-10">
          <a href={portfolioPage.meta.path} className={buttonClass('outline')}>
            {portfolioPage.showcase.allLink}
            <Icon name="arrowRight" className="h-4 w-4" />
          </a>
        </p>
      </Section>

      <ResultsBand />

      <Section id="testimonials" centered={false} eyebrow={home.testimonials.eyebrow} title={home.testimonials.heading} lead={home.testimonials.lead}>
        <div className="reveal">
          <Testimonials items={home.testimonials.items} />
        </div>
      </Section>

      <Section id="process" tone="muted" centered={false} eyebrow={home.process.eyebrow} title={home.process.heading} lead={home.process.lead}>
        <div className="reveal">
          <ProcessSteps steps={home.process.steps} />
        </div>
      </Section>

      <ClosingCall />
      <MobilePopup heading={home.popup.heading} text={home.popup.text} laterLabel={home.popup.later} form={popupForm} />
    </>
  )
}

/**
 * The foot of the hero: the client marks (the spec's seven-brand carousel, in one grayscale row of fixed cells) and
 * one case study's headline result. Its own section, labelled for screen readers, right after the hero's.
 */
function ProofRow() {
  const { proof } = home
  const caseStudy = caseStudyBySlug(proof.caseStudy)
  if (!caseStudy) throw new Error(`content/home.ts: proof.caseStudy "${proof.caseStudy}" is not a case study`)
  const [result] = caseStudy.results
  if (!result) throw new Error(`content/home.ts: the case study "${proof.caseStudy}" has no result to show`)
  return (
    <section aria-label={proof.label} className="home-proof">
      <div className="container-page grid items-center gap-x-10 gap-y-6 py-8 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">
          <h2 id="clients-heading" className="text-sm font-semibold text-slate-300">
            {proof.clientsLabel}
            <span className="sr-only">: {home.clients.heading}</span>
          </h2>
          <div className="mt-4">
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
        <dl className="flex flex-col border-white/10 lg:border-l lg:pl-10">
          <dt className="text-sm text-slate-300">
            {result.label}, {brandOf(caseStudy).name}{' '}
            <a href={caseStudy.meta.path} className="font-semibold whitespace-nowrap text-brand-300 underline hover:text-white">
              {proof.resultLink}
            </a>
          </dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-white">{result.value}</dd>
        </dl>
      </div>
    </section>
  )
}

/**
 * The featured case studies, each card as it is everywhere (components/sections/CaseStudyCard.tsx): three a row from
 * 1024 px; below, two a row with the first across both (an odd count never leaves a card alone); on phones, a row to
 * swipe through.
 */
function SelectedWork() {
  const wide = featuredCaseStudies.length % 2 === 1
  return (
    <ul
      className="reveal phone-scroller flex gap-6 sm:grid sm:grid-cols-2 lg:grid-cols-3"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
      tabIndex={0}
      aria-label={portfolioPage.showcase.homeTitle}
    >
      {featuredCaseStudies.map((item, index) => (
        <li key={item.slug} className={wide && index === 0 ? 'sm:col-span-2 lg:col-span-1' : undefined}>
          <CaseStudyCard item={item} readMore={portfolioPage.list.readMore} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The eight services as a bento: SEO as the large dark tile, web development wide, the rest single. Rows stay whole
 * at every width (two columns from 640 px, four from 1024 px); on phones, a row to swipe through.
 */
function ServicesBento() {
  /** The large tile lists this many of its service's features: enough to fill it, as many as every service has. */
  const FEATURE_TILE_POINTS = 6
  const tiles: Record<string, string> = {
    seo: 'bento-feature sm:col-span-2 lg:row-span-2',
    'web-development': 'sm:col-span-2',
  }
  return (
    <Section id="services" centered={false} eyebrow={home.services.eyebrow} title={home.services.heading} lead={home.services.lead}>
      <ul
        className="reveal phone-scroller flex gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 lg:gap-5"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
        tabIndex={0}
        aria-label={home.services.heading}
      >
        {services.cards.items.map((card) => {
          const feature = card.slug === 'seo'
          return (
            <li key={card.title} className={`bento-tile ${tiles[card.slug] ?? ''}`} data-pagefind-ignore="all">
              <IconTile name={card.icon} tone={feature ? 'dark' : 'brand'} />
              <h3 className={`mt-5 font-semibold ${feature ? 'text-2xl text-white sm:text-3xl' : 'text-lg text-slate-900'}`}>{card.title}</h3>
              <p className={`mt-2 ${feature ? 'max-w-md text-lg text-slate-300' : 'text-slate-700'}`}>{card.description}</p>
              {feature && (
                <ul className="mt-6 hidden gap-2 text-slate-200 sm:grid sm:grid-cols-2">
                  {card.features.slice(0, FEATURE_TILE_POINTS).map((item) => (
                    <li key={item} className="flex gap-2">
                      <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-300" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              )}
              <a
                href={`/services#${serviceAnchor(card.title)}`}
                className={`mt-auto inline-flex items-center gap-1 pt-6 font-semibold ${feature ? 'text-white hover:text-brand-100' : 'text-brand-700 hover:text-brand-900'}`}
              >
                {home.services.linkLabel}
                <span className="sr-only">: {card.title}</span>
                <Icon name="arrowRight" className="h-4 w-4" />
              </a>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/**
 * The one results band, the page's dark feature: the counters as the headline figures, then the eight reasons to
 * choose the agency, four of them carrying the figure that proves them.
 */
function ResultsBand() {
  const why = home.whyChooseUs
  return (
    <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="home-results text-white">
      <div className="container-page py-16 lg:py-24">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-end">
          <div>
            <p className="text-sm font-semibold text-brand-300">{why.eyebrow}</p>
            <h2 id="why-choose-us-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {why.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{why.lead}</p>
          </div>
          <dl aria-label={home.countersLabel} className="reveal grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/10 sm:grid-cols-4">
            {home.counters.map((counter) => (
              <div key={counter.label} className="home-figure flex flex-col p-5 lg:p-6">
                <dt className="mt-1 text-sm text-slate-300">{counter.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight">{counter.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ul
          className="reveal phone-scroller mt-12 flex gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 lg:gap-5"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
          tabIndex={0}
          aria-label={why.heading}
        >
          {why.cards.map((card) => {
            const stat = why.stats.find((candidate) => candidate.reason === card.title)
            return (
              <li key={card.title} className="flex flex-col rounded-2xl bg-white/[0.04] p-6 ring-1 ring-white/10 ring-inset">
                <IconTile name={card.icon} tone="dark" />
                <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-slate-300">{card.description}</p>
                {stat && (
                  <p className="mt-auto flex items-baseline gap-2 border-t border-white/10 pt-4">
                    <span className="text-3xl font-bold tracking-tight text-white">{stat.value}</span>
                    <span className="text-sm text-brand-300">{stat.label}</span>
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

/** The page's one closing call to action: the custom-solution offer and, under it, the call, email and WhatsApp channels. */
function ClosingCall() {
  const { customSolution, contactStrip } = home
  const [action] = customSolution.actions
  const channels: { icon: IconName; label: string; value: string; href: string; external?: boolean }[] = [
    { icon: 'phone', label: contactStrip.call, value: site.phones[0].display, href: telHref(site.phones[0]) },
    { icon: 'mail', label: contactStrip.email, value: site.emails[0], href: mailHref(site.emails[0]) },
    { icon: 'chat', label: contactStrip.whatsapp, value: site.whatsapp.display, href: whatsappHref(site.whatsapp), external: true },
  ]
  return (
    <section id="custom-solution" aria-labelledby="custom-solution-heading" className="home-closing">
      <div className="container-page py-16 text-center lg:py-24">
        <h2 id="custom-solution-heading" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {customSolution.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{customSolution.text}</p>
        <a href={action.href} className={buttonClass('primary', { size: 'lg', className: 'mt-8' })}>
          {action.label}
        </a>
        <div className="reveal mx-auto mt-14 max-w-4xl border-t border-slate-200 pt-10">
          <h3 id="contact-strip-heading" className="text-lg font-semibold text-slate-900">
            {contactStrip.heading}
          </h3>
          <p className="mt-1 text-slate-700">{contactStrip.text}</p>
          <ul className="mt-6 grid gap-4 text-left sm:grid-cols-3">
            {channels.map((channel) => (
              <li key={channel.label}>
                <a
                  href={channel.href}
                  className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-brand-600"
                  {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={channel.icon} className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{channel.label}</span>
                    <span className="block truncate text-sm text-slate-700">{channel.value}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
