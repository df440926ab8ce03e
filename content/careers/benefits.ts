import { z } from 'zod'
import { applicationButtonSchema, callToActionSchema, defineContent, figureSchema, heroSchema, pageMetaSchema } from '../define'
import { site } from '../site'

/** A benefit group: title, description, benefits (name, description, details). */
const benefitGroupSchema = z.object({
  title: z.string(),
  description: z.string(),
  benefits: z
    .array(
      z.object({
        name: z.string(),
        description: z.string(),
        /** The figure or condition in one line, e.g. "₹5 lakh family floater". */
        details: z.string(),
      }),
    )
    .length(4),
})

const benefitsSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).length(4),
  /** Heading of the four groups. */
  groupsTitle: z.string().min(3),
  groups: z.array(benefitGroupSchema).length(4),
  /** A perk: title, description, optional value. */
  extraPerks: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), value: z.string().optional() })).length(6),
  }),
  /** A comparison row: benefit, standard, the company's value. Rendered as a real <table>. */
  comparison: z.object({
    title: z.string(),
    lead: z.string(),
    caption: z.string(),
    /** Under the table on a phone, where it scrolls sideways. */
    scrollHint: z.string().min(10),
    headings: z.object({ benefit: z.string(), standard: z.string(), ours: z.string() }),
    rows: z.array(z.object({ benefit: z.string(), standard: z.string(), ours: z.string() })).length(5),
  }),
  /** An employment level: title, benefits (plus the tenure it applies from). */
  employmentLevels: z.object({
    title: z.string(),
    lead: z.string(),
    items: z.array(z.object({ title: z.string(), tenure: z.string(), benefits: z.array(z.string()).min(3) })).length(4),
  }),
  faqs: z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })).length(3) }),
  cta: callToActionSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
})

