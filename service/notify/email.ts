/**
 * The owner's email for a lead, sent over SMTP (SMTP_URL) with Reply-To set to the visitor, so answering the mail
 * answers them. Addresses and names go to nodemailer as objects, never spliced into header text, so what a visitor
 * typed cannot add a header. The Message-ID is derived from the lead's id: a mail sent again after a crash is
 * recognised as the same message by the owner's mail client.
 */
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { leadNotifications as copy } from '../../content/leadNotifications'
import { formLabels } from '../../lib/formLabels'
import { ATTRIBUTION_FIELDS, type LeadRecord } from '../../lib/leadFields'
import { displayFields } from '../../lib/leadLabels'
import { fillTemplate } from '../../lib/template'

export interface MailSettings {
  smtpUrl: string
  to: string
  from: string
}

export type SendLeadMail = (lead: LeadRecord) => Promise<void>

/** Header text: one line, whatever the visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const istFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

export function leadMail(lead: LeadRecord, settings: MailSettings) {
  const form = copy.forms[lead.type]
  const subject =
    lead.type === 'newsletter'
      ? fillTemplate(copy.subject.newsletter, { email: oneLine(lead.email) })
      : fillTemplate(copy.subject.enquiry, { name: oneLine(lead.name ?? ''), form })
  // The service, budget and position as the form labelled them, as the dashboard shows them.
  const shown = displayFields(lead, formLabels)
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
  const lines = [copy.intro, '', ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)]
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
    copy.replyHint,
  )
  const domain = settings.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: oneLine(lead.name ?? ''), address: lead.email },
    subject: oneLine(subject),
    text: `${lines.join('\n')}\n`,
    messageId: `<lead-${lead.id}@${domain}>`,
  }
}

export function createMailer(settings: MailSettings): { send: SendLeadMail; close: () => void } {
  const timeouts: SMTPTransport.Options = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  const transport = nodemailer.createTransport(settings.smtpUrl, timeouts)
  return {
    async send(lead) {
      await transport.sendMail(leadMail(lead, settings))
    },
    close: () => transport.close(),
  }
}
