/**
 * Every island, loaded on demand in the browser by the name in its wrapper's HTML. Each becomes its own chunk: a page
 * loads only the islands it shows. A loader must load the island of its own name (defineIsland in the island's module):
 * the type of `byName` refuses a loader of another island.
 */
export const islandLoaders = byName({
  AdminDashboard: () => import('../../admin/AdminDashboard'),
  AdminLogin: () => import('../../admin/AdminLogin'),
  AdminSetup: () => import('../../admin/AdminSetup'),
  ContactForm: () => import('./ContactForm'),
  HeroCarousel: () => import('./HeroCarousel'),
  LeadForm: () => import('./LeadForm'),
  LogoCarousel: () => import('./LogoCarousel'),
  NewsletterForm: () => import('./NewsletterForm'),
})

export type IslandName = keyof typeof islandLoaders

/** For each name, a loader of the module whose island has that name. */
export type IslandLoaders<Names extends string> = { [Name in Names]: () => Promise<{ default: { readonly islandName: Name } }> }

function byName<Loaders extends IslandLoaders<keyof Loaders & string>>(loaders: Loaders): Loaders {
  return loaders
}
