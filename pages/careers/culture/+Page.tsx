import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { FeatureGrid } from '../../../components/sections/FeatureGrid'
import { PageHero } from '../../../components/sections/PageHero'
import { Section } from '../../../components/sections/Section'
import { StatStrip } from '../../../components/sections/StatStrip'
import { Avatar } from '../../../components/ui/Avatar'
import { culture } from '../../../content/careers/culture'

/** /careers/culture: statistics, values, perks, activities, work environment, staff quotes. */
export default function Page() {
  const { hero, statistics, values, perks, activities, workEnvironment, quotes, cta } = culture
  return (
    <>
      <Seo {...culture.meta} />
      <PageHero {...hero} />

      <section aria-label={culture.statisticsLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={statistics} />
        </div>
      </section>

      <Section id="values" title={values.title}>
        <FeatureGrid columns={4} items={values.items.map((value) => ({ title: value.title, description: value.description, bullets: value.practices }))} />
      </Section>

      <Section id="work-environment" tone="brand" title={workEnvironment.title}>
        <FeatureGrid columns={4} items={workEnvironment.items} />
      </Section>

      <Section id="office-perks" title={perks.title}>
        <FeatureGrid columns={4} items={perks.items.map((perk) => ({ title: perk.title, description: perk.description, badge: perk.value }))} />
      </Section>

      <Section id="team-activities" tone="muted" title={activities.title}>
        <FeatureGrid
          columns={3}
          items={activities.items.map((activity) => ({ title: activity.title, description: activity.description, badge: activity.frequency }))}
        />
      </Section>

      <Section id="team-voices" title={quotes.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {quotes.items.map((quote) => (
            <li key={quote.name} className="card flex flex-col">
              <figure className="flex flex-1 flex-col">
                <blockquote className="flex-1 text-slate-700">
                  <p>{`“${quote.quote}”`}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Avatar name={quote.name} size={48} />
                  <span>
                    <span className="block font-semibold text-slate-900">{quote.name}</span>
                    <span className="block text-sm text-slate-700">{`${quote.role} · ${quote.tenure} with us`}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction look="light" id="culture-cta" {...cta} />
    </>
  )
}
