import { useRouteSlug } from '../../../components/layout/pageContext'
import { CaseStudyView } from '../../../components/views/CaseStudyView'
import { caseStudies, caseStudyBySlug } from '../../../content/portfolio'

/** /portfolio/<slug>: one page per case study (URLs listed by +onBeforePrerenderStart.ts). */
export default function Page() {
  const slug = useRouteSlug()
  const item = caseStudyBySlug(slug)
  if (!item) throw new Error(`No case study for /portfolio/${slug}`)
  // Three more: those sharing a service first, then the rest in portfolio order.
  const others = caseStudies.filter((other) => other !== item)
  const shares = (other: (typeof others)[number]) => other.services.some((service) => item.services.includes(service))
  const more = [...others.filter(shares), ...others.filter((other) => !shares(other))].slice(0, 3)
  return <CaseStudyView item={item} more={more} />
}
