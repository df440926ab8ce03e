import { z } from 'zod'
import { searchDescription, searchKeywords } from './collections/fields'

/**
 * Validates a content module when it is imported (at build time: content never reaches the browser).
 * A failure stops `vike build` with every problem and its path.
 */
export function defineContent<Schema extends z.ZodType>(name: string, schema: Schema, data: z.input<Schema>): z.output<Schema> {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new Error(`Invalid content in ${name}:\n${z.prettifyError(result.error)}`)
  }
  return result.data
}

export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/, 'an internal path without a trailing slash')

/**
 * The icons content may name (Lucide names; components/ui/ContentIcon.tsx draws each). Content stays plain data:
 * a new icon is added here and there, and the type check fails until both agree.
 */
export const contentIconNames = [
  'search',
  'mouse-pointer-click',
  'share-2',
  'monitor-smartphone',
  'smartphone',
  'code-xml',
  'pen-line',
  'mail',
  'cpu',
  'badge-check',
  'chart-column',
  'chart-line',
  'indian-rupee',
  'layers',
  'zap',
  'user-round',
  'languages',
  'headset',
  'trending-up',
  'trending-down',
  'shield-check',
  'lightbulb',
  'key-round',
  'target',
  'megaphone',
  'message-circle',
  'recycle',
  'gauge',
  'rocket',
  'file-code',
  'users',
  'timer',
  'wallet',
  'workflow',
  'server',
] as const
export const contentIconSchema = z.enum(contentIconNames)
export type ContentIconName = z.output<typeof contentIconSchema>

/** Head tags of one page. */
export const pageMetaSchema = z.object({
  path: internalPath,
  title: z.string().min(10).max(70),
  description: searchDescription,
  keywords: searchKeywords,
})
export type PageMeta = z.output<typeof pageMetaSchema>

/**
 * The shared shapes of page content, one set of field names for every page: a link or button is `label` + `href`,
 * a hero is `eyebrow` + `title` + `subtitle` + `actions`, a call to action is `title` + `text` + `actions`, a figure is
 * `value` + `label`, a card is `title` + `description`, a section heading is `eyebrow` + `title` + `lead`. The names
 * are the props of the components that draw them (PageHero, CallToAction, HeroFigures, Section), so a page passes
 * content through without renaming it.
 */

/**
 * Names the site keeps capitalised inside a button's words ("Chat on WhatsApp" has its own capitals already):
 * proper nouns written in plain Title Case.
 */
const properNouns = new Set([
  'Google',
  'India',
  'Indian',
  'Acme',
  'Digital',
  'Meta',
  'Instagram',
  'Facebook',
  'LinkedIn',
  'YouTube',
  'Shopify',
  'Razorpay',
])

/**
 * A button's or link's words in sentence case, as the site sets every action ("Learn More" -> "Learn more", "Get Free
 * SEO Audit" -> "Get free SEO audit"): the spec fixes the words, their letter case is the look's. Only a word in plain
 * Title Case after the first is lowered; capitals (SEO), inner capitals (IoT) and proper nouns stay.
 */
export function sentenceCase(label: string): string {
  return label.replace(/(?<=\S\s+)[A-Z][a-z]+(?=[\s,.!?:;)]|$)/g, (word) => (properNouns.has(word) ? word : word.toLowerCase()))
}

/** What a button or link says, set in sentence case when the content is read. */
export const actionLabel = (min = 1) => z.string().min(min).transform(sentenceCase)

/** A link or button: what it says and where it goes (components/ui/ActionLinks draws a row of them). */
export const linkSchema = z.object({ label: actionLabel(), href: z.string().min(1) })
export type Link = z.output<typeof linkSchema>

/** A toast: its title and the line under it (content/messages.ts; islands receive them as props). */
export const toastSchema = z.object({ title: z.string(), description: z.string() })
export type ToastMessage = z.output<typeof toastSchema>

/** A button to a page of this site. */
export const internalLinkSchema = z.object({ label: actionLabel(2), href: internalPath })

/**
 * A price as data; components format it with lib/format.ts (Indian grouping: ₹1,00,000).
 * `from`: "from ₹X"; `orMore`: "₹X+"; `period`: per month, per day, one-off (no suffix) ...
 */
export const priceSchema = z.object({
  amount: z.number().int().positive(),
  period: z.enum(['month', 'day', 'year', 'one-off', 'project']).default('one-off'),
  from: z.boolean().default(false),
  orMore: z.boolean().default(false),
  /** Extra words after the price, e.g. "plus commission", "maintenance". */
  note: z.string().optional(),
})
export type Price = z.output<typeof priceSchema>

/** Ends a sentence with a full stop unless it already has one ("Pvt. Ltd." stays "Pvt. Ltd.", never "Ltd.."). */
export function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}

/** A button whose target the spec fixes: `linkTo('/contact')` accepts only href "/contact". */
export const linkTo = <Href extends string>(href: Href) => z.object({ label: z.string().min(2).max(40).transform(sentenceCase), href: z.literal(href) })

/**
 * A careers button: to the contact form, naming the position applied for (`/contact?position=<slug>`, a slug of
 * content/careers/positions.ts; lib/handoff.ts reads it in the browser). Plain `/contact` names none.
 */
export const applicationButtonSchema = z.object({
  label: actionLabel(2),
  href: z.string().regex(/^\/contact(?:\?position=[a-z0-9]+(?:-[a-z0-9]+)*)?$/, '/contact or /contact?position=<slug>'),
})

/** The top of an inner page (components/sections/PageHero); each page adds the `actions` it allows. */
export const heroSchema = z.object({ eyebrow: z.string().min(2), title: z.string().min(10), subtitle: z.string().min(40) })
export type Hero = z.output<typeof heroSchema> & { actions?: readonly Link[] }

/** The closing band of a page (components/sections/CallToAction); each page adds the `actions` it allows. */
export const callToActionSchema = z.object({ title: z.string().min(10), text: z.string().min(40) })

/** A key figure as shown: "500+", "Projects Completed" (components/sections/HeroFigures, StatStrip). */
export const figureSchema = z.object({ value: z.string().min(1), label: z.string().min(2) })
export type Figure = z.output<typeof figureSchema>

/** A card: a title and a sentence or two. */
export const cardSchema = z.object({ title: z.string().min(3), description: z.string().min(20) })
export type Card = z.output<typeof cardSchema>

/** A button on one item of a list (a job, a programme) whose link the page builds from the item's slug. */
export const itemButtonSchema = z.object({ label: actionLabel(2) })

/** Heading of a page section; maps onto components/sections/Section (eyebrow, title, lead). */
export const sectionHeadingSchema = z.object({
  eyebrow: z.string().min(2).optional(),
  title: z.string().min(5),
  lead: z.string().min(20).optional(),
})

export const faqItemSchema = z.object({
  question: z.string().min(10).endsWith('?'),
  answer: z.string().min(40),
})
export type FaqItem = z.output<typeof faqItemSchema>

/** A numbered step of a process (its number is its position). */
export const stepSchema = z.object({ title: z.string().min(3), description: z.string().min(30) })
export type Step = z.output<typeof stepSchema>

/** A titled point: a benefit, a reason to choose us, a highlight. */
export const pointSchema = cardSchema.extend({ description: z.string().min(30), icon: contentIconSchema.optional() })
export type Point = z.output<typeof pointSchema>
