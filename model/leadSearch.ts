/**
 * What the lead service's search box looks for, worked out from what the owner typed, before any SQL: the text
 * itself (in name, email, phone, company, message, position, service code and the visit's attribution), the phone
 * number's digits when the text reads as a phone number, and the stored codes whose label, as the dashboard shows it,
 * contains the text (a form's name, a service, a job). Labels are matched here rather than stored with each lead, so a
 * label changed in content/ is found at once. Pure, with no dependencies: service/leads/leadStore.ts turns it into SQL.
 */
import type { LeadType } from './leadFields'
import type { LeadLabels } from './leadLabels'

/** The labels the owner sees: each form's name and the label tables of its options. */
export interface SearchVocabulary {
  labels: LeadLabels
  formNames: Readonly<Record<LeadType, string>>
}

export interface LeadSearch {
  /** Lower-cased, trimmed: looked for as a substring. */
  text: string
  /** The digits to look for in phone numbers (without the country code for an Indian number), or null. */
  digits: string | null
  /** Forms whose name or code contains the text. */
  types: LeadType[]
  /** Service codes whose label contains the text, with the forms that label them so. */
  services: { code: string; types: LeadType[] }[]
  /** Jobs and internships (their slugs) whose title contains the text. */
  positions: string[]
}

/** Only digits and what people put between them: spaces, dashes, dots, brackets, a leading plus. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
/** An Indian number written with its country code or trunk prefix: +91, 0091, 091 or 0 before ten digits. */
const INDIAN_PREFIX = /^(?:0091|091|91|0)(\d{10})$/

/**
 * The digits of a search that reads as a phone number, as the stored numbers contain them: "+91 98111-22334" and
 * "098111 22334" look for "9811122334", which every way of writing that number contains. Null for other text.
 */
export function phoneSearchDigits(query: string): string | null {
  const trimmed = query.trim()
  if (!PHONE_LIKE.test(trimmed)) return null
  const digits = trimmed.replace(/\D/g, '')
  if (digits === '') return null
  return INDIAN_PREFIX.exec(digits)?.[1] ?? digits
}

const contains = (label: string, text: string) => label.toLowerCase().includes(text)

/** The search for what the owner typed; null for an empty box (no search). */
export function leadSearch(query: string, { labels, formNames }: SearchVocabulary): LeadSearch | null {
  const text = query.trim().toLowerCase()
  if (text === '') return null
  const types = (Object.keys(formNames) as LeadType[]).filter((type) => contains(type, text) || contains(formNames[type], text))
  const services = new Map<string, LeadType[]>()
  for (const [type, table] of Object.entries(labels.services)) {
    if (!table) continue
    for (const [code, label] of Object.entries(table)) {
      if (!contains(label, text)) continue
      services.set(code, [...(services.get(code) ?? []), type as LeadType])
    }
  }
  const positions = Object.entries(labels.positions)
    .filter(([, title]) => contains(title, text))
    .map(([slug]) => slug)
  return { text, digits: phoneSearchDigits(query), types, services: [...services].map(([code, forms]) => ({ code, types: forms })), positions }
}

/** A LIKE pattern that finds `text` anywhere, its %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
