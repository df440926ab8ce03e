import NewsletterForm from '../islands/NewsletterForm'
import { Island } from '../islands/Island'
import { messages, newsletterPrivacyLine } from '../../content/messages'
import { settings } from '../../lib/build/settings'
import { FormNeedsScript } from '../ui/FormNeedsScript'

/** The newsletter island with its privacy line, for the footer and the blog (its toasts come with its chunk). */
export function NewsletterBox({ id, labelledBy, tone }: { id: string; labelledBy: string; tone: 'dark' | 'light' }) {
  return (
    <>
      <Island
        component={NewsletterForm}
        hydrate="interaction"
        props={{
          id,
          labelledBy,
          tone,
          privacy: newsletterPrivacyLine(settings.leadsEndpoint !== undefined),
          honeypotLabel: messages.honeypotLabel,
          leadsEndpoint: settings.leadsEndpoint,
        }}
      />
      <FormNeedsScript tone={tone} />
    </>
  )
}
