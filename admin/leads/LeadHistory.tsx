import type { LeadViewText } from '../../content/schemas/leadView'
import { formatSubmittedAt } from '../../model/leadBrowserStore'
import type { LeadRecord, LeadStatus } from '../../model/leadFields'
import type { LeadActivity } from '../../model/leadFollowUp'
import { fillTemplate } from '../../model/template'
import { followUpWhen } from './LeadFollowUpForm'
import { stageSummary } from './LeadStageForm'

/** Everything that happened to the lead, oldest first: received, mailed, stage, follow-up and assignee changes, unsubscribes, notes. */
export function LeadHistory({
  lead,
  activity,
  text,
  statusLabels,
}: {
  lead: LeadRecord
  activity: LeadActivity
  text: LeadViewText
  statusLabels: Record<LeadStatus, string>
}) {
  const { history } = text
  const statusName = (status: string | null) =>
    status === null ? '' : ((statusLabels as Record<string, string>)[status] ?? text.formerStatuses[status] ?? status)
  const entries: { at: string; text: string }[] = [
    { at: lead.receivedAt, text: fillTemplate(history.received, { form: text.forms[lead.type] ?? lead.type }) },
    ...activity.notifications.flatMap((sent) =>
      sent.sentAt ? [{ at: sent.sentAt, text: history.notified[sent.channel as 'email' | 'webhook'] ?? sent.channel }] : [],
    ),
    ...activity.events.map((event) => {
      const by = event.by?.name ?? history.service
      if (event.kind === 'assign')
        return {
          at: event.at,
          text: event.assignedTo
            ? fillTemplate(history.assigned, { by, to: event.assignedTo.name })
            : fillTemplate(history.unassigned, { by, from: event.fromAssignedTo?.name ?? text.notes.formerUser }),
        }
      if (event.kind === 'unsubscribe') return { at: event.at, text: fillTemplate(history.unsubscribed, { by }) }
      if (event.kind === 'follow_up')
        return {
          at: event.at,
          text: event.followUpOn
            ? fillTemplate(history.followUpSet, { by, when: followUpWhen(event.followUpOn, event.followUpAt, text) })
            : fillTemplate(history.followUpCleared, { by }),
        }
      const to =
        event.status === 'won' || event.status === 'lost'
          ? stageSummary(
              { status: event.status, dealValue: event.dealValue, lostReason: event.lostReason, lostDetail: event.lostDetail },
              text,
              statusLabels,
            )
          : statusName(event.status)
      return { at: event.at, text: fillTemplate(history.status, { by, from: statusName(event.fromStatus), to }) }
    }),
    ...activity.notes.map((note) => ({ at: note.createdAt, text: fillTemplate(history.noted, { by: note.author?.name ?? text.notes.formerUser }) })),
  ].sort((a, b) => a.at.localeCompare(b.at))

  return (
    <ol className="mt-2 space-y-1.5 text-sm" data-testid="lead-history">
      {entries.map((entry, index) => (
        <li key={index} className="grid grid-cols-[10rem_1fr] gap-2">
          <time dateTime={entry.at} className="text-slate-700">
            {formatSubmittedAt(entry.at)}
          </time>
          <span className="text-slate-900">{entry.text}</span>
        </li>
      ))}
    </ol>
  )
}
