import { ogImagePath } from './ogImage'
import { absoluteUrl } from './settings'

export interface HeadInput {
  path: string
  title: string
  description: string
  keywords: readonly string[]
  /** Page type for Open Graph: "website" for most pages, "article" for blog posts. */
  type?: 'website' | 'article'
  /** Search engines must not index this page (admin, search results, redirects). */
  noindex?: boolean
  /** When this page shows another page's content, the URL search engines should index instead. */
  canonicalPath?: string
  image?: string
  /** Pages with no address of their own (the not-found page) have no canonical link. */
  noCanonical?: boolean
}

export interface HeadTags {
  title: string
  meta: { name?: string; property?: string; content: string }[]
  canonical: string | null
}

/** Every head tag of a page, from its content module's values. */
export function buildHeadTags(input: HeadInput, siteName: string, siteUrl?: string): HeadTags {
  const canonical = absoluteUrl(input.canonicalPath ?? input.path, siteUrl)
  const meta: HeadTags['meta'] = [
    { name: 'description', content: input.description },
    { name: 'keywords', content: input.keywords.join(', ') },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
  ]
  // Every indexable page has its own generated social image (scripts/postbuild.ts).
  const imagePath = input.image ?? (input.noindex ? undefined : ogImagePath(input.path))
  if (imagePath) {
    const image = imagePath.startsWith('http') ? imagePath : absoluteUrl(imagePath, siteUrl)
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
    if (!input.image) meta.push({ property: 'og:image:width', content: '1200' }, { property: 'og:image:height', content: '630' })
  }
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, nofollow' })
  return { title: input.title, meta, canonical: input.noCanonical ? null : canonical }
}
