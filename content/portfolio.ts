import { z } from 'zod'
import { clientBrand, clientBrands } from './clients'
import { callToActionSchema, defineContent, figureSchema, heroSchema, linkTo, pageMetaSchema, sectionHeadingSchema } from './define'
import { serviceSlugs } from './services/schema'
import { site } from './site'

/**
 * The portfolio: case studies of named (fictional) Indian clients, shown on /portfolio, one page each at
 * /portfolio/<slug>, on the service pages they used, three on the home page, and in the portfolio downloads.
 * Figures agree with what the clients say in the testimonials (content/home.ts).
 */

/** What a case study can be filtered by: the eight service pages, plus IoT (its own section, /iot). */
export const caseServiceKeys = [...serviceSlugs, 'iot'] as const
export const caseServiceSchema = z.enum(caseServiceKeys)
export type CaseService = z.output<typeof caseServiceSchema>

/** The label and page of each filterable service, in header order. */
export const caseServices: Record<CaseService, { label: string; path: string }> = {
  seo: { label: 'SEO', path: '/services/seo' },
  ppc: { label: 'PPC Advertising', path: '/services/ppc' },
  'social-media': { label: 'Social Media', path: '/services/social-media' },
  'web-development': { label: 'Web Development', path: '/services/web-development' },
  'mobile-app': { label: 'Mobile Apps', path: '/services/mobile-app' },
  'content-marketing': { label: 'Content Marketing', path: '/services/content-marketing' },
  'email-marketing': { label: 'Email Marketing', path: '/services/email-marketing' },
  'software-development': { label: 'Custom Software', path: '/services/software-development' },
  iot: { label: 'IoT Solutions', path: '/iot' },
}

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/** A result shown large: "3.1×" over "online orders a month". */
const resultSchema = z.object({
  value: z.string().regex(/\d/, 'a result with a number').max(12),
  label: z.string().min(8).max(60),
  /** Where the number comes from: "from 410 to 1,270 a month". */
  detail: z.string().min(6).max(70),
})

/** A small chart where a trend tells the story: one value per period, drawn as a line. */
const chartSchema = z.object({
  title: z.string().min(10),
  /** The unit of each value, for the data table and the screen-reader summary: "orders". */
  unit: z.string().min(1),
  /** Text before each value in the table ("₹") and after ("L" for lakh), if any. */
  prefix: z.string().default(''),
  suffix: z.string().default(''),
  points: z
    .array(z.object({ label: z.string().min(2).max(8), value: z.number().nonnegative() }))
    .min(4)
    .max(12),
})

const caseStudySchema = z.object({
  slug: slugSchema,
  /** One of content/clients.ts. */
  client: z.string().refine((name) => clientBrands.some((brand) => brand.name === name), { message: 'not a brand of content/clients.ts' }),
  industry: z.string().min(3),
  city: z.string().min(3),
  /** The headline of the case: what changed. */
  title: z.string().min(20).max(90),
  /** One sentence for cards and the portfolio list. */
  summary: z.string().min(60).max(200),
  services: z.array(caseServiceSchema).min(1).max(3),
  duration: z.string().min(3),
  year: z.number().int().min(2019).max(2024),
  challenge: z.string().min(80),
  whatWeDid: z.array(z.string().min(20)).min(3).max(5),
  results: z.array(resultSchema).min(2).max(3),
  chart: chartSchema.optional(),
  quote: z.object({ text: z.string().min(60).max(260), name: z.string().min(3), role: z.string().min(3) }),
  /** The visual of the work: a browser window or a phone, drawn in the client's colour. */
  mockup: z.object({
    device: z.enum(['browser', 'phone']),
    /** The headline drawn on the mocked screen. */
    headline: z.string().min(5).max(28),
    /** The address shown in the browser bar. */
    address: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  }),
  meta: pageMetaSchema,
})
export type CaseStudy = z.output<typeof caseStudySchema>

