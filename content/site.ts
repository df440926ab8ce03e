import { contactNumbers, siteFileSchema } from './collections/site'
import { readDataFile } from './data'

const file = readDataFile('site.yml', siteFileSchema)

/**
 * The one place for the brand name, contact details and hours: content/data/site.yml (the owner edits it), plus the
 * colours a designer sets. Each phone's dialling form (tel:, sms:, WhatsApp) derives from the number as shown.
 */
export const site = {
  ...file,
  ...contactNumbers(file.phones),
  /** At least one address (the schema requires it); the first is the main one. */
  emails: file.emails as [string, ...string[]],
  colors: { primary: '#1d4ed8', accent: '#ea580c', background: '#ffffff' },
}

export type Site = typeof site

export const telHref = (phone: { e164: string }) => `tel:${phone.e164}`
export const smsHref = (phone: { e164: string }) => `sms:${phone.e164}`
export const whatsappHref = (phone: { e164: string }) => `https://wa.me/${phone.e164.slice(1)}`
export const mailHref = (email: string) => `mailto:${email}`
export const officeAddressLines = (o: Site['office']) => [o.street, `${o.city}, ${o.region} ${o.postalCode}`, o.country]
