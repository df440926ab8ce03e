import type { Link } from '../../content/define'
import { Icon } from './Icon'

/** The visible breadcrumb trail under the header; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Link[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-slate-700">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && <Icon name="chevronRight" className="h-4 w-4 text-slate-500" />}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="text-brand-700 hover:underline">
                  {crumb.label}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
