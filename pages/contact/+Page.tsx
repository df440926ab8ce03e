import ContactForm from '../../components/islands/ContactForm'
import { Island } from '../../components/islands/Island'
import { Seo } from '../../components/layout/Seo'
import { Faq } from '../../components/sections/Faq'
import { FormHero } from '../../components/sections/FormHero'
import { Section } from '../../components/sections/Section'
import { Icon, type IconName } from '../../components/ui/Icon'
import { positions } from '../../content/careers/positions'
import { contactPage, type ContactChannel } from '../../content/contact'
import { smartDevices } from '../../content/iot/smart-devices'
import { messages, privacyLine } from '../../content/messages'
import { bundleHandoff } from '../../lib/handoff'
import { settings } from '../../lib/build/settings'
import { Heading } from '../../components/ui/Heading'
import { FormNeedsScript } from '../../components/ui/FormNeedsScript'

const channelIcons: Record<ContactChannel['kind'], IconName> = {
  phone: 'phone',
  email: 'mail',
  whatsapp: 'chat',
  office: 'pin',
}

/** What each IoT bundle's Order Now fills into the form: the IoT service and a message naming the bundle and its price. */
const bundleHandoffs = smartDevices.bundles.items.map((bundle) =>
  bundleHandoff(bundle, { message: contactPage.form.handoff.bundleMessage, service: contactPage.form.handoff.bundleService }),
)

export default function Page() {
  const { hero, form, channels, hours, faqs } = contactPage
  return (
    <>
      <Seo {...contactPage.meta} />
      <FormHero {...hero}>
        <div className="card p-6 text-slate-800 shadow-xl sm:p-8">
          <Heading id="contact-form-heading" size="2xl">
            {form.title}
          </Heading>
          <p className="mt-2 mb-6 text-slate-700">{form.lead}</p>
          <Island
            component={ContactForm}
            hydrate="interaction"
            props={{
              id: 'contact-form',
              labelledBy: 'contact-form-heading',
              fields: form.fields,
              servicePlaceholder: form.servicePlaceholder,
              serviceOptions: form.serviceOptions,
              budgetPlaceholder: form.budgetPlaceholder,
              budgetOptions: form.budgetOptions,
              handoff: {
                position: form.handoff.position,
                positionPlaceholder: form.handoff.positionPlaceholder,
                positions,
                cvLink: form.handoff.cvLink,
                bundles: bundleHandoffs,
              },
              submitLabel: form.submitLabel,
              sendingLabel: form.sendingLabel,
              success: messages.contactSuccess,
              applicationSuccess: form.applicationSuccess,
              storageFailure: messages.storageFailure,
              privacy: privacyLine(settings.leadsEndpoint !== undefined),
              honeypotLabel: messages.honeypotLabel,
              leadsEndpoint: settings.leadsEndpoint,
            }}
          />
          <FormNeedsScript />
        </div>
      </FormHero>

      <section className="section bg-slate-50" aria-label={contactPage.mainLabel}>
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <Section layout="block" headingId="channels-heading" size="2xl" title={channels.title}>
            {channels.lead && <p className="mt-2 text-slate-700">{channels.lead}</p>}
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {channels.items.map((channel) => (
                <li key={channel.kind} className="card flex gap-4 p-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={channelIcons[channel.kind]} className="h-5 w-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{channel.title}</h3>
                    <p className="mt-0.5 text-sm text-slate-700">{channel.description}</p>
                    <ChannelLines channel={channel} />
                  </div>
                </li>
              ))}
            </ul>
          </Section>

          <Section
            layout="block"
            headingId="hours-heading"
            size="xl"
            headingClassName="flex items-center gap-2"
            title={
              <>
                <Icon name="clock" className="h-5 w-5 text-brand-700" />
                {hours.title}
              </>
            }
            className="card p-6 lg:mt-16"
          >
            <dl className="mt-4 divide-y divide-slate-200">
              {hours.rows.map((row) => (
                <div key={row.days} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <dt className="font-medium text-slate-900">{row.days}</dt>
                  <dd className="text-slate-700">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-700">{hours.note}</p>
          </Section>
        </div>
      </section>

      <Section id="faq" layout="aside" eyebrow={faqs.eyebrow} title={faqs.title} lead={faqs.lead}>
        <Faq items={faqs.items} />
      </Section>
    </>
  )
}

/** A channel's lines: links where they have an address (tel:, mailto:, WhatsApp), the office address as an <address>. */
function ChannelLines({ channel }: { channel: ContactChannel }) {
  if (channel.kind === 'office') {
    return (
      <address className="mt-2 text-sm text-slate-800 not-italic">
        {channel.lines.map((line) => (
          <span key={line.text} className="block">
            {line.text}
          </span>
        ))}
      </address>
    )
  }
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {channel.lines.map((line) => (
        <li key={line.text}>
          {line.href ? (
            <a
              href={line.href}
              className="font-semibold break-words text-brand-700 hover:text-brand-900 hover:underline"
              {...(line.href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {line.text}
            </a>
          ) : (
            <span className="text-slate-800">{line.text}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
