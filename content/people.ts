import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { peopleFileSchema, type Person } from './collections/people'
import { ContentError, projectRoot, readDataFile } from './data'

export type { Person }

const FILE = 'content/data/people.yml'

/**
 * Everyone the site shows a portrait of, each listed once in content/data/people.yml: the leadership team, the client
 * testimonials, the staff quotes and the other people quoted or credited (case-study contacts, blog authors). With a
 * `photo` the build crops it to a square and compresses it (lib/build/portraitPhoto.ts); without one the page sets
 * their initials in the brand face on a duotone brand tile (components/ui/Avatar.tsx). A photo must exist under
 * public/ and be no more than twice as wide as tall or tall as wide (the square is cut from its middle).
 */
export const peopleFile = readDataFile('people.yml', peopleFileSchema)

/** The alt-text prefixes (a designer's copy, not the owner's). */
export const people = {
  initialsAlt: 'Initials of',
  photoAlt: 'Photo of',
  people: [...peopleFile.team, ...peopleFile.testimonials, ...peopleFile.staffQuotes, ...peopleFile.others].map(({ name, photo }): Person => ({
    name,
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
export const teamMembers = peopleFile.team.map(({ photo: _photo, ...member }) => member)
/** The client testimonials, in order. */
export const testimonials = peopleFile.testimonials.map(({ photo: _photo, ...item }) => item)
/** The staff quotes of the culture page, in order. */
export const staffQuotes = peopleFile.staffQuotes.map(({ photo: _photo, ...item }) => item)

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

/** Where the build writes a person's photo, cropped square and compressed (scripts/postbuild.ts). */
export const portraitPhotoPath = (name: string) => `/images/people/${personSlug(name)}.webp`

/** "Dr. Anil Sharma" → "AS", "Meera Joshi" → "MJ", "Priya" → "P": the first and last names' initials, titles left out. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/\.$/.test(word))
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return picked.map((word) => word[0]!.toUpperCase()).join('')
}

/** The number of duotone tiles (components/ui/Avatar.tsx): a person keeps theirs on every page and every build. */
export const PORTRAIT_TONES = 3

/** The portrait to show: the build's square crop of their photo, else their initials on a tile; with its alt text. */
export function portraitOf(
  name: string,
  registry: readonly Person[] = people.people,
): { kind: 'photo'; src: string; alt: string } | { kind: 'initials'; initials: string; tone: number; alt: string } {
  const { photo } = person(name, registry)
  if (photo) return { kind: 'photo', src: portraitPhotoPath(name), alt: `${people.photoAlt} ${name}` }
  const tone = [...name].reduce((sum, letter) => sum + letter.charCodeAt(0), 0) % PORTRAIT_TONES
  return { kind: 'initials', initials: initialsOf(name), tone, alt: `${people.initialsAlt} ${name}` }
}
