import { z } from 'zod'
import { countOf } from './collections/figures'
import { callToActionSchema, cardSchema, defineContent, figureSchema, heroSchema, linkTo, pageMetaSchema } from './define'
import { figures } from './figures'
import { teamMembers } from './people'
import { site } from './site'
import { capitalised, numberWord } from './words'

const teamMemberSchema = z.object({
  name: z.string(),
  position: z.string(),
  expertise: z.array(z.string()).min(2),
  experience: z.string(),
  description: z.string(),
})

const aboutSchema = z.object({
  /** /about, plus the two paths that show the About page with one of its sections first. */
  meta: z.object({ about: pageMetaSchema, whyChooseUs: pageMetaSchema, testimonials: pageMetaSchema }),
  hero: heroSchema,
  story: z.object({
    heading: z.string(),
    paragraphs: z.array(z.string()).min(2),
    /** Beside the story: the founding year and the businesses helped. */
    figures: z.tuple([figureSchema.extend({ value: z.string().regex(/^\d{4}$/) }), figureSchema]),
  }),
  certifications: z.object({ heading: z.string(), note: z.string(), items: z.array(cardSchema).min(4) }),
  values: z.object({ heading: z.string(), lead: z.string(), items: z.array(cardSchema).length(4) }),
  team: z.object({ heading: z.string(), lead: z.string(), linkLabel: z.string() }),
  achievements: z.object({ heading: z.string(), stats: z.array(figureSchema).length(4) }),
  /** The closing band; the hero offers the same two actions. */
  cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/services')]) }),
  focusHeadings: z.object({ whyChooseUs: z.string(), testimonials: z.string() }),
})

export const about = defineContent('content/about.ts', aboutSchema, {
  meta: {
    about: {
      path: '/about',
      title: `About Us | ${site.name}, Digital Agency Since ${site.foundingYear}`,
      description: `Founded in ${site.foundingYear}, ${site.name} has helped over ${countOf(figures.clients)} Indian businesses grow with digital marketing, web development, custom software and IoT.`,
      keywords: ['about digital marketing agency', 'IT company Delhi', `agency since ${site.foundingYear}`, 'certified digital marketers'],
    },
    whyChooseUs: {
      path: '/about/why-choose-us',
      title: `Why Choose Us | ${site.name}`,
      description: `Eight reasons ${figures.clients} clients trust ${site.name}: certified specialists, transparent rupee pricing, one team for every channel and ${figures.support} support.`,
      keywords: ['why choose our agency', 'best digital marketing company India', 'trusted IT partner', 'transparent agency pricing'],
    },
    testimonials: {
      path: '/about/testimonials',
      title: `Client Testimonials & Reviews | ${site.name}`,
      description: `Read what founders and marketing heads across India say about working with ${site.name}: real results in leads, sales and software delivered.`,
      keywords: ['agency client reviews', 'digital marketing testimonials', 'customer success stories India', 'agency ratings'],
    },
  },
  hero: {
    eyebrow: 'About us',
    title: 'We help Indian businesses win online',
    subtitle: `${site.name} is a team of marketers, designers and engineers who treat your growth targets as our own. Strategy, creative and technology, under one roof.`,
  },
  story: {
    heading: 'Our story',
    figures: [
      { value: String(site.foundingYear), label: 'Founded' },
      { value: figures.clients, label: 'Businesses helped' },
    ],
    paragraphs: [
      `${site.name} was founded in ${site.foundingYear} by a small group of marketers and developers who were tired of agencies that sold clicks and reports instead of customers. We started with three local clients in Delhi and a promise: every rupee of their budget would be accounted for.`,
      `Since then we have helped over ${countOf(figures.clients)} businesses, from neighbourhood clinics and family-run textile houses to funded SaaS start-ups, grow their enquiries, sales and efficiency. Our work now spans search, paid media, social, websites, mobile apps, custom software and IoT.`,
      'We still work the way we started: small senior teams, written plans, honest numbers every month, and a phone that someone answers.',
    ],
  },
  certifications: {
    heading: 'Certifications and partnerships',
    note: 'Held by members of our team; ask us for the current certificates.',
    items: [
      { title: 'Google Partner', description: 'Google Ads certified specialists in Search, Display, Video and Performance Max.' },
      { title: 'Meta Business Partner', description: 'Certified media buyers for Facebook and Instagram campaigns.' },
      { title: 'ISO 9001:2015', description: 'Documented quality management for delivery and support.' },
      { title: 'AWS Certified', description: 'Solutions architects certified on Amazon Web Services for cloud and IoT builds.' },
    ],
  },
  values: {
    heading: 'Our core values',
    lead: 'Four commitments that decide how we work when nobody is watching.',
    items: [
      { title: 'Results first', description: 'We plan backwards from your revenue and lead targets, and report against them every month.' },
      { title: 'Radical transparency', description: 'Fixed prices in rupees, shared dashboards and ad accounts that always belong to you.' },
      { title: 'Craft and quality', description: 'Code reviews, proofreading and testing on real devices before anything goes live.' },
      { title: 'Long-term partnership', description: 'Most of our clients have stayed with us for more than two years. We earn that every month.' },
    ],
  },
  team: {
    heading: 'Meet the people behind the work',
    lead: 'Senior specialists lead every account. Here are four of them.',
    linkLabel: 'Meet the full leadership team',
  },
  achievements: {
    heading: 'Our achievements',
    stats: [
      { value: figures.projects, label: 'Projects Completed' },
      { value: figures.clients, label: 'Happy Clients' },
      { value: figures.yearsOfExperience, label: 'Years of Experience' },
      { value: figures.successRate, label: 'Success Rate' },
    ],
  },
  cta: {
    title: 'Ready to grow with us?',
    text: 'Book a free consultation and leave with a clear plan, whether or not you hire us.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Our Services', href: '/services' },
    ],
  },
  focusHeadings: { whyChooseUs: 'Why choose us', testimonials: 'Client testimonials' },
})

