import { chrome } from '../../content/chrome'
import { site, telHref, whatsappHref } from '../../content/site'
import { Icon } from '../ui/Icon'

/**
 * Call and WhatsApp links to the agency number. Where the page has no side margin for them (below 1360 px) they
 * sit in a bar across the bottom of the window, and the page keeps that much space free at its end, so they never
 * cover text or a control; the bar also slides away while a field or the keyboard focus is on the page. On wider
 * screens they float in the right margin, beside the content (pages/global.css, .contact-widget).
 */
export function ContactWidget() {
  const whatsapp = `${whatsappHref(site.whatsapp)}?text=${encodeURIComponent(chrome.widget.whatsappMessage)}`
  return (
    <aside aria-label="Quick contact" className="contact-widget">
      <a
        href={telHref(site.phones[0])}
        className="widget-link bg-blue-700 hover:bg-blue-800"
        aria-label={`${chrome.widget.call}: ${site.phones[0].display}`}
      >
        <Icon name="phone" className="widget-icon" />
        <span className="widget-label">{chrome.widget.call}</span>
      </a>
      <a
        href={whatsapp}
        className="widget-link bg-green-700 hover:bg-green-800"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${chrome.widget.whatsapp} (opens in a new tab)`}
      >
        <Icon name="chat" className="widget-icon" />
        <span className="widget-label">{chrome.widget.whatsapp}</span>
      </a>
    </aside>
  )
}
