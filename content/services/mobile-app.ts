import { defineContent } from '../define'
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
    items: [
      {
        title: 'Native iOS & Android Apps',
        description:
          'Separate native apps in Kotlin and Swift for the best performance and full access to device features such as camera, GPS and Bluetooth.',
        features: [
          'UI/UX design for both platforms',
          'Native builds in Kotlin (Android) and Swift (iOS)',
          'REST API backend with admin panel',
          'Push notifications and in-app analytics',
          'Play Store and App Store submission',
        ],
        price: { amount: 75000 },
      },
      {
        title: 'Cross-Platform Apps',
        description: 'One codebase in Flutter or React Native for Android and iOS, so you launch on both stores faster and maintain a single app.',
        features: [
          'Single Flutter or React Native codebase',
          'Razorpay and UPI in-app payments',
          'Firebase authentication with OTP login',
          'Offline mode for patchy network areas',
          'Play Store and App Store submission',
        ],
        price: { amount: 65000 },
      },
      {
        title: 'Android MVP',
        description:
          'A focused first version of your app on Android, where most Indian users are, to test the idea with real customers before a bigger build.',
        features: [
          'Core user journey scoped in a one-day workshop',
          'Clickable prototype before development',
          'Android app with Firebase backend',
          'Crash reporting and usage analytics',
          'Play Store listing and release',
        ],
        price: { amount: 50000 },
      },
      {
        title: 'App Maintenance & Support',
        description: 'Monthly care for live apps: OS updates, bug fixes, monitoring and small improvements, so your store rating stays high.',
        features: [
          'Updates for new Android and iOS versions',
          'Bug fixes with a 1 business day response',
          'Server, crash and performance monitoring',
          'Up to 8 hours of minor changes a month',
          'Store listing and compliance updates',
        ],
        price: { amount: 10000, period: 'month', note: 'maintenance' },
      },
    ],
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
