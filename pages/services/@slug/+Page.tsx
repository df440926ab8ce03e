import { useRouteSlug } from '../../../components/layout/pageContext'
import { ServicePageView } from '../../../components/views/ServicePageView'
import { servicePages } from '../../../content/services'

/** /services/<slug>: one page per service in content/services (URLs listed by +onBeforePrerenderStart.ts). */
export default function Page() {
  const slug = useRouteSlug()
  const page = servicePages.find((candidate) => candidate.slug === slug)
  if (!page) throw new Error(`No service page for /services/${slug}`)
  return <ServicePageView page={page} />
}
