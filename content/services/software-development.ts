import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const softwareDevelopmentServicePage = defineContent('content/services/software-development.ts', servicePageSchema, {
  slug: 'software-development',
  name: 'software development',
  meta: {
    path: '/services/software-development',
    title: `Custom Software Development Company in India | ${site.name}`,
    description:
      'Custom business software, CRM, ERP and inventory systems and API integrations with Tally, Zoho and payment gateways, built to your workflow at fixed prices.',
    keywords: [
      'custom software development India',
      'CRM development',
      'ERP software development',
      'API integration services',
      'business automation software',
    ],
  },
  hero: {
    eyebrow: 'Custom Software',
    title: 'Software built around the way your business works',
    subtitle:
      'Replace spreadsheets, manual follow-ups and disconnected tools with one system designed for your processes, your team and your growth plans.',
    actions: [
      { label: 'Get a Free Quote', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'Software services',
    title: 'Custom software development services',
    lead: 'One-off project prices for a first version of the scope described; larger systems are quoted after a requirement workshop.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['software-development'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our software development process',
    steps: [
      {
        title: 'Requirement workshop',
        description: 'We sit with the people who will use the software, map the current process and agree what version one must do.',
      },
      {
        title: 'Specification and prototype',
        description: 'A written specification and clickable screens confirm the scope, and the fixed price and milestones are based on them.',
      },
      {
        title: 'Agile development',
        description: 'The system is built in two-week sprints with a demo at the end of each, so you can correct course early.',
      },
      {
        title: 'Testing and data migration',
        description: 'We test with real scenarios, import your existing data from Excel or old systems and run a pilot with a small team.',
      },
      {
        title: 'Go-live and training',
        description: 'Rollout to all users with hands-on training, user guides and close support during the first weeks.',
      },
      {
        title: 'Support and enhancements',
        description: 'An annual maintenance contract covers fixes, security updates and hosting, with new features quoted as you need them.',
      },
    ],
  },
  benefits: {
    title: 'Why custom software',
    items: [
      {
        title: 'No per-user licence fees',
        icon: 'wallet',
        description: 'Add staff and branches without paying more every month for each login.',
      },
      {
        title: 'Fits your process',
        icon: 'workflow',
        description: 'The software follows how your team already works, so adoption is quick and training is short.',
      },
      {
        title: 'Your data, your servers',
        icon: 'server',
        description: 'Host on AWS Mumbai, another Indian data centre or your own server, and keep full control of your business data.',
      },
    ],
  },
  faqs: {
    title: 'Custom software questions',
    items: [
      {
        question: 'How long does a custom software project take?',
        answer:
          'A focused first version usually takes 6 to 12 weeks. Larger ERP rollouts are delivered in phases over 3 to 6 months so your team can start using parts of it early.',
      },
      {
        question: 'Do we get the source code?',
        answer:
          'Yes. The complete source code, database and documentation are handed over to you, and the intellectual property is yours under the contract.',
      },
      {
        question: 'Can the software work with Tally and our existing tools?',
        answer:
          'Yes. We regularly integrate with Tally, Zoho Books, Shopify, payment gateways and WhatsApp Business API, so data moves between systems automatically.',
      },
    ],
  },
  cta: {
    title: 'Tired of running your business on spreadsheets?',
    text: 'Walk us through your process. We will suggest what to automate first and send a fixed quote for the first version.',
    actions: [{ label: 'Book a Requirement Call', href: '/contact' }],
  },
})
