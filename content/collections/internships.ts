import { z } from 'zod'
import { line, lines, slugPattern, uniqueBy } from './fields'

/** The internship programmes (content/data/internships.yml), in the order the internships page lists them. */

const range = (title: string) =>
  z
    .object({ min: z.number().int().positive().meta({ title: 'From' }), max: z.number().int().positive().meta({ title: 'To' }) })
    .refine((value) => value.min < value.max, { message: 'the "from" number must be below the "to" number', path: ['max'] })
    .meta({ title })

const programmeSchema = z
  .object({
    slug: z
      .string()
      .regex(slugPattern, 'must be lower-case words joined by hyphens')
      .refine((slug) => slug.endsWith('-internship'), 'must end in -internship')
      .meta({ title: 'Short name in links', description: 'For example web-development-internship' }),
    title: line('Programme'),
    durationMonths: z.number().int().positive().max(24).meta({ title: 'Duration (months)' }),
    stipend: z
      .object({
        min: z.number().int().positive().meta({ title: 'From (₹ a month)' }),
        max: z.number().int().positive().meta({ title: 'To (₹ a month)' }),
        note: z.string().trim().min(1).optional().meta({ title: 'Note after the range', description: 'For example: plus commission' }),
      })
      .refine((value) => value.min < value.max, { message: 'the "from" amount must be below the "to" amount', path: ['max'] })
      .meta({ title: 'Stipend' }),
    positions: range('Positions'),
    description: z.string().trim().min(20).meta({ title: 'Description', widget: 'text' }),
    skills: lines('Skills'),
    projects: lines('Projects'),
    outcomes: lines('Outcomes'),
    showOnCareersOverview: z.boolean().default(true).meta({ title: 'Show on the careers overview' }),
  })
  .strict()

export const internshipsFileSchema = z
  .object({
    programmes: z
      .array(programmeSchema)
      .min(1)
      .superRefine((items, context) => {
        const repeated = uniqueBy(items, (item) => item.slug)
        if (repeated) context.addIssue({ code: 'custom', message: `"${repeated}" is used by two programmes`, path: [] })
      })
      .meta({ title: 'Programmes' }),
  })
  .strict()
export type InternshipsFile = z.output<typeof internshipsFileSchema>
