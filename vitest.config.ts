import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/dist/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
  },
})
