import type { ReactNode } from 'react'
import { DisplayText } from '../ui/DisplayText'
import { Heading, type HeadingSize } from '../ui/Heading'

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
  /** The page's one dark feature band (global.css, .band-ink): white cards on the hero's ink. */
  ink: 'band-ink',
} as const

/** A page band: full width, its heading block (eyebrow, h2, lead) over the content. The default layout. */
interface BandProps {
  /** `band`: the heading over the content; `aside`: from 1024 px the heading in a column beside it (a FAQ, a short list). */
  layout?: 'band' | 'aside'
  /** The section's id; its heading is `<id>-heading`. */
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: keyof typeof tones
  centered?: boolean
  children: ReactNode
}

/** A titled part of a page's own layout (a column, a card, a group of links): the h2 first, then the content. */
interface BlockProps {
  layout: 'block'
  id?: string
  headingId: string
  title: ReactNode
  size: HeadingSize
  className?: string
  headingClassName?: string
  children: ReactNode
}

/** A titled section of a page: a <section> labelled by its <h2>, in one of two layouts. */
export function Section(props: BandProps | BlockProps) {
  if (props.layout === 'block') {
    const { id, headingId, title, size, className, headingClassName, children } = props
    return (
      <section id={id} aria-labelledby={headingId} className={className}>
        <Heading id={headingId} size={size} className={headingClassName}>
          {title}
        </Heading>
        {children}
      </section>
    )
  }
  const { id, eyebrow, title, lead, tone = 'white', centered = false, children, layout = 'band' } = props
  const headingId = id ? `${id}-heading` : undefined
  const aside = layout === 'aside'
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${tones[tone]}`}>
      <div className={`container-page ${aside ? 'section-aside' : ''}`}>
        {/* `reveal`: a gentle fade-up as the band scrolls in (global.css; none under reduced motion). */}
        <div className={`reveal ${centered && !aside ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}`}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id={headingId} size="section" className="mt-2">
            <DisplayText text={title} />
          </Heading>
          {lead && <p className="section-lead">{lead}</p>}
        </div>
        <div className={`reveal ${aside ? 'mt-10 lg:mt-0' : 'mt-12'}`}>{children}</div>
      </div>
    </section>
  )
}
