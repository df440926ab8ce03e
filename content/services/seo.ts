import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const seoServicePage = defineContent('content/services/seo.ts', servicePageSchema, {
  slug: 'seo',
  name: 'SEO',
  meta: {
    path: '/services/seo',
    title: `SEO Services in India | ${site.name}`,
    description:
      'On-page, technical, local and e-commerce SEO for Indian businesses: keyword research, Core Web Vitals fixes, Google Business Profile and monthly ranking reports.',
    keywords: ['SEO services India', 'local SEO agency', 'technical SEO audit', 'e-commerce SEO', 'Google Business Profile optimisation'],
  },
  hero: {
    eyebrow: 'SEO Services',
    title: 'Get found on Google by customers who are ready to buy',
    subtitle:
      'We research what your customers search for, fix what stops Google from ranking your site and build the content and links that move you onto page one, with a report every month that shows exactly what changed.',
    actions: [
      { label: 'Get Free SEO Audit', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'SEO plans',
    title: 'SEO services for every stage of growth',
    lead: 'Monthly retainers with no hidden extras. Most sites see measurable ranking gains in 3 to 4 months and steady lead growth by month six.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['seo'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our SEO process',
    lead: 'A clear sequence, so you always know what we are working on this month and why.',
    steps: [
      {
        title: 'Audit',
        description:
          'We crawl your site, review Search Console and GA4 data and benchmark three competitors to find the quickest wins and the biggest gaps.',
      },
      {
        title: 'Keyword strategy',
        description:
          'We map keywords with real buying intent to the pages that should rank for them, including city-level searches such as "near me" queries.',
      },
      {
        title: 'On-page and technical fixes',
        description: 'Titles, headings, internal links, speed and schema are fixed first, because they usually move rankings within weeks.',
      },
      {
        title: 'Content and links',
        description: 'New pages and blog posts fill the keyword gaps, and outreach to relevant Indian websites earns the links that build authority.',
      },
      {
        title: 'Report and refine',
        description: 'Every month you get rankings, traffic and leads in one report, and a call to agree the next month’s priorities.',
      },
    ],
  },
  benefits: {
    title: 'What SEO does for your business',
    items: [
      {
        title: 'Lower cost per lead over time',
        icon: 'trending-down',
        description: 'Unlike ads, organic traffic does not stop when the budget does; the cost of each lead falls as rankings build.',
      },
      {
        title: 'Trust from page-one visibility',
        icon: 'shield-check',
        description: 'Buyers trust businesses they find at the top of Google and on Google Maps with good reviews.',
      },
      {
        title: 'Insight into what customers want',
        icon: 'lightbulb',
        description: 'Search data shows which products, questions and cities bring demand, which feeds your sales and product plans.',
      },
    ],
  },
  faqs: {
    title: 'SEO questions',
    items: [
      {
        question: 'How long does SEO take to show results?',
        answer:
          'Technical and on-page fixes often lift rankings within 4 to 8 weeks. Competitive keywords usually take 4 to 6 months, so we recommend judging SEO over at least six months.',
      },
      {
        question: 'Do you guarantee a number one ranking on Google?',
        answer:
          'No honest agency can, because Google decides rankings. We commit to the work, the targets we agree with you and full transparency on results every month.',
      },
      {
        question: 'What is included in the free SEO audit?',
        answer:
          'A review of your site’s technical health, page speed, on-page SEO and top competitors, with the ten fixes we would make first. You keep the report whether or not you hire us.',
      },
    ],
  },
  cta: {
    title: 'Find out why you are not ranking',
    text: 'Share your website and the searches you want to be found for. We will send a free audit with clear next steps within two business days.',
    actions: [{ label: 'Request My Free Audit', href: '/contact' }],
  },
})
