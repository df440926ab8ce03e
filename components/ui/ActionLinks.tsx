import type { Link } from '../../content/define'

/** A row of call-to-action links; the first is the primary one. */
export function ActionLinks({ actions, tone = 'light', className = '' }: { actions: readonly Link[]; tone?: 'light' | 'dark'; className?: string }) {
  if (actions.length === 0) return null
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action, index) => (
        <a key={action.href + action.label} href={action.href} className={`btn btn-lg ${variant(index, tone)}`}>
          {action.label}
        </a>
      ))}
    </div>
  )
}

function variant(index: number, tone: 'light' | 'dark'): string {
  if (tone === 'dark') return index === 0 ? 'btn-light' : 'btn-ghost-light'
  return index === 0 ? 'btn-primary' : 'btn-outline'
}
