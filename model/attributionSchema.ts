/**
 * The rules the lead service applies to a visit's attribution (model/leadFields.ts, ATTRIBUTION_LIMITS), with a lead
 * and with a page-view beacon: each field optional, one printable line within its limit; the landing page a path on
 * the site, the referrer an http(s) origin. The browser cleans what it sends to these rules (lib/client/visit.ts).
 */
import { z } from 'zod/mini'
import { ATTRIBUTION_LIMITS, type AttributionField } from './leadFields'
import { ONE_LINE } from './leadFields'

const line = (field: AttributionField, name: string, rule?: { pattern: RegExp; message: string }) =>
  z.optional(
    z
      .string({ error: `${name} must be text` })
      .check(
        z.maxLength(ATTRIBUTION_LIMITS[field], `${name} must be at most ${ATTRIBUTION_LIMITS[field]} characters`),
        z.regex(ONE_LINE, `${name} must be one line of printable text`),
        ...(rule ? [z.regex(rule.pattern, rule.message)] : []),
      ),
  )

export const attributionShape = {
  landingPage: line('landingPage', 'landingPage', { pattern: /^(\/|$)/, message: 'landingPage must be a path on the site, starting with /' }),
  referrer: line('referrer', 'referrer', {
    pattern: /^($|https?:\/\/[^/?#\s]+$)/,
    message: 'referrer must be an http(s) origin, such as https://www.google.com',
  }),
  utmSource: line('utmSource', 'utmSource'),
  utmMedium: line('utmMedium', 'utmMedium'),
  utmCampaign: line('utmCampaign', 'utmCampaign'),
  utmTerm: line('utmTerm', 'utmTerm'),
  utmContent: line('utmContent', 'utmContent'),
  gclid: line('gclid', 'gclid'),
  fbclid: line('fbclid', 'fbclid'),
  msclkid: line('msclkid', 'msclkid'),
} satisfies Record<AttributionField, unknown>
