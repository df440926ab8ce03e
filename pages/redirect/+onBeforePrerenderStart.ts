import { redirects } from '../../content/redirects'

export function onBeforePrerenderStart() {
  return Object.keys(redirects)
}
