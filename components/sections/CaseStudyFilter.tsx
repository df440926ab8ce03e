import { caseServiceKeys, caseServices, type CaseService, type CaseStudy } from '../../content/portfolio'
import { CaseStudyCard } from './CaseStudyCard'

/**
 * The class that hides a card while another service's filter is chosen. Filtering is CSS alone (:has() on the
 * checked radio): no page load, no script, and without CSS or JavaScript every case study is simply listed.
 * The class names are written out so Tailwind finds them; the Record makes the type check demand one per service.
 */
const hiddenWhenFiltering: Record<CaseService, string> = {
  seo: '[.case-filter:has(#case-filter-seo:checked)_&]:hidden',
  ppc: '[.case-filter:has(#case-filter-ppc:checked)_&]:hidden',
  'social-media': '[.case-filter:has(#case-filter-social-media:checked)_&]:hidden',
  'web-development': '[.case-filter:has(#case-filter-web-development:checked)_&]:hidden',
  'mobile-app': '[.case-filter:has(#case-filter-mobile-app:checked)_&]:hidden',
  'content-marketing': '[.case-filter:has(#case-filter-content-marketing:checked)_&]:hidden',
  'email-marketing': '[.case-filter:has(#case-filter-email-marketing:checked)_&]:hidden',
  'software-development': '[.case-filter:has(#case-filter-software-development:checked)_&]:hidden',
  iot: '[.case-filter:has(#case-filter-iot:checked)_&]:hidden',
}

const pill =
  'inline-flex cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600'

/** Two columns from tablets: the covers show large (the page's container is at most 80rem, less its padding). */
const portfolioSizes = '(min-width: 80rem) 592px, (min-width: 48rem) calc(50vw - 3.5rem), calc(100vw - 2.5rem)'

/** Every case study, with service filters (radio buttons) above the list. */
export function CaseStudyFilter({
  items,
  legend,
  allLabel,
  readMore,
}: {
  items: readonly CaseStudy[]
  legend: string
  allLabel: string
  readMore: string
}) {
  const options = [
    { key: 'all', label: allLabel, count: items.length },
    ...caseServiceKeys
      .map((key) => ({ key, label: caseServices[key].label, count: items.filter((item) => item.services.includes(key)).length }))
      .filter((option) => option.count > 0),
  ]
  return (
    <div className="case-filter">
      {/* min-w-0: a fieldset is as wide as its content by default, and the row of chips is wider than a phone. */}
      <fieldset className="min-w-0">
        <legend className="mb-4 text-sm font-semibold text-slate-700">{legend}</legend>
        {/* One row to swipe on phones (it wrapped to five rows), wrapping from 640 px. Each hidden radio sits in its
            chip, so the arrow keys scroll the chip they check into view. */}
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {options.map((option) => (
            <span key={option.key} className="relative shrink-0">
              <input
                type="radio"
                name="case-filter"
                id={`case-filter-${option.key}`}
                value={option.key}
                defaultChecked={option.key === 'all'}
                className="peer sr-only"
              />
              <label htmlFor={`case-filter-${option.key}`} className={pill}>
                {option.label}
                <span className="font-normal opacity-80">({option.count})</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <ul className="card-grid mt-10 md:[--columns:2] lg:[--gap:2rem]" data-case-list>
        {items.map((item) => (
          <li
            key={item.slug}
            data-services={item.services.join(' ')}
            className={caseServiceKeys
              .filter((key) => !item.services.includes(key))
              .map((key) => hiddenWhenFiltering[key])
              .join(' ')}
          >
            <CaseStudyCard item={item} readMore={readMore} headingLevel={3} sizes={portfolioSizes} />
          </li>
        ))}
      </ul>
    </div>
  )
}
