import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { CheckList, FeatureList } from '../../../components/sections/FeatureGrid'
import { PageHero } from '../../../components/sections/PageHero'
import { Section } from '../../../components/sections/Section'
import { iotSolutions } from '../../../content/iot/solutions'

const LABELS = { features: 'Key Features', benefits: 'Benefits' } as const

/** /iot/solutions: four categories with features and benefits, why choose us, call to action. */
export default function Page() {
  const { hero, categories, whyChoose, cta } = iotSolutions
  return (
    <>
      <Seo {...iotSolutions.meta} />
      <PageHero {...hero} />

      <Section id="solution-categories" title={iotSolutions.categoriesTitle} lead={iotSolutions.meta.description}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {categories.map((category, index) => (
            <li key={category.title} className="card flex flex-col">
              <p className="text-sm font-bold text-brand-700" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">{category.title}</h3>
              <p className="mt-3 text-slate-700">{category.description}</p>
              <div className="mt-6 grid flex-1 gap-6 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.features}</h4>
                  <CheckList items={category.features} className="mt-3" />
                </div>
                <div className="rounded-xl bg-brand-50 p-4">
                  <h4 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">{LABELS.benefits}</h4>
                  <CheckList items={category.benefits} className="mt-3" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose" layout="aside" tone="muted" title={whyChoose.title} lead={whyChoose.lead}>
        <FeatureList items={whyChoose.items} />
      </Section>

      <CallToAction look="panel" id="solutions-cta" {...cta} />
    </>
  )
}
