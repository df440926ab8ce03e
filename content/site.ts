import { z } from 'zod'
import { defineContent } from './define'

const phoneSchema = z.object({
  /** As shown to people. */
  display: z.string(),
  /** E.164, used by tel:, sms: and wa.me links. */
  e164: z.string().regex(/^\+\d{10,15}$/),
})

const siteSchema = z.object({
  name: z.string().min(2),
  legalName: z.string().min(2),
  tagline: z.string(),
  foundingYear: z.number().int(),
  copyrightYear: z.number().int(),
  phones: z.tuple([phoneSchema, phoneSchema]),
  emails: z.tuple([z.email(), z.email()]),
  whatsapp: phoneSchema,
  office: z.object({
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
    countryCode: z.literal('IN'),
  }),
  /** The city most content names as home (SPEC 1 keeps Delhi and the Bangalore office both). */
  homeCity: z.string(),
  hours: z.object({
    footer: z.array(z.object({ days: z.string(), time: z.string() })).length(3),
    contactPage: z.array(z.object({ days: z.string(), time: z.string() })).length(3),
    brochure: z.string(),
  }),
  /** Machine-readable opening hours (the footer reading), for structured data. */
  openingHours: z.array(z.object({ days: z.array(z.string()), opens: z.string().regex(/^\d\d:\d\d$/), closes: z.string().regex(/^\d\d:\d\d$/) })),
  socialProfiles: z.array(z.url()),
  colors: z.object({ primary: z.string(), accent: z.string(), background: z.string() }),
  /** Days the lead service keeps an enquiry before deleting it (its LEADS_RETENTION_DAYS default; /privacy says it). */
  leadRetentionDays: z.number().int().min(30),
  /** Days the lead service keeps each page view and click before only its daily totals remain (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: z.number().int().min(1),
})

/** The one place for the brand name, contact details and hours. */
export const site = defineContent('content/site.ts', siteSchema, {
  name: 'Acme Digital',
  legalName: 'Acme Digital Solutions Pvt. Ltd.',
  tagline: 'Digital marketing and IT services that grow Indian businesses',
  foundingYear: 2019,
  copyrightYear: 2024,
  phones: [
    { display: '+91 98765 43210', e164: '+919876543210' },
    { display: '+91 98765 43211', e164: '+919876543211' },
  ],
  emails: ['info@acmedigital.in', 'sales@acmedigital.in'],
  whatsapp: { display: '+91 98765 43210', e164: '+919876543210' },
  office: {
    street: '3rd Floor, 80 Feet Road, Koramangala 4th Block',
    locality: 'Koramangala',
    city: 'Bangalore',
    region: 'Karnataka',
    postalCode: '560034',
    country: 'India',
    countryCode: 'IN',
  },
  homeCity: 'Delhi',
  hours: {
    footer: [
      { days: 'Mon-Fri', time: '9:00 AM-6:00 PM' },
      { days: 'Sat', time: '10:00 AM-4:00 PM' },
      { days: 'Sunday', time: 'Closed' },
    ],
    contactPage: [
      { days: 'Monday - Friday', time: '9:00 AM - 7:00 PM' },
      { days: 'Saturday', time: '9:00 AM - 5:00 PM' },
      { days: 'Sunday', time: 'Emergency support only' },
    ],
    brochure: 'Mon-Fri 9:00 AM - 6:00 PM, Sat 10:00 AM - 4:00 PM IST',
  },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '16:00' },
  ],
  socialProfiles: [],
  colors: { primary: '#1d4ed8', accent: '#ea580c', background: '#ffffff' },
  leadRetentionDays: 730,
  analyticsRetentionDays: 90,
})

export type Site = typeof site

export const telHref = (phone: { e164: string }) => `tel:${phone.e164}`
export const smsHref = (phone: { e164: string }) => `sms:${phone.e164}`
export const whatsappHref = (phone: { e164: string }) => `https://wa.me/${phone.e164.slice(1)}`
export const mailHref = (email: string) => `mailto:${email}`
export const officeAddressLines = (o: Site['office']) => [o.street, `${o.city}, ${o.region} ${o.postalCode}`, o.country]
