import { z } from 'zod'
import { actionLabel, callToActionSchema, contentIconSchema, defineContent, heroSchema, pageMetaSchema } from '../define'
import { prices } from '../prices'
import { countOf } from '../collections/figures'
import { figures } from '../figures'
import { site } from '../site'
import { linkTo, pointSchema, sectionHeadingSchema, serviceSlugSchema } from './schema'

/** The eight services as titled on the Home page and the /services cards (one list for both). */
export const serviceTitles = [
  'SEO Optimization',
  'PPC Advertising',
  'Social Media Marketing',
  'Website Development',
  'Mobile App Development',
  'Custom Software',
  'Content Marketing',
  'Email Marketing',
] as const

/**
 * The anchor id of a service card on /services, which the Home page's Learn More links target
 * (the title lowercased, spaces turned to hyphens, so an old link keeps working): "SEO Optimization" → "seo-optimization".
 */
export function serviceAnchor(title: string): string {
  return title.toLowerCase().replace(/ /g, '-')
}

/** A service card on the overview: title, description and its link. */
const serviceCardSchema = z.object({
  title: z.enum(serviceTitles),
  /** Its page: /services/<slug>. */
  slug: serviceSlugSchema,
  description: z.string().min(40).max(200),
  /** The card shows the first 4 and "+N more" for the rest. */
  features: z.array(z.string().min(3)).min(6),
  benefits: z.array(z.string().min(10)).length(2),
  popular: z.boolean().default(false),
  icon: contentIconSchema,
})

const servicesOverviewSchema = z
  .object({
    meta: pageMetaSchema,
    hero: heroSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]) }),
    cards: sectionHeadingSchema.extend({
      /** Label of each card's button, which goes to the card's service page. */
      buttonLabel: actionLabel(2),
      popularLabel: z.string().min(2),
      /** How many features a card lists before "+N more". */
      featuresShown: z.number().int().positive(),
      /** Heading of each card's two benefits. */
      benefitsLabel: z.string().min(3),
      items: z.array(serviceCardSchema).length(serviceTitles.length),
    }),
    whyChoose: sectionHeadingSchema.extend({ points: z.array(pointSchema).length(3) }),
    cta: callToActionSchema.extend({ actions: z.tuple([linkTo('/contact'), linkTo('/pricing')]) }),
  })
  .refine((page) => page.cards.items.map((card) => card.title).join('|') === serviceTitles.join('|'), {
    message: 'the cards must follow serviceTitles, in order',
    path: ['cards', 'items'],
  })
  .refine((page) => new Set(page.cards.items.map((card) => card.slug)).size === 8, {
    message: 'each card links to a different service page',
    path: ['cards', 'items'],
  })

