import { z } from 'zod'

/**
 * Field types shared by the owner's data files (content/data/): each checks that a value is usable, never that it
 * equals what the specification shows. The editor's form is generated from the same schemas
 * (lib/build/editorConfig.ts), so `meta({ title, description })` names a field and explains it in the editor.
 */

/** One line of text that may not be empty. */
export const line = (title: string, description?: string, maximum = 200) =>
  z
    .string()
    .trim()
    .min(1)
    .max(maximum)
    .regex(/^[^\r\n]*$/, 'must be one line')
    .meta({ title, ...(description ? { description } : {}) })

/** A list of one-line items. */
export const lines = (title: string, minimum = 1) => z.array(z.string().trim().min(1)).min(minimum).meta({ title })

/**
 * A page's search engine description and keywords. The page's head tags (pageMetaSchema in content/define.ts) are
 * checked with these very schemas, so a data file whose head tags come from its fields refuses on save what the
 * publish would refuse.
 */
export const searchDescription = z.string().trim().min(50).max(170)
export const searchKeywords = z.array(z.string().trim().min(2)).min(3)

/** A real calendar date written as 2024-11-18 (2024-02-30 is refused). */
export const calendarDate = (title: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    }, 'is not a real date')
    .meta({ title, widget: 'date' })

/** An amount of rupees: a whole, positive number. */
export const rupees = (title: string) => z.number().int().positive().meta({ title })

/** A kebab-case slug. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Root-relative image under public/images/. */
export const imagePath = (title: string) =>
  z
    .string()
    .regex(/^\/images\/[a-z0-9][a-z0-9/_-]*\.(?:svg|png|jpe?g|webp|avif)$/i, 'must be an image under /images/ (svg, png, jpg, webp or avif)')
    .meta({ title, widget: 'image' })

/** Words that are one of a fixed set (a select in the editor). */
export const choice = <const T extends readonly [string, ...string[]]>(title: string, values: T) => z.enum(values).meta({ title })

/** Every slug of a list appears once. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): string | null {
  const seen = new Set<string>()
  for (const item of items) {
    const value = key(item)
    if (seen.has(value)) return value
    seen.add(value)
  }
  return null
}
