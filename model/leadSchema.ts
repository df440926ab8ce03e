/**
 * The shape of a lead as the lead service (service/) accepts it, built on the field rules of model/leadFieldRules.ts
 * that the forms check with too. zod/mini keeps it small.
 */
import { z } from 'zod/mini'
import { attributionShape } from './attributionSchema'
import { fieldSchema, oneLine, withinLimit, withoutNul } from './leadFieldRules'
import { fieldsOf, HONEYPOT_FIELD, LEAD_TYPES, type Attribution, type LeadFieldName, type LeadType } from './leadFields'

export { HONEYPOT_FIELD, MAX_LEAD_BYTES } from './leadFields'

/** An optional one-line field: absent, or text within its limit ('' counts as absent). */
const optionalText = (field: 'page') =>
  z.optional(z.string({ error: `${field} must be text` }).check(withoutNul, z.trim(), withinLimit(field), oneLine(field)))

/** How far the visitor's clock may be from the service's: a year either way (an outbox keeps a lead for a week). */
export const SUBMITTED_AT_WINDOW_MS = 365 * 24 * 3600 * 1000
/** Real time zones lie within UTC-12:00 and UTC+14:00; PostgreSQL refuses offsets much beyond that. */
const offsetMinutes = (value: string): number => {
  const match = /([+-])(\d\d):?(\d\d)$/.exec(value)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}
const submittedAt = z.string({ error: 'submittedAt is required' }).check(
  z.iso.datetime({ offset: true, error: 'submittedAt must be an ISO date-time' }),
  z.refine((value) => {
    const offset = offsetMinutes(value)
    return offset >= -12 * 60 && offset <= 14 * 60
  }, 'submittedAt must have a UTC offset between -12:00 and +14:00'),
  z.refine(
    (value) => Math.abs(Date.parse(value) - Date.now()) <= SUBMITTED_AT_WINDOW_MS,
    'submittedAt must be within a year of now (check the clock of the device that sent it)',
  ),
)

const common = {
  id: z.string({ error: 'id is required' }).check(z.uuid('id must be a UUID')),
  submittedAt,
  page: optionalText('page'),
  ...attributionShape,
  [HONEYPOT_FIELD]: z.optional(z.string().check(withoutNul, withinLimit('page'))),
}

/** One form's lead: what every lead carries, and the fields that form has. */
const formSchema = (type: LeadType) =>
  z.object({ type: z.literal(type), ...common, ...Object.fromEntries(fieldsOf(type).map((name) => [name, fieldSchema(name)])) })

/** A lead as a form sends it: its form, id, time, page and visit, and that form's fields (the e-mail always). */
export type LeadInput = {
  [T in LeadType]: { type: T; id: string; submittedAt: string; page?: string; email: string } & Attribution & Partial<Record<LeadFieldName, string>>
}[LeadType]

export const leadSchema = z.discriminatedUnion('type', LEAD_TYPES.map(formSchema) as unknown as [ReturnType<typeof formSchema>], {
  error: `type must be one of ${LEAD_TYPES.join(', ')}`,
}) as unknown as z.ZodMiniType<LeadInput>
