import { Island } from '../islands/Island'
import LeadForm, { type LeadFormProps } from '../islands/LeadForm'
import { Icon } from '../ui/Icon'
import { buttonClass } from '../ui/buttonClass'
import { Heading } from '../ui/Heading'

/**
 * The mobile enquiry popup: a bottom sheet (pages/global.css, .popup-dialog) that leaves the page in sight above it. A native modal <dialog>, static HTML opened and closed by plain DOM code
 * (lib/client/popup.ts), so it opens on time on a slow phone without waiting for React. Only the form inside is an
 * island, woken as the popup opens; what is typed before it is live is kept.
 */
export function MobilePopup({ heading, text, laterLabel, form }: { heading: string; text: string; laterLabel: string; form: LeadFormProps }) {
  return (
    <dialog className="popup-dialog" aria-labelledby="mobile-popup-heading" aria-describedby="mobile-popup-text" data-popup>
      {/* The sheet's grip: a sign that it sits over the page, not a control (Later and Close close it). */}
      <div className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300" aria-hidden="true" />
      <div className="flex items-start justify-between gap-4">
        <Heading id="mobile-popup-heading" size="xl">
          {heading}
        </Heading>
        <button type="button" className="rounded-full p-1 text-slate-700 hover:bg-slate-100" aria-label="Close" data-popup-close>
          <Icon name="close" />
        </button>
      </div>
      <p id="mobile-popup-text" className="mt-1 mb-4 text-sm text-slate-700">
        {text}
      </p>
      <Island component={LeadForm} hydrate="interaction" props={form} />
      <button type="button" className={buttonClass('outline', { className: 'mt-3 w-full' })} data-popup-close>
        {laterLabel}
      </button>
    </dialog>
  )
}
