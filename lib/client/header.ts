import { keepFocusInside } from './dialog'

/** The shared header's behaviour, in plain DOM code so no page loads React for it. */
export function setupHeader(doc: Document = document): void {
  setupMobileMenu(doc)
  setupDesktopSubmenus(doc)
}

function setupMobileMenu(doc: Document): void {
  const toggle = doc.getElementById('menu-toggle')
  const dialog = doc.getElementById('mobile-menu')
  if (!toggle || !(dialog instanceof HTMLDialogElement)) return
  // For browsers without invoker commands; where they run, the toggle's command then finds the dialog open and stops.
  toggle.addEventListener('click', () => dialog.showModal())
  keepFocusInside(dialog)
  dialog.querySelector('[data-menu-close]')?.addEventListener('click', () => dialog.close())
  // A click on the backdrop lands on the dialog element itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  // Escape closes a modal dialog natively; every way of closing ends here.
  dialog.addEventListener('close', () => toggle.focus())
}

/**
 * Desktop submenus open on hover and focus (CSS), and with the toggle beside their entry, which a touch screen
 * showing the desktop bar needs (a tap on the entry itself goes to its page). One is open at a time; a click
 * elsewhere closes it. Escape hides the open one (and returns focus to its entry if it was in it), or the hovered one.
 */
function setupDesktopSubmenus(doc: Document): void {
  const nav = doc.querySelector('[data-desktop-nav]')
  if (!nav) return
  const items = Array.from(nav.querySelectorAll<HTMLElement>('[data-submenu]'))
  const setOpen = (item: HTMLElement, open: boolean) => {
    if (open) item.dataset.open = ''
    else delete item.dataset.open
    item.querySelector(':scope > button')?.setAttribute('aria-expanded', String(open))
  }
  nav.addEventListener('click', (event) => {
    const item = (event.target as Element).closest('[data-submenu] > button')?.parentElement
    if (!item) return
    const open = item.dataset.open === undefined
    for (const other of items) setOpen(other, other === item && open)
    // Closed by its toggle, it hides even while hovered or focused; opened, it shows even if dismissed before.
    if (open) delete item.dataset.dismissed
    else item.dataset.dismissed = ''
  })
  doc.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node | null)) for (const item of items) setOpen(item, false)
  })
  // Escape hides the submenu the focus is in, or else the one under the pointer wherever the focus is (WCAG 1.4.13).
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const focused = (event.target as Element).closest?.<HTMLElement>('[data-desktop-nav] [data-submenu]')
    const item = focused ?? nav.querySelector<HTMLElement>('[data-submenu]:hover')
    if (!item) return
    setOpen(item, false)
    item.dataset.dismissed = ''
    focused?.querySelector<HTMLAnchorElement>(':scope > a')?.focus()
  })
  nav.addEventListener('focusout', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-submenu]')
    if (item && !item.contains((event as FocusEvent).relatedTarget as Node | null)) {
      delete item.dataset.dismissed
      setOpen(item, false)
    }
  })
  nav.addEventListener('mouseout', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-submenu]')
    if (item && !item.contains((event as MouseEvent).relatedTarget as Node | null)) delete item.dataset.dismissed
  })
}
