/**
 * Hand-offs to the contact form: a careers button links to /contact?position=<slug>, an IoT bundle's Order Now to
 * /contact?bundle=<slug>. The contact page is prerendered once for every visitor, so the form reads the query in the
 * browser. Only a slug the form was given counts (a known position or bundle); anything else in the query is
 * ignored, and nothing of it is ever shown, stored or put into the page.
 */
import { formatPrice, type PriceLike } from './format'
import { fillTemplate } from '../model/template'
export const HANDOFF_PARAMS = ['position', 'bundle'] as const
export type HandoffParam = (typeof HANDOFF_PARAMS)[number]

const CONTACT_PATH = '/contact'

/** The link that hands a position or a bundle to the contact form. */
export function handoffHref(param: HandoffParam, slug: string): string {
  return `${CONTACT_PATH}?${param}=${encodeURIComponent(slug)}`
}

/** What an IoT bundle fills into the form. */
export interface BundleHandoff {
  slug: string
  /** The service option to select. */
  service: string
  /** The project details to fill in. */
  message: string
}

/** A bundle's hand-off: `message` is a template where {bundle} and {price} become the bundle's name and price. */
export function bundleHandoff(
  bundle: { slug: string; name: string; price: PriceLike },
  { message, service }: { message: string; service: string },
): BundleHandoff {
  return { slug: bundle.slug, service, message: fillTemplate(message, { bundle: bundle.name, price: formatPrice(bundle.price) }) }
}

export interface Handoff {
  /** The slug of a known position. */
  position?: string
  bundle?: BundleHandoff
}

/** True when the query names a hand-off at all (whether it is a known one is for readHandoff to say). */
export function hasHandoff(search: string): boolean {
  const params = new URLSearchParams(search)
  return HANDOFF_PARAMS.some((param) => params.has(param))
}

/** The hand-off a query names, if it names a known position or bundle. */
export function readHandoff(search: string, known: { positions: readonly { value: string }[]; bundles: readonly BundleHandoff[] }): Handoff {
  const params = new URLSearchParams(search)
  const positionSlug = params.get('position')
  const bundleSlug = params.get('bundle')
  const position = known.positions.find((option) => option.value === positionSlug)?.value
  const bundle = known.bundles.find((option) => option.slug === bundleSlug)
  return { ...(position === undefined ? {} : { position }), ...(bundle === undefined ? {} : { bundle }) }
}
