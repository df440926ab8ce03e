/**
 * The shape of a lead as the lead service (service/) accepts it, built on the field rules of lib/leadFields.ts that
 * the forms use too. zod/mini keeps it small; the forms themselves do not import it (no schema library on the home
 * page's lead path).
 */
import { z } from 'zod/mini'
import { HONEYPOT_FIELD, LEAD_LIMITS } from './leadFields'

export { HONEYPOT_FIELD, LEAD_LIMITS, MAX_LEAD_BYTES } from './leadFields'

// PostgreSQL text cannot hold U+0000; a NUL in a form field is never meant, so it is removed, not refused.
const withoutNul = z.overwrite((value: string) => value.replaceAll('\u0000', ''))

const text = (field: keyof typeof LEAD_LIMITS) =>
  z
    .string({ error: `${field} must be text` })
    .check(
      withoutNul,
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(LEAD_LIMITS[field], `${field} must be at most ${LEAD_LIMITS[field]} characters`),
    )
/** An optional field: absent, or text within its limit ('' counts as absent). */
const optionalText = (field: keyof typeof LEAD_LIMITS) =>
  z.optional(
    z
      .string({ error: `${field} must be text` })
      .check(withoutNul, z.trim(), z.maxLength(LEAD_LIMITS[field], `${field} must be at most ${LEAD_LIMITS[field]} characters`)),
  )

// The browser's own type=email rule (HTML spec), so the service accepts every address the form accepted.
const email = z
  .string({ error: 'email must be text' })
  .check(
    withoutNul,
    z.trim(),
    z.minLength(1, 'email is required'),
    z.maxLength(LEAD_LIMITS.email, `email must be at most ${LEAD_LIMITS.email} characters`),
    z.regex(z.regexes.html5Email, 'email must be an email address'),
  )

const common = {
  id: z.string({ error: 'id is required' }).check(z.uuid('id must be a UUID')),
  email,
  submittedAt: z.string({ error: 'submittedAt is required' }).check(z.iso.datetime({ offset: true, error: 'submittedAt must be an ISO date-time' })),
  page: optionalText('page'),
  [HONEYPOT_FIELD]: z.optional(z.string().check(withoutNul, z.maxLength(LEAD_LIMITS.page))),
}

const enquiry = {
  ...common,
  name: text('name'),
  phone: text('phone'),
  service: optionalText('service'),
}

export const leadSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('hero'), ...enquiry }),
    z.object({ type: z.literal('popup'), ...enquiry }),
    z.object({
      type: z.literal('contact'),
      ...enquiry,
      company: optionalText('company'),
      budget: optionalText('budget'),
      message: optionalText('message'),
      position: optionalText('position'),
      cvLink: optionalText('cvLink'),
    }),
    z.object({ type: z.literal('newsletter'), ...common }),
  ],
  { error: 'type must be one of hero, popup, contact, newsletter' },
)

export type LeadInput = z.infer<typeof leadSchema>
