import type { IslandName, islandComponents } from './Island'

/** For each island's name, a loader of the module whose component the server renders under that name. */
export type IslandLoaders = { [Name in IslandName]: () => Promise<{ default: (typeof islandComponents)[Name] }> }

/**
 * Every island, loaded on demand in the browser. Each becomes its own chunk: a page loads only the islands it shows.
 * The names and components are the server's (islandComponents in ./Island.tsx): the type refuses a missing or extra
 * name, or a loader whose module's component is not the one the server renders under that name.
 */
export const islandLoaders = {
  AdminDashboard: () => import('./AdminDashboard'),
  AdminLogin: () => import('./AdminLogin'),
  AdminSetup: () => import('./AdminSetup'),
  ContactForm: () => import('./ContactForm'),
  HeroCarousel: () => import('./HeroCarousel'),
  LeadForm: () => import('./LeadForm'),
  LogoCarousel: () => import('./LogoCarousel'),
  NewsletterForm: () => import('./NewsletterForm'),
} satisfies IslandLoaders
