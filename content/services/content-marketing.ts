import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const contentMarketingServicePage = defineContent('content/services/content-marketing.ts', servicePageSchema, {
  slug: 'content-marketing',
  name: 'content marketing',
  meta: {
    path: '/services/content-marketing',
    title: `Content Marketing & Blog Writing Services | ${site.name}`,
    description:
      'SEO blog writing, content strategy, video scripts, case studies and e-books written by subject writers for Indian B2B and consumer brands, billed monthly.',
    keywords: ['content marketing agency India', 'SEO blog writing services', 'content strategy', 'case study writing', 'video script writing'],
  },
  hero: {
    eyebrow: 'Content Marketing',
    title: 'Content that answers questions and wins customers',
    subtitle:
      'Well-researched articles, guides and scripts that rank on Google, get shared by your sales team and build the trust buyers need before they contact you.',
    actions: [
      { label: 'Get a Free Content Audit', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'Content services',
    title: 'Content marketing services',
    lead: 'Monthly plans with a fixed number of deliverables, written by people who research your industry, not generic copy.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['content-marketing'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our content process',
    steps: [
      {
        title: 'Research',
        description: 'We study your customers, competitors and search data to find the topics that bring qualified traffic, not just visits.',
      },
      {
        title: 'Plan',
        description: 'A monthly calendar lists each piece with its target keyword, audience and goal, for your approval before writing starts.',
      },
      {
        title: 'Write and edit',
        description: 'Subject writers draft each piece; an editor checks facts, tone and SEO, and every piece passes a plagiarism check.',
      },
      {
        title: 'Publish and promote',
        description: 'Approved content is published, shared on your social channels and newsletter, and linked from related pages.',
      },
      {
        title: 'Measure',
        description: 'We track rankings, traffic and leads for each piece and update older articles that are slipping.',
      },
    ],
  },
  benefits: {
    title: 'Why invest in content',
    items: [
      {
        title: 'Traffic that compounds',
        icon: 'trending-up',
        description: 'A good article keeps bringing visitors for years, so each month’s work adds to the last.',
      },
      {
        title: 'Shorter sales cycles',
        icon: 'timer',
        description: 'Prospects who have read your guides and case studies arrive informed and ready to talk about price.',
      },
      {
        title: 'Material for every channel',
        icon: 'layers',
        description: 'One article becomes social posts, an email and a Reel script, so your other channels never run dry.',
      },
    ],
  },
  faqs: {
    title: 'Content marketing questions',
    items: [
      {
        question: 'Do you use AI to write the content?',
        answer:
          'Our writers may use AI tools for research and outlines, but every piece is written, fact-checked and edited by a person with experience in your industry.',
      },
      {
        question: 'Who owns the content you write?',
        answer: 'You do. Full copyright passes to you once the month’s invoice is paid, and you can republish or edit the content freely.',
      },
      {
        question: 'Can you write for technical or regulated industries?',
        answer:
          'Yes. We have writers for SaaS, finance, healthcare, manufacturing and education, and we add a review step with your experts for regulated topics.',
      },
    ],
  },
  cta: {
    title: 'Let your expertise bring in the leads',
    text: 'Share your website and we will suggest ten article topics your customers are already searching for, free of charge.',
    actions: [{ label: 'Get My Topic Ideas', href: '/contact' }],
  },
})
