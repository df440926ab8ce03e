import type { Job } from '../../../../content/collections/jobs'
import { jobPath } from '../../../../content/careers/jobs'

/** The opening a job page shows; a slug that names no opening is a build error, not an empty page. */
export function jobBySlug<T extends Pick<Job, 'slug'>>(slug: string, list: readonly T[]): T {
  const job = list.find((candidate) => candidate.slug === slug)
  if (!job) throw new Error(`No job opening for ${jobPath(slug)}`)
  return job
}

/** An ISO date (2026-10-06) as shown on the page: 6 October 2026. */
export function formatPostingDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`)
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
