import type { Attribution } from '../../model/leadFields'
import { onTrackedEvent, type AnalyticsEvent } from './tracker'

/**
 * Page views and the visitor's calls, chats, enquiries and downloads, sent to the lead service (`…/api/events`) when
 * the site is built with it: one small request per page view once the page has loaded, and one per tracked event.
 * - Sent with fetch keepalive (it survives the page being left), no-cors (no preflight, nothing to read back) and no
 *   credentials: no cookie goes with it and none comes back. A failure is dropped; analytics never retries.
 * - Nothing is sent from a browser with Global Privacy Control switched on.
 * - A view carries the page's path; the first page of a visit also says where the visit came from (the referring
 *   origin, utm_source, utm_campaign). Nothing a visitor typed is ever in it.
 */
const SENT: readonly AnalyticsEvent['eventName'][] = ['phone_click', 'whatsapp_click', 'form_submission', 'send_message_click', 'download']

export function startBeacons(endpoint: string, landing: Attribution | null, win: Window = window): void {
  if ((win.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return
  const path = win.location.pathname.slice(0, 200)
  const send = (body: Record<string, unknown>) =>
    win.fetch(endpoint, { method: 'POST', body: JSON.stringify({ path, ...body }), keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {})
  const view = () =>
    send({
      kind: 'pageview',
      ...(landing && { landing: true, referrer: landing.referrer, utmSource: landing.utmSource, utmCampaign: landing.utmCampaign }),
    })
  // After load, in a task of its own: the view never competes with the page for the network or the main thread.
  if (win.document.readyState === 'complete') win.setTimeout(view)
  else win.addEventListener('load', () => win.setTimeout(view), { once: true })
  onTrackedEvent((event) => {
    if (SENT.includes(event.eventName)) void send({ kind: event.eventName })
  })
}
