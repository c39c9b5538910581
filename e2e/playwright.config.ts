import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * Specs that change the stack for everyone while they run: remote-failure.spec.ts stops a remote's
 * server, table-hours-price.spec.ts moves the API's opening-hours clock. No other test may run beside them.
 */
const SHARED_STATE_SPECS = ['remote-failure.spec.ts', 'table-hours-price.spec.ts'];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two files at a time: a test spends much of its time waiting on the page, the API or a timer, so
  // a second browser uses what the first leaves idle. Files whose tests change what every other test
  // sees run first, one at a time (the 'shared-state' project).
  workers: 2,
  fullyParallel: false,
  // One retry on CI only, so a rare timing hiccup on a loaded 2-core runner does not hide the rest;
  // the list reporter still names a test that needed it (flaky).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: '../test-results',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    // The shell's service worker would answer a stopped remote or a changed API from its caches;
    // only the spec about repeat visits (offline.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium',
      testIgnore: SHARED_STATE_SPECS,
      dependencies: ['shared-state'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
});
