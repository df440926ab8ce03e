import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const ppcServicePage = defineContent('content/services/ppc.ts', servicePageSchema, {
  slug: 'ppc',
  name: 'PPC',
  meta: {
    path: '/services/ppc',
    title: `PPC & Google Ads Management in India | ${site.name}`,
    description:
      'Google Ads, Shopping, Performance Max and Meta ads managed for cost per lead, with GA4 conversion tracking and ad spend billed directly to your own account.',
    keywords: ['PPC agency India', 'Google Ads management', 'Meta ads agency', 'Performance Max campaigns', 'remarketing ads'],
  },
  hero: {
    eyebrow: 'PPC Advertising',
    title: 'Paid ads that pay for themselves',
    subtitle:
      'We run Google and Meta campaigns against the number that matters to you, cost per lead or return on ad spend, and show every rupee of spend and every enquiry it produced.',
    actions: [
      { label: 'Get Free Ads Account Audit', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'PPC services',
    title: 'Campaign management for every platform',
    lead: 'Fees below are our monthly management fees. Your ad budget is paid directly to Google or Meta from your own account; we never mark it up.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['ppc'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our PPC process',
    steps: [
      {
        title: 'Account audit and goals',
        description: 'We review your existing ad accounts (or your competitors’ ads if you are new) and agree a target cost per lead or ROAS.',
      },
      {
        title: 'Tracking first',
        description: 'GA4, Google Tag Manager and the Meta pixel are set up and tested so every form, call and WhatsApp click is counted from day one.',
      },
      {
        title: 'Campaign build',
        description: 'Keywords, audiences, ads and landing page changes are prepared and shared with you for approval before anything goes live.',
      },
      {
        title: 'Launch and optimise',
        description: 'During the first 30 days we adjust bids, search terms and creatives several times a week while the campaigns learn.',
      },
      {
        title: 'Scale what works',
        description: 'Once the cost per lead is on target we move budget to the best campaigns and test new ones, with a report every week.',
      },
    ],
  },
  benefits: {
    title: 'Why run PPC with us',
    items: [
      {
        title: 'Your accounts, your data',
        icon: 'key-round',
        description: 'Campaigns run in ad accounts owned by you. If we ever part ways, your history and audiences stay with you.',
      },
      {
        title: 'Leads, not vanity metrics',
        icon: 'target',
        description: 'We report cost per lead, cost per sale and lead quality from your sales team, not just impressions and clicks.',
      },
      {
        title: 'Certified specialists',
        icon: 'badge-check',
        description: 'Campaigns are run by Google Ads certified specialists who manage budgets across retail, education, real estate and healthcare.',
      },
    ],
  },
  faqs: {
    title: 'PPC questions',
    items: [
      {
        question: 'Is the ad budget included in your fee?',
        answer:
          'No. Our fee covers strategy, setup and management. Ad spend is charged by Google or Meta to your card or UPI AutoPay on your own account, so you see exactly what was spent.',
      },
      {
        question: 'What is the minimum ad budget you recommend?',
        answer:
          'For most local lead-generation campaigns we suggest at least ₹30,000 a month in ad spend; competitive sectors such as real estate or education need more to gather enough data.',
      },
      {
        question: 'How soon will I get leads?',
        answer:
          'Search campaigns usually bring enquiries in the first week. The cost per lead typically settles over the first 4 to 6 weeks as we remove wasted searches.',
      },
    ],
  },
  cta: {
    title: 'Stop paying for clicks that never convert',
    text: 'Send us access to your Google Ads or Meta account and we will show you where the budget is leaking, at no charge.',
    actions: [{ label: 'Get My Free Ads Audit', href: '/contact' }],
  },
})
