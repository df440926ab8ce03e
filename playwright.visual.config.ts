import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * The visual regression tests alone (npm run test:visual, npm run test:visual:update): the same settings, and only
 * the built site's server, so regenerating the baselines needs nothing but `npm run build`.
 */
export default defineConfig({
  ...base,
  testMatch: 'visual.spec.ts',
  webServer: Array.isArray(base.webServer) ? base.webServer[0] : base.webServer,
})
