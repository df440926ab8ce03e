import { chrome } from '../../content/chrome'
import { site, telHref, whatsappHref } from '../../content/site'
import { Icon } from '../ui/Icon'

/** Floating call and WhatsApp links to the agency number. */
export function ContactWidget() {
  const whatsapp = `${whatsappHref(site.whatsapp)}?text=${encodeURIComponent(chrome.widget.whatsappMessage)}`
  return (
    <aside aria-label="Quick contact" className="fixed right-4 bottom-4 z-30 flex flex-col gap-3">
      <a
        href={telHref(site.phones[0])}
        className="widget-link bg-blue-700 hover:bg-blue-800"
        aria-label={`${chrome.widget.call}: ${site.phones[0].display}`}
      >
        <Icon name="phone" className="h-6 w-6" />
      </a>
      <a
        href={whatsapp}
        className="widget-link bg-green-700 hover:bg-green-800"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${chrome.widget.whatsapp} (opens in a new tab)`}
      >
        <Icon name="chat" className="h-6 w-6" />
      </a>
    </aside>
  )
}
