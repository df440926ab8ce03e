import type { ReactNode } from 'react'
import { useOptionalRenderContext } from '../layout/pageContext'
import { HeroIllustration, illustrationFor } from './HeroIllustration'

/**
 * The top of a page whose purpose is a form (contact): the page's <h1> and lead beside the form itself, so the
 * form starts in the first screen of a laptop. The page's illustration sits under the text on wide screens.
 */
export function FormHero({ eyebrow, title, subtitle, children }: { eyebrow: string; title: string; subtitle: string; children: ReactNode }) {
  const path = useOptionalRenderContext()?.path ?? ''
  const illustration = illustrationFor(path)
  return (
    <section className="band-hero">
      <div className="container-page grid gap-10 py-10 lg:grid-cols-2 lg:items-start lg:gap-12 lg:py-12" data-hero-layout="split">
        <div className="min-w-0 lg:pt-6">
          <p className="text-sm font-semibold tracking-wider text-orange-200 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg text-blue-100">{subtitle}</p>
          {illustration && <HeroIllustration illustration={illustration} className="mt-10 hidden lg:block" />}
        </div>
        <div className="min-w-0" data-hero-aside>
          {children}
        </div>
      </div>
    </section>
  )
}
