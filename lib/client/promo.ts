/**
 * The offers banner's close button (components/layout/PromoBanner.tsx, its last element). Run by the page's inline
 * script, before the first paint: a banner dismissed earlier in the visit (sessionStorage) is hidden before it is ever
 * painted (hiding it later would move the page), and a tap on the close button works before the page script has
 * arrived. Focus goes on to the logo link, since the button it was on is gone. Written small: it is in every page.
 */
export function keepPromoDismissed(doc: Document, win: Window): void {
  try {
    const banner = doc.querySelector<HTMLElement>('[data-promo]')!
    banner.lastElementChild!.addEventListener('click', () => {
      banner.hidden = true
      doc.querySelector<HTMLElement>('.header-bar a')!.focus()
      try {
        win.sessionStorage.promoDismissed = '1'
      } catch {
        // Refused: the dismissal lasts for the page.
      }
    })
    banner.hidden = Boolean(win.sessionStorage.promoDismissed)
  } catch {
    // No banner (the admin pages), or storage refused (a sandbox): a dismissal lasts for the page.
  }
}
