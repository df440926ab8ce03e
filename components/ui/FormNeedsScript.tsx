import { messages } from '../../content/messages'

/**
 * Beside each enquiry and newsletter form, for a browser that runs no scripts: the forms are sent by script, and
 * without one they stay put (method="dialog" outside a dialog submits nowhere) rather than putting what was typed
 * into the page's URL. This says so, and how else to reach us.
 */
export function FormNeedsScript({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <noscript>
      <p className={`mt-3 text-sm font-medium ${tone === 'dark' ? 'text-orange-200' : 'text-red-800'}`}>{messages.formNeedsScript}</p>
    </noscript>
  )
}
