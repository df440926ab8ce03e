import type { ComponentPropsWithRef } from 'react'
import { mergeClasses } from '../../lib/classNames'

/** The site's h2 sizes; each sets the size, weight and colour together (a caller's class of one of them replaces it). */
const sizes = {
  /** A page section's title (Section). */
  section: 'section-title',
  '2xl': 'text-2xl font-bold text-slate-900',
  xl: 'text-xl font-bold text-slate-900',
  lg: 'text-lg font-bold text-slate-900',
  /** Small capitals over a list: a table of contents, the client marks. */
  label: 'text-sm font-semibold tracking-wider text-slate-700 uppercase',
  /** A column title on the footer's dark background. */
  footer: 'text-base font-semibold text-white',
} as const

export type HeadingSize = keyof typeof sizes

/** An h2 in one of the site's sizes. */
export function Heading({ size, className, children, ...props }: { size: HeadingSize } & ComponentPropsWithRef<'h2'>) {
  return (
    <h2 {...props} className={mergeClasses(sizes[size], className)}>
      {children}
    </h2>
  )
}
