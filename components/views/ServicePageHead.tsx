import type { ReactNode } from 'react'
import type { Hero, PageMeta, Price } from '../../content/define'
import { serviceLd } from '../../lib/build/structuredData'
import { Seo } from '../layout/Seo'
import { StructuredData } from '../layout/StructuredData'
import { PageHero } from '../sections/PageHero'

/**
 * The head of every page that sells a service (the eight service pages, /developer and the IoT pages): its head
 * tags, its `Service` structured data with the priced offers the page shows, and its hero.
 */
export function ServicePageHead({
  meta,
  hero,
  serviceType,
  offers,
  name = hero.title,
  aside,
}: {
  meta: PageMeta
  hero: Hero
  /** What kind of service it is ("IoT consulting"), for structured data. */
  serviceType: string
  offers: readonly { name: string; price: Price }[]
  /** The service's name in structured data: the hero's title unless the page names its offers otherwise. */
  name?: string
  aside?: ReactNode
}) {
  return (
    <>
      <Seo {...meta} />
      <StructuredData data={serviceLd({ name, description: meta.description, path: meta.path, serviceType, offers })} />
      <PageHero {...hero} aside={aside} />
    </>
  )
}
