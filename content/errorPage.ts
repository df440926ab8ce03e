import { z } from 'zod'
import { asSentence, defineContent } from './define'
import { messages } from './messages'
import { site } from './site'

const headSchema = z.object({ title: z.string().min(10).max(70), description: z.string().min(50).max(170) })

/** The not-found page (404.html) and the generic failure screen: head tags and the link home (SPEC 2, 8). */
export const errorPage = defineContent(
  'content/errorPage.ts',
  z.object({ notFound: headSchema, failure: headSchema, failureHeading: z.string(), homeLink: z.string() }),
  {
    notFound: {
      title: `Page not found | ${site.name}`,
      // SPEC 8's "Oops! Page not found" has no full stop of its own; the description needs one after it.
      description: `${asSentence(messages.notFound)} The page you asked for could not be shown. Return to the ${site.name} home page.`,
    },
    failure: {
      title: `Something went wrong | ${site.name}`,
      description: `${asSentence(messages.renderFailure)} The page you asked for could not be shown. Return to the ${site.name} home page.`,
    },
    failureHeading: 'Error',
    homeLink: 'Return to Home',
  },
)
