import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4174)
export const leadsPort = port + 10
/** The site built against the lead service (npm run build:service-fixture), for tests/e2e/leadService.spec.ts. */
export const serviceSitePort = port + 20
/** Where that site's server forwards /api/: the lead service (behind the spec's fault proxy). */
export const leadsServicePort = Number(process.env.LEADS_SERVICE_PORT ?? 4196)

export default defineConfig({
  testDir: 'tests/e2e',
  // The lead services the tests start open copies of one migrated database, made once per run.
  globalSetup: './tests/support/browserTestSetup.ts',
  fullyParallel: true,
  // A test.only left in a commit would silently skip the rest of the suite on CI.
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // CI machines are shared and slow at times: more patience there, the same assertions.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: {
    timeout: process.env.CI ? 15_000 : 5_000,
    // Visual baselines (tests/e2e/visual.spec.ts): a small tolerance for anti-aliasing, none for a layout slip.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  // One set of baselines, the same on every Linux machine with Debian's Chromium and fonts (no platform suffix).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Chromium's headless shell (Debian: chromium-headless-shell), the browser Playwright itself runs headless
      // tests in: the same Blink, without the full browser's windows, so a page opens two to three times faster
      // here than in /usr/bin/chromium. PLAYWRIGHT_CHROMIUM_PATH names another.
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // A test that fails on CI is run again with a trace (actions, DOM snapshots, network, console), kept when it fails
    // again. Recording every test's trace just in case cost a sixth of the suite's CPU (122 s against 101 s for
    // four files here), and the trace's film strip made axe on a page 5 to 7 times slower with two workers.
    trace: { mode: 'on-first-retry', screenshots: false },
  },
  // The built site, served exactly as `npm start` serves it (a plain static host).
  webServer: [
    {
      command: `node scripts/serve.mjs dist/client`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The same site built with LEADS_ENDPOINT (npm run build:leads-fixture), for the lead-forwarding tests.
    {
      command: `node scripts/serve.mjs dist-leads/client`,
      env: { PORT: String(leadsPort) },
      url: `http://localhost:${leadsPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The same site built against the lead service on its own origin (npm run build:service-fixture), forwarding
    // /api/ as `npm start` does; tests/e2e/leadService.spec.ts runs the service (behind a fault proxy) on that port.
    {
      command: `node scripts/serve.mjs dist-service/client`,
      env: { PORT: String(serviceSitePort), API_UPSTREAM: `http://127.0.0.1:${leadsServicePort}` },
      url: `http://localhost:${serviceSitePort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
