import { jobFileSchema, salaryText, type Job } from '../collections/jobs'
import { readDataFolder, validate, withBrand } from '../data'
import { pageMetaSchema } from '../define'
import { site } from '../site'

/** The page of one opening. */
export function jobPath(slug: string): string {
  return `/careers/openings/${slug}`
}

/** Where every opening is based, for JobPosting.jobLocation. */
export const jobLocation = { locality: site.homeCity, region: 'Delhi', countryCode: 'IN' } as const

/** The head title: "<title> Job in <location> | <brand>", shortened to fit 70 characters when a title is long. */
function jobHeadTitle(title: string, location: string): string {
  return [`${title} Job in ${location} | ${site.name}`, `${title} | ${site.name}`, title].find((candidate) => candidate.length <= 70) ?? title
}

/** Every opening (content/data/jobs/<slug>.yml), oldest posting first: the order the openings page lists them. */
export const jobs: Job[] = readDataFolder('jobs', jobFileSchema)
  .map(({ slug, file, data: raw }) => ({ slug, file, data: withBrand(raw, site.name) }))
  .map(({ slug, file, data }) => ({
    slug,
    file,
    title: data.title,
    department: data.department,
    location: data.location,
    type: data.type,
    experience: data.experience,
    salary: salaryText(data.salary),
    salaryLpa: { min: data.salary.min, max: data.salary.max },
    urgency: data.urgency,
    summary: data.summary,
    description: data.description,
    requirements: data.requirements,
    responsibilities: data.responsibilities,
    datePosted: data.datePosted,
    validThrough: data.validThrough,
    showOnCareersOverview: data.showOnCareersOverview,
    meta: validate(
      pageMetaSchema,
      { path: jobPath(slug), title: jobHeadTitle(data.title, data.location), description: data.metaDescription, keywords: data.keywords },
      file,
    ),
  }))
  .sort((a, b) => a.datePosted.localeCompare(b.datePosted) || a.title.localeCompare(b.title))

/** The openings the careers overview shows (each file's "Show on the careers overview"). */
export const overviewJobs: Job[] = jobs.filter((job) => job.showOnCareersOverview)

/** The text a JobPosting's `description` carries: the paragraphs, then the two lists. */
export function jobPostingDescription(job: Job): string {
  return [...job.description, `Responsibilities: ${job.responsibilities.join('; ')}.`, `Requirements: ${job.requirements.join('; ')}.`].join('\n\n')
}
