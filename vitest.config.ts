import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { islandCopyModule } from './lib/build/islandCopy'

export default defineConfig({
  plugins: [react(), islandCopyModule()],
  test: {
    globals: true,
    restoreMocks: true,
    // One file more than there are cores. Vitest's default (one fewer) ran the files one at a time on two cores, and the
    // service tests spend much of their time waiting on processes, sockets and databases: 325 s instead of 445 s here.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        // Components and pure modules, in happy-dom: no build, no server.
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // The built files in dist/ (and the fixture builds beside it): run `npm run build` first.
        extends: true,
        test: {
          name: 'dist',
          environment: 'node',
          include: ['tests/dist/**/*.test.ts'],
          // Node tests without mocks or module state of their own: files share a worker's modules (5 s less CPU).
          isolate: false,
          globalSetup: ['tests/dist/support/requireBuild.ts'],
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
          // The files share a worker's modules instead of loading the service and PGlite again each (41 s less CPU, 20 s
          // less time here). Safe because no service test mocks a module, stubs a global or sets the environment; each
          // file's service and databases are its own.
          isolate: false,
          globalSetup: ['tests/service/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
