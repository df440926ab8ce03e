/**
 * The links of a lead's view that reach the visitor: call (tel:), e-mail (mailto: with a reply already written) and
 * WhatsApp (wa.me with a greeting). Visitors type their numbers as they like ("98111 22334", "+91-98111-22334",
 * "098111 22334"); a number without a country code is read as Indian (model/contactLinks.ts, as the table's links).
 */
import { e164, telHref } from './contactLinks'
import { fillTemplate } from './template'

export const whatsAppHref = (e164: string, text: string) => `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`

/** mailto: with a subject and body, each percent-encoded (RFC 6368: spaces as %20, line breaks as %0D%0A). */
export function replyMailtoHref(email: string, subject: string, body: string): string {
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
  const number = lead.phone ? e164(lead.phone) : null
  return {
    call: lead.phone ? telHref(lead.phone) : null,
    email: replyMailtoHref(lead.email, fillTemplate(templates.replySubject, values), fillTemplate(templates.replyBody, values)),
    whatsApp: number && whatsAppHref(number, fillTemplate(templates.whatsAppText, values)),
  }
}
