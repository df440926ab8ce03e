/**
 * Spam rules, none of them visible to a real visitor: the honeypot field, link-stuffed text and disposable-looking
 * addresses. A suspect lead is stored in the spam folder with its reason (never dropped), and the admin can move it
 * back. The visitor is answered exactly as for any other lead, so a bot learns nothing.
 */
import { HONEYPOT_FIELD, type LeadInput } from '../../lib/leadSchema'

export interface Verdict {
  spam: boolean
  reason: string | null
}

/** More links than this in the free text is link stuffing; a real enquiry may mention a site or two. */
export const MAX_LINKS = 2

/** Throwaway-mail services that real enquiries do not come from. */
const DISPOSABLE_DOMAINS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'fakeinbox.com',
  'throwawaymail.com',
  'mintemail.com',
  'mohmal.com',
  'emailondeck.com',
  'spamgourmet.com',
  'mailnesia.com',
  'discard.email',
])
/** Words in a domain that say "throwaway" (tempmail.dev, my-trashmail.xyz ...). */
const DISPOSABLE_WORDS = /(temp-?mail|throw-?away|trash-?mail|disposable|fake-?inbox|10-?minute|guerrilla|mailinator|yopmail|burner)/i

const LINK = /\b(?:https?:\/\/|www\.)\S+|\[url[=\]]/gi

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0
}

export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  if (DISPOSABLE_DOMAINS.has(domain)) return true
  // a subdomain of a listed service (x.mailinator.com) counts too
  for (const listed of DISPOSABLE_DOMAINS) if (domain.endsWith(`.${listed}`)) return true
  return DISPOSABLE_WORDS.test(domain)
}

export function judgeLead(lead: LeadInput): Verdict {
  if ((lead as Record<string, unknown>)[HONEYPOT_FIELD]) return { spam: true, reason: 'honeypot field filled' }
  const fields = lead as Partial<Record<'name' | 'company' | 'message', string>>
  if (fields.name && countLinks(fields.name) > 0) return { spam: true, reason: 'link in the name' }
  const freeText = [fields.company, fields.message].filter(Boolean).join('\n')
  if (countLinks(freeText) > MAX_LINKS) return { spam: true, reason: `more than ${MAX_LINKS} links` }
  if (isDisposableEmail(lead.email)) return { spam: true, reason: 'disposable email address' }
  return { spam: false, reason: null }
}
