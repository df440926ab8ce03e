import type { ReactNode } from 'react'

const tones = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-50',
} as const

/** A page section with its <h2> heading and optional lead. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  centered = true,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: keyof typeof tones
  centered?: boolean
  children: ReactNode
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={`section ${tones[tone]}`}>
      <div className="container-page">
        <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className="section-title mt-2">
            {title}
          </h2>
          {lead && <p className="section-lead">{lead}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  )
}