const portfolioSchema = z
  .object({
    meta: pageMetaSchema,
    hero: heroSchema,
    /** Key figures beside the hero. */
    heroFigures: z.array(figureSchema).length(3),
    list: sectionHeadingSchema.extend({
      filterLegend: z.string().min(5),
      allLabel: z.string().min(2),
      readMore: z.string().min(4),
    }),
    /** The case study page's own labels. */
    labels: z.object({
      client: z.string(),
      industry: z.string(),
      city: z.string(),
      services: z.string(),
      duration: z.string(),
      challenge: z.string(),
      whatWeDid: z.string(),
      results: z.string(),
      chartTable: z.string(),
      chartPeriod: z.string(),
      mockup: z.string(),
      backToPortfolio: z.string(),
      related: z.string(),
      servicesLinksTitle: z.string(),
    }),
    /** The section on service pages and the home page. */
    showcase: z.object({ eyebrow: z.string(), title: z.string(), lead: z.string(), homeTitle: z.string(), homeLead: z.string(), allLink: z.string() }),
    /** Slugs of the three case studies on the home page. */
    featured: z.array(slugSchema).length(3),
    cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact')]) }),
    caseStudies: z.array(caseStudySchema).min(6).max(8),
  })
  .refine((page) => new Set(page.caseStudies.map((item) => item.slug)).size === page.caseStudies.length, { message: 'case study slugs must be unique' })
  .refine((page) => page.caseStudies.every((item) => item.meta.path === `/portfolio/${item.slug}`), { message: 'meta.path must be /portfolio/<slug>' })
  .refine((page) => page.featured.every((slug) => page.caseStudies.some((item) => item.slug === slug)), {
    message: 'featured names an unknown case study',
  })
  .refine((page) => serviceSlugs.every((slug) => page.caseStudies.some((item) => item.services.includes(slug))), {
    message: 'every service page needs at least one case study',
  })

