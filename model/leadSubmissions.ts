import { z } from 'zod/mini'
import { LEAD_FIELD_NAMES, leadField, type LeadFieldName, type RequiredLeadField } from './leadFields'

/**
 * A form entry as this browser stores it: its id and time, and the lead's fields (model/leadFields.ts) as
 * typed, those the forms require always there. Reads validate against it and skip what does not fit.
 */
export const submissionSchema = z.object({
  id: z.string(),
  submittedAt: z.string(),
  ...Object.fromEntries(LEAD_FIELD_NAMES.map((name) => [name, leadField(name).required ? z.string() : z.optional(z.string())])),
}) as unknown as z.ZodMiniType<Submission>

export type Submission = { id: string; submittedAt: string } & { [K in RequiredLeadField]: string } & {
  [K in Exclude<LeadFieldName, RequiredLeadField>]?: string
}
