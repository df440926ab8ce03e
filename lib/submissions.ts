import { z } from 'zod/mini'

/** A stored form entry (SPEC 3). Reads validate against it and skip what does not fit. */
export const submissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.optional(z.string()),
  message: z.optional(z.string()),
  company: z.optional(z.string()),
  budget: z.optional(z.string()),
  submittedAt: z.string(),
})
export type Submission = z.infer<typeof submissionSchema>
