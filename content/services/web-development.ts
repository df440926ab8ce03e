import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const webDevelopmentServicePage = defineContent('content/services/web-development.ts', servicePageSchema, {
  slug: 'web-development',
  name: 'web development',
  meta: {
    path: '/services/web-development',
    title: `Website Design & Development Company in India | ${site.name}`,
    description:
      'Business websites, e-commerce stores with Razorpay and UPI, custom web applications and redesigns, built mobile-first and SEO-ready at fixed project prices.',
    keywords: [
      'website development company India',
      'e-commerce website development',
      'WordPress development',
      'Shopify store setup',
      'web application development',
    ],
  },
  hero: {
    eyebrow: 'Website Development',
    title: 'Websites that load fast and bring in enquiries',
    subtitle:
      'Designed for your customers, built for mobile and Indian network speeds, and set up for Google from day one. Fixed quotes, weekly progress updates and a site you fully own.',
    actions: [
      { label: 'Get a Free Quote', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'Website services',
    title: 'Web development services',
    lead: 'One-off project prices for the scope described; domain, hosting and paid plugins or themes are billed at actuals.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['web-development'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our web development process',
    lead: 'A fixed quote, a written timeline and a demo link you can open at any time during the build.',
    steps: [
      {
        title: 'Discovery',
        description: 'A call to understand your business, customers and competitors, followed by a sitemap and a fixed quote with timelines.',
      },
      {
        title: 'Design',
        description: 'Homepage and key page designs in Figma for your feedback; two rounds of revisions are included before development begins.',
      },
      {
        title: 'Development',
        description: 'We build on a staging link you can check any time, with payment gateways, forms and tracking connected and tested.',
      },
      {
        title: 'Testing',
        description: 'Every page is checked on Android and iPhone, on Chrome and Safari, and on a slow connection before you sign off.',
      },
      {
        title: 'Launch and training',
        description: 'We go live, submit the sitemap to Google and train your team to update content, followed by 30 days of free support.',
      },
    ],
  },
  benefits: {
    title: 'Why build your website with us',
    items: [
      {
        title: 'You own everything',
        icon: 'key-round',
        description: 'Domain, hosting, code and content are registered in your name, with admin access handed over at launch.',
      },
      {
        title: 'Built for search and speed',
        icon: 'gauge',
        description: 'Clean code, compressed images and on-page SEO mean the site is ready to rank and loads quickly on 4G.',
      },
      {
        title: 'Marketing-ready',
        icon: 'rocket',
        description: 'GA4, Search Console, the Meta pixel and WhatsApp click tracking are installed, so campaigns can start the day you launch.',
      },
    ],
  },
  faqs: {
    title: 'Website questions',
    items: [
      {
        question: 'How long does it take to build a website?',
        answer:
          'A business website takes 2 to 3 weeks, an e-commerce store 4 to 6 weeks and a custom web application 8 weeks or more, depending on the scope and how quickly content is shared.',
      },
      {
        question: 'How are payments for a website project made?',
        answer:
          'Usually 50% to start, 30% on design approval and 20% before launch, by UPI, NEFT or card. GST at 18% is added to the quoted price on a tax invoice.',
      },
      {
        question: 'Can you update my existing website instead of building a new one?',
        answer:
          'Yes. If the current site is on WordPress, Shopify or a modern framework we can often improve speed and design without a rebuild; the Website Redesign plan covers a full refresh.',
      },
    ],
  },
  cta: {
    title: 'Ready for a website that works as hard as you do?',
    text: 'Tell us what you need and share a few sites you like. You will get a fixed quote and timeline within one business day.',
    actions: [{ label: 'Get My Website Quote', href: '/contact' }],
  },
})
