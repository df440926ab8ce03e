import { useId } from 'react'
import type { AdminDashboardText } from '../copy/schemas/admin'
import { buttonClass } from '../../components/ui/buttonClass'
import { Section } from '../../components/sections/Section'

/** The Overview tab: the spec's fixed sample figures, labelled as such, and quick actions that open the other tabs. */
export function OverviewPanel({ text, onOpen }: { text: AdminDashboardText['overview']; onOpen: (tab: 'submissions' | 'analytics' | 'content') => void }) {
  const uid = useId()
  return (
    <Section layout="block" headingId={`${uid}-heading`} size="xl" title={text.heading}>
      <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4" aria-labelledby={`${uid}-sample`} role="region">
        <h3 id={`${uid}-sample`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="badge bg-amber-200 text-amber-950">{text.sampleLabel}</span>
        </h3>
        <p className="mt-2 text-sm text-slate-800">{text.sampleNote}</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {text.stats.map((stat) => (
            <div key={stat.label} className="rounded-lg border border-amber-200 bg-white p-4">
              <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{stat.value}</dd>
              <dd className="mt-1 text-xs text-slate-700">{stat.note}</dd>
            </div>
          ))}
        </dl>
        <h4 className="mt-5 text-sm font-semibold text-slate-900">{text.activityHeading}</h4>
        <ul className="mt-2 divide-y divide-amber-200 rounded-lg border border-amber-200 bg-white">
          {text.activity.map((item) => (
            <li key={item.text} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
              <span className="text-slate-900">{item.text}</span>
              <span className="text-slate-700">{item.time}</span>
            </li>
          ))}
        </ul>
      </div>
      <h3 className="mt-6 text-base font-semibold text-slate-900">{text.quickActionsHeading}</h3>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => onOpen('submissions')}>
          {text.quickActions.submissions}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onOpen('analytics')}>
          {text.quickActions.analytics}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={() => onOpen('content')}>
          {text.quickActions.content}
        </button>
      </div>
    </Section>
  )
}
