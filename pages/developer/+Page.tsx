import { ServicePageHead } from '../../components/views/ServicePageHead'
import { CallToAction } from '../../components/sections/CallToAction'
import { DataTable } from '../../components/sections/DataTable'
import { CheckList, FeatureGrid } from '../../components/sections/FeatureGrid'
import { HeroFigures } from '../../components/sections/HeroFigures'
import { OfferCards } from '../../components/sections/PriceCard'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { Section } from '../../components/sections/Section'
import { developerPage, type DeveloperSkill } from '../../content/developer'
import { formatIndianNumber, formatPrice } from '../../lib/format'

const levelStyles: Record<DeveloperSkill['level'], string> = {
  Expert: 'bg-brand-100 text-brand-900',
  Advanced: 'bg-green-100 text-green-900',
  Intermediate: 'bg-slate-100 text-slate-800',
}

export default function Page() {
  const { hero, highlights, skills, services, process, cta } = developerPage
  return (
    <>
      <ServicePageHead
        meta={developerPage.meta}
        hero={hero}
        serviceType={developerPage.serviceType}
        offers={developerPage.services.items.map((item) => ({ name: item.title, price: item.price }))}
        aside={
          <HeroFigures
            figures={developerPage.services.items.slice(0, 3).map((item) => ({ value: formatPrice({ ...item.price, from: false }), label: item.title }))}
          />
        }
      />

      <Section id="why-on-demand" title={highlights.title} eyebrow={highlights.eyebrow} lead={highlights.lead}>
        <FeatureGrid columns={4} items={highlights.items} />
      </Section>

      <Section id="skills" tone="muted" eyebrow={skills.eyebrow} title={skills.title} lead={skills.lead}>
        <div className="mx-auto max-w-3xl">
          <DataTable
            caption={skills.caption}
            hideCaption
            minWidth="min-w-[20rem]"
            align={['left', 'right']}
            columns={[skills.columns.skill, skills.columns.level, skills.columns.projects]}
            rows={skills.items.map((item) => ({
              key: item.skill,
              header: item.skill,
              cells: [
                <span key="level" className={`badge ${levelStyles[item.level]}`}>
                  {item.level}
                </span>,
                formatIndianNumber(item.projects),
              ],
            }))}
          />
        </div>
      </Section>

      <Section id="developer-services" eyebrow={services.eyebrow} title={services.title} lead={services.lead}>
        <OfferCards offers={services.items} action={services.action} />
        <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <CheckList items={services.terms} />
        </div>
      </Section>

      <Section id="how-it-works" tone="muted" eyebrow={process.eyebrow} title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <CallToAction look="panel" {...cta} />
    </>
  )
}
