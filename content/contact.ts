import { z } from 'zod'
import { defineContent, faqItemSchema, heroSchema, pageMetaSchema, sectionHeadingSchema } from './define'
import { applicationReplyDays } from './careers/openings'
import { figures } from './figures'
import { formOptions, formOptionSchema, uniqueValues } from './formOptions'
import { mailHref, officeAddressLines, site, telHref, whatsappHref } from './site'

/** The contact page's reply promise (the time from content/data/figures.yml). */
export const responsePromise = `within ${figures.replyWithin.contact} on business days`

const fieldSchema = <Label extends string, Required extends boolean, Type extends string>(label: Label, required: Required, type: Type) =>
  z.object({
    label: z.literal(label),
    required: z.literal(required),
    type: z.literal(type),
    placeholder: z.string().min(2).optional(),
    /** HTML autocomplete token. */
    autoComplete: z.string().min(2).optional(),
  })

const channelSchema = z.object({
  kind: z.enum(['phone', 'email', 'whatsapp', 'office']),
  title: z.string().min(3),
  description: z.string().min(10),
  /** What is shown, each line optionally a link (tel:, mailto:, https://wa.me/...). */
  lines: z.array(z.object({ text: z.string().min(3), href: z.string().min(5).optional() })).min(1),
})
export type ContactChannel = z.output<typeof channelSchema>

const contactPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema,
  form: z
    .object({
      title: z.string().min(5),
      lead: z.string().min(20),
      fields: z.object({
        name: fieldSchema('Full Name', true, 'text'),
        email: fieldSchema('Email Address', true, 'email'),
        phone: fieldSchema('Phone Number', true, 'tel'),
        company: fieldSchema('Company', false, 'text'),
        service: fieldSchema('Service', false, 'select'),
        budget: fieldSchema('Budget', false, 'select'),
        message: fieldSchema('Project Details', false, 'textarea'),
      }),
      /** The empty first choice of the service select. */
      servicePlaceholder: z.string().min(3),
      /** Ten options (the 8 services, Digital Marketing Consultation, Other) plus IoT, since the IoT pages order through this form. */
      serviceOptions: z.array(formOptionSchema).length(11).refine(uniqueValues, 'option values must be unique'),
      budgetPlaceholder: z.string().min(3),
      budgetOptions: z.array(formOptionSchema).length(5).refine(uniqueValues, 'option values must be unique'),
      /**
       * Hand-offs: arriving from a job or internship (/contact?position=<slug>) the form also shows the
       * position, preselected, and an optional CV or portfolio link; from an IoT bundle's Order Now
       * (/contact?bundle=<slug>) it selects `bundleService` and fills in `bundleMessage`.
       */
      handoff: z.object({
        position: fieldSchema('Position', false, 'select'),
        /** The empty first choice of the position select. */
        positionPlaceholder: z.string().min(3),
        cvLink: fieldSchema('CV or Portfolio Link', false, 'url').extend({ hint: z.string().min(20) }),
        /** {bundle} and {price} become the bundle's name and price. */
        bundleMessage: z.string().includes('{bundle}').includes('{price}'),
        bundleService: z.string(),
      }),
      submitLabel: z.literal('Send Message'),
      /** The button's label while the simulated send runs. */
      sendingLabel: z.literal('Sending Message...'),
      successMessage: z.string().min(20),
      /**
       * What a candidate sees after applying (a position is chosen), in place of the enquiry's toast and message:
       * an application is answered by the hiring team, not with "a customized solution for your business".
       */
      applicationSuccess: z.object({ title: z.string().min(5), description: z.string().min(20), message: z.string().min(20) }),
      privacyNote: z.string().min(20),
    })
    .refine(
      (form) => form.serviceOptions.some((option) => option.value === form.handoff.bundleService),
      'handoff.bundleService is one of the service options',
    ),
  /** Names the region of the contact details and the form for screen readers. */
  mainLabel: z.string().min(5),
  channels: sectionHeadingSchema.extend({ items: z.array(channelSchema).length(4) }),
  hours: z.object({
    title: z.string().min(5),
    rows: z.array(z.object({ days: z.string(), time: z.string() })).length(3),
    note: z.string().min(20),
  }),
  responsePromise: z.literal(responsePromise),
  faqs: sectionHeadingSchema.extend({ items: z.array(faqItemSchema).length(4) }),
})

