import { z } from 'zod'
import { applicationButtonSchema, callToActionSchema, defineContent, figureSchema, heroSchema, itemButtonSchema, pageMetaSchema } from '../define'
import { internshipsFileSchema, type InternshipsFile } from '../collections/internships'
import { readDataFile } from '../data'
import { site } from '../site'
import { capitalised, listed, numberWord, rupees } from '../words'

/** A programme as the pages use it: its data plus its duration as shown ("6 months"). */
export type InternshipProgramme = InternshipsFile['programmes'][number] & { duration: string }

const file = readDataFile('internships.yml', internshipsFileSchema)
const programmes: InternshipProgramme[] = file.programmes.map((programme) => ({
  ...programme,
  duration: `${programme.durationMonths} ${programme.durationMonths === 1 ? 'month' : 'months'}`,
}))
/** The highest and lowest monthly stipend of any programme, quoted in the page's copy. */
const topStipend = Math.max(...programmes.map((programme) => programme.stipend.max))
const lowestStipend = Math.min(...programmes.map((programme) => programme.stipend.min))
const shortestMonths = Math.min(...programmes.map((programme) => programme.durationMonths))
const longestMonths = Math.max(...programmes.map((programme) => programme.durationMonths))
const monthsRange = shortestMonths === longestMonths ? `${longestMonths}` : `${shortestMonths} to ${longestMonths}`

const internshipsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).min(1),
  programmes: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.custom<InternshipProgramme[]>(),
    /** Each programme's Apply button: /contact?position=<the programme's slug>. */
    applyButton: itemButtonSchema,
  }),
  /** Attendance: full-time, Monday to Friday, fixed as literals so a copy edit cannot change the terms. */
  schedule: z.object({ attendance: z.literal('Full-time'), days: z.literal('Monday to Friday'), location: z.string(), text: z.string() }),
  benefits: z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), description: z.string() })).min(1) }),
  requirements: z.object({ title: z.string(), items: z.array(z.string()).min(1) }),
  selection: z.object({
    title: z.string(),
    lead: z.string(),
    stages: z.array(z.object({ stage: z.string(), description: z.string(), timeline: z.string() })).min(1),
  }),
  faqs: z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })).min(4) }),
  cta: callToActionSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
})

/** /careers/internships. */
export const internships = defineContent('content/careers/internships.ts', internshipsSchema, {
  meta: {
    path: '/careers/internships',
    title: `Paid Internships in Delhi | ${site.name}`,
    description: `Paid ${monthsRange} month internships in ${listed(programmes.map((programme) => (programme.title === 'UI/UX Design' ? programme.title : programme.title.toLowerCase())))}. Stipends up to ${rupees(topStipend)} a month and real client work.`,
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
    { value: String(programmes.length), label: 'Tracks' },
    { value: '85%', label: 'Placement Rate' },
    { value: `₹${Math.round(topStipend / 1000)}K`, label: 'Max Stipend/Month' },
  ],
  programmes: {
    title: 'Internship programmes',
    lead: `${capitalised(numberWord(programmes.length))} ${programmes.length === 1 ? 'track' : 'tracks'}, each with a dedicated mentor, a fixed monthly stipend and a defined set of projects.`,
    items: programmes,
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
      {
        title: 'Monthly Stipend',
        description: `Paid on the first working day of every month, up to ${rupees(topStipend)} depending on the track and your skills.`,
      },
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
        answer: `Yes. Every intern receives a monthly stipend, from ${rupees(lowestStipend)} up to ${rupees(topStipend)} depending on the track and your skills; each programme above shows its range. Business development interns also earn commission.`,
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
