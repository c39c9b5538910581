import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/**
 * The production topology (scripts/production/topology.mjs: nginx with TLS in front, two API
 * processes in production mode, the page server, each remote on its own origin) in Debian's
 * Chromium. `npm test` runs it after the browser tests, on the frontends they built.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../../test-results/production',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    // The front's certificate is self-signed (made by openssl for *.localhost).
    ignoreHTTPSErrors: true,
    // Every check here is about the network as deployed; the service worker would answer from its caches.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] },
      },
    },
  ],
});
