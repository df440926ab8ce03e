import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { peopleFileSchema, type Person } from './collections/people'
import { ContentError, projectRoot, readDataFile } from './data'

export type { Person }

const FILE = 'content/data/people.yml'

/**
 * Everyone the site shows a portrait of, each listed once in content/data/people.yml: the leadership team, the client
 * testimonials, the staff quotes and the other people quoted or credited (case-study contacts, blog authors). Without
 * a `photo` the build draws an illustrated portrait (DiceBear's "Personas" style, scripts/postbuild.ts), the same on
 * every build; a photo must exist under public/ and be no more than twice as wide as tall or tall as wide (every
 * portrait is shown cropped to a circle, whatever its shape).
 */
export const peopleFile = readDataFile('people.yml', peopleFileSchema)

/** The portrait credit and alt-text prefixes (a designer's copy, not the owner's). */
export const people = {
  illustratedAlt: 'Illustrated portrait of',
  photoAlt: 'Photo of',
  /** The Personas design is CC BY 4.0: credit it where the portraits appear. */
  credit: {
    text: 'Portraits are illustrations:',
    work: '“Personas” by Draftbit',
    workUrl: 'https://personas.draftbit.com/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    tool: 'drawn with DiceBear',
    toolUrl: 'https://www.dicebear.com/',
  },
  people: [...peopleFile.team, ...peopleFile.testimonials, ...peopleFile.staffQuotes, ...peopleFile.others].map(({ name, look, photo }): Person => ({
    name,
    look,
    ...(photo ? { photo } : {}),
  })),
}

/** The widest (and tallest) a photo may be: a portrait twice as wide as tall still crops to a recognisable face. */
const MAX_ASPECT = 2

/** A photo the pages can show: the file exists and has a usable shape. The message names the person and the file. */
export function checkPhoto(name: string, photo: string, file = FILE): void {
  const path = join(projectRoot(), 'public', photo)
  if (!existsSync(path)) throw new ContentError(file, [`${name}, Photo: ${photo} does not exist (upload it in the editor, or put it in public${photo})`])
  let size: { width?: number; height?: number }
  try {
    size = imageSize(readFileSync(path))
  } catch {
    throw new ContentError(file, [`${name}, Photo: ${photo} is not an image the site can read`])
  }
  const { width = 0, height = 0 } = size
  if (!width || !height) throw new ContentError(file, [`${name}, Photo: ${photo} has no width or height`])
  if (width / height > MAX_ASPECT || height / width > MAX_ASPECT) {
    throw new ContentError(file, [`${name}, Photo: ${photo} is ${width}×${height}; crop it to no more than twice as wide as tall (a square is best)`])
  }
}

/** The leadership team, in order (the About page shows the first four). */
export const teamMembers = peopleFile.team.map(({ look: _look, photo: _photo, ...member }) => member)
/** The client testimonials, in order. */
export const testimonials = peopleFile.testimonials.map(({ look: _look, photo: _photo, ...item }) => item)
/** The staff quotes of the culture page, in order. */
export const staffQuotes = peopleFile.staffQuotes.map(({ look: _look, photo: _photo, ...item }) => item)

/** The registered person of a name; a page that shows someone unregistered fails the build. */
export function person(name: string, registry: readonly Person[] = people.people): Person {
  const found = registry.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`No portrait for "${name}": add them to ${FILE} (in the editor: People)`)
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
