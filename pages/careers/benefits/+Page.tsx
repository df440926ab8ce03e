import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { DataTable } from '../../../components/sections/DataTable'
import { CheckList, FeatureGrid } from '../../../components/sections/FeatureGrid'
import { Faq } from '../../../components/sections/Faq'
import { PageHero } from '../../../components/sections/PageHero'
import { Section } from '../../../components/sections/Section'
import { StatStrip } from '../../../components/sections/StatStrip'
import { benefits } from '../../../content/careers/benefits'

/** /careers/benefits: statistics, four groups, extra perks, comparison table, levels, three FAQs. */
export default function Page() {
  const { hero, statistics, groups, extraPerks, comparison, employmentLevels, faqs, cta } = benefits
  return (
    <>
      <Seo {...benefits.meta} />
      <PageHero {...hero} />

      <section aria-label={benefits.statisticsLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={statistics} />
        </div>
      </section>

      <Section id="benefit-groups" title={benefits.groupsTitle} lead={benefits.meta.description}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {groups.map((group) => (
            <li key={group.title} className="card">
              <h3 className="text-2xl font-bold text-slate-900">{group.title}</h3>
              <p className="mt-2 text-slate-700">{group.description}</p>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {group.benefits.map((benefit) => (
                  <li key={benefit.name} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                    <h4 className="font-semibold text-slate-900">{benefit.name}</h4>
                    <p className="mt-1 font-semibold text-brand-800">{benefit.details}</p>
                    <p className="mt-2 text-sm text-slate-700">{benefit.description}</p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="extra-perks" tone="muted" title={extraPerks.title}>
        <FeatureGrid columns={3} items={extraPerks.items.map((perk) => ({ title: perk.title, description: perk.description, badge: perk.value }))} />
      </Section>

      <Section id="comparison" title={comparison.title} lead={comparison.lead}>
        <div className="mx-auto max-w-4xl">
          <DataTable
            caption={comparison.caption}
            columns={[comparison.headings.benefit, comparison.headings.standard, comparison.headings.ours]}
            align={['left', 'left']}
            minWidth="min-w-[32rem]"
            scrollHint={comparison.scrollHint}
            rows={comparison.rows.map((row) => ({
              key: row.benefit,
              header: row.benefit,
              cells: [
                row.standard,
                <strong key="ours" className="font-bold text-green-800">
                  {row.ours}
                </strong>,
              ],
            }))}
          />
        </div>
      </Section>

      <Section id="employment-levels" tone="muted" title={employmentLevels.title} lead={employmentLevels.lead}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {employmentLevels.items.map((level) => (
            <li key={level.title} className="card flex flex-col">
              <p className="badge self-start bg-brand-50 text-brand-800 ring-1 ring-brand-100 ring-inset">{level.tenure}</p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{level.title}</h3>
              <CheckList items={level.benefits} className="mt-4" />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="benefits-faqs" layout="aside" title={faqs.title}>
        <Faq items={faqs.items} />
      </Section>

      <CallToAction look="light" id="benefits-cta" {...cta} />
    </>
  )
}
