import { afterEach } from 'vitest'

// Testing Library unmounts what a test rendered by itself (it registers its own afterEach when imported, with
// vitest's globals on), so only the files that render pay for loading it. The DOM matchers (toBeInTheDocument, …)
// mean something only where there is a DOM: the files that declare the node environment skip them and happy-dom.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest')

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
