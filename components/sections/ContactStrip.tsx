import { mailHref, site, telHref, whatsappHref } from '../../content/site'
import { Icon, type IconName } from '../ui/Icon'

/** Call, email and WhatsApp, side by side. */
export function ContactStrip({ heading, text, labels }: { heading: string; text: string; labels: { call: string; email: string; whatsapp: string } }) {
  const channels: { icon: IconName; label: string; value: string; href: string; external?: boolean }[] = [
    { icon: 'phone', label: labels.call, value: site.phones[0].display, href: telHref(site.phones[0]) },
    { icon: 'mail', label: labels.email, value: site.emails[0], href: mailHref(site.emails[0]) },
    { icon: 'chat', label: labels.whatsapp, value: site.whatsapp.display, href: whatsappHref(site.whatsapp), external: true },
  ]
  return (
    <section aria-labelledby="contact-strip-heading" className="bg-slate-900 text-white">
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="contact-strip-heading" className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 text-slate-300">{text}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {channels.map((channel) => (
            <li key={channel.label}>
              <a
                href={channel.href}
                className="flex items-center gap-3 rounded-xl bg-white/10 p-4 hover:bg-white/20"
                {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon name={channel.icon} className="h-6 w-6 shrink-0 text-orange-300" />
                <span>
                  <span className="block font-semibold">{channel.label}</span>
                  <span className="block text-sm text-slate-300">{channel.value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
