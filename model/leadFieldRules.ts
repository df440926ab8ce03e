/**
 * The rule each lead field is checked by (model/leadFields.ts declares the fields): the lead service's schema
 * (model/leadSchema.ts) builds a lead from these, and the forms check what a visitor typed with the same rules before
 * sending, so the browser refuses exactly what the service would. zod/mini and nothing else, for the forms' chunks.
 */
import { z } from 'zod/mini'
import { BIDI_CONTROLS, leadField, LEAD_LIMITS, ONE_LINE, type LeadFieldName } from './leadFields'

// PostgreSQL text cannot hold U+0000; a NUL in a form field is never meant, so it is removed, not refused.
export const withoutNul = z.overwrite((value: string) => value.replaceAll('\u0000', ''))
// A message keeps its lines and tabs; other control characters (pasted from elsewhere) and bidirectional overrides
// (which make text display as other text) are dropped.
const withoutControls = z.overwrite((value: string) =>
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, ''),
)

/**
 * One line of text (ONE_LINE in model/leadFields.ts). A name such as "Bob\r\nBcc: x@evil.test" would otherwise become two lines in the
 * owner's e-mail, the second one forged.
 */
export const oneLine = (field: string) => z.regex(ONE_LINE, `${field} must be one line of text (no line breaks or control characters)`)

type Limited = keyof typeof LEAD_LIMITS
export const withinLimit = (field: Limited) => z.maxLength(LEAD_LIMITS[field], `${field} must be at most ${LEAD_LIMITS[field]} characters`)

/**
 * A field as its declaration says: trimmed, within its limit, required or optional; one line, or (the message)
 * several lines with their breaks and tabs; an e-mail address by the browser's own type=email rule (HTML spec).
 */
export function fieldSchema(name: LeadFieldName) {
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

/** What is wrong with a value a visitor typed, in terms a form turns into its own words: nothing, or one problem. */
type FieldProblem = 'missing' | 'format' | 'tooLong'

/** The first problem the service's rule finds with a field's value as typed ('' is an empty field). */
export function leadFieldProblem(name: LeadFieldName, typed: string): FieldProblem | null {
  const value = typed.trim()
  if (value === '') return leadField(name).required ? 'missing' : null
  const result = fieldSchema(name).safeParse(value)
  if (result.success) return null
  return result.error.issues[0]?.code === 'too_big' ? 'tooLong' : 'format'
}
