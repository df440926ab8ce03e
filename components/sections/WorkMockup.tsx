import { COVER, coverFile, coverSrcSet } from '../../lib/workCover'

export interface CoverInput {
  slug: string
  client: string
  device: 'browser' | 'phone'
  /** The headline on the client's page, named in the text alternative. */
  headline: string
}

/**
 * The cover of a case study: the client's page or app as delivered, rendered from design/work/<slug>/ (scripts/
 * renderWork.ts), as AVIF with WebP for older browsers, at two widths. Its box is fixed (width and height), so it never
 * shifts the layout; `priority` marks the one image of a page that is its hero: loaded at once and first.
 */
export function WorkCover({
  input,
  label,
  sizes,
  priority = false,
  className = '',
}: {
  input: CoverInput
  label: string
  /** How wide the image shows, for the browser's choice between the two widths. */
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <picture data-mockup={input.device} className="block h-full">
      {COVER.formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={coverSrcSet(input.slug, format)} sizes={sizes} />
      ))}
      <img
        src={`/${coverFile(input.slug, COVER.widths[0], 'webp')}`}
        width={COVER.width}
        height={COVER.height}
        alt={`${label} ${input.client}: “${input.headline}”`}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={`block h-auto w-full ${className}`}
      />
    </picture>
  )
}
