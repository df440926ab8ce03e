/**
 * The shape of a lead as the lead service (service/) accepts it, built on the field rules of model/leadFields.ts that
 * the forms use too. zod/mini keeps it small; the forms themselves do not import it (no schema library on the home
 * page's lead path).
 */
import { z } from 'zod/mini'
import { attributionShape } from './attributionSchema'
import { BIDI_CONTROLS, ONE_LINE } from './oneLine'
import { fieldsOf, HONEYPOT_FIELD, LEAD_LIMITS, LEAD_TYPES, leadField, type Attribution, type LeadFieldName, type LeadType } from './leadFields'

export { HONEYPOT_FIELD, MAX_LEAD_BYTES } from './leadFields'

// PostgreSQL text cannot hold U+0000; a NUL in a form field is never meant, so it is removed, not refused.
const withoutNul = z.overwrite((value: string) => value.replaceAll('\u0000', ''))
// A message keeps its lines and tabs; other control characters (pasted from elsewhere) and bidirectional overrides
// (which make text display as other text) are dropped.
const withoutControls = z.overwrite((value: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, ''),
)

/**
 * One line of text (model/oneLine.ts). A name such as "Bob\r\nBcc: x@evil.test" would otherwise become two lines in the
 * owner's e-mail, the second one forged.
 */
const oneLine = (field: string) => z.regex(ONE_LINE, `${field} must be one line of text (no line breaks or control characters)`)

type Field = keyof typeof LEAD_LIMITS
const withinLimit = (field: Field) => z.maxLength(LEAD_LIMITS[field], `${field} must be at most ${LEAD_LIMITS[field]} characters`)

/** An optional one-line field: absent, or text within its limit ('' counts as absent). */
const optionalText = (field: Field) =>
  z.optional(z.string({ error: `${field} must be text` }).check(withoutNul, z.trim(), withinLimit(field), oneLine(field)))

/**
 * A field as its declaration says (model/leadFields.ts): trimmed, within its limit, required or optional; one line,
 * or (the message) several lines with their breaks and tabs; an e-mail address by the browser's own type=email rule
 * (HTML spec), so the service accepts every address the form accepted.
 */
function fieldSchema(name: LeadFieldName) {
  const { kind, required } = leadField(name)
  const checks: z.core.$ZodCheck<string>[] = [
    withoutNul,
    ...(kind === 'lines' ? [withoutControls] : []),
    z.trim(),
    ...(required ? [z.minLength(1, `${name} is required`)] : []),
    withinLimit(name),
  ]
  if (kind === 'email') checks.push(z.regex(z.regexes.html5Email, `${name} must be an email address`))
  else if (kind !== 'lines') checks.push(oneLine(name))
  const value = z.string({ error: `${name} must be text` }).check(...checks)
  return required ? value : z.optional(value)
}

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
