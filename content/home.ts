import { z } from 'zod'
import { clientBrands, clientBrandSchema } from './clients'
import { formOptions, formOptionSchema } from './formOptions'
import { figures } from './figures'
import {
  actionLabel,
  callToActionSchema,
  cardSchema,
  contentIconSchema,
  defineContent,
  figureSchema,
  internalLinkSchema,
  internalPath,
  linkTo,
  pageMetaSchema,
  sentenceCase,
} from './define'
import { testimonials } from './people'
import { prices } from './prices'
import { site } from './site'
import { capitalised, numberWord, rupees } from './words'

const heroSlideSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: actionLabel(),
  buttonHref: internalPath,
  /** Illustration under public/images/hero/. */
  image: z.string().regex(/^\/images\//),
})

const homeSchema = z.object({
  meta: pageMetaSchema,
  /** The first screen: the page's h1 is the brand and its tagline (content/site.ts), one line under it, the slides beside the form, and on phones (no form) one action. */
  hero: z.object({ lead: z.string().min(40).max(160), action: internalLinkSchema }),
  /** The row at the foot of the hero: the client marks (the logo carousel) and a case study's headline result. */
  proof: z.object({ label: z.string(), clientsLabel: z.string(), caseStudy: z.string(), resultLink: z.string() }),
  heroSlides: z.array(heroSlideSchema).length(3),
  consultation: z.object({
    heading: z.string(),
    text: z.string(),
    labels: z.object({ name: z.string(), email: z.string(), phone: z.string(), service: z.string() }),
    servicePlaceholder: z.string(),
    services: z.array(formOptionSchema).length(8),
    submit: actionLabel(),
    note: z.string(),
  }),
  popup: z.object({
    heading: z.string(),
    text: z.string(),
    later: actionLabel(),
    submit: actionLabel(),
    services: z.array(formOptionSchema).length(6),
  }),
  clients: z.object({ heading: z.string(), brands: z.array(clientBrandSchema).min(1) }),
  /** Names the counters strip for screen readers. */
  countersLabel: z.string().min(3),
  counters: z.array(figureSchema).length(4),
  services: z.object({ eyebrow: z.string(), heading: z.string(), lead: z.string(), linkLabel: actionLabel() }),
  customSolution: callToActionSchema.extend({
    actions: z.tuple([linkTo('/contact').extend({ label: z.literal('Schedule Free Consultation Call').transform(sentenceCase) })]),
  }),
  contactStrip: z.object({ heading: z.string(), text: z.string(), call: actionLabel(), email: actionLabel(), whatsapp: actionLabel() }),
  whyChooseUs: z
    .object({
      eyebrow: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(cardSchema.extend({ icon: contentIconSchema })).length(8),
      /** Each figure stands on the card of the reason it proves (`reason`: that card's title). */
      stats: z.array(figureSchema.extend({ reason: z.string() })).length(4),
    })
    .refine((why) => why.stats.every((stat) => why.cards.some((card) => card.title === stat.reason)), {
      message: 'each figure names the title of a why-choose card as its reason',
      path: ['stats'],
    }),
  testimonials: z.object({
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    items: z.array(z.object({ name: z.string(), company: z.string(), role: z.string(), rating: z.number().int().min(1).max(5), text: z.string() })).min(1),
  }),
  process: z.object({
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    steps: z
      .array(z.object({ number: z.string().regex(/^0[1-6]$/), title: z.string(), description: z.string(), details: z.array(z.string()).length(4) }))
      .length(6),
  }),
})

