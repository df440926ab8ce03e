import type { ComponentProps, ComponentType } from 'react'
import type { IslandName } from './registry'

/**
 * When an island hydrates:
 * - load: at once (needed above the fold, e.g. the home hero);
 * - visible: when it scrolls near the viewport;
 * - interaction: on the first focus, pointer or key event inside it (what the visitor did before that is kept or
 *   replayed: lib/client/islands.ts), or when plain DOM code wakes it with the island:wake event.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction'

/**
 * Server side of an island: renders the component to HTML inside a marked element and serialises its props,
 * so components/islands/hydrate.tsx can hydrate it with the same props. Props must be JSON.
 */
export function Island<C extends ComponentType<any>>({
  name,
  component: Component,
  props,
  hydrate,
  afterMs,
}: {
  name: IslandName
  component: C
  props: ComponentProps<C>
  hydrate: HydrateWhen
  /** For an 'interaction' island that must come alive by itself in time (the hero's first slide change): hydrate after this long anyway. */
  afterMs?: number
}) {
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-hydrate-after={afterMs}
      data-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  )
}
