import type { ComponentProps, ComponentType } from 'react'
import { ISLAND_ATTRIBUTES, type HydrateMode } from '../../lib/islandProtocol'
import AdminDashboard from './AdminDashboard'
import AdminLogin from './AdminLogin'
import AdminSetup from './AdminSetup'
import ContactForm from './ContactForm'
import HeroCarousel from './HeroCarousel'
import LeadForm from './LeadForm'
import LogoCarousel from './LogoCarousel'
import NewsletterForm from './NewsletterForm'

/**
 * Every island's component, by the name the HTML carries. The server renders an island from here, and the browser's
 * loaders (./registry.ts) are typed against it, so a name cannot point at one component on the server and another in
 * the browser. Build-time only: a page's script reaches the islands through the loaders, one chunk each. None of them
 * imports a stylesheet (.dependency-cruiser.cjs), or this list would put its CSS on every page.
 */
export const islandComponents = { AdminDashboard, AdminLogin, AdminSetup, ContactForm, HeroCarousel, LeadForm, LogoCarousel, NewsletterForm }

type Islands = typeof islandComponents
export type IslandName = keyof Islands
type IslandProps<Name extends IslandName> = ComponentProps<Islands[Name]>

/**
 * When an island hydrates:
 * - load: at once (needed above the fold, e.g. the admin login);
 * - visible: when it scrolls into the viewport;
 * - interaction: on the first focus, pointer or key event inside it (what the visitor did before that is kept or
 *   replayed: lib/client/islands.ts), when plain DOM code wakes it with WAKE_EVENT (lib/islandProtocol.ts), or at
 *   its deadline, if it has one.
 */
type Hydration =
  | { hydrate: Exclude<HydrateMode, 'interaction'> }
  | {
      hydrate: 'interaction'
      /** An island that must come alive by itself in time (the hero's first slide change) hydrates when the page is this old (ms) at the latest. */
      deadlineMs?: number
    }

/**
 * Server side of an island: renders the named component to HTML inside a marked element and serialises its props,
 * so components/islands/hydrate.tsx can hydrate it with the same props. The props are typed by the name; they must be JSON.
 */
export function Island<Name extends IslandName>(island: { name: Name; props: IslandProps<Name> } & Hydration) {
  const { name, props } = island
  // The props were checked against the name in the signature; inside, the component is one of a union React cannot
  // spread a generic into, so it is taken as a component of any JSON props.
  const Component = islandComponents[name] as ComponentType<object>
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.mode]: island.hydrate,
    [ISLAND_ATTRIBUTES.deadlineMs]: island.hydrate === 'interaction' ? island.deadlineMs : undefined,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
  }
  return (
    <div {...attributes}>
      <Component {...props} />
    </div>
  )
}
