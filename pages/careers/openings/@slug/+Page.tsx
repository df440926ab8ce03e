import { jobPostingLd } from '../../../../lib/build/structuredData'
import { StructuredData } from '../../../../components/layout/StructuredData'
import { useRouteSlug } from '../../../../components/layout/pageContext'
import { Seo } from '../../../../components/layout/Seo'
import { CallToAction } from '../../../../components/sections/CallToAction'
import { CheckList } from '../../../../components/sections/FeatureGrid'
import { PageHero } from '../../../../components/sections/PageHero'
import { ProcessSteps } from '../../../../components/sections/ProcessSteps'
import { Section } from '../../../../components/sections/Section'
import { Icon } from '../../../../components/ui/Icon'
import { UrgencyBadge } from '../../../../components/ui/UrgencyBadge'
import { jobLocation, jobPath, jobPostingDescription, jobs } from '../../../../content/careers/jobs'
import { openings } from '../../../../content/careers/openings'
import { careersOverview } from '../../../../content/careers/overview'
import { handoffHref } from '../../../../lib/handoff'
import { formatPostingDate, jobBySlug } from './lookup'
import { Heading } from '../../../../components/ui/Heading'
import { buttonClass } from '../../../../components/ui/buttonClass'

/** One opening on its own page, /careers/openings/<slug>: the full description, lists, salary and dates. */
export default function Page() {
  const job = jobBySlug(useRouteSlug(), jobs)
  const { jobList, jobPage, hiringProcess, resumeCta } = openings
  const facts = [
    { label: jobPage.department, value: job.department },
    { label: jobPage.location, value: job.location },
    { label: jobPage.type, value: job.type },
    { label: jobPage.experience, value: job.experience },
    { label: jobPage.salary, value: job.salary },
  ]
  const others = jobs.filter((other) => other.slug !== job.slug)
  const apply = { label: jobList.applyButton.label, href: handoffHref('position', job.slug) }

  return (
    <>
      <Seo {...job.meta} />
      <StructuredData
        data={jobPostingLd({
          title: job.title,
          description: jobPostingDescription(job),
          datePosted: job.datePosted,
          validThrough: job.validThrough,
          department: job.department,
          salaryLpa: job.salaryLpa,
          location: jobLocation,
          path: jobPath(job.slug),
        })}
      />
      <nav aria-label={jobPage.breadcrumb} className="border-b border-slate-200 bg-slate-50">
        <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-slate-700">
          <li>
            <a href={careersOverview.meta.path} className="hover:text-brand-800 hover:underline">
              {careersOverview.hero.eyebrow}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={openings.meta.path} className="hover:text-brand-800 hover:underline">
              {openings.hero.eyebrow}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a href={jobPath(job.slug)} aria-current="page" className="font-semibold text-slate-900">
              {job.title}
            </a>
          </li>
        </ol>
      </nav>

      <PageHero eyebrow={`${job.department} · ${job.location}`} title={job.title} subtitle={job.summary} actions={[apply]}>
        <ul className="mt-8 flex flex-wrap gap-2 text-sm">
          <li>
            <UrgencyBadge label={job.urgency} />
          </li>
          {[job.type, job.experience, job.salary].map((fact) => (
            <li key={fact} className="badge bg-white text-slate-800 ring-1 ring-slate-300 ring-inset">
              {fact}
            </li>
          ))}
        </ul>
      </PageHero>

      <div className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
          <div>
            <Section layout="block" headingId="about-role-heading" size="2xl" title={jobPage.about}>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {job.description.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Section>
            <Section layout="block" headingId="responsibilities-heading" size="2xl" title={jobList.labels.responsibilities} className="mt-12">
              <CheckList items={job.responsibilities} className="mt-4" />
            </Section>
            <Section layout="block" headingId="requirements-heading" size="2xl" title={jobList.labels.requirements} className="mt-12">
              <CheckList items={job.requirements} className="mt-4" />
            </Section>
          </div>

          <aside aria-labelledby="job-details-heading" className="lg:sticky lg:top-32 lg:self-start">
            <div className="card">
              <Heading id="job-details-heading" size="xl">
                {jobPage.summary}
              </Heading>
              <dl className="mt-5 space-y-4">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                    <dt className="text-sm text-slate-700">{fact.label}</dt>
                    <dd className="text-right font-semibold text-slate-900">{fact.value}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                  <dt className="text-sm text-slate-700">{jobPage.posted}</dt>
                  <dd className="text-right font-semibold text-slate-900">
                    <time dateTime={job.datePosted}>{formatPostingDate(job.datePosted)}</time>
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-sm text-slate-700">{jobPage.validThrough}</dt>
                  <dd className="text-right font-semibold text-slate-900">
                    <time dateTime={job.validThrough}>{formatPostingDate(job.validThrough)}</time>
                  </dd>
                </div>
              </dl>
              <a href={apply.href} className={buttonClass('primary', { className: 'mt-6 w-full' })}>
                {apply.label}
                <span className="sr-only">{`: ${job.title}`}</span>
              </a>
              <p className="mt-4 text-sm text-slate-700">{jobList.lead}</p>
            </div>
          </aside>
        </div>
      </div>

      <Section id="hiring-process" tone="muted" title={hiringProcess.title} lead={hiringProcess.lead}>
        <ProcessSteps steps={hiringProcess.steps} />
      </Section>

      <Section id="other-openings" title={jobPage.others} centered={false}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <a
                href={jobPath(other.slug)}
                className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700"
              >
                <span>
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{other.title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{`${other.department} · ${other.experience} · ${other.salary}`}</span>
                </span>
                <Icon name="arrowRight" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a href={openings.meta.path} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
            {careersOverview.openings.allLink.label}
            <Icon name="arrowRight" className="h-4 w-4" />
          </a>
        </p>
      </Section>

      <CallToAction look="light" id="resume-cta" {...resumeCta} />
    </>
  )
}