const overviewCopy = defineContent('content/services/overview.ts', servicesOverviewSchema, {
  meta: {
    path: '/services',
    title: `Digital Marketing & IT Services in India | ${site.name}`,
    description:
      'SEO, Google and Meta ads, social media, websites, mobile apps, custom software, content and email marketing with clear rupee pricing for Indian businesses.',
    keywords: [
      'digital marketing services India',
      'IT services company India',
      'SEO and PPC agency',
      'website and app development',
      'custom software development India',
    ],
  },
  hero: {
    eyebrow: 'Our Services',
    title: 'Everything you need to win customers online, under one roof',
    subtitle: `From ranking on Google to shipping your app on the Play Store, ${site.name} plans, builds and runs the digital side of your business, with fixed monthly fees and one point of contact.`,
    actions: [
      { label: 'Get a Free Consultation', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  cards: {
    eyebrow: 'What we do',
    title: 'Eight services, one accountable team',
    lead: 'Pick one service or combine several; every engagement starts with an audit of where you are today and targets we agree in writing.',
    featuresShown: 4,
    benefitsLabel: 'Key benefits',
    buttonLabel: 'View Details',
    popularLabel: 'Popular',
    items: [
      {
        title: 'SEO Optimization',
        icon: 'search',
        slug: 'seo',
        description: 'Rank higher on Google for the searches your customers make, in your city and across India, with on-page, technical and local SEO.',
        features: [
          'Keyword research in English, Hindi and regional variants',
          'On-page optimisation of titles, content and internal links',
          'Technical audit: Core Web Vitals, indexing, schema markup',
          'Google Business Profile setup and optimisation',
          'White-hat link building from Indian publications',
          'Monthly ranking and traffic report from Search Console and GA4',
          'Competitor gap analysis every quarter',
        ],
        benefits: ['More enquiries without paying for every click', 'Rankings that keep working after the campaign ends'],
        popular: true,
      },
      {
        title: 'PPC Advertising',
        icon: 'mouse-pointer-click',
        slug: 'ppc',
        description:
          'Google Ads and Meta ads campaigns built around cost per lead, not clicks, with conversion tracking set up before the first rupee is spent.',
        features: [
          'Google Search, Display and YouTube campaigns',
          'Facebook and Instagram ads through Meta Ads Manager',
          'Conversion tracking with GA4, Google Tag Manager and the Meta pixel',
          'Landing page review and A/B testing',
          'Negative keyword and placement cleanup every week',
          'Remarketing to visitors who did not enquire',
          'Weekly spend and cost-per-lead report',
        ],
        benefits: ['Leads from the first week of the campaign', 'Full control of budget, with ad spend billed to your own account'],
      },
      {
        title: 'Social Media Marketing',
        icon: 'share-2',
        slug: 'social-media',
        description:
          'A consistent, on-brand presence on Instagram, Facebook, LinkedIn and YouTube, with a monthly content calendar you approve in advance.',
        features: [
          'Monthly content calendar for your approval',
          'Post and carousel design by in-house designers',
          'Reels and short video editing',
          'Community management: comments and DMs answered on weekdays',
          'Festival and campaign creatives (Diwali, Holi, sale days)',
          'Paid boosting and audience targeting',
          'Monthly insights report with follower and engagement trends',
        ],
        benefits: ['A brand that customers recognise and trust', 'A steady flow of enquiries through DMs and WhatsApp'],
      },
      {
        title: 'Website Development',
        icon: 'monitor-smartphone',
        slug: 'web-development',
        description:
          'Fast, mobile-first websites and online stores on WordPress, Shopify or React, ready for SEO and integrated with Razorpay and UPI payments.',
        features: [
          'Custom design in Figma before any code is written',
          'Mobile-first, responsive layouts',
          'Page speed tuned for Indian 4G networks',
          'On-page SEO setup, sitemap and Google Search Console',
          'Razorpay, UPI and PayU payment integration for stores',
          'WhatsApp chat and enquiry forms wired to your email',
          'Easy content editing, with a training session for your team',
          'Free support for 30 days after launch',
        ],
        benefits: ['A site that turns visitors into enquiries', 'Yours to own: code, domain and hosting in your name'],
        popular: true,
      },
      {
        title: 'Mobile App Development',
        icon: 'smartphone',
        slug: 'mobile-app',
        description: 'Android and iOS apps built natively or with Flutter and React Native, from first wireframe to Play Store and App Store release.',
        features: [
          'UI/UX design and clickable prototype',
          'Native Android (Kotlin) and iOS (Swift) development',
          'Cross-platform apps with Flutter or React Native',
          'Admin panel and REST API backend',
          'Push notifications with Firebase',
          'UPI and Razorpay in-app payments',
          'Play Store and App Store submission',
        ],
        benefits: ['Reach customers on the device they use most', 'One team for the app, its backend and its updates'],
      },
      {
        title: 'Custom Software',
        icon: 'code-xml',
        slug: 'software-development',
        description:
          'CRM, ERP, billing and workflow software built around the way your business actually works, instead of bending your team to an off-the-shelf tool.',
        features: [
          'Requirement workshops and written scope',
          'CRM, ERP and inventory management systems',
          'GST-compliant invoicing and reports',
          'Integration with Tally, Zoho, WhatsApp Business API and payment gateways',
          'Role-based access and audit logs',
          'Cloud hosting on AWS Mumbai or your own servers',
          'Source code handover and documentation',
        ],
        benefits: ['Hours of manual work automated every week', 'Software that grows with you, with no per-user licence fees'],
      },
      {
        title: 'Content Marketing',
        icon: 'pen-line',
        slug: 'content-marketing',
        description: 'Blogs, guides, case studies and video scripts that answer your buyers’ questions and bring in organic traffic month after month.',
        features: [
          'Content strategy based on keyword and competitor research',
          'SEO blog posts written by subject writers',
          'Case studies and customer stories',
          'E-books and whitepapers for lead generation',
          'Video scripts for YouTube and Reels',
          'Editing, proofreading and plagiarism checks',
          'Publishing and promotion on your channels',
        ],
        benefits: ['Authority in your industry that buyers notice', 'Traffic that compounds instead of stopping with the ad budget'],
      },
      {
        title: 'Email Marketing',
        icon: 'mail',
        slug: 'email-marketing',
        description:
          'Newsletters, offers and automated journeys that bring customers back, sent from a properly authenticated domain so they land in the inbox.',
        features: [
          'Email template design that works on mobile',
          'List segmentation and clean-up',
          'Welcome, abandoned cart and re-engagement automations',
          'SPF, DKIM and DMARC setup for inbox delivery',
          'A/B testing of subject lines and send times',
          'Mailchimp, Zoho Campaigns, Brevo or Klaviyo management',
          'Monthly report on opens, clicks and revenue',
        ],
        benefits: ['Repeat sales from customers you already have', 'One of the highest-return channels per rupee spent'],
      },
    ],
  },
  whyChoose: {
    eyebrow: `Why ${site.name}`,
    title: 'Why businesses choose us',
    lead: `Since ${site.foundingYear} we have helped over ${countOf(figures.clients)} businesses, from single-city clinics to national D2C brands.`,
    points: [
      {
        title: 'Results you can measure',
        icon: 'chart-line',
        description:
          'Every engagement has targets we agree up front, such as leads, cost per lead or rankings, and a report that shows progress against them every month.',
      },
      {
        title: 'Transparent rupee pricing',
        icon: 'indian-rupee',
        description:
          'Fixed monthly fees and fixed project quotes with GST shown separately. Ad spend goes straight to Google or Meta from your own account, never marked up.',
      },
      {
        title: 'Marketing and technology in one team',
        icon: 'layers',
        description:
          'The people who run your campaigns sit with the people who build your website and apps, so tracking, landing pages and fixes happen in days, not weeks.',
      },
    ],
  },
  cta: {
    title: 'Not sure which service you need?',
    text: 'Tell us about your business and goals. We will review your website and competitors and suggest a plan and a budget, free of charge.',
    actions: [
      { label: 'Book a Free Consultation', href: '/contact' },
      { label: 'Compare Packages', href: '/pricing' },
    ],
  },
})

/** The eight cards, in the order of serviceTitles (also used by the Home page). */
/** /services, each card with its "from" price (content/data/prices.yml). */
export const servicesOverview = {
  ...overviewCopy,
  cards: { ...overviewCopy.cards, items: overviewCopy.cards.items.map((card) => ({ ...card, price: prices.services[card.slug].from })) },
}

export const serviceCards = servicesOverview.cards.items
