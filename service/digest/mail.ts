/**
 * One user's daily digest as a plain-text e-mail (words in content/digest.ts): each lead named with its form, what
 * it asked about, its follow-up or assignee and the link to its view in the dashboard. Null when there is nothing to
 * report: a mail that says "nothing today" every morning teaches people to stop reading it.
 */
import type { DigestText } from '../../content/digest'
import { DASHBOARD_PATH, leadViewUrl } from '../../model/leadLink'
import type { LeadType } from '../../model/leadFields'
import { displayFields, type LeadLabels } from '../../model/leadLabels'
import { fillTemplate } from '../../model/template'
import type { DigestContent, DigestLead } from './digestStore'
import { senderDomain, type MailMessage } from '../notify/email'

export interface DigestMailSettings {
  from: string
  dashboardOrigin: string
  text: DigestText
  labels: LeadLabels
  formNames: Readonly<Record<LeadType, string>>
}

/** A date such as "25 Nov 2026" for an Indian day (YYYY-MM-DD). */
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const showDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/** A visitor's words on one line, whatever they typed. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()

export function digestMail(
  user: { id: string; name: string },
  to: readonly string[],
  content: DigestContent,
  days: { today: string; yesterday: string },
  settings: DigestMailSettings,
): MailMessage | null {
  const { text } = settings
  const counts = {
    overdue: content.overdue.length,
    due: content.due.length,
    unattended: content.unattended.length,
    newLeads: content.newLeadCount,
    signUps: content.signUps,
  }
  if (Object.values(counts).every((count) => count === 0)) return null

  const summary = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => fillTemplate(text.summary[key], { n: counts[key] }))
    .join(', ')
  const line = (lead: DigestLead, detail: 'followUp' | 'assignee') => {
    const shown = displayFields({ type: lead.type, service: lead.service ?? undefined, position: lead.position ?? undefined }, settings.labels)
    const about = [settings.formNames[lead.type] ?? lead.type, shown.position || shown.service].filter(Boolean).join(', ')
    const extra =
      detail === 'followUp'
        ? fillTemplate(text.followUp, {
            when: lead.followUpAt
              ? fillTemplate(text.followUpTime, { date: showDay(lead.followUpOn!), time: lead.followUpAt })
              : showDay(lead.followUpOn!),
          })
        : lead.assignee
          ? fillTemplate(text.assignedTo, { name: lead.assignee })
          : text.notAssigned
    return [`- ${oneLine(lead.name ?? lead.email)} (${about}), ${extra}`, `  ${leadViewUrl(settings.dashboardOrigin, lead.id)}`]
  }
  const section = (heading: string, leads: DigestLead[], detail: 'followUp' | 'assignee', total = leads.length) =>
    leads.length === 0
      ? []
      : [
          '',
          `${heading} (${total})`,
          ...leads.flatMap((lead) => line(lead, detail)),
          ...(total > leads.length ? [fillTemplate(text.more, { n: total - leads.length })] : []),
        ]

  const lines = [
    fillTemplate(text.greeting, { name: user.name }),
    '',
    fillTemplate(text.intro, { date: showDay(days.today) }),
    ...section(text.headings.overdue, content.overdue, 'followUp'),
    ...section(text.headings.due, content.due, 'followUp'),
    ...section(text.headings.unattended, content.unattended, 'followUp'),
    ...section(fillTemplate(text.headings.newLeads, { date: showDay(days.yesterday) }), content.newLeads, 'assignee', content.newLeadCount),
    ...(content.signUps > 0 ? ['', fillTemplate(text.signUps, { n: content.signUps })] : []),
    '',
    text.dashboard,
    `${settings.dashboardOrigin.replace(/\/$/, '')}${DASHBOARD_PATH}`,
    '',
    text.why,
  ]
  return {
    from: settings.from,
    to,
    subject: fillTemplate(text.subject, { date: showDay(days.today), summary }),
    text: `${lines.join('\n')}\n`,
    messageId: `<digest-${days.today}-${user.id}@${senderDomain(settings.from)}>`,
  }
}
