import { z } from 'zod'
import { line } from './fields'

/**
 * The brand, contact details and opening hours (content/data/site.yml): the one place every page, footer, PDF and
 * structured data takes them from.
 */

/**
 * A phone number as people read it, with its country code: "+91 98765 43210". The number that tel:, sms: and
 * WhatsApp links dial is derived from it, so the two can never disagree.
 */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9][\d ]+$/, 'must start with + and the country code, like +91 98765 43210, with only digits and spaces after it')
  .refine((number) => /^\+\d{10,15}$/.test(dialled(number)), 'must have 10 to 15 digits including the country code')
  .meta({ title: 'Number', description: 'With the country code, as people should read it: +91 98765 43210' })

/** "+91 98765 43210" -> "+919876543210" (E.164). */
export const dialled = (display: string) => `+${display.replace(/\D/g, '')}`

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00 or 18:30')
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const hoursLine = z.object({ days: line('Days'), time: line('Hours') })

export const siteFileSchema = z
  .object({
    name: line('Brand name'),
    legalName: line('Legal name'),
    tagline: line('Tagline'),
    foundingYear: z.number().int().min(1900).max(2100).meta({ title: 'Founded in (year)' }),
    copyrightYear: z.number().int().min(1900).max(2100).meta({ title: 'Copyright year' }),
    phones: z
      .array(z.object({ number: phoneNumber, whatsapp: z.boolean().default(false).meta({ title: 'Also on WhatsApp' }) }))
      .min(1)
      .meta({ title: 'Phone numbers', description: 'The first is the one the Call buttons dial' }),
    emails: z.array(z.email('must be an email address')).min(1).meta({ title: 'Email addresses', description: 'The first is the main one' }),
    office: z
      .object({
        street: line('Street'),
        locality: line('Locality'),
        city: line('City'),
        region: line('State'),
        postalCode: z
          .string()
          .regex(/^\d{6}$/, 'must be a 6-digit PIN code')
          .meta({ title: 'PIN code' }),
        country: line('Country'),
        countryCode: z.literal('IN').meta({ title: 'Country code' }),
      })
      .meta({ title: 'Office address' }),
    homeCity: line('Home city', 'The city most pages name as home'),
    hours: z
      .object({
        footer: z.array(hoursLine).min(1).meta({ title: 'Hours in the footer and on the home page' }),
        contactPage: z.array(hoursLine).min(1).meta({ title: 'Hours on the contact page' }),
        brochure: line('Hours in the brochure'),
      })
      .meta({ title: 'Opening hours as shown' }),
    openingHours: z
      .array(
        z
          .object({
            days: z.array(z.enum(weekdays)).min(1).meta({ title: 'Days' }),
            opens: time.meta({ title: 'Opens' }),
            closes: time.meta({ title: 'Closes' }),
          })
          .refine((hours) => hours.opens < hours.closes, { message: 'must be after the opening time', path: ['closes'] }),
      )
      .meta({ title: 'Opening hours for search engines' }),
    socialProfiles: z.array(z.url('must be a web address')).default([]).meta({ title: 'Social media profiles' }),
    leadRetentionDays: z.number().int().min(30).meta({ title: 'Days an enquiry is kept' }),
    unsubscribedKeptDays: z.number().int().min(1).meta({ title: 'Days a newsletter address is kept after its unsubscribe' }),
    analyticsRetentionDays: z.number().int().min(1).meta({ title: 'Days each page view and click is kept (then only daily totals)' }),
  })
  .strict()
export type SiteFile = z.output<typeof siteFileSchema>

/** The phone numbers as the pages use them, and the one WhatsApp chats go to (the first marked, else the first). */
export function contactNumbers(phones: SiteFile['phones']) {
  const numbers = phones.map((phone) => ({ display: phone.number, e164: dialled(phone.number), whatsapp: phone.whatsapp }))
  const [first, ...rest] = numbers
  if (!first) throw new Error('at least one phone number is needed')
  return { phones: [first, ...rest] as [typeof first, ...(typeof first)[]], whatsapp: numbers.find((phone) => phone.whatsapp) ?? first }
}
