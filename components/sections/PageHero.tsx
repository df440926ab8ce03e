import type { ReactNode } from 'react'
import type { Link } from '../../content/define'
import { ActionLinks } from '../ui/ActionLinks'
import { useOptionalRenderContext } from '../layout/pageContext'
import { HeroIllustration, illustrationFor } from './HeroIllustration'

/**
 * The top of an inner page: the page's one <h1>, a lead and its calls to action. On wide screens the right-hand
 * column holds `aside` (key figures, a mockup), or else the page's illustration (its own, or its section's); a page with
 * neither centres its heading, so no half of the hero is left empty.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions = [],
  aside,
  asideOnSmallScreens = false,
  children,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  actions?: readonly Link[]
  /** The right-hand column (wide screens only, unless `asideOnSmallScreens`: then below the heading). */
  aside?: ReactNode
  asideOnSmallScreens?: boolean
  children?: ReactNode
}) {
  const path = useOptionalRenderContext()?.path ?? ''
  const illustration = illustrationFor(path)
  const side = aside ?? (illustration ? <HeroIllustration illustration={illustration} /> : null)
  return (
    <section className="band-hero">
      <div
        className={`container-page py-16 sm:py-20 ${side ? 'grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-center lg:gap-12' : 'text-center'}`}
        data-hero-layout={side ? 'split' : 'centred'}
      >
        <div className={side ? 'min-w-0' : 'mx-auto max-w-4xl'}>
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-orange-200 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {subtitle && <p className={`mt-5 max-w-3xl text-lg text-blue-100 ${side ? '' : 'mx-auto'}`}>{subtitle}</p>}
          <ActionLinks actions={actions} tone="dark" className={`mt-8 ${side ? '' : 'justify-center'}`} />
          {children}
        </div>
        {side && (
          <div className={`${asideOnSmallScreens ? 'flex' : 'hidden lg:flex'} justify-center lg:justify-end`} data-hero-aside>
            {side}
          </div>
        )}
      </div>
    </section>
  )
}
