import { z } from 'zod'

/** The shape of a lead view's words (content/leadView.ts holds them; apart for the reason in ./admin.ts). */

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
  sections: z.object({ details: text, visit: text, reach: text, pipeline: text, followUp: text, assignment: text, notes: text, history: text }),
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
  /** Who looks after the lead (model/leadAssignment.ts says who may change it). */
  assignment: z.object({
    label: text,
    nobody: text,
    save: text,
    saved: text,
    hint: z.string().min(20),
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
    assigned: z.string().includes('{by}').includes('{to}'),
    unassigned: z.string().includes('{by}').includes('{from}'),
    unsubscribed: z.string().includes('{by}'),
    service: text,
  }),
  failed: z.string().min(10),
})

export type LeadViewText = z.output<typeof leadViewSchema>
