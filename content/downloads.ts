import { z } from 'zod'
import { callToActionSchema, defineContent, figureSchema, heroSchema, internalLinkSchema, internalPath, pageMetaSchema } from './define'
import { caseServices, caseStudies } from './portfolio'
import { figures } from './figures'
import { serviceSlugSchema } from './services/schema'
import { officeAddressLines, site } from './site'
import { capitalised, numberWord } from './words'

/**
 * /downloads and the text of the two files its buttons build in the browser
 * (the company brochure and the project portfolio).
 */

const downloadCardSchema = z.object({
  /** Element id of the card. */
  id: z.enum(['brochure', 'portfolio']),
  title: z.string().min(1),
  description: z.string().min(1),
  insideHeading: z.string().min(1),
  inside: z.array(z.string().min(1)).min(3),
  /** Name of the designed PDF the button saves (built by scripts/postbuild.ts). */
  fileName: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  format: z.string().min(1),
  /** The same content as plain text, linked beside the button for anyone who prefers it. */
  textFileName: z.string().regex(/^[a-z0-9-]+\.txt$/),
  textLabel: z.string().min(5),
  buttonLabel: z.literal('Download'),
})

const downloadsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.omit({ eyebrow: true }).extend({ title: z.literal('Download our resources') }),
  /** Names the list of the two cards and the figures strip for screen readers. */
  cardsLabel: z.string().min(3),
  figuresLabel: z.string().min(3),
  cards: z.tuple([downloadCardSchema, downloadCardSchema]).refine(([first, second]) => first.id === 'brochure' && second.id === 'portfolio', {
    message: 'the cards are the brochure, then the portfolio',
  }),
  stats: z.array(figureSchema).length(3),
  cta: callToActionSchema.extend({ actions: z.tuple([internalLinkSchema]) }),
})

export const downloadsPage = defineContent('content/downloads.ts', downloadsPageSchema, {
  meta: {
    path: '/downloads',
    title: `Download Our Brochure & Portfolio | ${site.name}`,
    description: 'Download our company brochure with services, prices and contacts, and our project portfolio with results from clients across India.',
    keywords: ['company brochure', 'digital marketing agency portfolio', 'IT services brochure India', 'case studies'],
  },
  hero: {
    title: 'Download our resources',
    subtitle:
      'Everything you need to evaluate us in one place: who we are, what we do and what it costs, and the results we have delivered for businesses like yours. Both are designed PDFs for A4 paper and any screen, and each has a plain-text version too.',
  },
  cardsLabel: 'Resources',
  figuresLabel: 'Our numbers',
  cards: [
    {
      id: 'brochure',
      title: 'Company brochure',
      description: 'An overview of our company, every service we offer with its starting price, our business hours and how to reach us.',
      insideHeading: "What's inside",
      inside: [
        'About us: 200+ clients, 99% client satisfaction and a team of 25+',
        'All eight services with starting prices in rupees',
        'IoT solutions and on-demand developers',
        'Business hours and every way to contact us',
      ],
      fileName: 'company-brochure.pdf',
      format: 'PDF, A4, 2 pages',
      textFileName: 'company-brochure.txt',
      textLabel: 'Plain-text version (.txt)',
      buttonLabel: 'Download',
    },
    {
      id: 'portfolio',
      title: 'Project portfolio',
      description: 'Selected projects across SEO, paid ads, social media, websites, apps, software and IoT, each with a measurable result.',
      insideHeading: "What's inside",
      inside: [
        'Eight case studies from across India',
        'The challenge, what we did and the result for each',
        'Results measured in enquiries, sales, speed and savings',
        'The services behind each result',
      ],
      fileName: 'project-portfolio.pdf',
      format: 'PDF, A4, one page per case study',
      textFileName: 'project-portfolio.txt',
      textLabel: 'Plain-text version (.txt)',
      buttonLabel: 'Download',
    },
  ],
  stats: [
    { value: figures.projects, label: 'Projects Completed' },
    { value: '99%', label: 'Client Satisfaction' },
    { value: '25+', label: 'Team Members' },
  ],
  cta: {
    title: 'Prefer to talk it through?',
    text: 'Tell us about your business and we will send a proposal tailored to your goals and budget.',
    actions: [{ label: 'Contact Us', href: '/contact' }],
  },
})

