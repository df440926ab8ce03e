import { z } from 'zod'
import { applicationButtonSchema, callToActionSchema, defineContent, figureSchema, heroSchema, pageMetaSchema } from '../define'
import { staffQuotes } from '../people'
import { site } from '../site'

/** The work hours, as data for components and structured data. */
const workHoursSchema = z.object({
  start: z.string(),
  end: z.string(),
  coreStart: z.string(),
  coreEnd: z.string(),
  wfhDaysPerWeek: z.number().int().min(0).max(5),
  weekendWork: z.boolean(),
})

const cultureSchema = z.object({
  meta: pageMetaSchema,
  hero: heroSchema.extend({ actions: z.array(applicationButtonSchema).max(2) }),
  /** Names the statistics strip for screen readers. */
  statisticsLabel: z.string().min(3),
  statistics: z.array(figureSchema).length(4),
  /** A culture value: title, description, practices. */
  values: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), practices: z.array(z.string()).min(3) })).length(4),
  }),
  /** A perk: title, description, optional value. */
  perks: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), value: z.string().optional() })).length(4),
  }),
  /** An activity: title, description, frequency. */
  activities: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string(), frequency: z.string() })).length(6),
  }),
  workHours: workHoursSchema,
  workEnvironment: z.object({
    title: z.string(),
    items: z.array(z.object({ title: z.string(), description: z.string() })).length(4),
  }),
  /** A staff quote: name, role, quote, tenure. */
  quotes: z.object({
    title: z.string(),
    items: z.array(z.object({ name: z.string(), role: z.string(), quote: z.string(), tenure: z.string() })).min(1),
  }),
  cta: callToActionSchema.extend({ actions: z.array(applicationButtonSchema).min(1).max(2) }),
})

/** /careers/culture. */
export const culture = defineContent('content/careers/culture.ts', cultureSchema, {
  meta: {
    path: '/careers/culture',
    title: `Our Work Culture | ${site.name} Careers`,
    description:
      'Flexible hours with core time 11 AM to 4 PM, two WFH days a week, no weekend work, monthly town halls and festival celebrations. See what working with us is like.',
    keywords: ['company culture', 'work life balance jobs Delhi', 'hybrid work India', 'team activities', 'employee reviews'],
  },
  hero: {
    eyebrow: 'Life at Work',
    title: 'A place where good work and a good life fit together',
    subtitle: `${site.name} is a team of engineers, marketers, designers and sellers who like hard problems and leave on time. Here is how we work, celebrate and look after each other.`,
    actions: [{ label: 'Join Our Team', href: '/contact?position=open-application' }],
  },
  statisticsLabel: 'Our team in numbers',
  statistics: [
    { value: '4.8/5', label: 'Employee Satisfaction' },
    { value: '95%', label: 'Retention Rate' },
    { value: '50+', label: 'Team Members' },
    { value: '24+', label: 'Events a Year' },
  ],
  values: {
    title: 'Our values in practice',
    items: [
      {
        title: 'Ownership',
        description:
          'We own outcomes, not tasks. If a client campaign or a release is in trouble, the person closest to it raises the flag and helps fix it.',
        practices: [
          'Every project has one named owner, visible to the whole team',
          'Blameless reviews after every major incident or missed deadline',
          'Anyone can stop a release they believe is not ready',
        ],
      },
      {
        title: 'Continuous Learning',
        description:
          'Our industry changes every quarter, from Google algorithm updates to new AI tools, so learning is part of the job, not something for weekends.',
        practices: [
          'A ₹50,000 yearly learning budget for courses, books and certifications',
          'Friday tech and marketing talks by team members',
          'Two hours a week of protected learning time',
        ],
      },
      {
        title: 'Honesty With Clients and Each Other',
        description: 'We tell clients what will and will not work, even when it costs us a sale, and we give each other feedback directly and kindly.',
        practices: [
          'Monthly client reports show what failed as well as what worked',
          'Open salary bands for every role',
          'Monthly one-to-ones with written feedback',
        ],
      },
      {
        title: 'Collaboration Over Silos',
        description: 'The best results come when developers, marketers and designers solve a client problem together instead of passing tickets around.',
        practices: [
          'Cross-functional squads for every major client',
          'Shared Slack channels with clients where useful',
          'Quarterly hackathons with mixed teams',
        ],
      },
    ],
  },
  perks: {
    title: 'Office perks',
    items: [
      { title: 'Pantry on Us', description: 'Unlimited chai, coffee, fruit and snacks, and a team lunch every Friday.', value: 'Free' },
      {
        title: 'Proper Workstations',
        description: 'Ergonomic chairs, height-adjustable desks, a second monitor and a laptop of your choice within budget.',
      },
      { title: 'Commute Allowance', description: 'A daily travel allowance for every day you work from the office.', value: '₹200 a day' },
      { title: 'Breakout Zone', description: 'Table tennis, carrom and a quiet room for focused work or a short rest.' },
    ],
  },
  activities: {
    title: 'Team activities',
    items: [
      { title: 'Town Hall', description: 'The founders share numbers, wins and mistakes, and anyone can ask anything.', frequency: 'Monthly' },
      { title: 'Friday Talks', description: 'A 30-minute talk by a team member on a tool, a client win or something they learned.', frequency: 'Weekly' },
      { title: 'Family Day', description: 'Picnics, movie afternoons and open-office days where families meet the team.', frequency: 'Quarterly' },
      {
        title: 'Festival Celebrations',
        description: 'Diwali, Holi, Lohri, Eid and Christmas, celebrated together with food, games and a lot of noise.',
        frequency: 'Every major festival',
      },
      {
        title: 'Hackathon',
        description: 'Mixed teams build internal tools or experiments in two days; the best ideas become products.',
        frequency: 'Twice a year',
      },
      {
        title: 'Annual Offsite',
        description: 'Three days out of the city, in Rishikesh, Jaipur or the hills, for planning and fun.',
        frequency: 'Yearly',
      },
    ],
  },
  workHours: { start: '9 AM', end: '7 PM', coreStart: '11 AM', coreEnd: '4 PM', wfhDaysPerWeek: 2, weekendWork: false },
  workEnvironment: {
    title: 'How we work',
    items: [
      {
        title: 'Flexible Hours',
        description:
          'Our working day runs from 9 AM to 7 PM. Be available for core hours, 11 AM to 4 PM, and plan the rest around your commute and your life.',
      },
      {
        title: 'Hybrid Week',
        description: 'Work from home 2 days a week, chosen with your team, and spend the other days together in the office.',
      },
      {
        title: 'No Weekend Work',
        description: 'Weekends are yours. No weekend work, no weekend emails, and deadlines are planned so they do not need it.',
      },
      {
        title: 'Open Doors',
        description: 'No cabins and no layers of approval: founders sit with the team, and anyone can walk up to anyone with an idea or a problem.',
      },
    ],
  },
  quotes: {
    title: 'What our team says',
    items: staffQuotes,
  },
  cta: {
    title: 'Like what you see?',
    text: 'Tell us about yourself and the kind of work you want to do. We will let you know about roles that fit, now or later.',
    actions: [{ label: 'Get in Touch', href: '/contact?position=open-application' }],
  },
})
