import { defineContent } from '../define'
import { prices } from '../prices'
import { site } from '../site'
import { servicePageSchema } from './schema'

export const mobileAppServicePage = defineContent('content/services/mobile-app.ts', servicePageSchema, {
  slug: 'mobile-app',
  name: 'app development',
  meta: {
    path: '/services/mobile-app',
    title: `Mobile App Development Company in India | ${site.name}`,
    description:
      'Native Android and iOS apps, Flutter and React Native cross-platform apps, MVPs for startups and monthly app maintenance, from design to Play Store release.',
    keywords: ['mobile app development India', 'Android app development', 'iOS app development', 'Flutter app developers', 'React Native development'],
  },
  hero: {
    eyebrow: 'Mobile App Development',
    title: 'Apps your customers keep on their home screen',
    subtitle:
      'We design, build and publish Android and iOS apps with the backend, payments and notifications they need, and keep them running smoothly after launch.',
    actions: [
      { label: 'Get a Free Quote', href: '/contact' },
      { label: 'View Packages', href: '/pricing' },
    ],
  },
  offers: {
    eyebrow: 'App services',
    title: 'App development services',
    lead: 'One-off project prices for the scope described, plus an optional monthly maintenance plan once your app is live.',
    action: { label: 'Get Started', href: '/contact' },
    items: prices.services['mobile-app'].offers,
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our app development process',
    steps: [
      {
        title: 'Scope and plan',
        description: 'We turn your idea into user stories, a feature list for version one and a fixed quote with milestones.',
      },
      {
        title: 'UI/UX design',
        description: 'Wireframes and a clickable prototype let you tap through the app and test it with users before any code is written.',
      },
      {
        title: 'Build in sprints',
        description: 'Two-week sprints, each ending with a test build on your phone through TestFlight or an Android test link.',
      },
      {
        title: 'Quality assurance',
        description: 'Testing on low-end and flagship devices, different screen sizes and slow networks, plus security checks on the API.',
      },
      {
        title: 'Launch',
        description: 'We prepare store listings and screenshots, handle the review process with Google and Apple, and monitor the first weeks closely.',
      },
      {
        title: 'Support and grow',
        description: 'After launch, the maintenance plan keeps the app current while we plan version two from real usage data.',
      },
    ],
  },
  benefits: {
    title: 'What you get with us',
    items: [
      {
        title: 'Full source code ownership',
        icon: 'file-code',
        description: 'The code, store accounts and backend are yours. We publish under your developer accounts, not ours.',
      },
      {
        title: 'Built for Indian users',
        icon: 'languages',
        description: 'Small app sizes, OTP login, UPI payments and offline handling for the phones and networks your customers really use.',
      },
      {
        title: 'One team, end to end',
        icon: 'users',
        description: 'Design, app, backend and the marketing that drives installs come from the same team, with one project manager.',
      },
    ],
  },
  faqs: {
    title: 'App development questions',
    items: [
      {
        question: 'Should I build a native or a cross-platform app?',
        answer:
          'Cross-platform with Flutter or React Native suits most business apps and saves time. Native is better when the app relies heavily on device hardware, complex animations or background processing.',
      },
      {
        question: 'Who owns the app and the source code?',
        answer:
          'You do. The source code is handed over in your Git repository and the app is published on your own Google Play and Apple developer accounts.',
      },
      {
        question: 'Is the Apple and Google developer fee included?',
        answer: 'No. Google charges a one-time USD 25 fee and Apple USD 99 a year for a developer account; we help you register and set them up.',
      },
    ],
  },
  cta: {
    title: 'Have an app idea?',
    text: 'Share it with us. We will help you define the first version, suggest the right technology and send a fixed quote, without any obligation.',
    actions: [{ label: 'Discuss My App', href: '/contact' }],
  },
})
