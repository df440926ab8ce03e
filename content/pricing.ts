import { z } from 'zod'
import { callToActionSchema, defineContent, faqItemSchema, heroSchema, linkTo, pageMetaSchema, priceSchema, sectionHeadingSchema } from './define'
import { prices } from './prices'
import { site } from './site'
import { rupees } from './words'

/** A package: name, price, period, description, features, popular flag, call-to-action label. */
const packageSchema = z.object({
  name: z.string().min(3),
  price: priceSchema.refine((price) => price.period === 'month', { message: 'packages are monthly' }),
  description: z.string().min(30),
  features: z.array(z.string().min(3)).min(5),
  popular: z.boolean().default(false),
  /** Badge text on the popular package. */
  badge: z.string().min(3).optional(),
  action: linkTo('/contact'),
})

/** A row of the development price table: service, basic, standard, premium, description. */
const developmentRowSchema = z.object({
  service: z.string().min(3),
  description: z.string().min(30),
  basic: priceSchema,
  standard: priceSchema,
  premium: priceSchema,
})

const developerRateSchema = z.object({
  level: z.string().min(3),
  price: priceSchema.refine((price) => price.period === 'day', { message: 'developer rates are per day' }),
  experience: z.string().min(3),
  description: z.string().min(30),
  /** What a developer at this level typically does. */
  tasks: z.array(z.string().min(3)).min(3),
})

const pricingPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/services')]) }),
  packages: sectionHeadingSchema
    .extend({ items: z.array(packageSchema).min(1), note: z.string().min(20) })
    .refine((section) => section.items.filter((item) => item.popular).length <= 1, {
      message: 'at most one package is marked popular',
    }),
  development: sectionHeadingSchema.extend({
    /** Header cells of the table. */
    columns: z.object({ service: z.string(), basic: z.string(), standard: z.string(), premium: z.string() }),
    /** Caption of the table, for screen readers and phones. */
    caption: z.string().min(10),
    /** Under the table on a phone, where it scrolls sideways. */
    scrollHint: z.string().min(10),
    rows: z.array(developmentRowSchema).min(1),
    note: z.string().min(20),
  }),
  rates: sectionHeadingSchema.extend({
    items: z.array(developerRateSchema).min(1),
    /** Each rate's card ends in it. */
    action: linkTo('/contact'),
    /** After each rate's experience: "0-2 years experience". */
    experienceSuffix: z.string().min(3),
  }),
  faqs: sectionHeadingSchema.extend({ items: z.array(faqItemSchema).min(5).max(6) }),
  cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/services')]) }),
})

export const pricingPage = defineContent('content/pricing.ts', pricingPageSchema, {
  meta: {
    path: '/pricing',
    title: `Digital Marketing & Development Pricing | ${site.name}`,
    description: `Monthly digital marketing packages from ${rupees(Math.min(...prices.packages.map((item) => item.price.amount)))}, website, e-commerce, app and software development prices, and daily developer rates, all in Indian rupees.`,
    keywords: ['digital marketing packages India', 'website development cost India', 'app development cost', 'SEO package price', 'developer daily rate'],
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'Simple, transparent pricing',
    subtitle:
      'Monthly marketing packages, fixed-price development and daily developer rates, in rupees, with no setup fees and no long lock-ins. Pick a starting point; we tailor the details on a call.',
    actions: [
      { label: 'Get a Custom Quote', href: '/contact' },
      { label: 'Explore Services', href: '/services' },
    ],
  },
  packages: {
    eyebrow: 'Marketing packages',
    title: 'Monthly digital marketing packages',
    lead: 'All-in-one plans combining SEO, ads management, social media and content, with one account manager and one monthly report.',
    items: prices.packages.map(({ actionLabel, ...item }) => ({ ...item, action: { label: actionLabel, href: '/contact' as const } })),
    note: 'Prices exclude 18% GST. Ad spend is paid directly to Google or Meta from your own account. Cancel with 30 days’ notice after the first 3 months.',
  },
  development: {
    eyebrow: 'Development pricing',
    title: 'Website, app and software development',
    lead: 'One-off project prices by scope. Every quote is fixed in writing after a free requirement call.',
    columns: { service: 'Service', basic: 'Basic', standard: 'Standard', premium: 'Premium' },
    caption: 'Development prices by service and tier, in Indian rupees, excluding GST',
    scrollHint: 'Swipe the table sideways to compare all three tiers.',
    rows: prices.development,
    note: 'Premium prices are starting points; the final figure depends on features and integrations. Domain, hosting and third-party licences are billed at actuals.',
  },
  rates: {
    experienceSuffix: 'experience',
    eyebrow: 'Developer rates',
    title: 'Hire developers by the day',
    lead: 'For teams that need extra hands rather than a fixed project. Rates are for an 8-hour working day.',
    action: { label: 'Hire by the day', href: '/contact' },
    items: prices.developerRates,
  },
  faqs: {
    title: 'Pricing questions',
    items: [
      {
        question: 'Are your prices inclusive of GST?',
        answer:
          'No. All prices on this page exclude GST, which is added at 18% on a proper tax invoice. Registered businesses can claim it back as input tax credit.',
      },
      {
        question: 'How do I pay, and when?',
        answer:
          'Monthly packages are billed in advance at the start of each month. Development projects are billed in milestones, typically 50% to start, 30% on design approval and 20% before launch. We accept UPI, NEFT/RTGS and cards through Razorpay.',
      },
      {
        question: 'Is the advertising budget included in the packages?',
        answer:
          'No. Package fees cover our work. Ad spend on Google or Meta is charged by the platform directly to your own ad account, so you keep full control and visibility.',
      },
      {
        question: 'Is there a lock-in period?',
        answer:
          'Monthly packages have a minimum of 3 months, because SEO and ads need time to show results. After that you can cancel with 30 days’ notice.',
      },
      {
        question: 'Can I change my package later?',
        answer:
          'Yes. You can move up or down a package from the next billing month, and we can add a single service such as extra Reels or a landing page to any package.',
      },
      {
        question: 'Why do premium development prices show a plus sign?',
        answer:
          'Premium projects vary widely in features and integrations. The figure is the usual starting point; after a requirement call you get a fixed quote that will not change unless the scope does.',
      },
    ],
  },
  cta: {
    title: 'Not sure which plan fits?',
    text: 'Tell us your goals and budget. We will recommend a package or a development scope and send a written quote within one business day.',
    actions: [
      { label: 'Get a Custom Quote', href: '/contact' },
      { label: 'Explore Services', href: '/services' },
    ],
  },
})
