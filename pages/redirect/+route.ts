import type { PageContextServer } from 'vike/types'
import { redirects } from '../../content/redirects'

/** Matches the short paths of content/redirects.ts; each is prerendered as a redirect page. */
export function route(pageContext: PageContextServer) {
  return Object.hasOwn(redirects, pageContext.urlPathname) ? { routeParams: {} } : false
}
