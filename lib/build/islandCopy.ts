import type { Plugin } from 'vite'
import { messages } from '../../content/messages'

/**
 * The islands' fixed copy, compiled into their own chunks as the module `virtual:island-copy` (declared for the
 * browser code in components/islands/islandCopy.d.ts) instead of riding in a page's HTML among their props or data
 * attributes: the newsletter's toasts (its form is in every page's footer, and its four messages were 220 to 280
 * bytes of every Brotli page, read only once a visitor sends it; the island's chunk loads when the form is first
 * used) and the download toasts (the header's brochure link is on every page: 40 to 80 bytes; they load with the
 * toaster, on the first download).
 * The copy is the validated content (content/messages.ts), written out at build time as plain data, so neither the
 * content's schema nor zod reach the browser. What differs between two instances of an island stays a prop.
 */
const ISLAND_COPY_MODULE = 'virtual:island-copy'

const islandCopy = () => ({
  newsletter: {
    success: messages.newsletterSuccess,
    repeat: messages.newsletterRepeat,
    storageFailure: messages.storageFailure,
  },
  formErrors: messages.formErrors,
  downloads: {
    brochure: { success: messages.brochureSuccess, failure: messages.downloadFailure },
    portfolio: { success: messages.portfolioSuccess, failure: messages.portfolioFailure },
  },
})

/** Serves `virtual:island-copy` to Vite (the site's build) and Vitest (the islands' unit tests). */
export function islandCopyModule(): Plugin {
  const resolved = `\0${ISLAND_COPY_MODULE}`
  return {
    name: 'island-copy',
    resolveId: (id) => (id === ISLAND_COPY_MODULE ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? Object.entries(islandCopy())
            .map(([name, copy]) => `export const ${name} = ${JSON.stringify(copy)}`)
            .join('\n')
        : undefined,
  }
}
