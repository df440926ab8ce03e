import type { ReactNode } from 'react'
import { DisplayText } from '../ui/DisplayText'
import type { Link } from '../../content/define'
import { ActionLinks } from '../ui/ActionLinks'
import { useOptionalRenderContext } from '../layout/pageContext'
import { HeroIllustration, illustrationFor } from './HeroIllustration'

/** Pages read rather than sold (articles, careers, legal, the sitemap, downloads, search) open on the light hero. */
const lightHeroPaths = ['/blog', '/careers', '/privacy', '/terms', '/sitemap', '/downloads', '/search']

type HeroTone = 'dark' | 'light'

function heroToneFor(path: string): HeroTone {
  return lightHeroPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'light' : 'dark'
}

/** The hero's eyebrow, h1 and lead, in the display sizes (40 px on phones, about 52 at 834, 68 on laptops). */
export function HeroHeading({ eyebrow, title, subtitle, tone }: { eyebrow?: string; title: string; subtitle?: string; tone: HeroTone }) {
  const dark = tone === 'dark'
  return (
    <>
      {eyebrow && <p className={`text-sm font-semibold ${dark ? 'text-blue-200' : 'text-brand-700'}`}>{eyebrow}</p>}
      <h1 className="mt-3 max-w-4xl text-[clamp(2.5rem,1.6rem+3.2vw,4.25rem)] leading-[1.05] font-bold tracking-[-0.02em]">
        <DisplayText text={title} />
      </h1>
      {subtitle && <p className={`mt-6 max-w-3xl text-lg ${dark ? 'text-slate-300' : 'text-slate-700'}`}>{subtitle}</p>}
    </>
  )
}

/**
 * The top of an inner page: the page's one <h1>, a lead and its calls to action, left-aligned. From tablets up the
 * right-hand column holds `aside` (key figures, a mockup), or else the page's own illustration. Service and company
 * pages open on the dark ink hero, content pages on the light one (`heroToneFor`).
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions = [],
  aside,
  asideOnSmallScreens = false,
  tone,
  children,
}: {
  eyebrow?: string
  title: string
  subtitle?: string
  actions?: readonly Link[]
  /** The right-hand column (from tablets up, unless `asideOnSmallScreens`: then below the heading on phones too). */
  aside?: ReactNode
  asideOnSmallScreens?: boolean
  tone?: HeroTone
  children?: ReactNode
}) {
  const path = useOptionalRenderContext()?.path ?? ''
  const heroTone = tone ?? heroToneFor(path)
  const illustration = illustrationFor(path)
  const side = aside ?? (illustration ? <HeroIllustration illustration={illustration} tone={heroTone} /> : null)
  return (
    <section className={heroTone === 'dark' ? 'band-hero' : 'band-hero-light'} data-hero-tone={heroTone}>
      <div
        className={`container-page py-16 lg:py-24 ${side ? 'grid gap-10 md:grid-cols-[minmax(0,1fr)_20rem] md:items-center lg:gap-16 xl:grid-cols-[minmax(0,1fr)_25rem]' : ''}`}
        data-hero-layout={side ? 'split' : 'single'}
      >
        <div className="min-w-0">
          <HeroHeading eyebrow={eyebrow} title={title} subtitle={subtitle} tone={heroTone} />
          <ActionLinks actions={actions} tone={heroTone} className="mt-8" />
          {children}
        </div>
        {side && (
          <div className={`${asideOnSmallScreens ? 'flex' : 'hidden md:flex'} min-w-0 justify-center md:justify-end`} data-hero-aside>
            {side}
          </div>
        )}
      </div>
    </section>
  )
}
