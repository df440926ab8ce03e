import { createContext, useContext, type ReactNode } from 'react'

export interface RenderContext {
  /** The URL path being rendered, without a trailing slash. */
  path: string
  is404: boolean
  /** The route's parameters, e.g. { slug: 'seo' } on /services/@slug. */
  routeParams: Readonly<Record<string, string>>
  /** Set when the error page renders because rendering another page failed. */
  error?: { status: number; message: string }
}

const Context = createContext<RenderContext | null>(null)

export function RenderContextProvider({ value, children }: { value: RenderContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useRenderContext(): RenderContext {
  const value = useContext(Context)
  if (!value) throw new Error('useRenderContext() outside RenderContextProvider')
  return value
}

/** The `slug` parameter of a parameterised route (pages/…/@slug): a route without one is a programming error. */
export function useRouteSlug(): string {
  const slug = useRenderContext().routeParams.slug
  if (!slug) throw new Error('useRouteSlug() on a route without a @slug parameter')
  return slug
}

/** The render context when there is one (components also rendered in unit tests use this). */
export function useOptionalRenderContext(): RenderContext | null {
  return useContext(Context)
}
