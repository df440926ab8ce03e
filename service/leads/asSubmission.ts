import type { CsvEntry } from '../../lib/csv'
import type { LeadRecord } from '../../lib/leadFields'

/**
 * A stored lead in the shape of a browser-stored submission, so the dashboard's CSV rules and label lookups
 * (lib/csv.ts, lib/submissionLabels.ts) apply to it unchanged. Dated when the service received it.
 */
export function asSubmission(lead: LeadRecord): CsvEntry {
  const optional = (value: string | null) => value ?? undefined
  return {
    type: lead.type,
    submittedAt: lead.receivedAt,
    name: lead.name ?? '',
    email: lead.email,
    phone: lead.phone ?? '',
    service: optional(lead.service),
    company: optional(lead.company),
    budget: optional(lead.budget),
    position: optional(lead.position),
    cvLink: optional(lead.cvLink),
    message: optional(lead.message),
  }
}
