import type { ContentIconName, Link } from '../../content/define'
import { IconTile } from '../ui/ContentIcon'
import { Icon } from '../ui/Icon'

export interface Feature {
  title: string
  description: string
  bullets?: readonly string[]
  /** Optional link at the foot of the card. */
  link?: Link
  id?: string
  badge?: string
  /** An icon in a tinted tile above the heading. */
  icon?: ContentIconName
}

const columnClasses = { 2: 'md:[--columns:2]', 3: 'md:[--columns:2] lg:[--columns:3]', 4: 'sm:[--columns:2] lg:[--columns:4]' } as const

/** From this many cards, a phone shows them as a row to swipe through (.phone-scroller) rather than a long column. */
const PHONE_SCROLL_FROM = 6

/** Cards with a heading, text, optional bullet list and link: the workhorse of most sections. A shorter last row is centred. */
export function FeatureGrid({ items, columns = 3, label }: { items: readonly Feature[]; columns?: keyof typeof columnClasses; label?: string }) {
  const scroller = items.length >= PHONE_SCROLL_FROM
  return (
    <ul
      className={`card-grid ${scroller ? 'phone-scroller' : ''} ${columnClasses[columns]}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
      tabIndex={scroller ? 0 : undefined}
      aria-label={scroller ? label : undefined}
    >
      {items.map((item) => (
        // A card that links on to another page is a teaser of it: left out of the search index.
        <li key={item.title} id={item.id} className="card flex flex-col" data-pagefind-ignore={item.link ? 'all' : undefined}>
          {item.badge && <p className="badge mb-3 self-start bg-brand-50 text-brand-800">{item.badge}</p>}
          {item.icon && (
            <span className="mb-4">
              <IconTile name={item.icon} />
            </span>
          )}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
          {item.bullets && item.bullets.length > 0 && <CheckList items={item.bullets} className="mt-4" />}
          {item.link && (
            <a href={item.link.href} className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:text-brand-900">
              {item.link.label}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrowRight" className="h-4 w-4" />
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 text-sm text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * A few points as rows divided by rules, icon beside words: a lighter rhythm than a grid of equal cards, for a
 * short list of reasons beside its heading (Section layout="aside").
 */
export function FeatureList({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {items.map((item) => (
        <li key={item.title} id={item.id} className="flex gap-5 py-6">
          {item.icon && <IconTile name={item.icon} />}
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
