import { servicePages } from '../../../content/services'

/** Vike prerenders /services/@slug for exactly these URLs: one per service page in content/services. */
export function onBeforePrerenderStart(): string[] {
  return servicePages.map((page) => page.meta.path)
}
