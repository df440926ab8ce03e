/**
 * The case-study covers: a picture of each client's delivered work, rendered from design/work/<slug>/ by
 * `npm run work:render` (scripts/renderWork.ts) into public/work/, as AVIF and WebP at two widths, all 16:10.
 */
export const COVER = { width: 1600, height: 1000, widths: [800, 1600], formats: ['avif', 'webp'] } as const
type CoverFormat = (typeof COVER.formats)[number]

/** The path of one cover file under the site's root (and under public/). */
export const coverFile = (slug: string, width: number, format: CoverFormat) => `work/${slug}-${width}.${format}`

/** A srcset for one format: every width, smallest first. */
export const coverSrcSet = (slug: string, format: CoverFormat) => COVER.widths.map((width) => `/${coverFile(slug, width, format)} ${width}w`).join(', ')
