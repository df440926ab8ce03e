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
  document.body.append(container)
  createRoot(container).render(<Toaster position="top-right" richColors closeButton toastOptions={{ duration: 6000 }} />)
}

export const notify = {
  success(title: string, description?: string) {
    ensureToaster()
    toast.success(title, { description })
  },
  error(title: string, description?: string) {
    ensureToaster()
    toast.error(title, { description, duration: 10000 })
  },
}
