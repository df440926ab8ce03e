import type { Link } from '../../content/define'
import { buttonClass, type ButtonVariant } from './buttonClass'

/** A row of call-to-action links; the first is the primary one. */
export function ActionLinks({ actions, tone = 'light', className = '' }: { actions: readonly Link[]; tone?: 'light' | 'dark'; className?: string }) {
  if (actions.length === 0) return null
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action, index) => (
        <a key={action.href + action.label} href={action.href} className={buttonClass(variant(index, tone), { size: 'lg' })}>
          {action.label}
        </a>
      ))}
    </div>
  )
}

function variant(index: number, tone: 'light' | 'dark'): ButtonVariant {
  if (tone === 'dark') return index === 0 ? 'light' : 'ghostLight'
  return index === 0 ? 'primary' : 'outline'
}
