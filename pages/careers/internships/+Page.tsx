import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { CheckList, FeatureGrid } from '../../../components/sections/FeatureGrid'
import { Faq } from '../../../components/sections/Faq'
import { PageHero } from '../../../components/sections/PageHero'
import { ProcessSteps } from '../../../components/sections/ProcessSteps'
import { Section } from '../../../components/sections/Section'
import { StatStrip } from '../../../components/sections/StatStrip'
import { Icon } from '../../../components/ui/Icon'
import { internships, type InternshipProgramme } from '../../../content/careers/internships'
import { formatRupees } from '../../../lib/format'
import { handoffHref } from '../../../lib/handoff'
import { buttonClass } from '../../../components/ui/buttonClass'

const LABELS = {
  duration: 'Duration',
  stipend: 'Stipend',
  positions: 'Positions',
  skills: 'Skills you will use',
  projects: 'Projects',
  outcomes: 'Outcomes',
} as const

/** "₹15,000-₹25,000/month", "₹8,000-₹15,000/month plus commission": one text node, formatted by lib/format. */
const stipendText = ({ stipend }: InternshipProgramme) =>
  `${formatRupees(stipend.min)}-${formatRupees(stipend.max)}/month${stipend.note ? ` ${stipend.note}` : ''}`

/** /careers/internships: statistics, four programmes, benefits, requirements, five-stage selection. */
export default function Page() {
  const { hero, statistics, programmes, schedule, benefits, requirements, selection, faqs, cta } = internships
  return (
    <>
      <Seo {...internships.meta} />
      <PageHero {...hero} />

      <section aria-label={internships.statisticsLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={statistics} />
        </div>
      </section>

      <Section id="programmes" title={programmes.title} lead={programmes.lead}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {programmes.items.map((programme) => (
            <li key={programme.title} className="card flex flex-col">
              <h3 className="text-2xl font-bold text-slate-900">{programme.title}</h3>
              <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 rounded-xl bg-brand-50 p-4 text-sm">
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase">{LABELS.duration}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{programme.duration}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase">{LABELS.stipend}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{stipendText(programme)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-700 uppercase">{LABELS.positions}</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{`${programme.positions.min}-${programme.positions.max} positions`}</dd>
                </div>
              </dl>
              <p className="mt-4 text-slate-700">{programme.description}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.skills}</h4>
              <ul className="mt-3 flex flex-wrap gap-2">
                {programme.skills.map((skill) => (
                  <li key={skill} className="badge bg-slate-100 text-slate-800">
                    {skill}
                  </li>
                ))}
              </ul>
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.projects}</h4>
                  <CheckList items={programme.projects} className="mt-3" />
                </div>
                <div>
                  <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.outcomes}</h4>
                  <CheckList items={programme.outcomes} className="mt-3" />
                </div>
              </div>
              <div className="mt-auto pt-6">
                <a href={handoffHref('position', programme.slug)} className={buttonClass('primary')}>
                  {programmes.applyButton.label}
                  <span className="sr-only">{`: ${programme.title} internship`}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 flex max-w-3xl items-start justify-center gap-2 text-center text-slate-700">
          <Icon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>{schedule.text}</span>
        </p>
      </Section>

      <Section id="intern-benefits" tone="muted" title={benefits.title}>
        <FeatureGrid columns={3} items={benefits.items} />
      </Section>

      <Section id="who-can-apply" title={requirements.title}>
        <div className="card mx-auto max-w-3xl">
          <CheckList items={requirements.items} />
        </div>
      </Section>

      <Section id="selection-process" tone="muted" title={selection.title} lead={selection.lead}>
        <ProcessSteps steps={selection.stages.map((stage) => ({ title: stage.stage, description: stage.description, duration: stage.timeline }))} />
      </Section>

      <Section id="internship-faqs" layout="aside" title={faqs.title}>
        <Faq items={faqs.items} />
      </Section>

      <CallToAction look="light" id="internship-cta" {...cta} />
    </>
  )
}
