import type { ReactNode } from 'react'
import { useOptionalRenderContext } from '../layout/pageContext'
import { HeroIllustration, illustrationFor } from './HeroIllustration'
import { HeroHeading } from './PageHero'

/**
 * The top of a page whose purpose is a form (contact): the page's <h1> and lead beside the form itself, so the
 * form starts in the first screen of a laptop. The page's illustration sits beside the text on tablets and under
 * it on laptops.
 */
export function FormHero({ eyebrow, title, subtitle, children }: { eyebrow: string; title: string; subtitle: string; children: ReactNode }) {
  const path = useOptionalRenderContext()?.path ?? ''
  const illustration = illustrationFor(path)
  return (
    <section className="band-hero" data-hero-tone="dark">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2 lg:items-start lg:gap-16 lg:py-16" data-hero-layout="split">
        <div className="min-w-0 md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:items-center md:gap-10 lg:block lg:pt-6">
          <div className="min-w-0">
            <HeroHeading eyebrow={eyebrow} title={title} subtitle={subtitle} tone="dark" />
          </div>
          {illustration && <HeroIllustration illustration={illustration} className="hidden md:block lg:mt-10 lg:max-w-[22rem]" />}
        </div>
        <div className="min-w-0" data-hero-aside>
          {children}
        </div>
      </div>
    </section>
  )
}
