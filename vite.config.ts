import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { sourceCharacters, writeBrandFont } from './lib/build/brandFont'
import { islandCopyModule } from './lib/build/islandCopy'

/** Cuts the brand typeface to the characters of the site's sources before anything imports its CSS (.generated/). */
function brandFont(): Plugin {
  let written: Promise<unknown> | undefined
  return {
    name: 'brand-font',
    buildStart() {
      written ??= writeBrandFont(sourceCharacters(['content', 'components', 'pages', 'admin']), '.generated/brand-font')
      return written.then(() => undefined)
    },
  }
}

export default defineConfig({
  base: '/',
  plugins: [brandFont(), islandCopyModule(), react(), tailwindcss(), vike()],
  // BUILD_OUT_DIR lets a test build a second variant (e.g. with LEADS_ENDPOINT) beside the main one.
  build: {
    target: 'es2022',
    outDir: process.env.BUILD_OUT_DIR || 'dist',
    // Fonts stay files (the Content-Security-Policy allows fonts from 'self' only, not data: URLs).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
})
