/**
 * Part of the build (scripts/postbuild.ts): the content editor's files under <client>/admin/editor/, loaded only by
 * the editor's own page (which the lead service serves behind the admin login): Decap CMS's prebuilt bundle as its
 * package ships it, and editor.js/editor.css (Vite, from editor/main.tsx: the configuration generated from the content
 * schemas, the previews drawn with the site's components and stylesheet, the publish bar and history).
 */
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { collections } from '../content/collections'
import { site } from '../content/site'
import { editorConfig } from '../lib/build/editorConfig'

/** The editor's back end on the site's own origin (the static server or host forwards /api/ to the lead service). */
export const EDITOR_PROXY_URL = '/api/admin/content/proxy'

export async function buildEditor(clientDir: string): Promise<{ decapVersion: string }> {
  const outDir = join(clientDir, 'admin', 'editor')
  const pages = Object.fromEntries(
    collections.flatMap((collection) =>
      collection.kind === 'folder'
        ? collection.pagePath
          ? [[collection.name, collection.pagePath]]
          : []
        : collection.files.flatMap((file) => (file.pagePath ? [[file.name, file.pagePath]] : [])),
    ),
  )
  await build({
    configFile: false,
    // The site's public/ files are the site's, not the editor's.
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    define: { __EDITOR_SETUP__: JSON.stringify({ config: editorConfig({ proxyUrl: EDITOR_PROXY_URL }), pages, brand: site.name }) },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: {
        input: 'editor/main.tsx',
        output: { entryFileNames: 'editor.js', assetFileNames: 'editor[extname]', chunkFileNames: 'editor-[name].js' },
      },
    },
  })
  // Decap CMS as its package ships it: the main bundle, the chunks it loads on demand, and its licence.
  const require = createRequire(import.meta.url)
  const packageFile = require.resolve('decap-cms/package.json')
  const dist = join(dirname(packageFile), 'dist')
  const decapDir = join(outDir, 'decap')
  mkdirSync(decapDir, { recursive: true })
  for (const name of readdirSync(dist)) {
    if (/^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$/.test(name) || name.endsWith('.wasm')) copyFileSync(join(dist, name), join(decapDir, name))
  }
  return { decapVersion: (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version }
}
