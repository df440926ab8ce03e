import { z } from 'zod'
import { defineContent } from './define'

/**
 * Everyone the site shows a portrait of: the leadership team (and the four on /about), the six testimonials,
 * the people quoted in case studies and on the culture page, and the blog's authors. No photos have been supplied, so each person gets
 * an illustrated portrait drawn at build time (DiceBear's "Personas" style, scripts/postbuild.ts), the same on
 * every build; `photo` (a file under public/images/) takes its place as soon as a real one exists.
 */
const personSchema = z.object({
  name: z.string().min(3),
  /** Steers the illustration (hair, beard) so it fits the person. */
  look: z.enum(['feminine', 'masculine']),
  photo: z
    .string()
    .regex(/^\/images\/[a-z0-9/-]+\.(?:jpe?g|png|webp|avif|svg)$/)
    .optional(),
})
export type Person = z.output<typeof personSchema>

const peopleSchema = z.object({
  /** Alt text of a portrait: the prefix before the name. */
  illustratedAlt: z.string(),
  photoAlt: z.string(),
  /** The Personas design is CC BY 4.0: credit it where the portraits appear. */
  credit: z.object({ text: z.string(), work: z.string(), workUrl: z.url(), licence: z.string(), licenceUrl: z.url(), tool: z.string(), toolUrl: z.url() }),
  people: z
    .array(personSchema)
    .refine((people) => new Set(people.map((person) => person.name)).size === people.length, { message: 'names must be unique' }),
})

export const people = defineContent('content/people.ts', peopleSchema, {
  illustratedAlt: 'Illustrated portrait of',
  photoAlt: 'Photo of',
  credit: {
    text: 'Portraits are illustrations:',
    work: '“Personas” by Draftbit',
    workUrl: 'https://personas.draftbit.com/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    tool: 'drawn with DiceBear',
    toolUrl: 'https://www.dicebear.com/',
  },
  people: [
    // Leadership (content/about.ts)
    { name: 'Arjun Malhotra', look: 'masculine' },
    { name: 'Neha Kapoor', look: 'feminine' },
    { name: 'Rohan Verma', look: 'masculine' },
    { name: 'Kavita Nair', look: 'feminine' },
    { name: 'Siddharth Rao', look: 'masculine' },
    { name: 'Meera Joshi', look: 'feminine' },
    // Testimonials (content/home.ts), also quoted in their case studies
    { name: 'Rajesh Kumar', look: 'masculine' },
    { name: 'Priya Mehta', look: 'feminine' },
    { name: 'Dr. Anil Sharma', look: 'masculine' },
    { name: 'Sneha Reddy', look: 'feminine' },
    { name: 'Harish Agarwal', look: 'masculine' },
    { name: 'Lakshmi Narayanan', look: 'feminine' },
    // Case studies (content/portfolio.ts)
    { name: 'Aditi Kulkarni', look: 'feminine' },
    { name: 'Suresh Patil', look: 'masculine' },
    // Blog authors (content/blog/*.md) not listed above
    { name: 'Vikram Singh', look: 'masculine' },
    { name: 'Ananya Iyer', look: 'feminine' },
    { name: 'Arjun Mehta', look: 'masculine' },
    { name: 'Karthik Reddy', look: 'masculine' },
    { name: 'Priya Sharma', look: 'feminine' },
    { name: 'Rahul Verma', look: 'masculine' },
    // Staff quotes (content/careers/culture.ts)
    { name: 'Ananya Verma', look: 'feminine' },
    { name: 'Rohit Malhotra', look: 'masculine' },
    { name: 'Sneha Iyer', look: 'feminine' },
  ],
})

/** The registered person of a name; a page that shows someone unregistered fails the build. */
export function person(name: string, registry: readonly Person[] = people.people): Person {
  const found = registry.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`No portrait for "${name}": add them to content/people.ts`)
  return found
}

/** The person in a byline: "Priya Sharma, SEO Lead" → "Priya Sharma". */
export const authorName = (byline: string) => byline.split(',')[0]!.trim()

/** "Dr. Anil Sharma" → "dr-anil-sharma". */
export const personSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Where the build writes a person's illustrated portrait. */
export const illustratedPortraitPath = (name: string) => `/images/people/${personSlug(name)}.svg`

/** The portrait to show: the photo when there is one, else the illustration; with its alt text. */
export function portraitOf(name: string, registry: readonly Person[] = people.people): { src: string; alt: string; illustrated: boolean } {
  const { photo } = person(name, registry)
  return photo
    ? { src: photo, alt: `${people.photoAlt} ${name}`, illustrated: false }
    : { src: illustratedPortraitPath(name), alt: `${people.illustratedAlt} ${name}`, illustrated: true }
}
