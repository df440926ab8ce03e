import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { CheckList, FeatureList } from '../../../components/sections/FeatureGrid'
import { PageHero } from '../../../components/sections/PageHero'
import { ProcessSteps } from '../../../components/sections/ProcessSteps'
import { Section } from '../../../components/sections/Section'
import { StatStrip } from '../../../components/sections/StatStrip'
import { iotApplications, type IndustryBlock } from '../../../content/iot/applications'

const LABELS = {
  benefits: 'Key Benefits',
  useCases: 'Use Cases',
  story: 'Success Story',
  result: 'Result',
  more: 'Benefits, use cases and a success story',
} as const

/** The industry icons (24×24 strokes), drawn here rather than in the shared icon set: only this page uses them. */
const industryIconPaths: Record<IndustryBlock['icon'], readonly string[]> = {
  factory: ['M2 20a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8l-7 5V8l-7 5V4a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2z', 'M17 18h1', 'M12 18h1', 'M7 18h1'],
  building: [
    'M6 2h12a2 2 0 0 1 2 2v18H4V4a2 2 0 0 1 2-2z',
    'M9 22v-4h6v4',
    'M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01',
  ],
  truck: [
    'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2',
    'M15 18H9',
    'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.62l-3.48-4.35A1 1 0 0 0 17.52 8H14',
    'M5 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M15 18a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  ],
  sprout: [
    'M7 20h10',
    'M10 20c5.5-2.5.8-6.4 3-10',
    'M9.5 9.4c1.1.8 1.8 2.2 2.3 3.7-2 .4-3.5.4-4.8-.3-1.2-.6-2.3-1.9-3-4.2 2.8-.5 4.4 0 5.5.8z',
    'M14.1 6a7 7 0 0 0-1.1 4c1.9-.1 3.3-.6 4.3-1.4 1-1 1.6-2.3 1.7-4.6-2.7.1-4 1-4.9 2z',
  ],
  'shopping-cart': [
    'M7 21a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
    'M18 21a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
    'M2 2h2l2.7 12.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L22 7H5.1',
  ],
  'heart-pulse': [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
    'M3.2 12h6.3l.5-1 2 4.5 2-7 1.5 3.5h5.3',
  ],
}

function IndustryIcon({ name }: { name: IndustryBlock['icon'] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="h-7 w-7"
    >
      {industryIconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

/** /iot/applications: statistics, six industry blocks, the four-step process, three reasons. */
export default function Page() {
  const { hero, statistics, industries, process, reasons, cta } = iotApplications
  return (
    <>
      <Seo {...iotApplications.meta} />
      <PageHero {...hero} />

      <section aria-label={iotApplications.statisticsLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={statistics} />
        </div>
      </section>

      <Section id="industries" title={industries.title} lead={industries.lead}>
        <ul className="space-y-8">
          {industries.items.map((industry) => (
            <li key={industry.title} className="card grid gap-6 p-6 sm:gap-8 sm:p-8 lg:grid-cols-[1.1fr_2fr]">
              <div>
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <IndustryIcon name={industry.icon} />
                </span>
                <h3 className="mt-4 text-2xl font-bold text-slate-900">{industry.title}</h3>
                <p className="mt-3 text-slate-700">{industry.description}</p>
              </div>
              {/* On phones the lists and the story wait behind a disclosure; from 640 px they are simply shown (global.css). */}
              <details className="phone-disclosure">
                <summary>{LABELS.more}</summary>
                <div className="grid gap-8 max-sm:mt-5 lg:grid-cols-2">
                  <div className="grid content-start gap-6 sm:grid-cols-2 lg:grid-cols-1">
                    <div>
                      <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.benefits}</h4>
                      <CheckList items={industry.benefits} className="mt-3" />
                    </div>
                    <div>
                      <h4 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{LABELS.useCases}</h4>
                      <CheckList items={industry.useCases} className="mt-3" />
                    </div>
                  </div>
                  <div className="flex flex-col rounded-2xl bg-brand-50 p-6">
                    <h4 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">{LABELS.story}</h4>
                    <p className="mt-2 font-semibold text-slate-900">{industry.caseStudy.client}</p>
                    <p className="mt-3 text-slate-700">{industry.caseStudy.story}</p>
                    <p className="mt-auto pt-4">
                      <span className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">{LABELS.result}</span>
                      <span className="mt-1 block text-lg font-bold text-brand-800">{industry.caseStudy.result}</span>
                    </p>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="implementation" tone="ink" title={process.title} lead={process.lead}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section id="why-us" layout="aside" title={reasons.title}>
        <FeatureList items={reasons.items} />
      </Section>

      <CallToAction look="panel" id="applications-cta" {...cta} />
    </>
  )
}
