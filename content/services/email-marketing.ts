import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const emailMarketingServicePage = defineContent('content/services/email-marketing.ts', servicePageSchema, {
  slug: 'email-marketing',
  name: 'email marketing',
  meta: {
    path: '/services/email-marketing',
    title: `Email Marketing & Automation Services | ${site.name}`,
    description:
      'Email campaigns, marketing automation, e-commerce flows and newsletters on Mailchimp, Zoho Campaigns, Brevo or Klaviyo, with SPF, DKIM and DMARC set up.',
    keywords: ['email marketing services India', 'marketing automation agency', 'newsletter management', 'abandoned cart emails', 'Klaviyo agency'],
  },
  hero: {
    eyebrow: 'Email Marketing',
    title: 'Emails that get opened, clicked and answered',
    subtitle:
      'Campaigns and automated journeys that bring past customers back and turn new leads into buyers, sent from a properly authenticated domain so they reach the inbox.',
    actions: [
      { label: 'Get a Free Email Audit', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'Email services',
    title: 'Email marketing services',
    lead: 'Monthly plans; the subscription for your email platform is paid by you directly, based on your list size.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['email-marketing'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our email marketing process',
    steps: [
      {
        title: 'Audit and setup',
        description: 'We check your list, platform and domain authentication (SPF, DKIM, DMARC) and fix anything that sends mail to spam.',
      },
      {
        title: 'Segment',
        description: 'Subscribers are grouped by purchase history, interests and activity so each email is relevant to the person receiving it.',
      },
      {
        title: 'Design and write',
        description: 'We create branded templates and write the emails, and you approve every campaign and flow before it goes out.',
      },
      {
        title: 'Automate and send',
        description: 'Campaigns are scheduled for the best send times and automations are switched on and tested end to end.',
      },
      {
        title: 'Measure and improve',
        description: 'Opens, clicks, unsubscribes and revenue are reported monthly, and we test subject lines, offers and timing continuously.',
      },
    ],
  },
  benefits: {
    title: 'Why email still works',
    items: [
      {
        title: 'You own the audience',
        icon: 'users',
        description: 'Unlike followers on a platform, your email list is yours, and no algorithm decides who sees your message.',
      },
      {
        title: 'Low cost per sale',
        icon: 'indian-rupee',
        description: 'Sending to customers you already have costs a fraction of acquiring new ones through ads.',
      },
      {
        title: 'Compliant by design',
        icon: 'shield-check',
        description: 'Clear opt-in, one-click unsubscribe and data handling in line with India’s Digital Personal Data Protection Act.',
      },
    ],
  },
  faqs: {
    title: 'Email marketing questions',
    items: [
      {
        question: 'Can you email a list I bought?',
        answer:
          'No. Purchased lists damage your domain’s reputation and breach consent rules. We help you grow a permission-based list through your website, store and social channels.',
      },
      {
        question: 'Which email platform do you recommend?',
        answer:
          'Zoho Campaigns or Brevo for most service businesses, Klaviyo for Shopify stores and Mailchimp if you already use it. We work with the platform that fits your list size and budget.',
      },
      {
        question: 'Can emails be combined with WhatsApp or SMS?',
        answer:
          'Yes. For many Indian customers we pair email with WhatsApp Business API or SMS reminders, for example for abandoned carts and appointment confirmations.',
      },
    ],
  },
  cta: {
    title: 'Turn your list into repeat sales',
    text: 'Tell us which platform you use and how big your list is. We will review your last campaigns and suggest the first automations to set up.',
    actions: [{ label: 'Start My Email Plan', href: '/contact' }],
  },
})
