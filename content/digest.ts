import { z } from 'zod'
import { defineContent } from './define'
import { site } from './site'

/**
 * The daily digest e-mail each user of the lead service gets in the morning (service/digest/mail.ts): their overdue
 * and due-today follow-ups, for owners also those nobody looks after, yesterday's new leads and how many signed up
 * to the newsletter. `{n}` is a count, `{date}` a day, `{name}` a person.
 */
export const digest = defineContent(
  'content/digest.ts',
  z.object({
    subject: z.string().includes('{date}').includes('{summary}'),
    /** The subject's summary: the parts with a count above zero, joined with ", ". */
    summary: z.object({
      overdue: z.string().includes('{n}'),
      due: z.string().includes('{n}'),
      unattended: z.string().includes('{n}'),
      newLeads: z.string().includes('{n}'),
      signUps: z.string().includes('{n}'),
    }),
    greeting: z.string().includes('{name}'),
    intro: z.string().includes('{date}'),
    headings: z.object({
      overdue: z.string().min(5),
      due: z.string().min(5),
      unattended: z.string().min(5),
      newLeads: z.string().includes('{date}'),
    }),
    followUp: z.string().includes('{when}'),
    followUpTime: z.string().includes('{date}').includes('{time}'),
    assignedTo: z.string().includes('{name}'),
    notAssigned: z.string().min(5),
    more: z.string().includes('{n}'),
    signUps: z.string().includes('{n}'),
    dashboard: z.string().min(10),
    why: z.string().min(20),
  }),
  {
    subject: 'Your leads for {date}: {summary}',
    summary: {
      overdue: '{n} overdue',
      due: '{n} due today',
      unattended: '{n} not assigned',
      newLeads: '{n} new yesterday',
      signUps: '{n} newsletter sign-ups',
    },
    greeting: 'Good morning {name},',
    intro: 'Here is what needs you today, {date}. Each lead links to its page in the dashboard.',
    headings: {
      overdue: 'Your overdue follow-ups',
      due: 'Your follow-ups due today',
      unattended: 'Overdue or due today, and nobody is looking after them',
      newLeads: 'New leads yesterday, {date}',
    },
    followUp: 'follow-up {when}',
    followUpTime: '{date} at {time} IST',
    assignedTo: 'assigned to {name}',
    notAssigned: 'not assigned yet',
    more: '…and {n} more in the dashboard.',
    signUps: 'Newsletter sign-ups yesterday: {n}',
    dashboard: 'Open the dashboard:',
    why: `You get this e-mail from the ${site.name} lead service each morning there is something to report.`,
  },
)
export type DigestText = typeof digest
