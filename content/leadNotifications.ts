import { z } from 'zod'
import { defineContent } from './define'
import { site } from './site'

/**
 * The email the lead service sends the owner for each enquiry and each job application (service/notify/email.ts:
 * an application reads as one, to its own recipients), and what its exports say. Sign-ups are not mailed one by one.
 */
export const leadNotifications = defineContent(
  'content/leadNotifications.ts',
  z.object({
    subject: z.object({ enquiry: z.string().includes('{name}').includes('{form}'), application: z.string().includes('{name}').includes('{position}') }),
    intro: z.object({ enquiry: z.string().min(10), application: z.string().min(10) }),
    forms: z.object({ hero: z.string(), popup: z.string(), contact: z.string(), newsletter: z.string() }),
    labels: z.object({
      form: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      service: z.string(),
      company: z.string(),
      budget: z.string(),
      position: z.string(),
      cvLink: z.string(),
      message: z.string(),
      page: z.string(),
      submitted: z.string(),
      id: z.string(),
    }),
    /** Where the visit that led to the lead began: a heading, then one line per field the lead has. */
    visit: z.object({
      heading: z.string().min(3),
      source: z.string(),
      landingPage: z.string(),
      referrer: z.string(),
      utmSource: z.string(),
      utmMedium: z.string(),
      utmCampaign: z.string(),
      utmTerm: z.string(),
      utmContent: z.string(),
      gclid: z.string(),
      fbclid: z.string(),
      msclkid: z.string(),
    }),
    replyHint: z.object({ enquiry: z.string().min(10), application: z.string().min(10) }),
    /** The line before the link to the lead's own view in the dashboard. */
    dashboardLink: z.string().min(10),
    /**
     * An address that may not reach anyone (model/leadFields.ts, EMAIL_PROBLEMS): the flag in words and why, as the
     * dashboard's lead table and the exports say it.
     */
    emailCheck: z.object({
      flag: z.string().min(5),
      reasons: z.object({ domain_without_dot: z.string().min(10), domain_not_found: z.string().min(10) }),
    }),
  }),
  {
    subject: { enquiry: 'New enquiry from {name} ({form})', application: 'Job application from {name}: {position}' },
    intro: {
      enquiry: `A new enquiry arrived through the ${site.name} website.`,
      application: `A new job application arrived through the ${site.name} website.`,
    },
    forms: { hero: 'Free consultation form', popup: 'Enquiry pop-up', contact: 'Contact form', newsletter: 'Newsletter sign-up' },
    labels: {
      form: 'Form',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      service: 'Service',
      company: 'Company',
      budget: 'Budget',
      position: 'Position',
      cvLink: 'CV or portfolio',
      message: 'Message',
      page: 'Sent from',
      submitted: 'Submitted',
      id: 'Lead id',
    },
    visit: {
      heading: 'Where the visit came from',
      source: 'Source',
      landingPage: 'Landing page',
      referrer: 'Referrer',
      utmSource: 'utm_source',
      utmMedium: 'utm_medium',
      utmCampaign: 'utm_campaign',
      utmTerm: 'utm_term',
      utmContent: 'utm_content',
      gclid: 'Google Ads click id (gclid)',
      fbclid: 'Meta click id (fbclid)',
      msclkid: 'Microsoft Ads click id (msclkid)',
    },
    replyHint: {
      enquiry: 'Reply to this email to answer the visitor directly.',
      application: 'Reply to this email to answer the applicant directly.',
    },
    dashboardLink: 'Open it in the dashboard (notes, follow-up, history):',
    emailCheck: {
      flag: 'Check this address',
      reasons: {
        domain_without_dot: 'the domain has no ending such as .com or .in, so mail cannot reach it.',
        domain_not_found: 'the domain does not exist (no mail or web server), so mail cannot reach it.',
      },
    },
  },
)
