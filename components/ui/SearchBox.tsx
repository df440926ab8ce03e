import { Icon } from './Icon'
import { buttonClass } from './buttonClass'

/**
 * A site search box: a GET form to /search that works without JavaScript (the page's inline script also logs the
 * query, as for every [data-site-search] form). `tone` suits it to a light or a dark background.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  button,
  tone = 'light',
  showLabel = false,
  className = '',
}: {
  id: string
  label: string
  placeholder: string
  button: string
  tone?: 'light' | 'dark'
  /** Show the label above the box (else it is for screen readers only). */
  showLabel?: boolean
  className?: string
}) {
  return (
    <form role="search" aria-label={label} action="/search" method="get" className={className} data-site-search>
      <label htmlFor={id} className={showLabel ? `mb-2 block text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}` : 'sr-only'}>
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} name="q" type="search" placeholder={placeholder} autoComplete="off" className="input h-11 min-w-0 flex-1 text-base" />
        <button type="submit" className={buttonClass(tone === 'dark' ? 'light' : 'outline', { className: 'h-11' })}>
          <Icon name="search" className="h-4 w-4" />
          {button}
        </button>
      </div>
    </form>
  )
}
