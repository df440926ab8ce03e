import { z } from 'zod'
import { defineContent } from './define'
import { site } from './site'

/** The email the lead service sends the owner for each lead (service/notify/email.ts). */
export const leadNotifications = defineContent(
  'content/leadNotifications.ts',
  z.object({
    subject: z.object({ enquiry: z.string().includes('{name}'), newsletter: z.string().includes('{email}') }),
    intro: z.string().min(10),
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
    replyHint: z.string().min(10),
  }),
  {
    subject: { enquiry: 'New enquiry from {name} ({form})', newsletter: 'New newsletter sign-up: {email}' },
    intro: `A new enquiry arrived through the ${site.name} website.`,
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
    replyHint: 'Reply to this email to answer the visitor directly.',
  },
)