/* ----------------------------------------------------------------------------------------------
 * The company brochure (company-brochure.txt). Prices are not written here: the code that builds
 * the file adds each service's "from" price from the pricing modules, looked up by `path`.
 * -------------------------------------------------------------------------------------------- */

const brochureExtraSchema = z.object({
  path: internalPath,
  name: z.string().min(1),
  summary: z.string().min(1),
})

/** One of the eight services; the brochure builder finds its "from" price by `slug` (content/services). */
const brochureServiceSchema = brochureExtraSchema
  .extend({ slug: serviceSlugSchema })
  .refine((item) => item.path === `/services/${item.slug}`, { message: 'path must be /services/<slug>' })

const brochureSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  about: z.object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    highlights: z.array(figureSchema).min(3),
  }),
  services: z.object({
    heading: z.string().min(1),
    /** Text before the price, e.g. "from". */
    priceLabel: z.string().min(1),
    items: z.array(brochureServiceSchema).length(8),
  }),
  moreServices: z.object({ heading: z.string().min(1), items: z.array(brochureExtraSchema).min(1) }),
  whyUs: z.object({ heading: z.string().min(1), items: z.array(z.string().min(1)).min(3) }),
  hours: z.object({ heading: z.string().min(1), text: z.string().min(1) }),
  contact: z.object({
    heading: z.string().min(1),
    phones: z.array(z.string().min(1)).min(1),
    emails: z.array(z.email()).min(1),
    whatsapp: z.string().min(1),
    address: z.array(z.string().min(1)).min(2),
  }),
  closing: z.string().min(1),
  /** Labels of the designed PDF. */
  pdf: z.object({
    kicker: z.string(),
    recentWork: z.string(),
    phone: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    office: z.string(),
    website: z.string(),
  }),
})

export const brochure = defineContent('content/downloads.ts#brochure', brochureSchema, {
  title: `${site.name}: Company Brochure`,
  tagline: site.tagline,
  about: {
    heading: 'About Us',
    paragraphs: [
      `${site.name} is a digital marketing and IT services company founded in ${site.foundingYear}. We help Indian businesses, from neighbourhood clinics to national brands and manufacturers, win customers online and run better with software and connected devices.`,
      'One team covers search, paid advertising, social media, content, email, websites, mobile apps, custom software and IoT, so your marketing and your technology work towards the same numbers.',
    ],
    highlights: [
      { value: '200+', label: 'Clients Served' },
      { value: '99%', label: 'Client Satisfaction' },
      { value: '25+', label: 'Team Members' },
      { value: figures.projects, label: 'Projects Completed' },
    ],
  },
  services: {
    heading: 'Our Services',
    priceLabel: 'from',
    items: [
      {
        slug: 'seo',
        path: '/services/seo',
        name: 'Search Engine Optimization (SEO)',
        summary: 'Technical audits, keyword research, on-page optimisation, local SEO and link building that bring enquiries from Google.',
      },
      {
        slug: 'ppc',
        path: '/services/ppc',
        name: 'Pay-Per-Click Advertising (PPC)',
        summary: 'Google Ads and Meta Ads campaigns planned around your cost per enquiry, with conversion tracking and monthly reports.',
      },
      {
        slug: 'social-media',
        path: '/services/social-media',
        name: 'Social Media Marketing',
        summary: 'Strategy, content calendars, Reels, creator collaborations and paid promotion on Instagram, Facebook, LinkedIn and YouTube.',
      },
      {
        slug: 'web-development',
        path: '/services/web-development',
        name: 'Website Design & Development',
        summary: 'Fast, mobile-first business websites and online stores that are easy to update and built to convert visitors.',
      },
      {
        slug: 'mobile-app',
        path: '/services/mobile-app',
        name: 'Mobile App Development',
        summary: 'Android and iOS apps, native or cross-platform, from first version to store launch and ongoing maintenance.',
      },
      {
        slug: 'software-development',
        path: '/services/software-development',
        name: 'Custom Software Development',
        summary: 'CRMs, ERPs, portals and automation built around how your business actually works, with integrations to the tools you use.',
      },
      {
        slug: 'content-marketing',
        path: '/services/content-marketing',
        name: 'Content Marketing',
        summary: 'Articles, case studies, guides and videos that answer your buyers’ questions and rank on Google.',
      },
      {
        slug: 'email-marketing',
        path: '/services/email-marketing',
        name: 'Email Marketing',
        summary: 'Consent-based lists, newsletters and automated journeys that turn subscribers into repeat customers.',
      },
    ],
  },
  moreServices: {
    heading: 'Also Available',
    items: [
      {
        path: '/iot',
        name: 'IoT Solutions',
        summary: 'Smart devices, sensors, dashboards and consulting for manufacturing, agriculture, healthcare, retail and smart buildings.',
      },
      {
        path: '/developer',
        name: 'On-Demand Developers',
        summary: 'Experienced developers hired by the day to extend your team, from junior to expert level.',
      },
    ],
  },
  whyUs: {
    heading: 'Why Choose Us',
    items: [
      'Transparent pricing in rupees, agreed in writing before work starts',
      'A dedicated account manager and monthly reports in plain language',
      'Marketing and technology under one roof',
      'A free consultation and a free SEO audit for every new enquiry',
    ],
  },
  hours: { heading: 'Business Hours', text: site.hours.brochure },
  contact: {
    heading: 'Contact Us',
    phones: site.phones.map((phone) => phone.display),
    emails: [...site.emails],
    whatsapp: site.whatsapp.display,
    address: officeAddressLines(site.office),
  },
  closing: `Ready to grow? Call us, message us on WhatsApp or email ${site.emails[0]} for a free consultation.`,
  pdf: {
    kicker: 'Digital marketing, software and IoT',
    recentWork: 'Recent work',
    phone: 'Phone',
    email: 'Email',
    whatsapp: 'WhatsApp',
    office: 'Office',
    website: 'Website',
  },
})