/** /careers/benefits: the benefit groups, extra perks, the comparison table and the employment levels. */
export const benefits = defineContent('content/careers/benefits.ts', benefitsSchema, {
  meta: {
    path: '/careers/benefits',
    title: `Employee Benefits & Perks | ${site.name}`,
    description:
      '₹5 lakh family health cover, ₹50,000 learning budget, 25 leave days plus 12 holidays, bonus up to 30%, 12% PF and stock options. Our employee benefits in full.',
    keywords: ['employee benefits', 'health insurance for employees', 'learning budget', 'performance bonus', 'ESOP India'],
  },
  hero: {
    eyebrow: 'Benefits',
    title: 'Benefits that look after you and your family',
    subtitle: `Good pay is the start. ${site.name} also covers your family's health, pays for your learning, rewards results and gives you time to rest, with benefits that grow the longer you stay.`,
    actions: [{ label: 'Join Our Team', href: '/contact?position=open-application' }],
  },
  statisticsLabel: 'Benefits in numbers',
  statistics: [
    { value: '₹5 Lakh', label: 'Medical Cover' },
    { value: '₹50K', label: 'Learning Budget' },
    { value: '25+', label: 'Leave Days' },
    { value: '30%', label: 'Max Bonus' },
  ],
  groupsTitle: 'What you get',
  groups: [
    {
      title: 'Health & Wellness',
      description: 'Cover for you and the people who depend on you, with insurance active from your first day.',
      benefits: [
        {
          name: 'Medical Insurance',
          description: 'Cashless hospitalisation at network hospitals across India for you, your spouse, children and parents.',
          details: '₹5 lakh family floater for the employee and family',
        },
        {
          name: 'Dental & Vision',
          description: 'Dental treatment, eye tests, spectacles and contact lenses, reimbursed against bills.',
          details: 'Up to ₹25,000 a year',
        },
        {
          name: 'Annual Health Check-up',
          description: 'A full-body preventive check-up at a partner diagnostic lab, booked on a working day.',
          details: 'Worth ₹5,000, every year',
        },
        {
          name: 'Life Insurance',
          description: 'Term life cover paid for by the company, so your family is protected whatever happens.',
          details: '₹10 lakh cover',
        },
      ],
    },
    {
      title: 'Learning & Growth',
      description: 'We pay for you to get better at your craft, and we notice when you do.',
      benefits: [
        {
          name: 'Learning Budget',
          description: 'Spend it on courses, books, conferences and certification exams such as AWS, Google Ads or HubSpot.',
          details: '₹50,000 a year',
        },
        {
          name: 'Mentorship',
          description: 'Every new joiner is paired with a senior mentor, and everyone has a written growth plan reviewed every six months.',
          details: 'Monthly one-to-ones',
        },
        {
          name: 'Internal Mobility',
          description: 'Move between engineering, marketing, design and sales teams when your interests change, with training to make the switch.',
          details: 'Open to all after 1 year',
        },
        {
          name: 'Recognition Awards',
          description: 'Quarterly awards, nominated by colleagues, for outstanding client work, mentoring and ideas.',
          details: 'Up to ₹25,000 per award',
        },
      ],
    },
    {
      title: 'Financial Rewards',
      description: 'A fair salary, plus a real share in the results you help create.',
      benefits: [
        {
          name: 'Performance Bonus',
          description: "Paid yearly, based on your goals and the company's results, with the formula shared in advance.",
          details: 'Up to 30% of annual salary',
        },
        {
          name: 'Provident Fund',
          description: 'Statutory PF with the full employer share on top of your salary, and ESI where applicable.',
          details: '12% employer contribution',
        },
        {
          name: 'Stock Options',
          description: "Employee stock options that vest over four years, so you share in the company's growth.",
          details: 'After 2 years of service',
        },
        {
          name: 'Festival Bonus',
          description: "An extra month's pay before Diwali, for everyone who has completed the six-month probation.",
          details: "One month's salary",
        },
      ],
    },
    {
      title: 'Work-Life Balance',
      description: 'Time to rest, time with family, and the flexibility to fit work around your life.',
      benefits: [
        {
          name: 'Paid Leave',
          description: 'Earned, casual and sick leave in one simple pool, plus the national and festival holidays on our calendar.',
          details: '25 days of leave plus 12 public holidays',
        },
        {
          name: 'Sabbatical',
          description: 'Time off to study, travel, care for family or build something of your own, with your job waiting for you.',
          details: 'Up to 6 months after 3 years',
        },
        {
          name: 'Hybrid Work',
          description: 'Work from home two days a week, with core hours of 11 AM to 4 PM and no weekend work.',
          details: '2 days a week from home',
        },
        {
          name: 'Family Events',
          description: 'Family days, picnics and celebrations where the people at home get to meet the people at work.',
          details: '4 family events a year',
        },
      ],
    },
  ],
  extraPerks: {
    title: 'Extra perks',
    items: [
      { title: 'Commute Allowance', description: 'Paid for every day you work from the office.', value: '₹200 a day' },
      { title: 'Friday Team Lunch', description: 'Lunch on the company every Friday, plus a pantry stocked with chai, coffee and snacks.' },
      { title: 'Home Office Setup', description: 'A one-time allowance for a chair, desk or monitor for your work-from-home days.' },
      { title: 'Birthday Leave', description: 'An extra day off in your birthday month, on top of your regular leave.' },
      { title: 'Referral Bonus', description: 'A cash bonus for every friend you refer who joins and completes probation.' },
      { title: 'Mental Health Support', description: 'Confidential counselling sessions with licensed therapists, for you and your family.' },
    ],
  },
  comparison: {
    title: 'How we compare',
    lead: 'Our core benefits against what is typical for agencies of our size in India.',
    caption: `Benefits at ${site.name} compared with the industry standard`,
    scrollHint: 'Swipe sideways to see every column.',
    headings: { benefit: 'Benefit', standard: 'Industry Standard', ours: site.name },
    rows: [
      { benefit: 'Medical Insurance', standard: '₹3 lakh', ours: '₹5 lakh' },
      { benefit: 'Learning Budget', standard: '₹20,000', ours: '₹50,000' },
      { benefit: 'Annual Leave', standard: '21 days', ours: '25 days + 12 holidays' },
      { benefit: 'Performance Bonus', standard: '10-15%', ours: 'Up to 30%' },
      { benefit: 'Work From Home', standard: '1 day a week', ours: '2 days a week' },
    ],
  },
  employmentLevels: {
    title: 'Benefits by employment level',
    lead: 'Most benefits start on your first day. Some grow with your time at the company.',
    items: [
      {
        title: 'New Joiners',
        tenure: '0-6 months',
        benefits: [
          '₹5 lakh medical insurance from day one',
          '12% employer PF contribution from your first salary',
          'Leave accrued monthly from your joining date',
          'A senior mentor and a 90-day onboarding plan',
        ],
      },
      {
        title: 'Regular Employees',
        tenure: '6+ months',
        benefits: [
          'Full ₹50,000 yearly learning budget',
          'Performance bonus eligibility, up to 30%',
          "Festival bonus of one month's salary",
          'Dental and vision cover up to ₹25,000 a year',
        ],
      },
      {
        title: 'Senior Employees',
        tenure: '2+ years',
        benefits: ['Employee stock options', 'Priority for conference travel and speaking slots', 'Eligibility to lead a squad or mentor interns'],
      },
      {
        title: 'Leadership',
        tenure: '3+ years',
        benefits: [
          'Sabbatical of up to 6 months',
          'A seat in quarterly business planning',
          'Additional stock option grants',
          'Executive coaching sessions',
        ],
      },
    ],
  },
  faqs: {
    title: 'Benefits FAQs',
    items: [
      {
        question: 'When do my benefits start?',
        answer:
          'Medical and life insurance, PF and leave start on your joining date. The learning budget, performance bonus and festival bonus apply once you complete six months, stock options after two years and the sabbatical after three.',
      },
      {
        question: 'Who is covered by the medical insurance?',
        answer:
          'The ₹5 lakh family floater covers you, your spouse, up to two children and your parents or parents-in-law, with cashless treatment at network hospitals.',
      },
      {
        question: 'How is the performance bonus decided?',
        answer:
          "At the start of the year you agree goals with your manager. The bonus, up to 30% of your annual salary, depends on how you met them and on the company's results, and is paid after the April review.",
      },
    ],
  },
  cta: {
    title: 'Ready to enjoy these benefits?',
    text: 'Look at our open roles or send us your resume. We reply to every application within 5 working days.',
    actions: [{ label: 'Apply Now', href: '/contact?position=open-application' }],
  },
})
