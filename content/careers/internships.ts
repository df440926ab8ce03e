import { z } from 'zod'
import { applicationButtonSchema, callToActionSchema, defineContent, figureSchema, heroSchema, itemButtonSchema, pageMetaSchema } from '../define'
import { site } from '../site'

const range = z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).refine((r) => r.min < r.max, 'min is below max')
const stipendSchema = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive(), note: z.string().optional() })
  .refine((r) => r.min < r.max, 'min is below max')

/** SPEC 3 "Internship programme": title, duration, stipend, positions, description, skills, projects, outcomes. */
const programmeSchema = z.object({
  /** Names the programme in an application link (/contact?position=<slug>, content/careers/positions.ts). */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-internship$/),
  title: z.string(),
  durationMonths: z.number().int().positive(),
  /** As shown, e.g. "6 months". */
  duration: z.string(),
  /** Rupees a month. */
  stipend: stipendSchema,
  positions: range,
  description: z.string(),
  skills: z.array(z.string()).min(4),
  projects: z.array(z.string()).min(3),
  outcomes: z.array(z.string()).min(3),
})
export type InternshipProgramme = z.output<typeof programmeSchema>

const internshipsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).length(4),
  programmes: z.object({
    title: z.string(),
    lead: z.string(),
    items: z
      .array(programmeSchema)
      .length(4)
      .refine((items) => items.every((p) => p.duration === `${p.durationMonths} months`), 'duration text matches durationMonths')
      .refine((items) => new Set(items.map((p) => p.slug)).size === items.length, 'slugs are unique'),
    /** Each programme's Apply button: /contact?position=<the programme's slug>. */
    applyButton: itemButtonSchema,
  }),
  /** Attendance (SPEC 9: full-time, Monday to Friday). */
  schedule: z.object({ attendance: z.literal('Full-time'), days: z.literal('Monday to Friday'), location: z.string(), text: z.string() }),
  benefits: z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), description: z.string() })).length(6) }),
  requirements: z.object({ title: z.string(), items: z.array(z.string()).length(6) }),
  selection: z.object({
    title: z.string(),
    lead: z.string(),
    stages: z.array(z.object({ stage: z.string(), description: z.string(), timeline: z.string() })).length(5),
  }),
  faqs: z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })).min(4) }),
  cta: callToActionSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
})

