import { z } from 'zod'
import { actionLabel, asSentence, defineContent, internalLinkSchema } from './define'
import { messages } from './messages'
import { site } from './site'

const headSchema = z.object({ title: z.string().min(10).max(70), description: z.string().min(50).max(170) })

/**
 * The not-found page (404.html) and the generic failure screen: head tags and the link home. The
 * not-found page also offers a search and the main sections, so a mistyped or old link is not a dead end.
 */
export const errorPage = defineContent(
  'content/errorPage.ts',
  z.object({
    notFound: headSchema,
    failure: headSchema,
    failureHeading: z.string(),
    homeLink: actionLabel(),
    notFoundText: z.string().min(20),
    search: z.object({ label: z.string(), placeholder: z.string(), button: z.string() }),
    sectionsHeading: z.string(),
    sections: z.array(internalLinkSchema).min(4),
  }),
  {
    notFound: {
      title: `Page not found | ${site.name}`,
      // The catalogue's "Oops! Page not found" has no full stop of its own; the description needs one after it.
      description: `${asSentence(messages.notFound)} The page you asked for could not be shown. Return to the ${site.name} home page.`,
    },
    failure: {
      title: `Something went wrong | ${site.name}`,
      description: `${asSentence(messages.renderFailure)} The page you asked for could not be shown. Return to the ${site.name} home page.`,
    },
    failureHeading: 'Error',
    homeLink: 'Return to Home',
    notFoundText: 'The link may be old or mistyped. Search the site, or pick up from one of its main sections.',
    search: { label: 'Search the site', placeholder: 'Search Here', button: 'Search' },
    sectionsHeading: 'Main sections',
    sections: [
      { label: 'Services', href: '/services' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'IoT solutions', href: '/iot' },
      { label: 'About us', href: '/about' },
      { label: 'Careers', href: '/careers' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact us', href: '/contact' },
    ],
  },
)
