import { useEffect, useRef } from 'react'
import { markPopupShown, MOBILE_QUERY, shouldOpenPopup } from '../../lib/popup'
import { Icon } from '../ui/Icon'
import LeadForm, { type LeadFormProps } from './LeadForm'

export interface MobilePopupProps {
  heading: string
  text: string
  laterLabel: string
  form: LeadFormProps
}

/**
 * The mobile enquiry popup (SPEC 4): after 6 s, on screens up to 768 px, once per browser.
 * The island loader waits for those conditions before it even downloads this (see pages/index/+Page.tsx),
 * so on mount the popup opens at once if they still hold.
 * A native modal <dialog>: focus moves in and stays in, Escape closes, focus returns where it was.
 */
export default function MobilePopup({ heading, text, laterLabel, form }: MobilePopupProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (!shouldOpenPopup(window.matchMedia(MOBILE_QUERY).matches)) return
    markPopupShown()
    dialog.current?.showModal()
  }, [])

  const close = () => dialog.current?.close()

  return (
    <dialog ref={dialog} className="popup-dialog" aria-labelledby="mobile-popup-heading" aria-describedby="mobile-popup-text">
      <div className="flex items-start justify-between gap-4">
        <h2 id="mobile-popup-heading" className="text-xl font-bold text-slate-900">
          {heading}
        </h2>
        <button type="button" onClick={close} className="rounded-full p-1 text-slate-700 hover:bg-slate-100" aria-label="Close">
          <Icon name="close" />
        </button>
      </div>
      <p id="mobile-popup-text" className="mt-1 mb-4 text-sm text-slate-700">
        {text}
      </p>
      <LeadForm {...form} onSubmitted={close} />
      <button type="button" onClick={close} className="btn btn-outline mt-3 w-full">
        {laterLabel}
      </button>
    </dialog>
  )
}
