import type { ComponentProps, ComponentType } from 'react'
import { ISLAND_ATTRIBUTES, type HydrateMode } from '../../lib/islandProtocol'
import type { IslandName } from './registry'

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
 * Server side of an island: renders the component to HTML inside a marked element and serialises its props,
 * so components/islands/hydrate.tsx can hydrate it with the same props. Props must be JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's ComponentProps<C> accepts only ComponentType<any>; props are checked through it
export function Island<C extends ComponentType<any>>({
  name,
  component: Component,
  props,
  ...hydration
}: { name: IslandName; component: C; props: ComponentProps<C> } & Hydration) {
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.mode]: hydration.hydrate,
    [ISLAND_ATTRIBUTES.deadlineMs]: hydration.hydrate === 'interaction' ? hydration.deadlineMs : undefined,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
  }
  return (
    <div {...attributes}>
      <Component {...props} />
    </div>
  )
}
