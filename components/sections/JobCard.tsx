import type { Job } from '../../content/collections/jobs'
import type { Link } from '../../content/define'
import { Icon } from '../ui/Icon'
import { UrgencyBadge } from '../ui/UrgencyBadge'
import { CheckList } from './FeatureGrid'
import { buttonClass } from '../ui/buttonClass'

export type JobCardJob = Pick<
  Job,
  'slug' | 'title' | 'department' | 'location' | 'type' | 'experience' | 'salary' | 'urgency' | 'summary' | 'requirements' | 'responsibilities'
>

/** The facts of an opening as a compact list: department, location, type, experience, salary. */
export function JobFacts({ job, className = '' }: { job: JobCardJob; className?: string }) {
  const facts = [
    { label: 'Department', value: job.department },
    { label: 'Location', value: job.location },
    { label: 'Type', value: job.type },
    { label: 'Experience', value: job.experience },
    { label: 'Salary', value: job.salary },
  ]
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One job opening: title (linking to the job's own page), urgency badge, facts, summary and an Apply button.
 * With `lists`, the requirements and responsibilities follow in a disclosure (in the HTML, folded by default).
 */
export function JobCard({
  job,
  href,
  apply,
  detailsLabel,
  lists,
}: {
  job: JobCardJob
  /** The job's own page. */
  href: string
  apply: Link
  /** Text of the link to the job's page at the foot of the card. */
  detailsLabel: string
  lists?: { requirements: string; responsibilities: string }
}) {
  return (
    // A teaser of the job's own page: left out of the search index, so a search finds that page.
    <article className="card flex h-full flex-col" aria-labelledby={`job-${job.slug}`} data-pagefind-ignore="all">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`job-${job.slug}`} className="text-xl font-semibold text-slate-900">
          <a href={href} className="hover:text-brand-700 hover:underline">
            {job.title}
          </a>
        </h3>
        <UrgencyBadge label={job.urgency} />
      </div>
      <JobFacts job={job} className="mt-4 border-y border-slate-100 py-4" />
      <p className="mt-4 text-slate-700">{job.summary}</p>
      {lists && (
        <details className="group mt-4 rounded-xl bg-slate-50 p-4">
          <summary className="cursor-pointer font-semibold text-brand-800">{`${lists.responsibilities} & ${lists.requirements}`}</summary>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="font-semibold text-slate-900">{lists.responsibilities}</h4>
              <CheckList items={job.responsibilities} className="mt-3" />
            </div>
            <div>
              <h4 className="font-semibold text-slate-900">{lists.requirements}</h4>
              <CheckList items={job.requirements} className="mt-3" />
            </div>
          </div>
        </details>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-6">
        <a href={apply.href} className={buttonClass('primary')}>
          {apply.label}
          <span className="sr-only">: {job.title}</span>
        </a>
        <a href={href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
          {detailsLabel}
          <span className="sr-only">: {job.title}</span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </a>
      </div>
    </article>
  )
}
