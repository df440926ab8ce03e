import { z } from 'zod'
import type { PageMeta } from '../define'
import { calendarDate, choice, line, lines, searchDescription, searchKeywords } from './fields'

/**
 * A job opening: one file per opening in content/data/jobs/<slug>.yml, its page /careers/openings/<slug>.
 * Adding a file opens a job; deleting it closes the job (its page, card and sitemap entry go with it).
 */

export const urgencies = ['Urgent', 'High Priority', 'Open'] as const
export const employmentTypes = ['Full-time', 'Part-time', 'Contract'] as const

export const jobFileSchema = z
  .object({
    title: line('Job title', undefined, 70),
    department: line('Department', 'Engineering, Marketing, Design, Sales … (the openings page counts the departments hiring)'),
    location: line('Location'),
    type: choice('Employment type', employmentTypes),
    experience: z
      .string()
      .regex(/^\d+(?:-\d+)?\+? years?$/, 'must read like "3-5 years" or "2+ years"')
      .meta({ title: 'Experience', description: 'For example 3-5 years' }),
    salary: z
      .object({
        min: z.number().positive().meta({ title: 'From (lakh a year)' }),
        max: z.number().positive().meta({ title: 'To (lakh a year)' }),
        note: z.string().trim().min(1).optional().meta({ title: 'Note after the range', description: 'For example: plus commission' }),
      })
      .refine((salary) => salary.min < salary.max, { message: 'the "from" amount must be below the "to" amount', path: ['max'] })
      .meta({ title: 'Salary (lakh per annum)' }),
    urgency: choice('Urgency', urgencies).meta({ description: 'Urgent shows a red badge, High Priority orange, Open green' }),
    summary: z.string().trim().min(20).max(260).meta({ title: 'Summary for the job card', widget: 'text' }),
    description: z.array(z.string().trim().min(40)).min(1).meta({ title: 'Full description (one paragraph per item)' }),
    requirements: lines('Requirements'),
    responsibilities: lines('Responsibilities'),
    datePosted: calendarDate('Date posted'),
    validThrough: calendarDate('Apply by'),
    showOnCareersOverview: z.boolean().default(true).meta({ title: 'Show on the careers overview' }),
    metaDescription: searchDescription.meta({ title: 'Search engine description', widget: 'text' }),
    keywords: searchKeywords.meta({ title: 'Search keywords', description: 'At least 3, each a word or phrase people search for' }),
  })
  .strict()
  .refine((job) => job.validThrough > job.datePosted, { message: 'must be after the date posted', path: ['validThrough'] })
export type JobFile = z.output<typeof jobFileSchema>

/** A job opening as the pages use it: its file's data plus what derives from it (slug, path, salary text, head tags). */
export interface Job {
  slug: string
  title: string
  department: string
  location: string
  type: string
  experience: string
  /** As shown, e.g. "8-15 LPA", from the one range. */
  salary: string
  /** The same range in lakh per annum, for structured data (baseSalary in INR per year). */
  salaryLpa: { min: number; max: number }
  urgency: (typeof urgencies)[number]
  summary: string
  description: string[]
  requirements: string[]
  responsibilities: string[]
  datePosted: string
  validThrough: string
  showOnCareersOverview: boolean
  meta: PageMeta
  /** The data file, as the editor names it. */
  file: string
}

/** "8-15 LPA", "4-8 LPA plus commission": the salary as every page shows it, from the one range. */
export const salaryText = (salary: JobFile['salary']) => `${salary.min}-${salary.max} LPA${salary.note ? ` ${salary.note}` : ''}`
