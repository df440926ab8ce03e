import { readValue, STORAGE_KEYS, writeValue } from './storage'

export const POPUP_DELAY_MS = 6000
export const MOBILE_QUERY = '(max-width: 768px)'

/** SPEC 4: the popup opens only on screens at most 768 px wide and only if it has never been shown here. */
export function shouldOpenPopup(isMobile: boolean): boolean {
  return isMobile && readValue(STORAGE_KEYS.popupShown) === null
}

/** Sets the flag when the popup opens, so it never opens again in this browser. */
export function markPopupShown(): void {
  writeValue(STORAGE_KEYS.popupShown, 'true')
}
