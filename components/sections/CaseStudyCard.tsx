import { caseServices, portfolioPage, type CaseStudy } from '../../content/portfolio'
import { Icon } from '../ui/Icon'
import { WorkCover } from './WorkMockup'

/** How wide a card's cover shows in a row of three (home, service pages, related cases), for the browser's choice of file. */
const rowSizes = '(min-width: 80rem) 395px, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 48rem) calc(50vw - 3rem), 85vw'
/** The same for the card that leads the row on tablets, its cover the left half of the row's width. */
const wideRowSizes = '(min-width: 80rem) 395px, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 48rem) calc(50vw - 2rem), 85vw'

/**
 * One case study as a card: the cover of the delivered work large on top, the client and city, the headline, the
 * summary, the first result large, the services used, and a link to its page (the whole card is clickable through
 * the heading's link). `wide` lays it out side by side on tablets, where it leads a row of three (no orphan card).
 */
export function CaseStudyCard({
  item,
  readMore,
  headingLevel = 3,
  sizes = rowSizes,
  wide = false,
  className = '',
}: {
  item: CaseStudy
  readMore: string
  headingLevel?: 2 | 3
  sizes?: string
  wide?: boolean
  className?: string
}) {
  const [result] = item.results
  const Heading = `h${headingLevel}` as const
  return (
    // A teaser of another page: left out of the search index, so a search finds the case study itself (data-pagefind-ignore).
    <article
      data-pagefind-ignore="all"
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-200 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-600 hover:shadow-md hover:ring-blue-200 motion-safe:hover:-translate-y-0.5 ${wide ? 'md:max-lg:grid md:max-lg:grid-cols-2' : ''} ${className}`}
    >
      <div className="border-b border-slate-200 bg-slate-100">
        <WorkCover
          input={{ slug: item.slug, client: item.client, device: item.mockup.device, headline: item.mockup.headline }}
          label={portfolioPage.labels.mockup}
          sizes={wide ? wideRowSizes : sizes}
          className={wide ? 'md:max-lg:h-full md:max-lg:object-cover md:max-lg:object-left-top' : ''}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-sm font-semibold text-brand-700">
          {item.client} · {item.city}
        </p>
        <Heading className="mt-2 text-xl/snug font-bold tracking-tight text-balance text-slate-900">
          <a href={item.meta.path} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {item.title}
          </a>
        </Heading>
        <p className="mt-3 text-[0.9375rem]/relaxed text-slate-700 sm:text-base/relaxed">{item.summary}</p>
        {result && (
          <p className="mt-5 flex items-baseline gap-2 border-t border-slate-100 pt-5">
            <span className="text-3xl font-bold tracking-tight text-brand-700">{result.value}</span>
            <span className="text-[0.9375rem] text-slate-700">{result.label}</span>
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
 * A row of case study cards (home page, service pages, related cases). Three or more: three columns on laptops, and on
 * tablets the first one wide over two (never a lone card under two); on phones a row to swipe through (.phone-scroller).
 * Fewer: side by side, centred.
 */
export function CaseStudyGrid({ items, readMore }: { items: readonly CaseStudy[]; readMore: string }) {
  const scroller = items.length >= 3
  return (
    <ul
      className={scroller ? 'phone-scroller flex gap-6 sm:grid md:grid-cols-2 lg:grid-cols-3' : 'flex flex-wrap justify-center gap-6'}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row on phones: focus lets the keyboard scroll it
      tabIndex={scroller ? 0 : undefined}
    >
      {items.map((item, index) => {
        const wide = scroller && index === 0 && items.length % 2 === 1
        return (
          <li
            key={item.slug}
            className={scroller ? `w-full ${wide ? 'md:col-span-2 lg:col-span-1' : ''}` : 'w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]'}
          >
            <CaseStudyCard item={item} readMore={readMore} wide={wide} />
          </li>
        )
      })}
    </ul>
  )
}
