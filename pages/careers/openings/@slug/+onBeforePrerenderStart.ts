import { jobPath, jobs } from '../../../../content/careers/jobs'

/** One prerendered page per opening: /careers/openings/<slug> (issue 7). */
export function onBeforePrerenderStart() {
  return jobs.map((job) => jobPath(job.slug))
}
