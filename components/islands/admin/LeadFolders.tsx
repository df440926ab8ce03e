/** The lead list's folders (inbox, applications, subscribers, spam) and "My leads", each with its count: a toggle group. */
import type { AdminDashboardText } from '../../../content/schemas/admin'
import { LEAD_LIST_VIEWS, type LeadListView } from '../../../lib/leadFields'
import { formatCount } from './cells'
import { buttonClass } from '../../ui/buttonClass'

export function LeadFolders({
  selected,
  counts,
  text,
  onSelect,
}: {
  selected: LeadListView
  /** Leads in each view; absent until the first page has loaded. */
  counts: Record<LeadListView, number> | undefined
  text: AdminDashboardText['leads']['folders']
  onSelect: (view: LeadListView) => void
}) {
  return (
    <div role="group" aria-label={text.label} className="flex flex-wrap gap-2">
      {LEAD_LIST_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={selected === view}
          onClick={() => onSelect(view)}
          className={buttonClass(selected === view ? 'primary' : 'outline', { size: 'sm' })}
        >
          {text[view]} ({formatCount(counts?.[view] ?? 0)})
        </button>
      ))}
    </div>
  )
}