export const portfolioPage = defineContent('content/portfolio.ts', portfolioSchema, {
  meta: {
    path: '/portfolio',
    title: `Portfolio: Case Studies of Indian Businesses | ${site.name}`,
    description:
      'Eight case studies from Delhi, Bangalore, Surat, Pune and beyond: the challenge, what we did and the results in orders, leads, revenue and savings.',
    keywords: ['digital marketing case studies India', 'website portfolio', 'SEO results', 'app development portfolio', 'IoT case study'],
  },
  hero: {
    eyebrow: 'Our work',
    title: 'Case studies: real results for Indian businesses',
    subtitle:
      'From a spice brand in Delhi to a CNC plant in Pune: what each client needed, what we built and ran for them, and what changed in the numbers.',
  },
  heroFigures: [
    { value: '3.1×', label: 'online orders for Saffron Foods' },
    { value: '₹450', label: 'cost per lead for UrbanNest, from ₹1,200' },
    { value: '20,000+', label: 'patients on the Medicare Plus app' },
  ],
  list: {
    eyebrow: 'Case studies',
    title: 'Browse our work by service',
    lead: 'Choose a service to see the projects that used it. Every figure compares the months before our work with the same months after it.',
    filterLegend: 'Show case studies for',
    allLabel: 'All services',
    readMore: 'Read the case study',
  },
  labels: {
    client: 'Client',
    industry: 'Industry',
    city: 'City',
    services: 'Services',
    duration: 'Duration',
    challenge: 'The challenge',
    whatWeDid: 'What we did',
    results: 'Results',
    chartTable: 'The figures behind the chart',
    chartPeriod: 'Period',
    mockup: 'A preview of the work for',
    backToPortfolio: 'All case studies',
    related: 'More case studies',
    servicesLinksTitle: 'Services behind this result',
  },
  showcase: {
    eyebrow: 'Case studies',
    title: 'Results we delivered with this service',
    lead: 'Real projects for Indian businesses, with the numbers before and after.',
    homeTitle: 'Work that moved the numbers',
    homeLead: 'Three recent projects, from a spice brand’s online store to a clinic chain’s patient app.',
    allLink: 'See all case studies',
  },
  featured: ['saffron-foods-online-orders', 'kavya-textiles-instagram-sales', 'medicare-plus-patient-app'],
  cta: {
    title: 'Want results like these?',
    text: 'Tell us where your business wants to grow. We reply within a day with ideas, a plan and a price in rupees.',
    actions: [{ label: 'Start Your Project', href: '/contact' }],
  },
  caseStudies: [
    {
      slug: 'saffron-foods-online-orders',
      client: 'Saffron Foods',
      industry: 'Packaged spices and ready-to-cook meals',
      city: 'Delhi',
      title: 'Online orders tripled in eight months for a Delhi spice brand',
      summary: 'A new fast store, a cleaned-up Google listing and local ads turned a brochure website into the brand’s busiest shop.',
      services: ['web-development', 'seo', 'ppc'],
      duration: '8 months',
      year: 2024,
      challenge:
        'Saffron Foods sold through kirana stores across Delhi NCR, but its website was a slow brochure that took 9 seconds to open on a phone, could not take UPI payments and did not show up when people searched for its products.',
      whatWeDid: [
        'Designed and built a mobile-first online store with UPI, card and cash-on-delivery checkout',
        'Rewrote product pages around what buyers search for, in English and Hindi',
        'Verified and completed the Google Business Profile for the factory outlet and collected 300+ reviews',
        'Ran Google Shopping and local search ads across Delhi NCR, tuned weekly to cost per order',
      ],
      results: [
        { value: '3.1×', label: 'online orders a month', detail: 'from 410 to 1,270 a month' },
        { value: '1.8 s', label: 'mobile load time', detail: 'down from 9.2 seconds' },
        { value: '4.2×', label: 'return on ad spend', detail: '₹4.20 in sales for every ₹1 of ads' },
      ],
      chart: {
        title: 'Online orders a month, from launch',
        unit: 'orders',
        points: [
          { label: 'Month 1', value: 410 },
          { label: 'Month 2', value: 450 },
          { label: 'Month 3', value: 520 },
          { label: 'Month 4', value: 640 },
          { label: 'Month 5', value: 780 },
          { label: 'Month 6', value: 930 },
          { label: 'Month 7', value: 1100 },
          { label: 'Month 8', value: 1270 },
        ],
      },
      quote: {
        text: 'We used to think of the website as a brochure. Now it is our busiest shop, and the ads pay for themselves every single month.',
        name: 'Rajesh Kumar',
        role: 'Founder, Saffron Foods',
      },
      mockup: { device: 'browser', headline: 'Spices, fresh from Delhi', address: 'saffronfoods.in' },
      meta: {
        path: '/portfolio/saffron-foods-online-orders',
        title: `Saffron Foods: Online Orders Tripled | ${site.name}`,
        description: 'How a new online store, local SEO and Google Ads tripled online orders for Saffron Foods, a Delhi spice brand, in eight months.',
        keywords: ['ecommerce website case study', 'local SEO Delhi', 'Google Shopping ads', 'food brand website'],
      },
    },
    {
      slug: 'urbannest-realty-cost-per-lead',
      client: 'UrbanNest Realty',
      industry: 'Residential real estate',
      city: 'Gurugram',
      title: 'Cost per qualified lead down from ₹1,200 to ₹450 in one quarter',
      summary: 'Project-specific landing pages and rebuilt Google and Meta campaigns brought UrbanNest more site visits for the same budget.',
      services: ['ppc', 'web-development'],
      duration: '3 months',
      year: 2024,
      challenge:
        'UrbanNest spent ₹1,80,000 a month on ads for three housing projects, but most enquiries came from outside Gurugram or could not afford the flats, and the sales team wasted days calling them back.',
      whatWeDid: [
        'Built a fast landing page per project with floor plans, prices and a callback form',
        'Rebuilt Google Ads around locality and budget searches, with 400+ negative keywords',
        'Ran Meta lead ads with qualifying questions on budget and move-in date',
        'Tracked calls, forms and WhatsApp chats through to booked site visits',
      ],
      results: [
        { value: '₹450', label: 'cost per qualified lead', detail: 'down from ₹1,200' },
        { value: '2.7×', label: 'qualified leads on the same budget', detail: 'from 150 to 400 a month' },
        { value: '48%', label: 'of leads booked a site visit', detail: 'up from 19%' },
      ],
      chart: {
        title: 'Cost per qualified lead, month by month',
        unit: 'rupees per lead',
        prefix: '₹',
        points: [
          { label: 'Before', value: 1200 },
          { label: 'Month 1', value: 820 },
          { label: 'Month 2', value: 560 },
          { label: 'Month 3', value: 450 },
        ],
      },
      quote: {
        text: 'The leads we get now have a budget and a move-in date. Our sales team spends its day on site visits instead of cold calls.',
        name: 'Priya Mehta',
        role: 'Marketing Head, UrbanNest Realty',
      },
      mockup: { device: 'phone', headline: 'Homes in Sector 65', address: 'urbannest.in' },
      meta: {
        path: '/portfolio/urbannest-realty-cost-per-lead',
        title: `UrbanNest Realty: Cost per Lead Down 62% | ${site.name}`,
        description:
          'Landing pages and rebuilt Google and Meta campaigns cut the cost per qualified lead from ₹1,200 to ₹450 for a Gurugram real estate developer.',
        keywords: ['real estate PPC case study', 'Google Ads Gurugram', 'Meta lead ads', 'landing page design'],
      },
    },
    {
      slug: 'medicare-plus-patient-app',
      client: 'Medicare Plus',
      industry: 'Multi-speciality clinics',
      city: 'Delhi',
      title: 'An appointment app used by over 20,000 patients',
      summary: 'A patient app and a clinic dashboard replaced phone bookings across six Medicare Plus clinics and cut no-shows by a third.',
      services: ['mobile-app', 'software-development'],
      duration: '14 weeks',
      year: 2023,
      challenge:
        'Six Medicare Plus clinics took every appointment by phone. Lines were busy in the morning rush, doctors’ diaries lived in paper registers and one patient in four did not turn up.',
      whatWeDid: [
        'Built an Android and iOS app for booking, reminders, reports and UPI payments',
        'Built a web dashboard for the front desks and doctors, with live diaries across all six clinics',
        'Added WhatsApp and SMS reminders the evening before and two hours before each visit',
        'Launched in English and Hindi and trained every front-desk team',
      ],
      results: [
        { value: '20,000+', label: 'patients use the app', detail: 'within six months of launch' },
        { value: '−35%', label: 'missed appointments', detail: 'from 1 in 4 to 1 in 6' },
        { value: '−40%', label: 'calls to the front desk', detail: 'bookings moved to the app' },
      ],
      chart: {
        title: 'Patients using the app, by month after launch',
        unit: 'patients',
        points: [
          { label: 'Month 1', value: 2500 },
          { label: 'Month 2', value: 6800 },
          { label: 'Month 3', value: 11200 },
          { label: 'Month 4', value: 15400 },
          { label: 'Month 5', value: 18100 },
          { label: 'Month 6', value: 20600 },
        ],
      },
      quote: {
        text: 'Our patients book in a minute, our receptionists finally have time for the people at the desk, and the app has not missed a day since launch.',
        name: 'Dr. Anil Sharma',
        role: 'Director, Medicare Plus',
      },
      mockup: { device: 'phone', headline: 'Book a doctor today', address: 'medicareplus.in' },
      meta: {
        path: '/portfolio/medicare-plus-patient-app',
        title: `Medicare Plus: A Patient App for 20,000+ | ${site.name}`,
        description:
          'A booking app and clinic dashboard for six Delhi clinics: 20,000+ patients in six months, 35% fewer missed appointments and 40% fewer calls.',
        keywords: ['healthcare app case study', 'appointment booking app India', 'clinic software', 'mobile app development Delhi'],
      },
    },
    {
      slug: 'techvista-labs-billing-portal',
      client: 'TechVista Labs',
      industry: 'Field-service software (SaaS)',
      city: 'Hyderabad',
      title: 'A customer portal and billing system built from scratch',
      summary: 'A self-service portal with automatic GST invoices and UPI AutoPay let TechVista bill on the day and end most billing disputes.',
      services: ['software-development'],
      duration: '5 months',
      year: 2023,
      challenge:
        'TechVista’s 600 business customers were billed from spreadsheets. Invoices went out six days after month end, payment reminders were manual and every second support ticket was about a bill.',
      whatWeDid: [
        'Designed a customer portal for plans, usage, invoices and payment methods',
        'Built a billing engine for usage-based plans with GST-compliant invoices and credit notes',
        'Integrated UPI AutoPay, cards and net banking with automatic retries and reminders',
        'Migrated three years of customers and invoices from spreadsheets, checked line by line',
      ],
      results: [
        { value: 'Day 1', label: 'invoices sent at month end', detail: 'instead of day 6' },
        { value: '−70%', label: 'billing disputes', detail: 'in the first two quarters' },
        { value: '−55%', label: 'billing support tickets', detail: 'customers now serve themselves' },
      ],
      quote: {
        text: 'Clean code, sensible architecture and a team that explains the trade-offs honestly. Month end used to take us a week; now it takes an afternoon.',
        name: 'Sneha Reddy',
        role: 'Co-founder, TechVista Labs',
      },
      mockup: { device: 'browser', headline: 'Your billing, in one place', address: 'techvistalabs.in' },
      meta: {
        path: '/portfolio/techvista-labs-billing-portal',
        title: `TechVista Labs: Customer Portal & Billing | ${site.name}`,
        description: 'A custom customer portal and GST billing engine for a Hyderabad SaaS company: invoices on day one and 70% fewer billing disputes.',
        keywords: ['custom software case study', 'billing system development', 'SaaS customer portal', 'GST invoicing software'],
      },
    },
    {
      slug: 'kavya-textiles-instagram-sales',
      client: 'Kavya Textiles',
      industry: 'Handloom sarees and fabrics',
      city: 'Surat',
      title: 'Instagram became the biggest sales channel of a Surat saree label',
      summary: 'Reels, creator collaborations, catalogue ads and a WhatsApp-first email journey grew Instagram sales 4.5 times in five months.',
      services: ['social-media', 'email-marketing'],
      duration: '5 months',
      year: 2024,
      challenge:
        'Kavya Textiles had 12,000 Instagram followers and beautiful products, but posted irregularly, ran no ads and had no way to bring a buyer back after the first order.',
      whatWeDid: [
        'Planned four Reels a week across drape tutorials, weaver stories and customer try-ons',
        'Ran collaborations with 18 fashion creators from Gujarat, Maharashtra and Karnataka',
        'Set up catalogue ads that show each visitor the sarees they looked at',
        'Built welcome, browse and repeat-order email journeys with festival collections',
      ],
      results: [
        { value: '58,000', label: 'Instagram followers', detail: 'up from 12,000' },
        { value: '4.5×', label: 'monthly sales from Instagram', detail: 'from ₹2.1 lakh to ₹9.4 lakh' },
        { value: '31%', label: 'of orders from repeat buyers', detail: 'up from 12%' },
      ],
      chart: {
        title: 'Monthly sales from Instagram, in lakh rupees',
        unit: 'lakh rupees',
        prefix: '₹',
        suffix: 'L',
        points: [
          { label: 'Before', value: 2.1 },
          { label: 'Month 1', value: 2.9 },
          { label: 'Month 2', value: 4.2 },
          { label: 'Month 3', value: 5.8 },
          { label: 'Month 4', value: 7.6 },
          { label: 'Month 5', value: 9.4 },
        ],
      },
      quote: {
        text: 'Instagram went from an afterthought to the place most of our orders start. We approve the plan once a month and the team handles everything else.',
        name: 'Harish Agarwal',
        role: 'Managing Director, Kavya Textiles',
      },
      mockup: { device: 'phone', headline: 'New: Banarasi silks', address: 'kavyatextiles.in' },
      meta: {
        path: '/portfolio/kavya-textiles-instagram-sales',
        title: `Kavya Textiles: Instagram Sales Up 4.5× | ${site.name}`,
        description:
          'Reels, creator collaborations, catalogue ads and email journeys grew Instagram sales from ₹2.1 lakh to ₹9.4 lakh a month for a Surat saree label.',
        keywords: ['Instagram marketing case study', 'fashion brand social media', 'influencer marketing India', 'email marketing D2C'],
      },
    },
    {
      slug: 'greenleaf-organics-content-engine',
      client: 'GreenLeaf Organics',
      industry: 'Organic groceries (D2C)',
      city: 'Pune',
      title: 'Recipes and newsletters that quadrupled organic traffic',
      summary: 'A recipe library, buying guides and a weekly newsletter made GreenLeaf the site people return to, and repeat orders followed.',
      services: ['content-marketing', 'email-marketing'],
      duration: '6 months',
      year: 2024,
      challenge:
        'GreenLeaf Organics depended on paid ads for nearly every order. Its blog had twelve posts, its email list was never used and customers rarely ordered a second time.',
      whatWeDid: [
        'Researched what Indian home cooks search for and planned 60 recipes and buying guides',
        'Wrote, photographed and published two articles a week, each linked to the products in it',
        'Launched a weekly newsletter with seasonal recipes and a monthly subscriber offer',
        'Set up replenishment reminders timed to how long each product lasts',
      ],
      results: [
        { value: '4.2×', label: 'visits from Google', detail: 'from 9,000 to 38,000 a month' },
        { value: '38%', label: 'of orders are repeat orders', detail: 'up from 22%' },
        { value: '18%', label: 'of revenue from email', detail: 'from almost nothing' },
      ],
      chart: {
        title: 'Visits from Google search a month, in thousands',
        unit: 'thousand visits',
        suffix: 'k',
        points: [
          { label: 'Before', value: 9 },
          { label: 'Month 1', value: 11 },
          { label: 'Month 2', value: 15 },
          { label: 'Month 3', value: 21 },
          { label: 'Month 4', value: 27 },
          { label: 'Month 5', value: 33 },
          { label: 'Month 6', value: 38 },
        ],
      },
      quote: {
        text: 'People now come to us for a recipe and leave with a basket. The newsletter is the one email our customers tell us they actually read.',
        name: 'Aditi Kulkarni',
        role: 'Co-founder, GreenLeaf Organics',
      },
      mockup: { device: 'browser', headline: 'Cook with the season', address: 'greenleaforganics.in' },
      meta: {
        path: '/portfolio/greenleaf-organics-content-engine',
        title: `GreenLeaf Organics: Organic Traffic Up 4.2× | ${site.name}`,
        description:
          'Recipes, buying guides and a weekly newsletter grew visits from Google 4.2 times and lifted repeat orders to 38% for a Pune organic grocer.',
        keywords: ['content marketing case study', 'email marketing case study', 'D2C grocery marketing', 'organic traffic growth'],
      },
    },
    {
      slug: 'eduspark-academy-admissions',
      client: 'EduSpark Academy',
      industry: 'Coaching and test preparation',
      city: 'Bangalore',
      title: 'Admissions enquiries doubled with SEO and email',
      summary: 'Course pages that rank in Bangalore and an email journey for undecided parents doubled EduSpark’s admissions enquiries in six months.',
      services: ['seo', 'email-marketing'],
      duration: '6 months',
      year: 2023,
      challenge:
        'EduSpark’s four Bangalore centres ranked for none of their courses, and parents who enquired once heard nothing more until a counsellor found time to call.',
      whatWeDid: [
        'Built a page per course and per centre with fees, batch timings and results',
        'Fixed site speed and structure, and listed each centre on Google with photos and reviews',
        'Created a six-email journey for parents with demo-class invitations and results stories',
        'Connected enquiries to the counsellors’ CRM so every lead got a call within a day',
      ],
      results: [
        { value: '2×', label: 'admissions enquiries a month', detail: 'from 180 to 370' },
        { value: '14 of 14', label: 'courses on Google’s first page', detail: 'for Bangalore searches' },
        { value: '41%', label: 'email open rate', detail: 'against an industry 22%' },
      ],
      chart: {
        title: 'Admissions enquiries a month',
        unit: 'enquiries',
        points: [
          { label: 'Before', value: 180 },
          { label: 'Month 1', value: 205 },
          { label: 'Month 2', value: 240 },
          { label: 'Month 3', value: 290 },
          { label: 'Month 4', value: 330 },
          { label: 'Month 5', value: 350 },
          { label: 'Month 6', value: 370 },
        ],
      },
      quote: {
        text: 'Parents now find us before they find the big chains, and the emails keep us in the conversation while they decide.',
        name: 'Lakshmi Narayanan',
        role: 'Operations Head, EduSpark Academy',
      },
      mockup: { device: 'browser', headline: 'Crack JEE with EduSpark', address: 'edusparkacademy.in' },
      meta: {
        path: '/portfolio/eduspark-academy-admissions',
        title: `EduSpark Academy: Enquiries Doubled | ${site.name}`,
        description:
          'Course pages that rank across Bangalore and an email journey for parents doubled admissions enquiries for EduSpark Academy in six months.',
        keywords: ['education SEO case study', 'coaching institute marketing', 'SEO Bangalore', 'email marketing for schools'],
      },
    },
    {
      slug: 'deccan-precision-machine-monitoring',
      client: 'Deccan Precision',
      industry: 'Auto components manufacturing',
      city: 'Pune',
      title: 'Machine monitoring that cut unplanned downtime by 38%',
      summary: 'Sensors on 24 CNC machines and a live dashboard warn supervisors before a breakdown and show where the plant’s power goes.',
      services: ['iot', 'software-development'],
      duration: '8 weeks',
      year: 2024,
      challenge:
        'Unplanned breakdowns on 24 CNC machines stopped Deccan Precision’s line several times a month, delayed deliveries to carmakers and nobody could say which machines used the most power.',
      whatWeDid: [
        'Fitted vibration, temperature and energy sensors on every machine, with no change to the machines',
        'Built a live dashboard with alerts on the supervisors’ phones',
        'Set maintenance thresholds with the plant’s engineers from six weeks of readings',
        'Added a monthly energy report per machine and per shift',
      ],
      results: [
        { value: '−38%', label: 'unplanned downtime', detail: 'within six months' },
        { value: '₹1.8 lakh', label: 'saved on electricity a month', detail: 'from shifting idle loads' },
        { value: '24', label: 'CNC machines monitored live', detail: 'on one dashboard' },
      ],
      chart: {
        title: 'Hours of unplanned downtime a month',
        unit: 'hours',
        suffix: 'h',
        points: [
          { label: 'Before', value: 62 },
          { label: 'Month 1', value: 55 },
          { label: 'Month 2', value: 49 },
          { label: 'Month 3', value: 45 },
          { label: 'Month 4', value: 42 },
          { label: 'Month 5', value: 40 },
          { label: 'Month 6', value: 38 },
        ],
      },
      quote: {
        text: 'Now the phone tells us a spindle is running hot days before it fails. We plan maintenance on Sundays instead of losing a Tuesday.',
        name: 'Suresh Patil',
        role: 'Plant Head, Deccan Precision',
      },
      mockup: { device: 'browser', headline: 'Line 2: all machines OK', address: 'deccanprecision.in' },
      meta: {
        path: '/portfolio/deccan-precision-machine-monitoring',
        title: `Deccan Precision: Downtime Down 38% with IoT | ${site.name}`,
        description:
          'Vibration, temperature and energy sensors on 24 CNC machines cut unplanned downtime by 38% and saved ₹1.8 lakh a month for a Pune plant.',
        keywords: ['IoT case study India', 'machine monitoring', 'predictive maintenance', 'industrial IoT Pune'],
      },
    },
  ],
})

export const caseStudies = portfolioPage.caseStudies
export const caseStudyPaths = caseStudies.map((item) => item.meta.path)

export function caseStudyBySlug(slug: string): CaseStudy | undefined {
  return caseStudies.find((item) => item.slug === slug)
}

/** The case studies that used a service, in portfolio order. */
export const caseStudiesFor = (service: CaseService) => caseStudies.filter((item) => item.services.includes(service))

export const featuredCaseStudies = portfolioPage.featured.map((slug) => caseStudyBySlug(slug)!)

export const brandOf = (item: CaseStudy) => clientBrand(item.client)
