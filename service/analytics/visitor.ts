/**
 * Counting visitors without identifying them, the way Plausible and GoatCounter do: a visitor is a hash of the day's
 * secret salt, the site, the client's address and its user agent, so the same browser counts once per day and cannot
 * be followed from one day to the next once the salt is deleted (service/analytics/salts.ts). What is kept of the user
 * agent is only its device class and browser family; the address and the user agent themselves are never stored.
 * Crawlers, headless browsers and monitoring tools are recognised by their user agent and not counted.
 */
import { createHash } from 'node:crypto'

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/** Self-declared robots, headless browsers, HTTP libraries and page-speed tools: none of them is a visitor. */
const AUTOMATED =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|scrap|headless|phantomjs|selenium|puppeteer|playwright|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|mediapartners|adsbot|apis-google|feedfetcher|facebookexternalhit|ia_archiver|python|curl\/|wget\/|java\/|okhttp|go-http-client|node-fetch|undici|axios|httpclient|libwww|guzzle|^mozilla\/5\.0$/i

export function isAutomated(userAgent: string): boolean {
  return userAgent.trim().length < 10 || AUTOMATED.test(userAgent)
}

/**
 * Mobile, tablet or desktop, from the user agent and the browser's own mobile hint (Sec-CH-UA-Mobile). An iPad
 * that reports itself as a Mac (Safari's default since iPadOS 13) is counted as a desktop.
 */
export function deviceOf(userAgent: string, mobileHint?: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Kindle|Silk\/|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet'
  if (mobileHint === '?1' || /Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/** Checked in order: the browsers built on Chrome say "Chrome" too, and Chrome says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  // Both looked for from the start only: "Version/" followed by ".*Safari/" backtracked over a long user agent.
  [/^(?=.*Version\/\d)(?=.*Safari\/)/, 'Safari'],
]

export function browserOf(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other'
}

/** The visitor's number for one day: the first 8 bytes of SHA-256 over the salt and the request's site, address and user agent. */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  const digest = createHash('sha256').update([salt, site, address, userAgent].join('\n')).digest()
  return digest.readBigInt64BE(0).toString()
}
