import type { AdminReportsText } from '../copy/schemas/adminReports'
import type { LeadRecord } from '../../model/leadFields'
import { EMPTY } from './leadParts'

/** How the lead table names a source: "(direct)" in words. */
export const sourceLabel = (source: string, text: AdminReportsText['visit']) => (source === '(direct)' ? text.direct : source)

/**
 * The ad platform whose auto-tagged link began the visit, from its click id. A Google Ads click without UTM
 * parameters has Google's search page as its referrer, so its source alone reads like organic search. Not fbclid:
 * Meta adds it to every outbound link, ad or not.
 */
function adPlatform(lead: LeadRecord, text: AdminReportsText['visit']): string | null {
  if (lead.gclid) return text.adPlatforms.gclid
  if (lead.msclkid) return text.adPlatforms.msclkid
  return null
}

/**
 * Where a lead's visit came from, in one table cell: the source, the ad platform and the campaign at a glance, the
 * landing page, and the rest (medium, referrer, term, content, ad click ids) one click away in a native <details>.
 */
export function VisitCell({ lead, text }: { lead: LeadRecord; text: AdminReportsText['visit'] }) {
  if (!lead.source) return <span className="text-slate-700">{EMPTY}</span>
  const details: [string, string | null][] = [
    [text.medium, lead.utmMedium],
    [text.referrer, lead.referrer],
    [text.term, lead.utmTerm],
    [text.content, lead.utmContent],
    [
      text.clickIds,
      [lead.gclid && `gclid ${lead.gclid}`, lead.fbclid && `fbclid ${lead.fbclid}`, lead.msclkid && `msclkid ${lead.msclkid}`]
        .filter(Boolean)
        .join(', ') || null,
    ],
  ]
  const shown = details.filter((entry): entry is [string, string] => Boolean(entry[1]))
  const platform = adPlatform(lead, text)
  return (
    <div className="max-w-64 text-sm" data-testid="lead-visit">
      <p className="font-medium text-slate-900">{sourceLabel(lead.source, text)}</p>
      {platform && (
        <p className="text-slate-800">
          {text.adClick}: {platform}
        </p>
      )}
      {lead.utmCampaign && (
        <p className="text-slate-800">
          {text.campaign}: {lead.utmCampaign}
        </p>
      )}
      {lead.landingPage && (
        <p className="truncate text-slate-700" title={lead.landingPage}>
          {text.landingPage}: {lead.landingPage}
        </p>
      )}
      {shown.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-700 underline">{text.more}</summary>
          <dl className="mt-1 space-y-0.5 break-all text-slate-800">
            {shown.map(([name, value]) => (
              <div key={name}>
                <dt className="inline font-medium">{name}: </dt>
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  )
}
