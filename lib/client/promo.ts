/** The key under which a dismissed offers banner is remembered for the visit (sessionStorage: gone with the tab). */
const PROMO_DISMISSED_KEY = 'promo-dismissed'

/**
 * The offers banner's close button (components/layout/PromoBanner.tsx). Run by the page's inline script, before the
 * first paint: a banner dismissed earlier in the visit is hidden before it is ever painted (hiding it later would move
 * the page), and a tap on the close button works before the page script has arrived. Focus goes on to the logo link
 * rather than to the page's start, since the button it was on is gone.
 */
export function keepPromoDismissed(doc: Document, storage: () => Storage): void {
  const banner = doc.querySelector<HTMLElement>('[data-promo]')
  if (!banner) return
  try {
    if (storage().getItem(PROMO_DISMISSED_KEY)) banner.hidden = true
  } catch {
    // Storage refused (a private mode, a blocked site): the banner shows, and a dismissal lasts for this page.
  }
  banner.querySelector('[data-promo-dismiss]')?.addEventListener('click', () => {
    banner.hidden = true
    try {
      storage().setItem(PROMO_DISMISSED_KEY, '1')
    } catch {
      // As above.
    }
    doc.querySelector<HTMLElement>('.header-bar a')?.focus()
  })
}
