import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/dist/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // The lead service against real databases (embedded PGlite and a throwaway PostgreSQL server), a real SMTP
        // server and the service's own process: node environment, databases prepared once per run.
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: ['tests/service/**/*.test.ts'],
          globalSetup: ['tests/service/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
