import { z } from 'zod'
import { defineContent } from './define'
import { leadNotifications } from './leadNotifications'
import { site } from './site'

/**
 * A lead's own view in the dashboard (lead service only): its fields, where the visit came from, how to reach the
 * visitor (the reply and the WhatsApp greeting are written here), its pipeline stage, follow-up, notes and history;
 * and the lead list's follow-up views. Field and form names are the owner's e-mail's (content/leadNotifications.ts).
 */
const text = z.string().min(2)
const option = z.object({ value: z.string().regex(/^[a-z][a-z-]*$/), label: text })

export const leadViewSchema = z.object({
  /** The accessible name of the lead's name in the list, which opens its view. */
  open: z.string().includes('{name}'),
  title: z.string().includes('{name}'),
  close: text,
  loading: text,
  brand: text,
  fields: z.record(z.string(), text),
  forms: z.record(z.string(), text),
  visit: z.record(z.string(), text),
  /** A lead sent without where its visit began (before the site sent it, or by another client). */
  noVisit: text,
  sections: z.object({ details: text, visit: text, reach: text, pipeline: text, followUp: text, notes: text, history: text }),
  reach: z.object({
    call: z.string().includes('{phone}'),
    email: text,
    whatsApp: text,
    copy: text,
    copied: text,
    copyFailed: z.string().min(10),
    noPhone: z.string().min(10),
    /** Names the enquiry in the reply and the greeting: the service or position they asked about, when they chose one. */
    enquiry: z.string().includes('{what}'),
    enquiryPlain: text,
    replySubject: z.string().includes('{brand}'),
    replyBody: z.string().includes('{name}').includes('{enquiry}').includes('{sender}'),
    whatsAppText: z.string().includes('{name}').includes('{enquiry}').includes('{sender}'),
    /** How the visitor is greeted when they gave no name (a newsletter sign-up). */
    nameless: text,
  }),
  pipeline: z.object({
    status: text,
    dealValue: text,
    dealValueHint: z.string().min(10),
    lostReason: text,
    lostDetail: text,
    lostDetailHint: z.string().min(10),
    save: text,
    saved: text,
    won: z.string().includes('{value}'),
    noReason: text,
  }),
  /** Why a lead was lost: the first choices of the list; the last one asks for the reason in words. */
  lostReasons: z.array(option).min(2),
  /** Statuses leads had before the pipeline, as their history names them. */
  formerStatuses: z.record(z.string(), text),
  followUp: z.object({
    date: text,
    time: text,
    timeHint: z.string().min(10),
    save: text,
    clear: text,
    saved: text,
    cleared: text,
    none: text,
    at: z.string().includes('{date}').includes('{time}'),
    states: z.object({ due: text, overdue: text }),
    filterLabel: text,
    any: text,
  }),
  notes: z.object({
    add: text,
    addButton: text,
    added: text,
    edit: z.string().includes('{time}'),
    editButton: text,
    editLabel: text,
    save: text,
    saved: text,
    cancel: text,
    empty: text,
    signed: z.string().includes('{name}').includes('{time}'),
    edited: z.string().includes('{time}'),
    formerUser: text,
  }),
  history: z.object({
    received: z.string().includes('{form}'),
    notified: z.object({ email: text, webhook: text }),
    status: z.string().includes('{by}').includes('{from}').includes('{to}'),
    followUpSet: z.string().includes('{by}').includes('{when}'),
    followUpCleared: z.string().includes('{by}'),
    noted: z.string().includes('{by}'),
    service: text,
  }),
  failed: z.string().min(10),
})

export type LeadViewText = z.output<typeof leadViewSchema>

export const leadView = defineContent('content/leadView.ts', leadViewSchema, {
  brand: site.name,
  open: 'Open the lead from {name}',
  title: 'Lead from {name}',
  close: 'Close',
  loading: 'Loading the lead...',
  fields: { ...leadNotifications.labels, received: 'Received', source: 'Source' },
  forms: leadNotifications.forms,
  visit: leadNotifications.visit,
  noVisit: 'Not recorded for this enquiry.',
  sections: {
    details: 'Details',
    visit: leadNotifications.visit.heading,
    reach: 'Reach them',
    pipeline: 'Pipeline',
    followUp: 'Follow-up',
    notes: 'Notes',
    history: 'History',
  },
  reach: {
    call: 'Call {phone}',
    email: 'Reply by e-mail',
    whatsApp: 'WhatsApp',
    copy: 'Copy the details',
    copied: 'Copied the lead’s details',
    copyFailed: 'This browser did not allow copying: select the text and copy it yourself.',
    noPhone: 'No phone number that can be dialled was given.',
    enquiry: 'your enquiry about {what}',
    enquiryPlain: 'your enquiry',
    replySubject: 'Your enquiry with {brand}',
    replyBody:
      'Hello {name},\n\nThank you for {enquiry}. I would be glad to talk it through with you: when would suit you for a short call this week?\n\nBest regards,\n{sender}\n{brand}',
    whatsAppText: 'Hello {name}, this is {sender} from {brand}. Thank you for {enquiry}. Is now a good time to talk?',
    nameless: 'there',
  },
  pipeline: {
    status: 'Status',
    dealValue: 'Deal value (₹)',
    dealValueHint: 'In whole rupees, such as 150000.',
    lostReason: 'Why it was lost',
    lostDetail: 'In your words',
    lostDetailHint: 'Needed when the reason is “Other”.',
    save: 'Save status',
    saved: 'Status saved',
    won: 'Won: {value}',
    noReason: 'No reason recorded',
  },
  lostReasons: [
    { value: 'price', label: 'Price or budget' },
    { value: 'competitor', label: 'Chose another agency' },
    { value: 'no-reply', label: 'Stopped replying' },
    { value: 'not-a-fit', label: 'Not something we offer' },
    { value: 'timing', label: 'Not now (timing)' },
    { value: 'other', label: 'Other' },
  ],
  formerStatuses: { closed: 'Closed' },
  followUp: {
    date: 'Follow-up date',
    time: 'Time (optional)',
    timeHint: 'India time (IST). Without a time it is due all day.',
    save: 'Set follow-up',
    clear: 'Clear follow-up',
    saved: 'Follow-up set',
    cleared: 'Follow-up cleared',
    none: 'No follow-up set.',
    at: '{date} at {time} IST',
    states: { due: 'Due today', overdue: 'Overdue' },
    filterLabel: 'Follow-up',
    any: 'Any',
  },
  notes: {
    add: 'New note',
    addButton: 'Add note',
    added: 'Note added',
    edit: 'Edit your note of {time}',
    editButton: 'Edit',
    editLabel: 'Your note',
    save: 'Save note',
    saved: 'Note saved',
    cancel: 'Cancel',
    empty: 'No notes yet.',
    signed: '{name}, {time}',
    edited: 'edited {time}',
    formerUser: 'A former user',
  },
  history: {
    received: 'Received through the {form}',
    notified: { email: 'E-mailed to you', webhook: 'Sent to the webhook' },
    status: '{by} changed the status from {from} to {to}',
    followUpSet: '{by} set the follow-up for {when}',
    followUpCleared: '{by} cleared the follow-up',
    noted: '{by} added a note',
    service: 'The lead service',
  },
  failed: 'That did not work. Please try again.',
})
