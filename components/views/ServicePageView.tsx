import { CallToAction } from '../sections/CallToAction'
import { Faq } from '../sections/Faq'
import { FeatureGrid } from '../sections/FeatureGrid'
import { OfferCards } from '../sections/PriceCard'
import { ProcessSteps } from '../sections/ProcessSteps'
import { Section } from '../sections/Section'
import type { ServicePage } from '../../content/services/schema'
import { caseStudiesFor, portfolioPage } from '../../content/portfolio'
import { CaseStudyGrid } from '../sections/CaseStudyCard'
import { ServicePageHead } from './ServicePageHead'
import { buttonClass } from '../ui/buttonClass'

/**
 * The one template of the eight service pages (/services/<slug>): hero with a free audit or quote and
 * View Packages, four priced offers with Get Started, the process and the benefits, a FAQ and a closing call to action.
 */
export function ServicePageView({ page }: { page: ServicePage }) {
  const { hero, offers, process, benefits, faqs, cta } = page
  // Sections alternate between white and muted backgrounds, whichever optional ones the page has.
  const cases = caseStudiesFor(page.slug)
  // The process is the dark band; the light ones alternate around it.
  const order = ['offers', benefits && 'benefits', cases.length > 0 && 'cases', 'faq'].filter(Boolean)
  const tone = (section: string) => (order.indexOf(section) % 2 === 0 ? 'white' : 'muted')
  const offersTone = tone('offers')
  const benefitsTone = tone('benefits')
  const casesTone = tone('cases')
  const faqTone = tone('faq')
  const { showcase, list } = portfolioPage

  return (
    <>
      <ServicePageHead
        meta={page.meta}
        hero={hero}
        serviceType={page.name}
        offers={offers.items.map((offer) => ({ name: offer.title, price: offer.price }))}
      />

      <Section id="offers" tone={offersTone} eyebrow={offers.eyebrow} title={offers.title} lead={offers.lead}>
        <OfferCards offers={offers.items} action={offers.action} />
      </Section>

      {process && (
        // The page's one dark feature band: the process, step by step.
        <Section id="process" tone="ink" eyebrow={process.eyebrow} title={process.title} lead={process.lead}>
          <ProcessSteps steps={process.steps} />
        </Section>
      )}

      {benefits && (
        <Section id="benefits" tone={benefitsTone} eyebrow={benefits.eyebrow} title={benefits.title} lead={benefits.lead}>
          <FeatureGrid columns={3} items={benefits.items} />
        </Section>
      )}

      {cases.length > 0 && (
        <Section id="case-studies" tone={casesTone} eyebrow={showcase.eyebrow} title={showcase.title} lead={showcase.lead}>
          <CaseStudyGrid items={cases} readMore={list.readMore} />
          <p className="mt-8 text-center">
            <a href={portfolioPage.meta.path} className={buttonClass('outline')}>
              {showcase.allLink}
            </a>
          </p>
        </Section>
      )}

      <Section id="faq" layout="aside" tone={faqTone} eyebrow={faqs.eyebrow} title={faqs.title} lead={faqs.lead}>
        <Faq items={faqs.items} />
      </Section>

      <CallToAction look="panel" {...cta} />
    </>
  )
}
