import { defineContent } from '../define'
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
    items: [
      {
        title: 'Blog & Article Writing',
        description: 'Regular SEO articles that target the questions your customers search, for businesses starting or restarting a blog.',
        features: [
          '4 blog posts a month of 1,000 to 1,200 words',
          'Keyword brief for every article',
          'Meta title, description and internal links',
          'Royalty-free images sourced',
          'One round of revisions per post',
        ],
        price: { amount: 8000, period: 'month' },
      },
      {
        title: 'Content Strategy & Marketing',
        description: 'A complete content programme: planning, writing, publishing and promotion, tied to traffic and lead targets.',
        features: [
          'Quarterly content strategy and topic clusters',
          '6 long-form articles a month',
          'Publishing on your CMS with on-page SEO',
          'Newsletter and LinkedIn repurposing of each article',
          'Monthly traffic and leads report',
        ],
        price: { amount: 15000, period: 'month' },
      },
      {
        title: 'Video Scripts & Short-form Content',
        description: 'Scripts and hooks for YouTube, Reels and explainer videos, in English, Hindi or Hinglish.',
        features: [
          '2 long-form YouTube scripts a month',
          '8 Reels or Shorts scripts with hooks',
          'Titles, descriptions and tags for YouTube SEO',
          'Shot lists for your video team',
          'Captions and on-screen text',
        ],
        price: { amount: 10000, period: 'month' },
      },
      {
        title: 'Case Studies & Lead Magnets',
        description: 'Proof and gated content for B2B sales: customer stories, e-books and whitepapers that your sales team can send to prospects.',
        features: [
          '1 case study a month from a customer interview',
          '1 e-book or whitepaper each quarter',
          'Designed PDF layouts in your brand style',
          'Landing page copy for downloads',
          'Email follow-up sequence for each lead magnet',
        ],
        price: { amount: 12000, period: 'month' },
      },
    ],
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
