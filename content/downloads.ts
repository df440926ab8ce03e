import { z } from 'zod'
import { defineContent, internalPath, pageMetaSchema } from './define'
import { serviceSlugSchema } from './services/schema'
import { officeAddressLines, site } from './site'

/**
 * /downloads (SPEC 2 Downloads) and the text of the two files its buttons build in the browser
 * (SPEC 7: the company brochure and the project portfolio).
 */

const statSchema = z.object({ number: z.string().min(1), label: z.string().min(1) })

const downloadCardSchema = z.object({
  /** Element id of the card; the footer's /portfolio redirect targets #portfolio. */
  id: z.enum(['brochure', 'portfolio']),
  title: z.string().min(1),
  description: z.string().min(1),
  insideHeading: z.string().min(1),
  inside: z.array(z.string().min(1)).min(3),
  /** Name of the text file the button saves. */
  fileName: z.string().regex(/^[a-z0-9-]+\.txt$/),
  format: z.string().min(1),
  buttonLabel: z.literal('Download'),
})

const downloadsPageSchema = z.object({
  meta: pageMetaSchema,
  title: z.literal('Download Our Resources'),
  intro: z.string().min(1),
  cards: z
    .tuple([downloadCardSchema, downloadCardSchema])
    .refine(([first, second]) => first.id === 'brochure' && second.id === 'portfolio', {
      message: 'the cards are the brochure, then the portfolio',
    }),
  stats: z.array(statSchema).length(3),
  cta: z.object({ heading: z.string(), text: z.string(), button: z.object({ label: z.string(), href: internalPath }) }),
})

export const downloadsPage = defineContent('content/downloads.ts', downloadsPageSchema, {
  meta: {
    path: '/downloads',
    title: `Download Our Brochure & Portfolio | ${site.name}`,
    description:
      'Download our company brochure with services, prices and contacts, and our project portfolio with results from clients across India.',
    keywords: ['company brochure', 'digital marketing agency portfolio', 'IT services brochure India', 'case studies'],
  },
  title: 'Download Our Resources',
  intro:
    'Everything you need to evaluate us in one place: who we are, what we do and what it costs, and the results we have delivered for businesses like yours. Both files are plain text, so they open on any phone or computer.',
  cards: [
    {
      id: 'brochure',
      title: 'Company Brochure',
      description: 'An overview of our company, every service we offer with its starting price, our business hours and how to reach us.',
      insideHeading: "What's inside",
      inside: [
        'About us: 200+ clients, 99% client satisfaction and a team of 25+',
        'All eight services with starting prices in rupees',
        'IoT solutions and on-demand developers',
        'Business hours and every way to contact us',
      ],
      fileName: 'company-brochure.txt',
      format: 'Plain text (.txt)',
      buttonLabel: 'Download',
    },
    {
      id: 'portfolio',
      title: 'Project Portfolio',
      description: 'Selected projects across SEO, paid ads, social media, websites, apps, software and IoT, each with a measurable result.',
      insideHeading: "What's inside",
      inside: [
        'Seven client projects from across India',
        'The challenge, what we did and the result for each',
        'Results measured in enquiries, sales, speed and savings',
        'The services behind each result',
      ],
      fileName: 'project-portfolio.txt',
      format: 'Plain text (.txt)',
      buttonLabel: 'Download',
    },
  ],
  stats: [
    { number: '500+', label: 'Projects Completed' },
    { number: '99%', label: 'Client Satisfaction' },
    { number: '25+', label: 'Team Members' },
  ],
  cta: {
    heading: 'Prefer to talk it through?',
    text: 'Tell us about your business and we will send a proposal tailored to your goals and budget.',
    button: { label: 'Contact Us', href: '/contact' },
  },
})

export const meta = downloadsPage.meta
/** Alias, as the other page modules name their page data. */
export const page = downloadsPage

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
    highlights: z.array(statSchema).min(3),
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
      { number: '200+', label: 'Clients Served' },
      { number: '99%', label: 'Client Satisfaction' },
      { number: '25+', label: 'Team Members' },
      { number: '500+', label: 'Projects Completed' },
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
})

