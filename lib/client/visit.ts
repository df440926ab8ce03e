import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS, type Attribution, type AttributionField } from '../../model/leadFields'
import { NOT_ONE_LINE } from '../../model/leadFields'

/**
 * Where this visit began, so every lead can say which page, site and campaign brought it: the landing page (path and
 * query), the referring site (its origin only, and none for the site's own pages), the UTM parameters and the ad
 * platforms' click ids. Kept for the visit only, in this tab's sessionStorage (no cookie, nothing the server could use
 * to link two visits), and read back when a form sends its lead.
 * - A page reached with campaign parameters or from another site starts a new visit source; moving between the
 *   site's own pages, reloading or going back keeps the one there is.
 * - Storage that throws or holds something else never breaks a page or a form: the visit is simply not remembered.
 */
export const VISIT_KEY = 'visitAttribution'

const QUERY_NAMES: [AttributionField, string][] = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
  ['msclkid', 'msclkid'],
]

/** One printable line within the field's limit (what the lead service accepts), or undefined when nothing is left. */
function clean(field: AttributionField, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    .replace(NOT_ONE_LINE, '')
    .trim()
    .slice(0, ATTRIBUTION_LIMITS[field])
    // A cut through a surrogate pair leaves half a character.
    .replace(/[\ud800-\udbff]$/, '')
  return text || undefined
}

/** The attribution of a page load: its own address and the page that linked to it, when that is another site. */
export function attributionOf(location: Pick<Location, 'pathname' | 'search' | 'origin'>, referrer: string): Attribution {
  const found: Attribution = {}
  const set = (field: AttributionField, value: unknown) => {
    const text = clean(field, value)
    if (text) found[field] = text
  }
  set('landingPage', location.pathname + location.search)
  const from = externalOrigin(referrer, location.origin)
  if (from) set('referrer', from)
  const query = new URLSearchParams(location.search)
  for (const [field, name] of QUERY_NAMES) set(field, query.get(name))
  return found
}

/** The origin of a referring page of another site; undefined for none, the site's own pages and anything not http(s). */
export function externalOrigin(referrer: string, ownOrigin: string): string | undefined {
  try {
    const url = new URL(referrer)
    return /^https?:$/.test(url.protocol) && url.origin !== ownOrigin ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * A stored value as an attribution: only known fields, each cleaned and kept to the lead service's rules (a landing
 * page on the site, a referrer that is an origin), so a lead never carries what the service would refuse it for;
 * null when it is not one (garbage, tampering).
 */
export function parseAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const parsed: Attribution = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const text = clean(field, (value as Record<string, unknown>)[field])
    if (text) parsed[field] = text
  }
  // An origin is what reads back as its own origin.
  if (parsed.referrer && externalOrigin(parsed.referrer, '') !== parsed.referrer) delete parsed.referrer
  return parsed.landingPage?.startsWith('/') ? parsed : null
}

/** This page's own attribution, kept by startVisit for a lead sent where storage does not work. */
let pageAttribution: Attribution | undefined

/** What a lead sent from this page carries: the visit's attribution, or without storage, this page's own. */
export function visitAttribution(win: Window = window): Attribution | undefined {
  return storedAttribution(win) ?? pageAttribution
}

/** This visit's attribution from the tab's storage, or undefined (none yet, storage unavailable or unreadable). */
export function storedAttribution(win: Window = window): Attribution | undefined {
  try {
    return parseAttribution(JSON.parse(win.sessionStorage.getItem(VISIT_KEY) ?? 'null')) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Records where the visit began, on every page load; returns this page's attribution when it starts the visit (its
 * landing page), else null. Without working storage, a page reached from outside the site counts as a landing.
 */
export function startVisit(win: Window = window): Attribution | null {
  const fresh = attributionOf(win.location, win.document.referrer)
  pageAttribution = fresh
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  const revisit = navigation?.type === 'reload' || navigation?.type === 'back_forward'
  const newSource = !revisit && Object.keys(fresh).length > 1
  if (storedAttribution(win) && !newSource) return null
  try {
    win.sessionStorage.setItem(VISIT_KEY, JSON.stringify(fresh))
  } catch {
    // Not remembered: judge by the referrer alone.
    return newSource || !win.document.referrer ? fresh : null
  }
  return fresh
}
