import { DOWNLOAD_LINK, EARLY_CLICK_EVENT } from '../firstPaint'
import { ISLAND_NOT_HYDRATED_SELECTOR } from '../islandProtocol'
import { appendToList, STORAGE_KEYS } from './storage'

/**
 * The click tracker: one delegated listener per event type, no framework.
 * Events go to the `analyticsEvents` list (newest 1,000 kept), to window.gtag when a site owner installed it, and to
 * whoever listens (onTrackedEvent: the lead service's beacon, lib/client/beacon.ts). Besides the spec's events it
 * records downloads of the brochure and portfolio.
 * It never records what a visitor typed into a form, and it does not run on the admin pages.
 */
export interface AnalyticsEvent {
  eventName: 'form_submission' | 'button_click' | 'send_message_click' | 'phone_click' | 'whatsapp_click' | 'download'
  timestamp: string
  url: string
  userAgent: string
  elementId?: string
  elementText?: string
  buttonType?: string
  formId?: string
  formAction?: string
  phoneNumber?: string
}

export const MAX_EVENTS = 1000
const SEND_MESSAGE = /send message|contact|submit/i

type Details = Omit<AnalyticsEvent, 'eventName' | 'timestamp' | 'url' | 'userAgent'>

declare global {
  interface Window {
    gtag?: (command: 'event', eventName: string, params: Record<string, unknown>) => void
  }
}

const listeners: ((event: AnalyticsEvent) => void)[] = []

/** Calls `listener` with every event recorded from now on. */
export function onTrackedEvent(listener: (event: AnalyticsEvent) => void): void {
  listeners.push(listener)
}

export function recordEvent(eventName: AnalyticsEvent['eventName'], details: Details, win: Window = window): AnalyticsEvent {
  const event: AnalyticsEvent = {
    eventName,
    timestamp: new Date().toISOString(),
    url: win.location.href,
    userAgent: win.navigator.userAgent,
    ...details,
  }
  void appendToList(STORAGE_KEYS.analytics, event, { keepNewest: MAX_EVENTS })
  try {
    win.gtag?.('event', eventName, { ...details, page_location: event.url })
  } catch (error) {
    console.error('Analytics forwarding failed', error)
  }
  for (const listener of listeners) listener(event)
  return event
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)

/** The events one click produces (pure, so the rules can be tested without a browser). */
export function eventsForClick(target: Element): { eventName: AnalyticsEvent['eventName']; details: Details }[] {
  const events: { eventName: AnalyticsEvent['eventName']; details: Details }[] = []
  const link = target.closest('a[href]')
  const href = link?.getAttribute('href') ?? ''
  if (link && href.startsWith('tel:')) {
    events.push({ eventName: 'phone_click', details: { phoneNumber: href.slice(4), elementText: textOf(link) || undefined } })
  } else if (link && /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) {
    events.push({ eventName: 'whatsapp_click', details: { elementText: textOf(link) || link.getAttribute('aria-label') || undefined } })
  }
  const download = target.closest(DOWNLOAD_LINK)
  if (download)
    events.push({ eventName: 'download', details: { elementId: download.getAttribute('data-download') ?? undefined, elementText: textOf(download) } })
  const button = target.closest('button, a.btn, [role="button"]')
  if (button) {
    const text = textOf(button) || button.getAttribute('aria-label') || ''
    const details: Details = {
      elementId: button.id || undefined,
      elementText: text,
      buttonType: button instanceof HTMLButtonElement ? button.type : 'link',
    }
    events.push({ eventName: 'button_click', details })
    if (SEND_MESSAGE.test(text)) events.push({ eventName: 'send_message_click', details })
  }
  return events
}

/** The admin's own logins, tab and filter clicks are not visitors' behaviour: nothing under /admin is tracked. */
export function tracksPath(pathname: string): boolean {
  return !/^\/admin(?:\/|$)/.test(pathname)
}

export function startTracker(doc: Document = document): void {
  if (!tracksPath(doc.location?.pathname ?? '/')) return
  const trackClick = (event: Event) => {
    if (!(event.target instanceof Element)) return
    for (const { eventName, details } of eventsForClick(event.target)) recordEvent(eventName, details)
  }
  doc.addEventListener('click', trackClick, { capture: true })
  // The clicks made before this script ran, which the page's inline script kept (lib/client/afterFirstPaint.ts).
  doc.addEventListener(EARLY_CLICK_EVENT, trackClick, { capture: true })
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      // A submit held until its island hydrates is replayed then; count it once, at the replay.
      if (form.closest(ISLAND_NOT_HYDRATED_SELECTOR)) return
      recordEvent('form_submission', { formId: form.id || undefined, formAction: form.getAttribute('action') ?? undefined })
    },
    { capture: true },
  )
}