/* ----------------------------------------------------------------------------------------------
 * The project portfolio (project-portfolio.txt). Client names are withheld; each project names
 * the client type and city.
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
  projects: z.array(portfolioProjectSchema).min(6).max(8),
  closing: z.string().min(1),
})

export const portfolio = defineContent('content/downloads.ts#portfolio', portfolioSchema, {
  title: `${site.name}: Project Portfolio`,
  intro:
    'A selection of recent projects. Client names are withheld at our clients’ request; every figure compares the period before our work with the same period after it.',
  labels: {
    client: 'Client',
    city: 'City',
    service: 'Service',
    duration: 'Duration',
    challenge: 'The challenge',
    whatWeDid: 'What we did',
    results: 'Results',
  },
  projects: [
    {
      title: 'Local search growth for a dental clinic chain',
      clientType: 'Dental clinic chain with 4 branches',
      city: 'Delhi',
      service: 'SEO',
      servicePath: '/services/seo',
      duration: '6 months',
      challenge: 'Only one branch appeared in Google’s map results, and most new patients came from word of mouth.',
      whatWeDid: [
        'Verified and completed a Google Business Profile for each branch',
        'Built a page per branch and per treatment, in English and Hindi',
        'Cleaned up listings on Justdial, Practo and Sulekha',
        'Set up a WhatsApp review request after each appointment',
      ],
      results: [
        'All 4 branches in the top 3 map results for their main treatments',
        'Calls from Google up from 85 to 260 a month',
        'Google reviews up from 140 to 610',
      ],
    },
    {
      title: 'Lower cost per lead for a coaching institute',
      clientType: 'Engineering entrance coaching institute',
      city: 'Jaipur',
      service: 'PPC Advertising',
      servicePath: '/services/ppc',
      duration: '4 months',
      challenge: 'A ₹1,50,000 monthly Google Ads budget produced enquiries at ₹1,100 each, many from outside the city.',
      whatWeDid: [
        'Rebuilt campaigns around course- and locality-specific keywords',
        'Added 300+ negative keywords and limited ads to the catchment area',
        'Created a fast landing page for each course with a callback form',
        'Tracked form, call and WhatsApp conversions',
      ],
      results: ['Cost per enquiry down from ₹1,100 to ₹430', 'Admissions from paid search up 2.4 times on the same budget'],
    },
    {
      title: 'Reels-led growth for a D2C skincare brand',
      clientType: 'Direct-to-consumer skincare brand',
      city: 'Mumbai',
      service: 'Social Media Marketing',
      servicePath: '/services/social-media',
      duration: '5 months',
      challenge: 'Instagram followers had stalled at 12,000 and the account drove almost no sales.',
      whatWeDid: [
        'Planned four Reels a week across discovery, demo and review formats',
        'Ran collaborations with 18 micro-creators',
        'Promoted the best organic Reels as partnership ads',
        'Tagged every link to measure sales from Instagram',
      ],
      results: ['Followers up from 12,000 to 58,000', 'Monthly revenue from Instagram up from ₹2,10,000 to ₹9,40,000'],
    },
    {
      title: 'A faster website and online store for a furniture maker',
      clientType: 'Handcrafted furniture manufacturer',
      city: 'Jodhpur',
      service: 'Website Design & Development',
      servicePath: '/services/web-development',
      duration: '10 weeks',
      challenge: 'An old page-builder site took 9 seconds to load on mobile and could not take orders.',
      whatWeDid: [
        'Designed and built a lean, mobile-first store with UPI, card and EMI payments',
        'Optimised every product image and served the site from Indian locations',
        'Added enquiry and bulk-order forms for trade buyers',
      ],
      results: [
        'Mobile load time down from 9.2 to 1.8 seconds',
        'Online orders up from 0 to 140 a month within 6 months',
        'Trade enquiries up 3 times',
      ],
    },
    {
      title: 'Distributor ordering app for an FMCG company',
      clientType: 'Regional FMCG company',
      city: 'Indore',
      service: 'Mobile App Development',
      servicePath: '/services/mobile-app',
      duration: '12 weeks',
      challenge: 'Over 400 distributors placed orders by phone and WhatsApp, causing errors and 3-day delays.',
      whatWeDid: [
        'Built a cross-platform ordering app that works offline and syncs when back online',
        'Integrated stock, pricing schemes and credit limits from the existing ERP',
        'Delivered it in English and Hindi, Android first',
      ],
      results: ['92% of orders placed through the app within 3 months', 'Order processing time down from 3 days to 4 hours'],
    },
    {
      title: 'Job tracking software for a logistics firm',
      clientType: 'Logistics and transport company',
      city: 'Chennai',
      service: 'Custom Software Development',
      servicePath: '/services/software-development',
      duration: '5 months',
      challenge: 'Trip planning, driver payments and customer invoices ran on spreadsheets that no two people updated the same way.',
      whatWeDid: [
        'Built a web application for bookings, trip sheets, driver settlements and GST invoices',
        'Added a driver app for trip updates and proof-of-delivery photos',
        'Migrated three years of records from spreadsheets',
      ],
      results: ['Invoicing time down from 6 days to same-day', 'Billing disputes down by 70%'],
    },
    {
      title: 'Machine monitoring for an auto-components plant',
      clientType: 'Auto-components manufacturer',
      city: 'Pune',
      service: 'IoT Solutions',
      servicePath: '/iot',
      duration: '8 weeks',
      challenge: 'Unplanned breakdowns on 24 CNC machines stopped the line several times a month, and power use was unmeasured.',
      whatWeDid: [
        'Fitted vibration, temperature and energy sensors on every machine',
        'Built a live dashboard with alerts on the supervisors’ phones',
        'Set maintenance thresholds with the plant’s engineers',
      ],
      results: ['Unplanned downtime down 38% in 6 months', 'Electricity cost down ₹1,80,000 a month'],
    },
  ],
  closing: `Want results like these? Email ${site.emails[1]} or call ${site.phones[0].display} for a free consultation.`,
})
