import { ISLAND_ATTRIBUTES, type HydrateMode } from '../../lib/islandProtocol'
import type { NamedIsland } from './defineIsland'
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
 * Server side of an island: renders the component to HTML inside a marked element that carries the component's own
 * name (defineIsland), and serialises its props, so components/islands/hydrate.tsx can load the island of that name
 * and hydrate it with the same props. The props are typed by the component; they must be JSON. A page imports the
 * islands it shows, so no page's module graph holds the others.
 */
export function Island<Props extends object>({
  component: Component,
  props,
  ...hydration
}: { component: NamedIsland<IslandName, Props>; props: NoInfer<Props> } & Hydration) {
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: Component.islandName,
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
