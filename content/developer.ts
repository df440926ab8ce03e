import { z } from 'zod'
import {
  callToActionSchema,
  defineContent,
  heroSchema,
  linkTo,
  pageMetaSchema,
  pointSchema,
  priceSchema,
  sectionHeadingSchema,
  stepSchema,
} from './define'
import { site } from './site'

/** A developer skill: skill, level, projects. */
const developerSkillSchema = z.object({
  skill: z.string().min(2),
  level: z.enum(['Expert', 'Advanced', 'Intermediate']),
  /** Projects delivered with this skill. */
  projects: z.number().int().positive(),
})
export type DeveloperSkill = z.output<typeof developerSkillSchema>

/** An on-demand developer service, priced per day. */
const developerServiceSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(30),
  features: z.array(z.string().min(3)).min(4),
  price: priceSchema.refine((price) => price.period === 'day', { message: 'on-demand developers are priced per day' }),
})

const developerPageSchema = z.object({
  meta: pageMetaSchema,
  /** The kind of service the page sells, for its `Service` structured data. */
  serviceType: z.string().min(3),
  hero: heroSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]) }),
  highlights: sectionHeadingSchema.extend({ items: z.array(pointSchema).min(3).max(4) }),
  skills: sectionHeadingSchema.extend({
    /** The table's caption, for screen readers (the heading and lead above introduce it on screen); it names the table's scroll region, so it differs from the heading. */
    caption: z.string().min(10),
    columns: z.object({ skill: z.string(), level: z.string(), projects: z.string() }),
    items: z.array(developerSkillSchema).length(8),
  }),
  services: sectionHeadingSchema.extend({
    action: linkTo('/contact'),
    items: z.array(developerServiceSchema).length(4),
    /** Terms that apply to every booking (minimum days, billing, GST). */
    terms: z.array(z.string().min(10)).min(2),
  }),
  process: sectionHeadingSchema.extend({ steps: z.array(stepSchema).min(3).max(6) }),
  cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]) }),
})

