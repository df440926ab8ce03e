/**
 * The owner's email for a lead, sent over SMTP (SMTP_URL) with Reply-To set to the visitor, so answering the mail
 * answers them: an enquiry to LEADS_NOTIFY_TO, a job application, worded as one, to APPLICATIONS_NOTIFY_TO
 * (service/notify/routing.ts). Each links to the lead's own view in the dashboard. Addresses and names go to
 * nodemailer as objects, never spliced into header text, so what a visitor typed cannot add a header. The
 * Message-ID is derived from the lead's id: a mail sent again after a crash is recognised as the same message by
 * the owner's mail client. The same transport carries the daily digest (service/digest/).
 */
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { leadNotifications as copy } from '../../content/leadNotifications'
import { ATTRIBUTION_FIELDS, isApplication, type LeadRecord } from '../../model/leadFields'
import { displayFields } from '../../model/leadLabels'
import { leadViewUrl } from '../../model/leadLink'
import { fillTemplate } from '../../model/template'
import { INDIA_TIME_ZONE } from '../../model/indiaTime'
import { labelTables } from '../leads/labels'
import { recipientsOf, type Recipients } from './routing'

export interface MailSettings {
  smtpUrl: string
  recipients: Recipients
  from: string
  /** The site's origin, where the dashboard is: each mail links to its lead's view there. */
  dashboardOrigin: string
}

export type SendLeadMail = (lead: LeadRecord) => Promise<void>

/** A message ready for the SMTP server: plain text, addresses as nodemailer takes them. */
export interface MailMessage {
  from: string
  to: readonly string[]
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  messageId: string
}

/** The domain of the sender's address: Message-IDs are made unique under it. */
export const senderDomain = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'

/** Header text: one line, whatever the visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const istFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA_TIME_ZONE })

export function leadMail(lead: LeadRecord, settings: MailSettings): MailMessage {
  const form = copy.forms[lead.type]
  const kind = isApplication(lead) ? 'application' : 'enquiry'
  // The service, budget and position as the form labelled them, as the dashboard shows them.
  const shown = displayFields(lead, labelTables().labels)
  const subject = fillTemplate(copy.subject[kind], { name: oneLine(lead.name ?? lead.email), form, position: shown.position })
  const rows: [string, string | null][] = [
    [copy.labels.form, form],
    [copy.labels.name, lead.name],
    [copy.labels.email, lead.email],
    [copy.labels.phone, lead.phone],
    [copy.labels.service, shown.service],
    [copy.labels.company, shown.company],
    [copy.labels.budget, shown.budget],
    [copy.labels.position, shown.position],
    [copy.labels.cvLink, shown.cvLink],
  ]
  const lines = [copy.intro[kind], '', ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)]
  // The message keeps its lines, each quoted, so none of them can pass for one of the labelled lines around it.
  if (shown.message) lines.push('', `${copy.labels.message}:`, ...shown.message.split(/\r\n|\r|\n/).map((line) => `> ${line}`))
  if (lead.source) {
    lines.push('', `${copy.visit.heading}:`, `${copy.visit.source}: ${lead.source}`)
    for (const field of ATTRIBUTION_FIELDS) if (lead[field]) lines.push(`${copy.visit[field]}: ${lead[field]}`)
  }
  lines.push(
    '',
    `${copy.labels.page}: ${lead.page ?? '-'}`,
    `${copy.labels.submitted}: ${istFormat.format(new Date(lead.submittedAt))} IST`,
    `${copy.labels.id}: ${lead.id}`,
    '',
    copy.dashboardLink,
    leadViewUrl(settings.dashboardOrigin, lead.id),
    '',
    copy.replyHint[kind],
  )
  return {
    from: settings.from,
    to: recipientsOf(lead, settings.recipients),
    replyTo: { name: oneLine(lead.name ?? ''), address: lead.email },
    subject: oneLine(subject),
    text: `${lines.join('\n')}\n`,
    messageId: `<lead-${lead.id}@${senderDomain(settings.from)}>`,
  }
}

export interface Mailer {
  /** A lead's e-mail, to its recipients. */
  send: SendLeadMail
  /** Any prepared message (the daily digest). */
  deliver: (message: MailMessage) => Promise<void>
  close: () => void
}

export function createMailer(settings: MailSettings): Mailer {
  const timeouts: SMTPTransport.Options = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  const transport = nodemailer.createTransport(settings.smtpUrl, timeouts)
  const deliver = async ({ to, ...message }: MailMessage) => void (await transport.sendMail({ ...message, to: [...to] }))
  return {
    send: (lead) => deliver(leadMail(lead, settings)),
    deliver,
    close: () => transport.close(),
  }
}
