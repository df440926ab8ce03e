import { Seo } from '../../components/layout/Seo'
import { CallToAction } from '../../components/sections/CallToAction'
import { FeatureGrid, FeatureList } from '../../components/sections/FeatureGrid'
import { JobCard } from '../../components/sections/JobCard'
import { PageHero } from '../../components/sections/PageHero'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { Section } from '../../components/sections/Section'
import { Icon } from '../../components/ui/Icon'
import { jobPath } from '../../content/careers/jobs'
import type { Link } from '../../content/define'
import { openings } from '../../content/careers/openings'
import { careersOverview, overviewJobs } from '../../content/careers/overview'
import { handoffHref } from '../../lib/handoff'
import { buttonClass } from '../../components/ui/buttonClass'

/** A plain text link to a careers sub-page (every *button* on the careers pages goes to /contact). */
function MoreLink({ link }: { link: Link }) {
  return (
    <p className="mt-10 text-center">
      <a href={link.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
        {link.label}
        <Icon name="arrowRight" className="h-4 w-4" />
      </a>
    </p>
  )
}

/** /careers, and every /careers/<anything else>: 5 openings, benefits, culture, 3 internships, how to apply. */
export default function Page() {
  const { hero, openings: openingsSection, benefits, culture, internships, applicationProcess, cta } = careersOverview
  return (
    <>
      <Seo {...careersOverview.meta} />
      <PageHero {...hero} />

      <Section id="current-openings" title={openingsSection.title} lead={openingsSection.lead}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {overviewJobs.map((job) => (
            <li key={job.slug}>
              <JobCard
                job={job}
                href={jobPath(job.slug)}
                apply={{ label: openingsSection.applyButton.label, href: handoffHref('position', job.slug) }}
                detailsLabel={openings.jobList.labels.details}
              />
            </li>
          ))}
          <li>
            <a
              href={openingsSection.allLink.href}
              className="group flex h-full min-h-40 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-100 bg-brand-50 p-6 text-center font-semibold text-brand-800 hover:border-brand-700"
            >
              <span aria-hidden="true" className="text-4xl font-extrabold text-brand-700">
                {openings.statistics[0]?.value}
              </span>
              <span className="inline-flex items-center gap-1 group-hover:underline">
                {openingsSection.allLink.label}
                <Icon name="arrowRight" className="h-4 w-4" />
              </span>
            </a>
          </li>
        </ul>
      </Section>

      <Section id="why-work-with-us" tone="muted" title={benefits.title} lead={benefits.lead}>
        <FeatureGrid columns={4} items={benefits.items} />
        <MoreLink link={benefits.allLink} />
      </Section>

      <Section id="our-culture" layout="aside" title={culture.title} lead={culture.lead}>
        <FeatureList items={culture.items} />
        <MoreLink link={culture.allLink} />
      </Section>

      <Section id="internships" tone="muted" title={internships.title} lead={internships.lead}>
        <ul className="grid gap-6 md:grid-cols-3">
          {internships.items.map((programme) => (
            <li key={programme.title} className="card flex flex-col">
              <p className="badge self-start bg-brand-50 text-brand-800 ring-1 ring-brand-100 ring-inset">{programme.duration}</p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{programme.title}</h3>
              <p className="mt-2 text-slate-700">{programme.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4">
          <a href={internships.applyButton.href} className={buttonClass('primary', { size: 'lg' })}>
            {internships.applyButton.label}
          </a>
          <a href={internships.allLink.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            {internships.allLink.label}
            <Icon name="arrowRight" className="h-4 w-4" />
          </a>
        </div>
      </Section>

      <Section id="how-to-apply" title={applicationProcess.title}>
        <ProcessSteps steps={applicationProcess.steps} />
      </Section>

      <CallToAction look="light" id="careers-cta" {...cta} />
    </>
  )
}
