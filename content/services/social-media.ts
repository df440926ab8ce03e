import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const socialMediaServicePage = defineContent('content/services/social-media.ts', servicePageSchema, {
  slug: 'social-media',
  name: 'social media',
  meta: {
    path: '/services/social-media',
    title: `Social Media Marketing Agency in India | ${site.name}`,
    description:
      'Instagram, Facebook, LinkedIn and YouTube management with Reels production, paid social campaigns and influencer collaborations for brands across India.',
    keywords: ['social media marketing agency India', 'Instagram marketing', 'Reels production', 'influencer marketing India', 'LinkedIn marketing'],
  },
  hero: {
    eyebrow: 'Social Media Marketing',
    title: 'Turn followers into customers',
    subtitle:
      'Planned content, scroll-stopping Reels and targeted campaigns on the platforms your customers use every day, managed by a team that answers to your sales numbers, not just likes.',
    actions: [
      { label: 'Get Free Social Media Audit', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'Social media services',
    title: 'Pick the support your brand needs',
    lead: 'Every plan includes a monthly content calendar that you approve before anything is published.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['social-media'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our social media process',
    steps: [
      {
        title: 'Brand and audience study',
        description: 'We review your current profiles, competitors and customer profile to decide which platforms, tone and content pillars to focus on.',
      },
      {
        title: 'Monthly content calendar',
        description: 'Each month you receive a calendar with post ideas, captions and festival dates, and nothing is published without your approval.',
      },
      {
        title: 'Create and publish',
        description: 'Our designers and video editors produce the posts and Reels, and we publish at the times your audience is most active.',
      },
      {
        title: 'Engage and promote',
        description: 'We reply to comments and messages, pass hot leads to your team on WhatsApp and boost the posts that perform best.',
      },
      {
        title: 'Review results',
        description: 'A monthly report covers reach, engagement, follower growth and enquiries, with what we will change next month.',
      },
    ],
  },
  benefits: {
    title: 'What you gain',
    items: [
      {
        title: 'A consistent brand voice',
        icon: 'megaphone',
        description: 'The same look, tone and quality across every platform, every week, even when your team is busy.',
      },
      {
        title: 'More enquiries through DMs',
        icon: 'message-circle',
        description: 'Most Indian customers ask on Instagram or WhatsApp before they buy; we make sure those questions get answered fast.',
      },
      {
        title: 'Content you can reuse',
        icon: 'recycle',
        description: 'Photos, Reels and designs we create are yours to use on your website, WhatsApp catalogue and in-store screens.',
      },
    ],
  },
  faqs: {
    title: 'Social media questions',
    items: [
      {
        question: 'Which platforms should my business be on?',
        answer:
          'Usually Instagram and Facebook for consumer brands, LinkedIn for B2B and YouTube when your product needs explaining. We recommend based on where your customers actually are.',
      },
      {
        question: 'Do you create content in Hindi or regional languages?',
        answer: 'Yes. We write in English, Hindi and Hinglish in-house, and work with trusted writers for Tamil, Telugu, Kannada, Marathi and Bengali.',
      },
      {
        question: 'Can I approve posts before they go live?',
        answer: 'Always. You approve the monthly calendar in advance and can request changes to any post through a shared sheet or on WhatsApp.',
      },
    ],
  },
  cta: {
    title: 'Make your social media work for sales',
    text: 'Share your profile links and we will send a free audit with three content ideas tailored to your brand.',
    actions: [{ label: 'Get My Free Audit', href: '/contact' }],
  },
})