/* ----------------------------------------------------------------------------------------------
 * The project portfolio (project-portfolio.pdf and .txt), from the case studies in content/portfolio.ts.
 * -------------------------------------------------------------------------------------------- */

const portfolioProjectSchema = z.object({
  title: z.string().min(1),
  clientType: z.string().min(1),
  city: z.string().min(1),
  service: z.string().min(1),
  servicePath: internalPath,
  duration: z.string().min(1),
  challenge: z.string().min(1),
  whatWeDid: z.array(z.string().min(1)).min(2),
  /** Measurable outcomes, each with a number. */
  results: z.array(z.string().regex(/\d/, 'a result with a number')).min(1),
})

const portfolioSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  labels: z.object({
    client: z.string(),
    city: z.string(),
    service: z.string(),
    duration: z.string(),
    challenge: z.string(),
    whatWeDid: z.string(),
    results: z.string(),
  }),
  projects: z.array(portfolioProjectSchema).min(1),
  closing: z.string().min(1),
  /** Labels of the designed PDF. */
  pdf: z.object({ kicker: z.string(), recentWork: z.string(), contents: z.string(), online: z.string() }),
})

export const portfolio = defineContent('content/downloads.ts#portfolio', portfolioSchema, {
  title: `${site.name}: Project Portfolio`,
  intro: `${capitalised(numberWord(caseStudies.length))} recent projects for Indian businesses. Every figure compares the period before our work with the same period after it; each case study is also on our website.`,
  labels: {
    client: 'Client',
    city: 'City',
    service: 'Services',
    duration: 'Duration',
    challenge: 'The challenge',
    whatWeDid: 'What we did',
    results: 'Results',
  },
  projects: caseStudies.map((item) => ({
    title: item.title,
    clientType: `${item.client}, ${item.industry.charAt(0).toLowerCase()}${item.industry.slice(1)}`,
    city: item.city,
    service: item.services.map((service) => caseServices[service].label).join(', '),
    servicePath: caseServices[item.services[0]!].path,
    duration: item.duration,
    challenge: item.challenge,
    whatWeDid: item.whatWeDid,
    results: item.results.map((result) => `${result.value} ${result.label} (${result.detail})`),
  })),
  closing: `Want results like these? Email ${site.emails[1] ?? site.emails[0]} or call ${site.phones[0].display} for a free consultation.`,
  pdf: { kicker: 'Case studies', recentWork: 'Recent work', contents: 'Case studies in this portfolio', online: 'Read it online' },
})
