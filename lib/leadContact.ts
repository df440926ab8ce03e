/**
 * The links of a lead's view that reach the visitor: call (tel:), e-mail (mailto: with a reply already written) and
 * WhatsApp (wa.me with a greeting). Visitors type their numbers as they like ("98111 22334", "+91-98111-22334",
 * "098111 22334"); a number without a country code is read as Indian, as the site's forms are for India.
 */
import { fillTemplate } from './template'

const DEFAULT_COUNTRY_CODE = '91'

/** A visitor's number in E.164 ("+919811122334"), or null when it cannot be one (too few or too many digits). */
export function visitorE164(phone: string | null | undefined): string | null {
  if (!phone) return null
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  let full: string
  if (trimmed.startsWith('+')) full = digits
  else if (trimmed.startsWith('00')) full = digits.slice(2)
  else if (digits.length === 10) full = DEFAULT_COUNTRY_CODE + digits
  else if (digits.length === 11 && digits.startsWith('0')) full = DEFAULT_COUNTRY_CODE + digits.slice(1)
  else if (digits.length === 12 && digits.startsWith(DEFAULT_COUNTRY_CODE)) full = digits
  else return null
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(full) ? `+${full}` : null
}

export const callHref = (e164: string) => `tel:${e164}`

export const whatsAppHref = (e164: string, text: string) => `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`

/** mailto: with a subject and body, each percent-encoded (RFC 6368: spaces as %20, line breaks as %0D%0A). */
export function mailtoHref(email: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encode(subject)}&body=${encode(body)}`
}

/** The words the links start with (content/leadView.ts), each with its {placeholders}. */
export interface ReachTemplates {
  enquiry: string
  enquiryPlain: string
  replySubject: string
  replyBody: string
  whatsAppText: string
  nameless: string
}

/**
 * The call, e-mail and WhatsApp links of one lead: the reply and the greeting name the visitor, what they asked about
 * (`about`: a service or position as the form labelled it, or '' when they chose none) and the user who writes.
 */
export function reachLinks(
  lead: { name: string | null; email: string; phone: string | null },
  about: string,
  from: { sender: string; brand: string },
  templates: ReachTemplates,
): { call: string | null; email: string; whatsApp: string | null } {
  const values = {
    name: lead.name?.trim() || templates.nameless,
    enquiry: about ? fillTemplate(templates.enquiry, { what: about }) : templates.enquiryPlain,
    sender: from.sender,
    brand: from.brand,
  }
  const e164 = visitorE164(lead.phone)
  return {
    call: e164 && callHref(e164),
    email: mailtoHref(lead.email, fillTemplate(templates.replySubject, values), fillTemplate(templates.replyBody, values)),
    whatsApp: e164 && whatsAppHref(e164, fillTemplate(templates.whatsAppText, values)),
  }
}
