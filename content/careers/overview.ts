import { z } from 'zod'
import {
  applicationButtonSchema,
  callToActionSchema,
  cardSchema,
  defineContent,
  heroSchema,
  internalLinkSchema,
  itemButtonSchema,
  pageMetaSchema,
} from '../define'
import { site } from '../site'
import { internships } from './internships'
import { overviewJobs } from './jobs'

/** A plain text link (not a button) to a careers sub-page. */
const textLinkSchema = internalLinkSchema

const careersOverviewSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
  /** The cards are `overviewJobs` (content/careers/jobs.ts), 5 of the 6 openings. */
  openings: z.object({ title: z.string(), lead: z.string(), applyButton: itemButtonSchema, allLink: textLinkSchema }),
  benefits: z.object({ title: z.string(), lead: z.string(), items: z.array(cardSchema).min(4), allLink: textLinkSchema }),
  culture: z.object({ title: z.string(), lead: z.string(), items: z.array(cardSchema).min(3), allLink: textLinkSchema }),
  internships: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.array(z.object({ title: z.string(), duration: z.string(), durationMonths: z.number().int(), description: z.string() })),
    applyButton: applicationButtonSchema,
    allLink: textLinkSchema,
  }),
  applicationProcess: z.object({
    title: z.string(),
    steps: z.array(z.object({ step: z.number().int().positive(), title: z.string(), description: z.string() })).min(1),
  }),
  cta: callToActionSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
})

/** The five openings the overview shows. */
export { overviewJobs }

/** /careers. */
export const careersOverview = defineContent('content/careers/overview.ts', careersOverviewSchema, {
  meta: {
    path: '/careers',
    title: `Careers in Digital Marketing & IT | ${site.name}`,
    description: `Build your career at ${site.name} in ${site.homeCity}: open roles in engineering, marketing, design and sales, paid internships, strong benefits and a hybrid week.`,
    keywords: ['careers', 'jobs in Delhi', 'digital marketing careers', 'IT jobs', 'internships Delhi'],
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Do the best work of your career, and have a life too',
    subtitle: `We are a team of 50+ developers, marketers, designers and sellers helping Indian businesses grow online. Join us in ${site.homeCity} to work on real problems for real clients, learn every week and go home on time.`,
    actions: [
      { label: 'Apply Now', href: '/contact?position=open-application' },
      { label: 'Send Your Resume', href: '/contact?position=open-application' },
    ],
  },
  openings: {
    title: 'Current openings',
    lead: 'A selection of the roles we are hiring for right now. All are full-time and based in our office, with two work-from-home days a week.',
    applyButton: { label: 'Apply Now' },
    allLink: { label: 'See all open positions', href: '/careers/openings' },
  },
  benefits: {
    title: 'Why work with us',
    lead: 'Benefits that cover your family, fund your growth and reward results.',
    items: [
      { title: 'Health Cover for Your Family', description: '₹5 lakh medical insurance for you and your family, plus ₹10 lakh life cover.' },
      { title: 'Learning Budget', description: '₹50,000 a year for courses, certifications, books and conferences.' },
      { title: 'Rewards for Results', description: "Performance bonus of up to 30% of salary and a festival bonus of one month's pay." },
      { title: 'Time for Life', description: '25 days of leave plus 12 public holidays, two work-from-home days a week and no weekend work.' },
    ],
    allLink: { label: 'Explore all benefits', href: '/careers/benefits' },
  },
  culture: {
    title: 'Our culture',
    lead: 'Rated 4.8/5 by our own team, with 95% of people choosing to stay each year.',
    items: [
      { title: 'Ownership', description: 'Every project has a named owner who is trusted to make decisions and raise problems early.' },
      { title: 'Learning Every Week', description: 'Friday talks, mentors and protected learning time keep everyone growing.' },
      { title: 'Celebrating Together', description: 'Monthly town halls, quarterly family days, festivals and an annual offsite: 24+ events a year.' },
    ],
    allLink: { label: 'See our culture', href: '/careers/culture' },
  },
  internships: {
    title: 'Internship programmes',
    lead: 'Paid internships on live client projects, with a mentor and a real chance of a full-time offer.',
    items: internships.programmes.items
      .filter((programme) => programme.showOnCareersOverview)
      .map((programme) => ({
        title: programme.title,
        duration: programme.duration,
        durationMonths: programme.durationMonths,
        description: programme.description,
      })),
    applyButton: { label: 'Apply for an Internship', href: '/contact?position=internship' },
    allLink: { label: 'See all internship programmes', href: '/careers/internships' },
  },
  applicationProcess: {
    title: 'How to apply',
    steps: [
      {
        step: 1,
        title: 'Send Your Application',
        description: 'Use our contact page to send your resume and the role you want, with a link to your work if you have one.',
      },
      {
        step: 2,
        title: 'Screening Call',
        description: 'If your profile fits, our HR team calls you within 3-5 days to talk about the role and your expectations.',
      },
      { step: 3, title: 'Interviews', description: '2-3 interview rounds with your future team lead and colleagues, in person or by video.' },
      { step: 4, title: 'Offer', description: 'A written offer with the full salary and benefits, and a planned first week when you join.' },
    ],
  },
  cta: {
    title: 'Ready to join us?',
    text: 'Apply for an open role or send us your resume for future openings. We read every application.',
    actions: [{ label: 'Apply Now', href: '/contact?position=open-application' }],
  },
})
