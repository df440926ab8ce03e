import { brandOf, caseServices, type CaseStudy } from '../../content/portfolio'
import { Icon } from '../ui/Icon'
import { ClientLogo } from './ClientLogo'

/**
 * One case study as a card: the client's mark, industry and city, the headline, the first result large,
 * the services used, and a link to its page (the whole card is clickable through the heading's link).
 */
export function CaseStudyCard({
  item,
  readMore,
  headingLevel = 3,
  className = '',
}: {
  item: CaseStudy
  readMore: string
  headingLevel?: 2 | 3
  className?: string
}) {
  const brand = brandOf(item)
  const [result] = item.results
  const Heading = `h${headingLevel}` as const
  return (
    // A teaser of another page: left out of the search index, so a search finds the case study itself (data-pagefind-ignore).
    <article
      data-pagefind-ignore="all"
      className={`card relative flex h-full flex-col p-0 transition-shadow focus-within:ring-4 focus-within:ring-brand-600/40 hover:shadow-lg ${className}`}
    >
      <div className="rounded-t-2xl border-b border-slate-200 bg-slate-50 px-6 py-4">
        <ClientLogo name={brand.name} sector={brand.sector} colour={brand.colour} shape={brand.shape} className="h-12 w-auto" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-700">
          {item.industry} · {item.city}
        </p>
        <Heading className="mt-2 text-lg font-bold text-slate-900">
          <a href={item.meta.path} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {item.title}
          </a>
        </Heading>
        <p className="mt-2 text-slate-700">{item.summary}</p>
        {result && (
          <p className="mt-5 flex items-baseline gap-2">
            <span className="text-3xl font-extrabold tracking-tight text-brand-700">{result.value}</span>
            <span className="text-sm text-slate-700">{result.label}</span>
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-2">
          {item.services.map((service) => (
            <li key={service} className="badge bg-brand-50 text-brand-800">
              {caseServices[service].label}
            </li>
          ))}
        </ul>
        <p className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700" aria-hidden="true">
          {readMore}
          <Icon name="arrowRight" className="h-4 w-4" />
        </p>
      </div>
    </article>
  )
}

/**
 * A row of case study cards (home page, service pages, related cases); a short last row is centred. On phones,
 * three or more are a row to swipe through (.phone-scroller).
 */
export function CaseStudyGrid({ items, readMore }: { items: readonly CaseStudy[]; readMore: string }) {
  const scroller = items.length >= 3
  return (
    <ul
      className={scroller ? 'phone-scroller flex gap-6 sm:flex-wrap sm:justify-center' : 'flex flex-wrap justify-center gap-6'}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
      tabIndex={scroller ? 0 : undefined}
    >
      {items.map((item) => (
        // Three make one row from tablets on: two and one left over reads as an orphan (issue 52).
        <li
          key={item.slug}
          className={`w-full ${items.length === 3 ? 'md:w-[calc((100%-3rem)/3)]' : 'md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]'}`}
        >
          <CaseStudyCard item={item} readMore={readMore} />
        </li>
      ))}
    </ul>
  )
}
