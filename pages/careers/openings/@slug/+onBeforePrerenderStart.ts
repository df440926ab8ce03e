import { jobPath, jobs } from '../../../../content/careers/jobs'

/** One prerendered page per opening: /careers/openings/<slug>, so each job has a link of its own to share. */
export function onBeforePrerenderStart() {
  return jobs.map((job) => jobPath(job.slug))
}