export const team = defineContent(
  'content/about.ts#team',
  z.object({
    meta: pageMetaSchema,
    hero: heroSchema,
    heading: z.string(),
    members: z.array(teamMemberSchema).min(1),
    cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/careers')]) }),
  }),
  {
    meta: {
      path: '/about/team',
      title: `Our Leadership Team | ${site.name}`,
      description: `Meet the ${numberWord(teamMembers.length)} leaders behind ${site.name}: strategy, marketing, engineering, design, IoT and client success, with 8 to 15 years of experience each.`,
      keywords: ['agency leadership team', 'digital marketing experts', 'software engineering leaders', 'our team'],
    },
    hero: {
      eyebrow: 'Our team',
      title: 'The leadership team',
      subtitle: `${capitalised(numberWord(teamMembers.length))} people who have each spent a decade or more doing the work they now lead, and who still review it personally.`,
    },
    heading: 'Leadership',
    members: teamMembers,
    cta: {
      title: 'Work with our team',
      text: 'Tell us about your project and the right specialist will call you within one business day.',
      actions: [
        { label: 'Talk to Our Team', href: '/contact' },
        { label: 'See Open Positions', href: '/careers' },
      ],
    },
  },
)

export const mission = defineContent(
  'content/about.ts#mission',
  z.object({
    meta: pageMetaSchema,
    hero: heroSchema,
    /** Names the four cards for screen readers. */
    cardsLabel: z.string().min(5),
    cards: z.array(z.object({ title: z.enum(['Mission', 'Vision', 'Values', 'Promise']), heading: z.string(), text: z.string() })).length(4),
    commitment: z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(2) }),
    cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact')]) }),
  }),
  {
    meta: {
      path: '/about/mission',
      title: `Our Mission, Vision & Values | ${site.name}`,
      description: `Why ${site.name} exists: to make measurable digital growth affordable for Indian businesses of every size, with honesty, craft and lasting partnerships.`,
      keywords: ['agency mission', 'company vision', 'company values', 'client promise'],
    },
    hero: {
      eyebrow: 'Mission & vision',
      title: 'What we stand for',
      subtitle: 'The purpose behind our work and the promises we keep to every client, whatever the size of the project.',
    },
    cardsLabel: 'Mission, vision, values and promise',
    cards: [
      {
        title: 'Mission',
        heading: 'Measurable growth for every business',
        text: 'To give Indian businesses of every size access to the marketing and technology that used to be reserved for large companies, and to prove its value in leads, sales and savings.',
      },
      {
        title: 'Vision',
        heading: 'India’s most trusted growth partner',
        text: 'To be the partner that founders recommend to each other: known for honest advice, dependable delivery and results that compound year after year.',
      },
      {
        title: 'Values',
        heading: 'Results, transparency, craft, partnership',
        text: 'We plan from your targets, show you every number, take pride in the details and stay for the long run. These four values guide every hire and every decision.',
      },
      {
        title: 'Promise',
        heading: 'No surprises, ever',
        text: `Written scopes and fixed prices in rupees, accounts that belong to you, a reply within ${figures.replyWithin.forms} and a monthly review where we explain exactly what your money achieved.`,
      },
    ],
    commitment: {
      heading: 'Our commitment to you',
      paragraphs: [
        'Every engagement starts with goals we agree in writing and ends each month with a report against them. If something is not working, we say so first and propose what to change.',
        'We keep teams small and senior, we never outsource your work without telling you, and we hand over every password, file and ad account whenever you ask. Your growth is the only measure of our success.',
      ],
    },
    cta: {
      title: 'Share our goals?',
      text: 'Let us talk about yours. The first consultation is free.',
      actions: [{ label: 'Book a Free Consultation', href: '/contact' }],
    },
  },
)
