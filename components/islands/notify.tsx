import { createRoot } from 'react-dom/client'
import { toast, Toaster } from 'sonner'

/**
 * One toaster per page, shared by every island (they share this module's chunk, so sonner's store is one).
 * Islands call ensureToaster() when they mount, so the toaster listens before the first toast.
 */
export function ensureToaster(): void {
  if (document.getElementById('toaster')) return
  const container = document.createElement('div')
  container.id = 'toaster'
  keepAboveDialogs(container)
  // Styled to the brand (its face, colours at 4.5:1) in pages/global.css ([data-sonner-toaster]).
  createRoot(container).render(<Toaster position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} />)
}

/**
 * Where a new toast shows: at the top right of the page, or at the bottom right in a dialog, since every dialog keeps
 * its Close button at its top right and a toast there covered it (hovered, a toast stays until the pointer leaves).
 * Chosen per toast, not by moving the toaster: a toast list taken away under the pointer never hears it leave, and
 * every toast on the page would then wait for ever.
 */
function placeOfNewToast(): { position: 'top-right' | 'bottom-right' } {
  return { position: document.getElementById('toaster')?.parentElement instanceof HTMLDialogElement ? 'bottom-right' : 'top-right' }
}

/**
 * Toasts show above every layer. An open modal <dialog> (the menu drawer, the popup, a confirmation) sits in the
 * browser's top layer, above any z-index, and makes the rest of the page inert: a toast outside it would be hidden
 * and never announced. So the toaster lives in the modal dialog opened last while one is open, else in the body.
 */
function keepAboveDialogs(container: HTMLElement): void {
  const isOpenModal = (dialog: HTMLDialogElement) => dialog.open && dialog.matches(':modal')
  const openedOrder = Array.from(document.querySelectorAll('dialog')).filter(isOpenModal)
  const place = () => {
    const parent = openedOrder.at(-1) ?? document.body
    if (container.parentElement !== parent) parent.append(container)
  }
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLDialogElement)) continue
      const index = openedOrder.indexOf(target)
      if (index >= 0) openedOrder.splice(index, 1)
      if (isOpenModal(target)) openedOrder.push(target)
    }
    place()
  }).observe(document.body, { subtree: true, attributeFilter: ['open'] })
  place()
}

export const notify = {
  success(title: string, description?: string) {
    ensureToaster()
    toast.success(title, { description, ...placeOfNewToast() })
  },
  error(title: string, description?: string) {
    ensureToaster()
    toast.error(title, { description, duration: 10000, ...placeOfNewToast() })
  },
}
