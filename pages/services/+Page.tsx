import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { FeatureList } from '../../components/sections/FeatureGrid'
import { PageHero } from '../../components/sections/PageHero'
import { PriceCard, PriceCardGrid } from '../../components/sections/PriceCard'
import { Section } from '../../components/sections/Section'
import { servicesOverview, serviceAnchor } from '../../content/services/overview'
import { servicePath } from '../../content/services/schema'

/** /services, and every /services/<anything else>, so a mistyped service path still shows the services. */
export default function Page() {
  const { hero, cards, whyChoose, cta } = servicesOverview
  return (
    <>
      <Seo {...servicesOverview.meta} />
      <PageHero {...hero} />

      <Section id="all-services" eyebrow={cards.eyebrow} title={cards.title} lead={cards.lead} tone="muted">
        <PriceCardGrid columns={4}>
          {cards.items.map((card) => (
            <PriceCard
              key={card.slug}
              id={serviceAnchor(card.title)}
              title={card.title}
              icon={card.icon}
              description={card.description}
              price={card.price}
              features={card.features}
              featureLimit={cards.featuresShown}
              benefits={{ label: cards.benefitsLabel, items: card.benefits }}
              badge={card.popular ? cards.popularLabel : undefined}
              variant={card.popular ? 'popular' : 'default'}
              action={{ label: cards.buttonLabel, href: servicePath(card.slug) }}
              summaryOnPhones
            />
          ))}
        </PriceCardGrid>
      </Section>

      {/* Three reasons as rows beside their heading: the hero is the page's dark band, and the closing panel is ink. */}
      <Section id="why-choose" layout="aside" eyebrow={whyChoose.eyebrow} title={whyChoose.title} lead={whyChoose.lead}>
        <FeatureList items={whyChoose.points} />
      </Section>

      <CallToAction look="panel" {...cta} />
    </>
  )
}
