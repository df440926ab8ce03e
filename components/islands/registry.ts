import type { ComponentType } from 'react'

/**
 * Every island, loaded on demand in the browser. Each becomes its own chunk: a page loads only the islands it shows.
 * To add an island: write components/islands/<Name>.tsx with a default export, add a line here,
 * and render <Island name="<Name>" component={<Name>} props={…} hydrate="…" /> in a page or section.
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
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>

export type IslandName = keyof typeof islandLoaders