export const home = defineContent('content/home.ts', homeSchema, {
  meta: {
    path: '/',
    title: `${site.name} | Digital Marketing & IT Services Company in India`,
    description: `SEO, Google Ads, social media, websites, mobile apps, custom software and IoT from one Indian agency. ${figures.homeCounters.clients} happy clients. Book a free consultation today.`,
    keywords: ['digital marketing agency India', 'SEO company Delhi', 'website development', 'PPC management', 'mobile app development', 'IT services'],
  },
  hero: {
    lead: 'SEO, ads, social media, websites, apps and software from one team, judged by your enquiries and sales, not by clicks.',
    action: { label: 'Get a Free Consultation', href: '/contact' },
  },
  proof: {
    label: 'Why businesses trust us',
    clientsLabel: 'Trusted by',
    caseStudy: 'saffron-foods-online-orders',
    resultLink: 'Read the case study',
  },
  heroSlides: [
    {
      title: 'Websites that win customers',
      subtitle: 'Website Design & Development',
      description:
        'Fast, mobile-first websites and online stores built on modern stacks, with UPI and Razorpay checkout, WhatsApp enquiries and SEO baked in from day one.',
      buttonText: 'Get a Free Website Quote',
      buttonHref: '/contact',
      image: '/images/hero/web-design.svg',
    },
    {
      title: 'Rank higher on Google',
      subtitle: 'Search Engine Optimisation',
      description:
        'Technical audits, local SEO for your Google Business Profile and content that answers what your customers search for, reported every month in plain numbers.',
      buttonText: 'Claim Your Free SEO Audit',
      buttonHref: '/contact',
      image: '/images/hero/seo.svg',
    },
    {
      title: 'Marketing that pays for itself',
      subtitle: 'Digital Marketing ROI',
      description:
        'Google Ads, Meta and LinkedIn campaigns tuned to cost per lead, not clicks, with call tracking and dashboards that show what every rupee returned.',
      buttonText: 'Plan My Campaign',
      buttonHref: '/contact',
      image: '/images/hero/roi.svg',
    },
  ],
  consultation: {
    heading: 'Get a free consultation',
    text: 'Tell us where you want to grow. A specialist calls you back with a plan, not a sales script.',
    labels: { name: 'Your Name', email: 'Email Address', phone: 'Phone Number', service: 'Service Needed' },
    servicePlaceholder: 'Select a service',
    services: formOptions.consultationServices,
    submit: 'Get Free Consultation',
    note: `No spam, ever. We reply within ${figures.replyWithin.forms}.`,
  },
  popup: {
    heading: 'Get a free quote',
    text: 'Leave your details and a specialist will call you back with ideas and a price for your project.',
    later: 'Later',
    submit: 'Send Enquiry',
    services: formOptions.popupServices,
  },
  clients: {
    heading: 'Trusted by growing brands across India',
    brands: clientBrands.filter((brand) => brand.inLogoCarousel),
  },
  countersLabel: 'Our numbers',
  counters: [
    { value: figures.homeCounters.clients, label: 'Happy Clients' },
    { value: figures.homeCounters.projects, label: 'Projects Completed' },
    { value: figures.homeCounters.countries, label: 'Countries Served' },
    { value: figures.support, label: 'Support' },
  ],
  services: {
    eyebrow: 'What we do',
    heading: 'Services that grow your business',
    lead: 'Eight disciplines under one roof, so your website, ads, content and software pull in the same direction.',
    linkLabel: 'Learn More',
  },
  customSolution: {
    title: 'Need something built just for you?',
    text: 'From a dealer portal to an IoT dashboard for your factory floor, we scope, design and build custom solutions around the way your business already works.',
    actions: [{ label: 'Schedule Free Consultation Call', href: '/contact' }],
  },
  contactStrip: {
    heading: 'Talk to a specialist today',
    text: 'Call, email or WhatsApp us. A real person answers during business hours.',
    call: 'Call Us',
    email: 'Email Us',
    whatsapp: 'WhatsApp Us',
  },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    heading: `Why businesses choose ${site.name}`,
    lead: 'We measure ourselves by your enquiries, sales and savings, and we show you the numbers every month.',
    cards: [
      {
        title: 'Certified specialists',
        icon: 'badge-check',
        description: `Google Ads and Meta certified marketers, and developers who have shipped ${figures.projects} projects.`,
      },
      {
        title: 'Results you can audit',
        icon: 'chart-column',
        description: 'Monthly reports in plain language: rankings, leads, cost per lead and revenue, never vanity metrics.',
      },
      {
        title: 'Transparent pricing',
        icon: 'indian-rupee',
        description: 'Fixed monthly packages and written quotes in rupees. No hidden setup fees, no lock-in contracts.',
      },
      {
        title: 'One team, every channel',
        icon: 'layers',
        description: 'SEO, ads, social, web and apps planned together, so every channel feeds the others.',
      },
      { title: 'Fast turnaround', icon: 'zap', description: 'Campaigns live within 7 days and most websites launched within 4 to 6 weeks.' },
      {
        title: 'Dedicated account manager',
        icon: 'user-round',
        description: 'One named person who knows your business, answers on WhatsApp and runs your monthly review.',
      },
      {
        title: 'Built for India',
        icon: 'languages',
        description: 'Hindi and regional-language content, UPI payments, GST invoices and local search done right.',
      },
      {
        title: 'Support around the clock',
        icon: 'headset',
        description: `Hosting, security and uptime monitoring with ${figures.support} support for critical issues.`,
      },
    ],
    stats: [
      { value: figures.projects, label: 'Projects Delivered', reason: 'Certified specialists' },
      { value: figures.clients, label: 'Happy Clients', reason: 'Dedicated account manager' },
      { value: figures.successRate, label: 'Success Rate', reason: 'Results you can audit' },
      { value: figures.support, label: 'Support', reason: 'Support around the clock' },
    ],
  },
  testimonials: {
    eyebrow: 'Client stories',
    heading: 'What our clients say',
    lead: `${capitalised(numberWord(testimonials.length))} of the businesses we have helped grow, in their own words.`,
    items: testimonials,
  },
  process: {
    eyebrow: 'How we work',
    heading: 'Our six-step process',
    lead: `The same proven path for a ${rupees(prices.services.seo.from.amount)} SEO package and a ${rupees(Math.max(...prices.development.map((row) => row.premium.amount)))} software build: clear steps, clear owners, no surprises.`,
    steps: [
      {
        number: '01',
        title: 'Discovery & Consultation',
        description: 'We learn your business, customers, competitors and goals before recommending anything.',
        details: [
          'Free 30-minute consultation call',
          'Business and competitor review',
          'Goals and KPIs agreed in writing',
          'Budget and timeline discussion',
        ],
      },
      {
        number: '02',
        title: 'Research & Strategy',
        description: 'We turn what we learned into a channel-by-channel plan with targets for each month.',
        details: ['Keyword and audience research', 'Channel mix and budget split', 'Content and creative plan', 'Written proposal with fixed pricing'],
      },
      {
        number: '03',
        title: 'Design & Planning',
        description: 'Wireframes, campaign structures and content calendars are shared for your approval.',
        details: [
          'Wireframes and visual designs',
          'Ad account and tracking setup plan',
          'Content calendar for the first month',
          'Your sign-off before we build',
        ],
      },
      {
        number: '04',
        title: 'Development & Execution',
        description: 'Our specialists build, write and launch, with weekly check-ins so you always know where things stand.',
        details: [
          'Agile sprints with weekly demos',
          'Campaigns launched and monitored daily',
          'Quality checks on every deliverable',
          'Shared project board you can follow',
        ],
      },
      {
        number: '05',
        title: 'Testing & Launch',
        description: 'Everything is tested on real devices and browsers, then launched with tracking verified end to end.',
        details: ['Cross-device and speed testing', 'Conversion tracking verified', 'Security and backup checks', 'Launch-day monitoring'],
      },
      {
        number: '06',
        title: 'Growth & Support',
        description: 'After launch we keep improving: monthly reports, new experiments and support whenever you need it.',
        details: [
          'Monthly performance report and review',
          'A/B tests and ongoing optimisation',
          'Priority support on WhatsApp and phone',
          'Quarterly strategy refresh',
        ],
      },
    ],
  },
})
