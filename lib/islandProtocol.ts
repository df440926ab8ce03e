/**
 * The island protocol: the attributes the server renderer (components/islands/Island.tsx) writes on an island's
 * wrapper and the events the browser loader (lib/client/islands.ts) dispatches on it. Both sides, and any plain DOM
 * code that looks for islands, import the names from here. No dependencies: it is part of every page's script.
 */

/** When an island hydrates (see components/islands/Island.tsx). */
export type HydrateMode = 'load' | 'visible' | 'interaction'

/** Attributes of an island's wrapper, as written in the HTML. */
export const ISLAND_ATTRIBUTES = {
  /** The island's name (components/islands/registry.ts). */
  name: 'data-island',
  /** Its HydrateMode. */
  mode: 'data-hydrate',
  /** An 'interaction' island's deadline: it hydrates when the page is this many milliseconds old, even if nobody touched it. */
  deadlineMs: 'data-hydrate-after',
  /** Its props, as JSON. */
  props: 'data-props',
  /** Set while its code downloads and it hydrates. */
  hydrating: 'data-hydrating',
  /** Set once React owns it. */
  hydrated: 'data-hydrated',
} as const

/**
 * Every island wrapper, and every one not yet hydrated. Written out, not built from ISLAND_ATTRIBUTES: the page's
 * inline script reads ISLAND_SELECTOR, and its bundle then carries that string alone (tests/unit/islandNames.test.tsx
 * checks they agree).
 */
export const ISLAND_SELECTOR = '[data-island]'
export const ISLAND_NOT_HYDRATED_SELECTOR = '[data-island]:not([data-hydrated])'
/** The wrapper of the island named `name`. */
export const islandSelector = (name: string) => `[${ISLAND_ATTRIBUTES.name}="${name}"]`

/** Plain DOM code may wake an island ahead of its moment by dispatching this event on it (the mobile popup's form). */
export const WAKE_EVENT = 'island:wake'
/** Dispatched on an island once React owns it; held early input is replayed then. */
export const HYDRATED_EVENT = 'island:hydrated'