export const developerPage = defineContent('content/developer.ts', developerPageSchema, {
  serviceType: 'On-demand software developers',
  meta: {
    path: '/developer',
    title: `Hire On-Demand Developers by the Day | ${site.name}`,
    description:
      'Hire vetted React, Node.js, Laravel, Flutter and WordPress developers by the day for your project, with no recruitment cost, weekly reports and flexible terms.',
    keywords: ['hire developers India', 'on-demand developers', 'hire React developer', 'dedicated developer per day', 'offshore developers India'],
  },
  hero: {
    eyebrow: 'On-Demand Developers',
    title: 'Add skilled developers to your team in 48 hours',
    subtitle: `Book ${site.name}’s in-house developers by the day for a sprint, a launch or a long-term project. No hiring delays, no notice periods and no salary overheads.`,
    actions: [
      { label: 'Hire a Developer', href: '/contact' },
      { label: 'See All Rates', href: '/pricing' },
    ],
  },
  highlights: {
    title: 'Why hire on demand',
    items: [
      {
        title: 'Start within 48 hours',
        description: 'Share your requirement today and interview matching developers within two business days.',
      },
      {
        title: 'Pay only for days worked',
        description: 'Daily rates with timesheets, so you never pay for bench time, recruitment fees or notice periods.',
      },
      {
        title: 'Backed by a full team',
        description: 'Every developer has a tech lead, QA and a project manager behind them, at no extra cost.',
      },
      {
        title: 'Your code stays yours',
        description: 'An NDA is signed before the first call, and all code is committed to your repository from day one.',
      },
    ],
  },
  skills: {
    eyebrow: 'Our expertise',
    title: 'Skills available on demand',
    lead: 'Our developers’ experience, counted in projects delivered for clients across India and abroad.',
    caption: 'Each skill with its level and the projects delivered',
    columns: { skill: 'Skill', level: 'Level', projects: 'Projects' },
    items: [
      { skill: 'React & Next.js', level: 'Expert', projects: 85 },
      { skill: 'Node.js & Express', level: 'Expert', projects: 70 },
      { skill: 'PHP & Laravel', level: 'Expert', projects: 60 },
      { skill: 'WordPress & WooCommerce', level: 'Expert', projects: 120 },
      { skill: 'Python & Django', level: 'Advanced', projects: 40 },
      { skill: 'Flutter & React Native', level: 'Advanced', projects: 45 },
      { skill: 'Shopify', level: 'Advanced', projects: 30 },
      { skill: 'AWS & DevOps', level: 'Advanced', projects: 35 },
    ],
  },
  services: {
    eyebrow: 'Developer services',
    title: 'Choose the developer you need',
    lead: 'Daily rates for full 8-hour working days, Monday to Friday. Longer engagements can be booked as monthly dedicated developers at the same rate.',
    action: { label: 'Hire Now', href: '/contact' },
    items: [
      {
        title: 'Website & CMS Developer',
        description: 'For WordPress, WooCommerce and Shopify work: new pages, theme changes, plugin setup, speed fixes and store updates.',
        features: [
          'WordPress themes, Elementor and custom plugins',
          'WooCommerce and Shopify store changes',
          'Page speed and Core Web Vitals fixes',
          'Website migrations and malware clean-up',
        ],
        price: { amount: 2000, period: 'day' },
      },
      {
        title: 'Frontend Developer',
        description: 'For fast, accessible interfaces in React and Next.js, built from your Figma designs and connected to your APIs.',
        features: [
          'React, Next.js and TypeScript',
          'Tailwind CSS and component libraries',
          'Pixel-accurate builds from Figma',
          'Performance and accessibility improvements',
        ],
        price: { amount: 2500, period: 'day' },
      },
      {
        title: 'Mobile App Developer',
        description: 'For Android and iOS apps in Flutter or React Native: new features, bug fixes, store releases and performance work.',
        features: [
          'Flutter and React Native apps',
          'Firebase, push notifications and analytics',
          'Razorpay and UPI in-app payments',
          'Play Store and App Store releases',
        ],
        price: { amount: 3000, period: 'day' },
      },
      {
        title: 'Full-Stack Developer',
        description: 'For complete features from database to interface: APIs, admin panels, integrations and cloud deployment.',
        features: [
          'Node.js, Laravel or Django backends',
          'React or Next.js frontends',
          'MySQL, PostgreSQL and MongoDB',
          'AWS deployment, CI/CD and monitoring',
        ],
        price: { amount: 3500, period: 'day' },
      },
    ],
    terms: [
      'Minimum booking of 5 working days; extend week by week as you need.',
      'Timesheets and a progress report every Friday, invoiced weekly or monthly.',
      'Prices exclude 18% GST; payment by UPI, NEFT or card through Razorpay.',
      'Replace the developer at no cost if the fit is not right in the first week.',
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Hire a developer in four steps',
    steps: [
      {
        title: 'Share your requirement',
        description: 'Tell us about the project, tech stack, expected duration and time zone, through the contact form or a quick call.',
      },
      {
        title: 'Meet matched developers',
        description: 'Within 48 hours we share profiles that fit your stack and you interview the developers you like on a video call.',
      },
      {
        title: 'Onboard',
        description: 'We sign the NDA and agreement, the developer joins your Slack, Jira or GitHub, and work starts on the agreed date.',
      },
      {
        title: 'Track and scale',
        description: 'Daily stand-ups and Friday reports keep you informed; add developers, extend or pause with one week’s notice.',
      },
    ],
  },
  cta: {
    title: 'Need an extra pair of hands this week?',
    text: 'Tell us the skills and duration you need. We will share available developer profiles within 48 hours.',
    actions: [
      { label: 'Request Developer Profiles', href: '/contact' },
      { label: 'Compare Pricing', href: '/pricing' },
    ],
  },
})
