import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { PageHero } from '../../../components/sections/PageHero'
import { Section } from '../../../components/sections/Section'
import { mission } from '../../../content/about'
import { Heading } from '../../../components/ui/Heading'

export default function Page() {
  return (
    <>
      <Seo {...mission.meta} />
      <PageHero {...mission.hero} />
      <section aria-label={mission.cardsLabel} className="section">
        <ul className="container-page grid gap-6 md:grid-cols-2">
          {mission.cards.map((card) => (
            <li key={card.title} className="card">
              <p className="eyebrow">{card.title}</p>
              <Heading size="2xl" className="mt-2">
                {card.heading}
              </Heading>
              <p className="mt-3 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Section id="commitment" tone="muted" title={mission.commitment.heading}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700">
          {mission.commitment.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CallToAction {...mission.cta} />
    </>
  )
}
