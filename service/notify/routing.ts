/**
 * Which notifications a verified lead gets, and who its e-mail goes to. A newsletter sign-up is not mailed (a mail
 * per sign-up buries the enquiries; the daily digest counts them) but is still posted to the webhook, where a
 * mailing tool may pick it up. A job or internship application goes to APPLICATIONS_NOTIFY_TO, or, when that is not
 * set, to LEADS_NOTIFY_TO with every other lead, so an application is never left unsent.
 */
import { isApplication, type LeadType } from '../../model/leadFields'

/** Where a lead's notification can go. */
export type Channel = 'email' | 'webhook'

export function channelsFor(type: LeadType, channels: readonly Channel[]): Channel[] {
  return type === 'newsletter' ? channels.filter((channel) => channel !== 'email') : [...channels]
}

export interface Recipients {
  /** LEADS_NOTIFY_TO: one or more addresses. */
  leads: readonly string[]
  /** APPLICATIONS_NOTIFY_TO, or null when it is not set. */
  applications: readonly string[] | null
}

export function recipientsOf(lead: { position: string | null }, recipients: Recipients): readonly string[] {
  return isApplication(lead) ? (recipients.applications ?? recipients.leads) : recipients.leads
}
