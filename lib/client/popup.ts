import { ISLAND_SELECTOR, WAKE_EVENT } from '../islandProtocol'
import { keepFocusInside } from './dialog'
import { readValue, STORAGE_KEYS, writeValue } from './storage'

export const POPUP_DELAY_MS = 6000
export const MOBILE_QUERY = '(max-width: 768px)'

/** The popup opens only on screens at most 768 px wide and only if it has never been shown here. */
export function shouldOpenPopup(isMobile: boolean): boolean {
  return isMobile && readValue(STORAGE_KEYS.popupShown) === null
}

/** Sets the flag when the popup opens, so it never opens again in this browser. */
export function markPopupShown(): void {
  writeValue(STORAGE_KEYS.popupShown, 'true')
}

/**
 * The mobile enquiry popup (its markup is components/sections/MobilePopup.tsx): it opens 6 s after the page
 * was requested, on screens up to 768 px wide, once per browser. Plain DOM code opens and closes it, so a slow phone
 * shows it on time; the form inside is an island woken as the popup opens (what is typed before its code arrives is
 * kept), so no React starts in the page's first seconds. It never opens over another dialog (the menu drawer, say)
 * or while the visitor is filling in a form: then it waits until they are done (the dialog closed, focus out of the
 * form) and opens.
 */
export function setupPopup(doc: Document = document): void {
  const dialog = doc.querySelector<HTMLDialogElement>('dialog[data-popup]')
  const win = doc.defaultView
  if (!dialog || !win) return
  const onPhone = () => win.matchMedia(MOBILE_QUERY).matches
  if (!shouldOpenPopup(onPhone())) return

  keepFocusInside(dialog)
  for (const button of dialog.querySelectorAll('[data-popup-close]')) button.addEventListener('click', () => dialog.close())

  const retrySoon = () => win.setTimeout(tryOpen, 0)
  const stopWaiting = () => {
    doc.removeEventListener('close', retrySoon, true)
    doc.removeEventListener('focusout', retrySoon, true)
  }
  function tryOpen() {
    if (dialog!.open || !shouldOpenPopup(onPhone())) return stopWaiting()
    if (visitorBusy(doc)) return
    stopWaiting()
    markPopupShown()
    dialog!.showModal()
    // The form wakes as it is shown, not earlier: waking it in idle time after load put React's start-up into every
    // phone's first seconds (Lighthouse on /: TBT 253 ms, performance 95). What is typed before it is live is kept.
    dialog!.querySelector(ISLAND_SELECTOR)?.dispatchEvent(new Event(WAKE_EVENT))
  }
  win.setTimeout(
    () => {
      // A dialog's close event does not bubble: listen in the capture phase.
      doc.addEventListener('close', retrySoon, true)
      doc.addEventListener('focusout', retrySoon, true)
      tryOpen()
    },
    Math.max(0, POPUP_DELAY_MS - win.performance.now()),
  )
}

/** Another dialog is open, or focus is in a field or a form (typing, choosing, about to submit). */
export function visitorBusy(doc: Document): boolean {
  if (doc.querySelector('dialog[open]')) return true
  const active = doc.activeElement
  return active !== null && active.matches('form *, input, textarea, select, [contenteditable]:not([contenteditable="false"])')
}
