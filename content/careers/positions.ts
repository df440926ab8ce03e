import { z } from 'zod'
import { defineContent } from '../define'
import { internships } from './internships'
import { jobs } from './jobs'

/**
 * The positions a candidate can apply for through the contact form: the six openings, the four
 * internship programmes, and an open application for the careers buttons that name no one role ("Send Your
 * Resume", "Join Our Team"). A careers button links to /contact?position=<value>; the form shows the position
 * preselected, and the admin table and CSV show its label.
 */
const positionSchema = z.object({ value: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), label: z.string().min(3) })

/** The slugs of the two positions that are not one opening or programme. */
export const openApplication = 'open-application'
export const anyInternship = 'internship'

/** The positions for these openings and programmes (the service reads them again from each published copy). */
export function positionsOf(openings: readonly { slug: string; title: string }[], programmes: readonly { slug: string; title: string }[]) {
  return defineContent(
    'content/careers/positions.ts',
    z
      .array(positionSchema)
      .min(3)
      .refine((list) => new Set(list.map((position) => position.value)).size === list.length, 'position values are unique'),
    [
      ...openings.map((job) => ({ value: job.slug, label: job.title })),
      ...programmes.map((programme) => ({ value: programme.slug, label: `${programme.title} Internship` })),
      { value: anyInternship, label: 'Internship (any programme)' },
      { value: openApplication, label: 'Open application (any suitable role)' },
    ],
  )
}

export const positions = positionsOf(jobs, internships.programmes.items)
