import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss(), vike()],
  // BUILD_OUT_DIR lets a test build a second variant (e.g. with LEADS_ENDPOINT) beside the main one.
  build: { target: 'es2022', outDir: process.env.BUILD_OUT_DIR || 'dist' },
})
