import type { ReactNode } from 'react'
import { ActionLinks, type Action } from '../ui/ActionLinks'

/** The top of an inner page: the page's one <h1>, a lead and its calls to action. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions = [],
  children,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  actions?: readonly Action[]
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white">
      <div className="container-page py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-orange-200 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-5 max-w-3xl text-lg text-blue-100">{subtitle}</p>}
        <ActionLinks actions={actions} tone="dark" className="mt-8" />
        {children}
      </div>
    </section>
  )
}
