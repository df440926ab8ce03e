import type { ReactNode } from 'react'
import { formatPrice, type PriceLike } from '../../lib/format'
import type { Link } from '../../content/define'
import type { ContentIconName } from '../../content/define'
import { IconTile } from '../ui/ContentIcon'
import { Icon } from '../ui/Icon'
import { CheckList } from './FeatureGrid'
import { buttonClass } from '../ui/buttonClass'

export interface PriceCardProps {
  title: string
  price: PriceLike
  description?: string
  /** A short line under the title, e.g. the experience of a developer level. */
  meta?: string
  features?: readonly string[]
  /** Shows only the first N features, then "+N more" for the rest. */
  featureLimit?: number
  /** Two or three key benefits, in a tinted box under the features. */
  benefits?: { label: string; items: readonly string[] }
  /** A text badge ("Popular", "Most Popular"): the highlight never relies on colour alone. */
  badge?: string
  /** Every price ends in an action (enquire, hire, order): a price with nothing to do about it is a dead end. */
  action: Link
  /**
   * `popular`: a light brand ring beside its badge, quiet (two popular services in a grid of eight). `featured`: the
   * one recommended plan of a row, whose action is the row's one filled, primary button.
   */
  variant?: 'default' | 'popular' | 'featured'
  /** Anchor id of the card (the Home page's Learn More links target the service cards). */
  id?: string
  /** On phones, the card as a summary: title, description, price and action; its lists stay in the HTML, shown from 640 px. */
  summaryOnPhones?: boolean
  /** An icon beside the title (the service cards). */
  icon?: ContentIconName
}

/**
 * One priced card for every price on the commercial pages: the service cards of /services,
 * the offers of each service page, the on-demand developer services, the packages and daily rates of /pricing.
 * The price goes through lib/format (the one price formatter) and its figure stays one text node ("₹15,000/month").
 */
export function PriceCard({
  title,
  price,
  description,
  meta,
  features = [],
  featureLimit,
  benefits,
  badge,
  action,
  variant = 'default',
  id,
  icon,
  summaryOnPhones = false,
}: PriceCardProps) {
  const { prefix, amount, suffix } = priceParts(price)
  const shown = featureLimit === undefined ? features : features.slice(0, featureLimit)
  const hidden = features.length - shown.length
  const highlighted = variant !== 'default'
  const details = summaryOnPhones ? 'max-sm:hidden' : ''
  return (
    // Five rows on the grid's subgrid, so the prices, feature lists and buttons of a row of cards line up.
    <li
      id={id}
      className={`card relative row-span-5 ${summaryOnPhones ? 'max-sm:row-span-3' : ''} min-w-0 grid grid-rows-subgrid gap-y-0 target:ring-4 target:ring-brand-600/40 ${
        highlighted ? 'border-blue-200 ring-1 ring-blue-200' : ''
      }`}
    >
      <div>
        {icon && (
          <span className="mb-4 block">
            <IconTile name={icon} />
          </span>
        )}
        {/* A quiet tag on the card's top edge, out of the text's flow: the highlight is its words and a tint. */}
        {badge && <p className="price-badge">{badge}</p>}
        <h3 className="text-xl font-bold text-slate-900">{title}</h3>
        {meta && <p className="mt-1 text-sm font-medium text-brand-700">{meta}</p>}
        {description && <p className="mt-3 text-[15px] text-slate-700 sm:text-base">{description}</p>}
      </div>

      <p className="mt-5 border-t border-slate-200 pt-5">
        {prefix && <span className="block text-sm font-medium text-slate-700">{prefix} </span>}
        <span className="text-3xl font-extrabold tracking-tight text-slate-900 md:max-lg:group-data-[columns=3]/prices:text-2xl xl:group-data-[columns=4]/prices:text-2xl">
          {amount}
        </span>
        {suffix && (
          <>
            {' '}
            <span className="text-sm font-medium whitespace-nowrap text-slate-700">{suffix}</span>
          </>
        )}
      </p>

      <div className={details}>
        {shown.length > 0 && <CheckList items={shown} className="mt-5" />}
        {hidden > 0 && (
          <p className="mt-2 pl-6 text-sm font-semibold text-brand-700">
            {`+${hidden} more`}
            <span className="sr-only">{` features of ${title}`}</span>
          </p>
        )}
      </div>

      <div className={details}>
        {benefits && benefits.items.length > 0 && (
          <div className="mt-5 rounded-xl bg-brand-50 p-4">
            <p className="text-xs font-semibold tracking-wider text-brand-800 uppercase">{benefits.label}</p>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
              {benefits.items.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <Icon name="arrowRight" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="self-end">
        <a href={action.href} className={buttonClass(variant === 'featured' ? 'primary' : 'outline', { className: 'mt-6 w-full' })}>
          {action.label}
          <span className="sr-only">{`: ${title}`}</span>
        </a>
      </div>
    </li>
  )
}

/**
 * A responsive grid of price cards; each card spans five of its rows as a subgrid, so cards side by side line up.
 * At most `columns` a row; a last, shorter row is centred (global.css, .price-grid).
 */
export function PriceCardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  const classes = { 2: 'price-grid-2', 3: 'price-grid-3', 4: 'price-grid-4' } as const
  return (
    <ul data-columns={columns} className={`group/prices price-grid gap-x-6 gap-y-10 ${classes[columns]}`}>
      {children}
    </ul>
  )
}

/**
 * Splits the formatted price into its lead-in ("Starting from"), the figure with its period ("₹15,000/month")
 * and a trailing note ("maintenance"), every part cut from formatPrice's own output.
 */
export function priceParts(price: PriceLike): { prefix: string; amount: string; suffix: string } {
  const full = formatPrice(price)
  const amount = formatPrice({ ...price, from: false, note: undefined })
  const start = full.indexOf(amount)
  return { prefix: full.slice(0, start).trim(), amount, suffix: full.slice(start + amount.length).trim() }
}

/** A row of priced offers sharing one call to action (service-page offers, on-demand developer services). */
export function OfferCards({
  offers,
  action,
}: {
  offers: readonly { title: string; description: string; price: PriceLike; features: readonly string[] }[]
  action: Link
}) {
  return (
    <PriceCardGrid columns={offers.length === 3 ? 3 : 4}>
      {offers.map((offer) => (
        <PriceCard key={offer.title} title={offer.title} description={offer.description} price={offer.price} features={offer.features} action={action} />
      ))}
    </PriceCardGrid>
  )
}
