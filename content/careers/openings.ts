import { z } from 'zod'
import { applicationButtonSchema, callToActionSchema, defineContent, figureSchema, heroSchema, itemButtonSchema, pageMetaSchema } from '../define'
import { site } from '../site'
import { capitalised, distinct, listed, numberWord } from '../words'
import { jobs } from './jobs'

const openingsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).min(1),
  /** Heading and labels of the job cards; the cards themselves are `jobs` (content/careers/jobs.ts). */
  jobList: z.object({
    title: z.string(),
    lead: z.string(),
    /** Each job's Apply button: /contact?position=<the job's slug>. */
    applyButton: itemButtonSchema,
    labels: z.object({ requirements: z.string(), responsibilities: z.string(), details: z.string() }),
  }),
  /** Labels of each opening's own page, /careers/openings/<slug>. */
  jobPage: z.object({
    breadcrumb: z.string(),
    about: z.string(),
    summary: z.string(),
    department: z.string(),
    location: z.string(),
    type: z.string(),
    experience: z.string(),
    salary: z.string(),
    posted: z.string(),
    validThrough: z.string(),
    others: z.string(),
  }),
  /** SPEC 3 "Hiring step": step, description (plus a title). */
  hiringProcess: z.object({
    title: z.string(),
    lead: z.string(),
    steps: z.array(z.object({ step: z.number().int().positive(), title: z.string(), description: z.string() })).min(1),
  }),
  resumeCta: callToActionSchema.extend({ actions: z.tuple([applicationButtonSchema]) }),
})

/** The departments with an opening, lower-cased for a sentence, and the salary range across the openings. */
const hiringDepartments = distinct(jobs.map((job) => job.department.toLowerCase()))
const salaryRange = jobs.length
  ? { min: Math.min(...jobs.map((job) => job.salaryLpa.min)), max: Math.max(...jobs.map((job) => job.salaryLpa.max)) }
  : { min: 0, max: 0 }

const openRoles = `${capitalised(numberWord(jobs.length))} open ${jobs.length === 1 ? 'role' : 'roles'}`
/** The first sentence that fits a meta description (the departments are left out when there are many). */
const fitted = (candidates: string[]) => candidates.find((text) => text.length <= 170) ?? candidates[candidates.length - 1]!

/** /careers/openings (SPEC 2 Careers, SPEC 9 Hiring). */
/** How long a candidate waits for our answer, on average: the openings page says so and the form's thank-you promises it. */
export const applicationReplyDays = 5

export const openings = defineContent('content/careers/openings.ts', openingsSchema, {
  meta: {
    path: '/careers/openings',
    title: `Current Job Openings in Delhi | ${site.name}`,
    description: fitted([
      `${openRoles} in ${listed(hiringDepartments)}, paying ${salaryRange.min} to ${salaryRange.max} LPA. Full-time jobs in ${site.homeCity} with hybrid work, a ₹5 lakh health cover and fast replies.`,
      `${openRoles} paying ${salaryRange.min} to ${salaryRange.max} LPA. Full-time jobs in ${site.homeCity} with hybrid work, a ₹5 lakh health cover and fast replies.`,
    ]),
    keywords: ['jobs in Delhi', 'IT jobs Delhi', 'digital marketing jobs', 'developer jobs', 'current openings'],
  },
  hero: {
    eyebrow: 'Current openings',
    title: 'Find your next role with us',
    subtitle: `We are hiring across ${listed(hiringDepartments)} in ${site.homeCity}. Every role is full-time, with a hybrid week, clear growth paths and people who care about doing good work.`,
    actions: [{ label: 'Apply Now', href: '/contact?position=open-application' }],
  },
  statisticsLabel: 'Hiring at a glance',
  statistics: [
    { value: `${jobs.length}+`, label: 'Open Positions' },
    { value: String(hiringDepartments.length), label: 'Departments Hiring' },
    { value: `${salaryRange.min}-${salaryRange.max} LPA`, label: 'Salary Range' },
    { value: `${applicationReplyDays} Days`, label: 'Average Response' },
  ],
  jobList: {
    title: 'Open positions',
    lead: 'Pick a role that fits you and apply through our contact page: the form names the position for you and takes a link to your CV or portfolio.',
    applyButton: { label: 'Apply Now' },
    labels: { requirements: 'Requirements', responsibilities: 'Responsibilities', details: 'Full job description' },
  },
  jobPage: {
    breadcrumb: 'Breadcrumb',
    about: 'About the role',
    summary: 'Job details',
    department: 'Department',
    location: 'Location',
    type: 'Employment Type',
    experience: 'Experience',
    salary: 'Salary',
    posted: 'Date Posted',
    validThrough: 'Apply By',
    others: 'Other open positions',
  },
  hiringProcess: {
    title: 'Our hiring process',
    lead: 'Five steps, usually completed within three weeks. We tell you where you stand at every step.',
    steps: [
      {
        step: 1,
        title: 'Apply',
        description: 'Send your resume through our contact page with the role you are applying for and, if you have one, a link to your work.',
      },
      {
        step: 2,
        title: 'HR Screening',
        description:
          'Our HR team reviews every application and contacts qualified candidates within 3-5 days for a short call about the role and your expectations.',
      },
      {
        step: 3,
        title: 'Interviews',
        description:
          '2-3 interview rounds with the team lead, a senior colleague and one of our founders, in person or by video call. For most roles one round includes a short practical task.',
      },
      {
        step: 4,
        title: 'References & Decision',
        description: 'With your permission we speak to one or two former managers, and you get our decision within a week of your last interview.',
      },
      {
        step: 5,
        title: 'Offer & Onboarding',
        description:
          'A written offer with the full salary and benefits breakdown, then a planned first week with a buddy, your equipment ready and your first project.',
      },
    ],
  },
  resumeCta: {
    title: "Don't see the right role?",
    text: `Send us your resume anyway. We keep every profile on file and contact you when a matching position opens in ${site.homeCity}.`,
    actions: [{ label: 'Send Your Resume', href: '/contact?position=open-application' }],
  },
})