/** /careers/internships (SPEC 2 Careers, SPEC 9 Internships). */
export const internships = defineContent('content/careers/internships.ts', internshipsSchema, {
  meta: {
    path: '/careers/internships',
    title: `Paid Internships in Delhi | ${site.name}`,
    description:
      'Paid 3 to 6 month internships in web development, digital marketing, UI/UX design and business development. Stipends up to ₹25,000 a month and real client work.',
    keywords: ['paid internship Delhi', 'web development internship', 'digital marketing internship', 'UI UX internship', 'internship with stipend'],
  },
  hero: {
    eyebrow: 'Internships',
    title: 'Learn on real projects, get paid, get hired',
    subtitle: `Our internships are not photocopying and coffee runs. Interns at ${site.name} work on live client projects with a mentor, earn a monthly stipend and, if they do well, join us full-time.`,
    actions: [{ label: 'Apply for an Internship', href: '/contact?position=internship' }],
  },
  statisticsLabel: 'Internships in numbers',
  statistics: [
    { value: '100+', label: 'Interns Trained' },
    { value: '4', label: 'Tracks' },
    { value: '85%', label: 'Placement Rate' },
    { value: '₹25K', label: 'Max Stipend/Month' },
  ],
  programmes: {
    title: 'Internship programmes',
    lead: 'Four tracks, each with a dedicated mentor, a fixed monthly stipend and a defined set of projects.',
    items: [
      {
        slug: 'web-development-internship',
        title: 'Web Development',
        durationMonths: 6,
        duration: '6 months',
        stipend: { min: 15_000, max: 25_000 },
        positions: { min: 4, max: 6 },
        description:
          'Build features for client websites and web apps in React, TypeScript and Node.js, with code reviews from senior developers on every pull request.',
        skills: ['HTML, CSS and JavaScript', 'React and TypeScript', 'Node.js and REST APIs', 'Git and GitHub', 'SQL basics'],
        projects: [
          'Responsive pages for a client website, from Figma to production',
          'An admin dashboard with charts and filters',
          'Payment gateway integration with Razorpay in a test store',
          'A small REST API with automated tests',
        ],
        outcomes: [
          'A portfolio of shipped, real-world work',
          'Confidence with professional Git workflows and code review',
          'Eligibility for a junior developer role',
        ],
      },
      {
        slug: 'digital-marketing-internship',
        title: 'Digital Marketing',
        durationMonths: 6,
        duration: '6 months',
        stipend: { min: 12_000, max: 20_000 },
        positions: { min: 3, max: 5 },
        description:
          'Work alongside our SEO, paid ads and social media specialists on live client accounts, and own a small campaign end to end by the final month.',
        skills: ['Keyword research and on-page SEO', 'Google Ads and Meta Ads basics', 'GA4 and Search Console', 'Social media content planning'],
        projects: [
          'SEO audit and fix list for a client website',
          'A Google Ads search campaign with a real budget, under supervision',
          'A month of Instagram and LinkedIn content for a client',
          'Monthly performance report for a client account',
        ],
        outcomes: ['Google Ads and GA4 certifications', 'Hands-on experience with real budgets and results', 'Eligibility for a marketing executive role'],
      },
      {
        slug: 'ui-ux-design-internship',
        title: 'UI/UX Design',
        durationMonths: 4,
        duration: '4 months',
        stipend: { min: 10_000, max: 18_000 },
        positions: { min: 2, max: 3 },
        description:
          'Design screens for websites and mobile apps in Figma, run usability tests with real users and see your designs built by our developers.',
        skills: ['Figma: components and auto layout', 'Wireframing and prototyping', 'Usability testing', 'Accessibility basics'],
        projects: [
          'Redesign of a client landing page with A/B test',
          'Mobile app flows for an ongoing project',
          'Components for our shared design system',
        ],
        outcomes: ['Three case studies for your portfolio', 'Experience working with developers and clients', 'Eligibility for a junior designer role'],
      },
      {
        slug: 'business-development-internship',
        title: 'Business Development',
        durationMonths: 3,
        duration: '3 months',
        stipend: { min: 8_000, max: 15_000, note: 'plus commission' },
        positions: { min: 2, max: 4 },
        description: 'Research prospects, qualify inbound leads and join client meetings with our sales team, earning commission on deals you help close.',
        skills: ['Lead research on LinkedIn', 'Cold calling and email outreach', 'CRM use', 'Proposal writing'],
        projects: [
          'Build and qualify a list of prospects in one industry',
          'Run an email outreach campaign',
          'Prepare a proposal for a real client with the sales team',
        ],
        outcomes: ['Commission on deals you help close', 'Practical B2B sales experience', 'Eligibility for a business development role'],
      },
    ],
    applyButton: { label: 'Apply Now' },
  },
  schedule: {
    attendance: 'Full-time',
    days: 'Monday to Friday',
    location: site.homeCity,
    text: `All internships are full-time, Monday to Friday, at our ${site.homeCity} office, within our 9 AM to 7 PM working day.`,
  },
  benefits: {
    title: 'What interns get',
    items: [
      { title: 'Monthly Stipend', description: 'Paid on the first working day of every month, up to ₹25,000 depending on the track and your skills.' },
      { title: 'A Dedicated Mentor', description: 'A senior team member reviews your work every day and meets you one-to-one every week.' },
      { title: 'Live Client Projects', description: 'You work on real client deliverables from week two, not on practice exercises.' },
      { title: 'Certificate & Recommendation', description: 'A completion certificate and a letter of recommendation describing the work you did.' },
      {
        title: 'Pre-Placement Offers',
        description: 'Interns who perform well get a full-time offer; 85% of our interns have been placed with us or elsewhere.',
      },
      { title: 'Paid Courses & Certifications', description: 'Access to our paid course library and exam fees covered for one relevant certification.' },
    ],
  },
  requirements: {
    title: 'Who can apply',
    items: [
      'A final-year student or recent graduate (B.Tech, BCA, MCA, BBA, BA, B.Des or similar)',
      'Available full-time, Monday to Friday, for the whole programme',
      `Able to work from our ${site.homeCity} office`,
      'Basic skills in the chosen track, shown through a project, portfolio or coursework',
      'Good written and spoken English',
      'A laptop of your own for the first month, until company equipment is issued',
    ],
  },
  selection: {
    title: 'Selection process',
    lead: 'Five stages from application to your first day, usually completed within three weeks.',
    stages: [
      { stage: 'Application Review', description: 'We read every application and look at your projects, portfolio or GitHub.', timeline: '2-3 days' },
      {
        stage: 'Initial Interview',
        description: 'A 30-minute video call about your interests, your work so far and the track you want.',
        timeline: '1 week',
      },
      {
        stage: 'Technical Assessment',
        description: 'A small take-home task for your track, such as a web page, an SEO audit, a screen design or a prospect list.',
        timeline: '3-5 days',
      },
      {
        stage: 'Final Interview',
        description: 'A conversation with your future mentor and the team lead about your task and how you approached it.',
        timeline: '2-3 days',
      },
      { stage: 'Onboarding', description: 'Offer letter, paperwork, your mentor, your tools and your first project brief.', timeline: '1 day' },
    ],
  },
  faqs: {
    title: 'Internship FAQs',
    items: [
      {
        question: 'Are the internships paid?',
        answer:
          'Yes. Every intern receives a monthly stipend, from ₹8,000 up to ₹25,000 depending on the track and your skills; each programme above shows its range. Business development interns also earn commission.',
      },
      {
        question: 'Can I do the internship part-time or remotely?',
        answer: `No. All programmes are full-time, Monday to Friday, at our ${site.homeCity} office, because learning from a mentor works best side by side.`,
      },
      {
        question: 'Do interns get a full-time job offer?',
        answer: 'Interns who meet their goals receive a pre-placement offer. 85% of our past interns have been placed, most of them with us.',
      },
      {
        question: 'When do programmes start?',
        answer:
          'We take interns in January and July batches, and occasionally mid-cycle when a position opens. Apply at any time and we will tell you the next start date.',
      },
      {
        question: 'Will I receive a certificate?',
        answer: 'Yes: a completion certificate and a letter of recommendation that describes the projects you worked on.',
      },
    ],
  },
  cta: {
    title: 'Start your career with us',
    text: 'Send us your details, the track you are interested in and a link to your work. We reply to every applicant within a week.',
    actions: [{ label: 'Apply Now', href: '/contact?position=internship' }],
  },
})
