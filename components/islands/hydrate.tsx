import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import { replayTyped, typedFields } from '../../lib/client/earlyInput'
import { ISLAND_ATTRIBUTES } from '../../lib/islandProtocol'
import { islandLoaders, type IslandName } from './registry'
import { FailureMessage } from '../sections/FailureMessage'

/** Loaded on demand by lib/client/islands.ts: React and the island's own module arrive only when it hydrates. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName
  const load = islandLoaders[name]
  if (!load) throw new Error(`Unknown island "${name}"`)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props come from JSON in the HTML, typed where the island is rendered
  const { default: IslandComponent } = (await load()) as { default: ComponentType<any> }
  const props: Record<string, unknown> = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}')
  // What the visitor typed while this downloaded is noted, the island hydrated synchronously (so no keystroke
  // falls in between and no effect re-renders first), then the typing is replayed for React to see.
  const typed = typedFields(element)
  flushSync(() => {
    hydrateRoot(
      element,
      <IslandBoundary>
        <IslandComponent {...props} />
      </IslandBoundary>,
    )
  })
  replayTyped(typed)
}

/** The generic failure screen for an island that throws while rendering in the browser. */
class IslandBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island failed to render', error, info.componentStack)
  }

  render() {
    if (this.state.error) return <FailureMessage status={500} message={this.state.error.message} />
    return this.props.children
  }
}
