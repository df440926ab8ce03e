import { passwordProblem } from '../../model/passwordPolicy'

/**
 * Build-time settings, read from the environment when the site is built (never in the browser).
 * Documented in docs/deploying.md, "Build settings".
 */
export interface BuildSettings {
  /** Absolute origin used for canonical, Open Graph and sitemap URLs, without a trailing slash. */
  siteUrl: string
  /** Secret path segment of the admin login route: /admin/login/<slug>. */
  adminLoginSlug: string
  adminUsername: string
  /** Plain admin password; only its PBKDF2 hash is ever written to the build. Undefined: one is generated. */
  adminPassword: string | undefined
  /** Send Strict-Transport-Security from _headers and nginx (HSTS=off to leave it out; on by default). */
  hsts: boolean
  /** On a CI host (CI set and not "false" or "0") a generated password is written to a file only, never to the log. */
  ci: boolean
  /**
   * URL that receives every form entry as JSON: absolute (another origin), or a path such as `/api/leads` on the
   * site's own origin, which the host forwards to the lead service. Undefined means the site makes no network request.
   */
  leadsEndpoint: string | undefined
  /**
   * Base URL of this project's lead service API (`/api`, or `https://leads.agency.in/api` on a split origin), when
   * LEADS_ENDPOINT points at the service's `/api/leads`: the admin login and dashboard then work against the
   * service instead of this browser's storage.
   */
  leadsServiceApi: string | undefined
  /**
   * Where the site's host forwards `/api/` (the lead service's origin), for a same-origin LEADS_ENDPOINT: written into
   * nginx.conf and _redirects. Defaults to http://127.0.0.1:8787, the service on the same machine.
   */
  apiUpstream: string
  /** Parts of the output this build leaves out (BUILD_SKIP); empty for a site that is deployed. */
  skip: ReadonlySet<SkippableOutput>
}

/**
 * The slow parts of the output that a build may leave out: the brochure and portfolio PDFs, the social images, the
 * search index and the pages' Brotli twins. Only the test fixtures' builds skip them (their tests never read them);
 * a deployed site has all.
 */
export const skippableOutputs = ['pdfs', 'social-images', 'search-index', 'brotli-twins'] as const
export type SkippableOutput = (typeof skippableOutputs)[number]

export function readSettings(env: Record<string, string | undefined> = process.env): BuildSettings {
  const siteUrl = normaliseOrigin(env.SITE_URL || 'https://www.example.com')
  const slug = env.ADMIN_LOGIN_SLUG || 'control-room'
  if (!/^[A-Za-z0-9_-]+$/.test(slug)) {
    throw new Error(`ADMIN_LOGIN_SLUG may hold only letters, digits, "-" and "_"; got "${slug}"`)
  }
  const leadsEndpoint = env.LEADS_ENDPOINT || undefined
  if (leadsEndpoint !== undefined && !/^(https?:\/\/|\/(?!\/))/.test(leadsEndpoint)) {
    throw new Error(`LEADS_ENDPOINT must be an http(s) URL or a path on the site's own origin such as /api/leads; got "${leadsEndpoint}"`)
  }
  const apiUpstream = (env.API_UPSTREAM || 'http://127.0.0.1:8787').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/?#]+$/.test(apiUpstream)) throw new Error(`API_UPSTREAM must be an origin such as https://leads.agency.in; got "${apiUpstream}"`)
  const hsts = env.HSTS || 'on'
  if (!['on', 'off'].includes(hsts)) throw new Error(`HSTS must be "on" or "off"; got "${hsts}"`)
  const skip = (env.BUILD_SKIP ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = skip.filter((name) => !(skippableOutputs as readonly string[]).includes(name))
  if (unknown.length > 0) throw new Error(`BUILD_SKIP may list ${skippableOutputs.join(', ')} (comma-separated); got "${unknown.join(', ')}"`)
  const adminPassword = env.ADMIN_PASSWORD || undefined
  const weakness = adminPassword === undefined ? null : passwordProblem(adminPassword)
  if (weakness) throw new Error(`ADMIN_PASSWORD: ${weakness} Unset it to have a strong one generated.`)
  return {
    siteUrl,
    adminLoginSlug: slug,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword,
    leadsEndpoint,
    leadsServiceApi: leadsEndpoint ? serviceApiOf(leadsEndpoint) : undefined,
    apiUpstream,
    hsts: hsts === 'on',
    skip: new Set(skip as SkippableOutput[]),
    ci: Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0',
  }
}

/**
 * `https://leads.agency.in/api/leads` -> `https://leads.agency.in/api`, `/api/leads` -> `/api`; undefined for any
 * other receiver.
 */
export function serviceApiOf(endpoint: string): string | undefined {
  const sameOrigin = endpoint.startsWith('/')
  const url = new URL(endpoint, 'http://same.origin')
  if (!/\/api\/leads\/?$/.test(url.pathname) || url.search) return undefined
  return `${sameOrigin ? '' : url.origin}${url.pathname.replace(/\/leads\/?$/, '')}`
}

/** Whether the lead endpoint is on the site's own origin (a path), so the host must forward /api/ to the service. */
export const isSameOrigin = (endpoint: string | undefined): boolean => endpoint?.startsWith('/') ?? false

function normaliseOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com; got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must use http or https; got "${value}"`)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

export const settings = readSettings()

/** Absolute URL of an internal path, in the no-trailing-slash form used everywhere. */
export function absoluteUrl(path: string, siteUrl: string = settings.siteUrl): string {
  if (path === '/') return siteUrl
  return `${siteUrl}${path.replace(/\/+$/, '')}`
}
