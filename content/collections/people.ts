import { z } from 'zod'
import { imagePath, line, lines } from './fields'

/**
 * Everyone the site shows (content/data/people.yml): the leadership team, the client testimonials, the staff quotes
 * on the culture page, and the other people quoted or credited (case-study contacts, blog authors). Each person is
 * listed once, with their portrait: a photo (an image under /images/people/, which the build crops to a square and
 * compresses, shown as a circle) or, without one, their initials in the brand face on a duotone brand tile.
 */

const portrait = {
  photo: imagePath('Photo').optional(),
}

const teamMember = z
  .object({
    name: line('Name'),
    position: line('Position'),
    expertise: lines('Expertise'),
    experience: line('Experience', 'For example 12+ years'),
    description: z.string().trim().min(20).meta({ title: 'About them', widget: 'text' }),
    ...portrait,
  })
  .strict()

const testimonial = z
  .object({
    name: line('Name'),
    company: line('Company'),
    role: line('Role'),
    rating: z.number().int().min(1).max(5).meta({ title: 'Rating (1 to 5 stars)' }),
    text: z.string().trim().min(20).meta({ title: 'What they said', widget: 'text' }),
    ...portrait,
  })
  .strict()

const staffQuote = z
  .object({
    name: line('Name'),
    role: line('Role'),
    quote: z.string().trim().min(20).meta({ title: 'Quote', widget: 'text' }),
    tenure: line('With us for', 'For example 4 years'),
    ...portrait,
  })
  .strict()

const otherPerson = z.object({ name: line('Name'), ...portrait }).strict()

export const peopleFileSchema = z
  .object({
    team: z.array(teamMember).min(1).meta({ title: 'Leadership team', description: 'The About page shows the first four' }),
    testimonials: z.array(testimonial).min(1).meta({ title: 'Client testimonials' }),
    staffQuotes: z.array(staffQuote).min(1).meta({ title: 'Staff quotes (careers culture page)' }),
    others: z.array(otherPerson).default([]).meta({ title: 'Other people', description: 'Case-study contacts and blog authors' }),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>()
    for (const list of ['team', 'testimonials', 'staffQuotes', 'others'] as const) {
      file[list].forEach((person, index) => {
        if (seen.has(person.name))
          context.addIssue({ code: 'custom', message: `${person.name} is listed twice: list each person once`, path: [list, index, 'name'] })
        seen.add(person.name)
      })
    }
  })
export type Person = { name: string; photo?: string | undefined }
