/**
 * Focus stays inside an open modal <dialog> (the menu drawer, the mobile popup). The browser already makes the rest
 * of the page inert, but lets Tab from the last control leave for the page itself (and from there the browser's own
 * toolbar): here Tab from the last control wraps to the first, and Shift+Tab from the first to the last.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** The controls of `dialog` a visitor can reach now (not in a closed <details>, not hidden), in document order. */
export function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? element.getClientRects().length > 0,
  )
}

export function keepFocusInside(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !dialog.open) return
    const controls = focusableIn(dialog)
    const first = controls[0]
    const last = controls.at(-1)
    if (!first || !last) return
    const active = dialog.ownerDocument.activeElement
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  })
}
