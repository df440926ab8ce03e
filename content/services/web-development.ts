import { defineContent } from '../define'
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
    items: [
      {
        title: 'Business Website',
        description: 'A professional website of up to 8 pages for service businesses, clinics, consultants and manufacturers, delivered in 2 to 3 weeks.',
        features: [
          'Up to 8 pages with custom design',
          'WordPress, so your team can edit content',
          'Enquiry form and WhatsApp chat button',
          'On-page SEO and Google Search Console setup',
          '30 days of free support after launch',
        ],
        price: { amount: 25000 },
      },
      {
        title: 'E-commerce Website',
        description: 'An online store on Shopify or WooCommerce with payments, shipping and GST invoices working on day one.',
        features: [
          'Up to 100 products uploaded',
          'Razorpay, UPI and cash-on-delivery checkout',
          'Shiprocket or Delhivery shipping integration',
          'GST-ready invoices and order emails',
          'Abandoned cart emails and discount coupons',
        ],
        price: { amount: 50000 },
      },
      {
        title: 'Custom Web Application',
        description: 'Portals, booking systems and dashboards built in React and Node.js or Laravel when a template website is not enough.',
        features: [
          'Requirement workshop and clickable prototype',
          'User login with roles and permissions',
          'Admin dashboard with reports and exports',
          'Integration with payment gateways, SMS and email',
          'Deployment on AWS or DigitalOcean with backups',
        ],
        price: { amount: 75000 },
      },
      {
        title: 'Website Redesign',
        description: 'A new design and a faster build for an existing website, keeping your content and the Google rankings you have already earned.',
        features: [
          'Audit of the current site’s speed, SEO and conversions',
          'New mobile-first design in Figma',
          'Content migration of up to 20 pages',
          '301 redirects so rankings are not lost',
          'Speed optimisation for a green Core Web Vitals score',
        ],
        price: { amount: 30000 },
      },
    ],
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
