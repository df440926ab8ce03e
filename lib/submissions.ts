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
  /** Contact form reached from a job or internship (`/contact?position=<slug>`): the position's slug. */
  position: z.optional(z.string()),
  /** With a position: an optional link to the applicant's CV or portfolio, as typed. */
  cvLink: z.optional(z.string()),
  submittedAt: z.string(),
})
export type Submission = z.infer<typeof submissionSchema>
