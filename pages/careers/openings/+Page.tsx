import { Seo } from '../../../components/layout/Seo'
import { CallToAction } from '../../../components/sections/CallToAction'
import { JobCard } from '../../../components/sections/JobCard'
import { PageHero } from '../../../components/sections/PageHero'
import { ProcessSteps } from '../../../components/sections/ProcessSteps'
import { Section } from '../../../components/sections/Section'
import { StatStrip } from '../../../components/sections/StatStrip'
import { jobPath, jobs } from '../../../content/careers/jobs'
import { openings } from '../../../content/careers/openings'
import { handoffHref } from '../../../lib/handoff'

/** /careers/openings: statistics, the six job cards, the five-step hiring process, send-your-resume. */
export default function Page() {
  const { hero, statistics, jobList, hiringProcess, resumeCta } = openings
  return (
    <>
      <Seo {...openings.meta} />
      <PageHero {...hero} />

      <section aria-label={openings.statisticsLabel} className="bg-slate-50 py-12">
        <div className="container-page">
          <StatStrip stats={statistics} />
        </div>
      </section>

      <Section id="open-positions" title={jobList.title} lead={jobList.lead}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.slug}>
              <JobCard
                job={job}
                href={jobPath(job.slug)}
                apply={{ label: jobList.applyButton.label, href: handoffHref('position', job.slug) }}
                detailsLabel={jobList.labels.details}
                lists={jobList.labels}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="hiring-process" tone="muted" title={hiringProcess.title} lead={hiringProcess.lead}>
        <ProcessSteps steps={hiringProcess.steps} />
      </Section>

      <CallToAction look="light" id="resume-cta" {...resumeCta} />
    </>
  )
}