export const contactPage = defineContent('content/contact.ts', contactPageSchema, {
  meta: {
    path: '/contact',
    title: `Contact Us for a Free Consultation | ${site.name}`,
    description: `Call, WhatsApp, email or visit our ${site.office.city} office, or send your project details. We reply ${responsePromise}.`,
    keywords: ['contact digital marketing agency', 'free marketing consultation', 'website development quote', `digital agency ${site.office.city}`],
  },
  hero: {
    eyebrow: 'Contact Us',
    title: 'Let’s talk about growing your business',
    subtitle: `Tell us what you need, whether it is more leads, a new website or software for your team. A specialist, not a salesperson, will get back to you ${responsePromise}.`,
  },
  form: {
    title: 'Send us a message',
    lead: 'Fields marked with an asterisk are required. The more you tell us about your project, the more useful our first reply will be.',
    fields: {
      name: { label: 'Full Name', required: true, type: 'text', placeholder: 'Your full name', autoComplete: 'name' },
      email: { label: 'Email Address', required: true, type: 'email', placeholder: 'you@company.com', autoComplete: 'email' },
      phone: { label: 'Phone Number', required: true, type: 'tel', placeholder: '+91 98xxx xxxxx', autoComplete: 'tel' },
      company: { label: 'Company', required: false, type: 'text', placeholder: 'Your company or brand', autoComplete: 'organization' },
      service: { label: 'Service', required: false, type: 'select' },
      budget: { label: 'Budget', required: false, type: 'select' },
      message: {
        label: 'Project Details',
        required: false,
        type: 'textarea',
        placeholder: 'Your goals, timeline, current website or app, and anything else we should know',
      },
    },
    servicePlaceholder: 'Select a service',
    serviceOptions: formOptions.contactServices,
    budgetPlaceholder: 'Select a budget range',
    budgetOptions: formOptions.budgets,
    handoff: {
      position: { label: 'Position', required: false, type: 'select' },
      positionPlaceholder: 'Not applying for a position',
      cvLink: {
        label: 'CV or Portfolio Link',
        required: false,
        type: 'url',
        placeholder: 'https://',
        autoComplete: 'url',
        hint: 'Optional: a link to your CV, LinkedIn profile or portfolio, for example on Google Drive, Behance or GitHub.',
      },
      bundleMessage: 'I would like to order the {bundle} ({price}). Please confirm stock, the delivery date and an installation slot.',
      bundleService: 'iot',
    },
    submitLabel: 'Send Message',
    sendingLabel: 'Sending Message...',
    successMessage: `Thank you! Your message has been received and we will get back to you ${responsePromise}.`,
    applicationSuccess: {
      title: 'Application Received!',
      description: `Thank you for applying to ${site.name}. Our hiring team reads every application and will reply within ${applicationReplyDays} working days.`,
      message: `Thank you! Your application has reached our hiring team. We will reply within ${applicationReplyDays} working days, by email or phone.`,
    },
    privacyNote: 'We use your details only to reply to this enquiry. No spam, and we never share your information.',
  },
  mainLabel: 'Contact details and enquiry form',
  channels: {
    title: 'Other ways to reach us',
    lead: 'Prefer to talk? Call or message us during business hours, or drop in at our office.',
    items: [
      {
        kind: 'phone',
        title: 'Call Us',
        description: 'Speak to a consultant during business hours.',
        lines: site.phones.map((phone) => ({ text: phone.display, href: telHref(phone) })),
      },
      {
        kind: 'email',
        title: 'Email Us',
        description: 'For project briefs, RFPs and documents.',
        lines: site.emails.map((email) => ({ text: email, href: mailHref(email) })),
      },
      {
        kind: 'whatsapp',
        title: 'WhatsApp',
        description: 'Quick questions, voice notes and screenshots welcome.',
        lines: [{ text: site.whatsapp.display, href: whatsappHref(site.whatsapp) }],
      },
      {
        kind: 'office',
        title: 'Visit Our Office',
        description: 'Meetings by appointment; please call before you visit.',
        lines: officeAddressLines(site.office).map((text) => ({ text })),
      },
    ],
  },
  hours: {
    title: 'Business hours',
    rows: site.hours.contactPage,
    note: 'All times are IST. On Sundays our support team handles emergencies for live client websites, apps and campaigns.',
  },
  responsePromise,
  faqs: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How quickly will you respond to my enquiry?',
        answer: `We reply ${responsePromise}. Messages sent in the evening, on Sundays or on public holidays are answered the next business morning.`,
      },
      {
        question: 'Is the first consultation really free?',
        answer:
          'Yes. The first call, usually 30 to 45 minutes, and a short written recommendation are free, with no obligation to hire us. For SEO and ads enquiries we include a free audit.',
      },
      {
        question: `Do you work only with businesses in ${site.office.city}?`,
        answer: `No. Besides our ${site.office.city} office we work with clients in ${site.homeCity}, Mumbai, Pune, Hyderabad, Chennai and smaller cities across India, and with businesses abroad, over video calls and WhatsApp.`,
      },
      {
        question: 'What should I include in my message?',
        answer:
          'Your goals, the service you are interested in, your timeline and a rough budget. Links to your current website, app or social profiles help us prepare a useful first reply.',
      },
    ],
  },
})
