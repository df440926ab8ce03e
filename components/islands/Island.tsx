import type { ComponentProps, ComponentType } from 'react'
import type { IslandName } from './registry'

/**
 * When an island hydrates:
 * - load: at once (needed above the fold, e.g. the home hero);
 * - visible: when it scrolls near the viewport;
 * - interaction: on the first focus, pointer or key event inside it (a submit before that is held and replayed).
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
  only,
}: {
  name: IslandName
  component: C
  props: ComponentProps<C>
  hydrate: HydrateWhen
  /**
   * Extra conditions. For a 'load' island not needed by everyone (the mobile popup): hydrate only when the media
   * query matches, after `afterMs`, and never when a browser-storage key is set. For an 'interaction' island:
   * `afterMs` hydrates it anyway after that long (the hero must start turning by itself).
   */
  only?: { media?: string; afterMs?: number; unlessStored?: string }
}) {
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-hydrate-media={only?.media}
      data-hydrate-after={only?.afterMs}
      data-hydrate-unless={only?.unlessStored}
      data-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  )
}
