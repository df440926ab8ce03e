import { createContext, useContext, type ReactNode } from 'react'

export interface RenderContext {
  /** The URL path being rendered, without a trailing slash. */
  path: string
  is404: boolean
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

/** The render context when there is one (components also rendered in unit tests use this). */
export function useOptionalRenderContext(): RenderContext | null {
  return useContext(Context)
}
