import { useEffect, useId, useRef } from 'react'
import { buttonClass } from '../../components/ui/buttonClass'
import { Heading } from '../../components/ui/Heading'

/**
 * A confirmation as a native modal <dialog>: showModal moves focus in (to Cancel, the safe choice) and keeps it
 * there, Escape cancels, and focus returns to the element that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean
  title: string
  text: string
  cancelLabel: string
  confirmLabel: string
  onCancel: () => void
  onConfirm: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const uid = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      cancel.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
    if (!open && opener.current) {
      opener.current.focus()
      opener.current = null
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-text`}
      className="popup-dialog"
      onCancel={(event) => {
        // Escape: let React state close it, so state and the element agree.
        event.preventDefault()
        onCancel()
      }}
      onClose={() => {
        if (open) onCancel()
      }}
    >
      <Heading id={`${uid}-title`} size="lg">
        {title}
      </Heading>
      <p id={`${uid}-text`} className="mt-2 text-sm text-slate-800">
        {text}
      </p>
      <div className="mt-5 flex justify-end gap-3">
        <button ref={cancel} type="button" className={buttonClass('outline')} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass('dangerSolid')} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
