import type { FunctionComponent } from 'react'

/** An island's component, carrying the name its wrapper's HTML gives it (the key of its loader in ./registry.ts). */
export type NamedIsland<Name extends string, Props> = FunctionComponent<Props> & { readonly islandName: Name }

/**
 * Names an island where it is written, once: `export default defineIsland('LeadForm', LeadForm)`. The server writes
 * that name into the HTML (./Island.tsx), and the browser's loader of that name must load this module (./registry.ts).
 */
export function defineIsland<Name extends string, Props>(name: Name, component: FunctionComponent<Props>): NamedIsland<Name, Props> {
  return Object.assign(component, { islandName: name })
}
