import { resolveFallback, type Fallback } from '../routing'

/**
 * On the not-found page (served as 404.html by a plain static host for every unknown path):
 * wildcard paths go to their overview page, so a deep link into a section still lands somewhere useful; any other path is logged.
 */
export function handleNotFound(doc: Document = document, location: Location = window.location): void {
  const marker = doc.querySelector<HTMLElement>('[data-not-found]')
  if (!marker) return
  const fallbacks: Fallback[] = JSON.parse(marker.dataset.fallbacks ?? '[]')
  const target = resolveFallback(location.pathname, fallbacks)
  if (target) {
    location.replace(target)
    return
  }
  console.error('404 Error: User attempted to access non-existent route:', location.pathname)
}
