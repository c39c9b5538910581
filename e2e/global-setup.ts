import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends, buildRemoteVariant, repoRoot } from '../scripts/build.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { BOOKING_VARIANTS, E2E_DEMO_BOT_TOKEN, E2E_DEMO_BOT_WEBHOOK_SECRET, E2E_DEMO_INTEGRATION_KEY, E2E_PORTS } from './stack-config';
import { startControlServer } from './control';
import { buildOutsideRemote } from './outside-remote/build';

/**
 * Starts the API (fresh PGlite data folder, or API_DATABASE_URL), the shell and the five remotes
 * from their dist folders on the e2e ports; builds only a frontend whose dist is missing.
 * The returned function is Playwright's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { failed } = await buildFrontends({ onlyMissing: true, log: (line) => console.log(line) });
  if (failed.length) throw new Error(`e2e: the build of ${failed.join(', ')} failed`);
  // The two variants build side by side, one per core.
  await Promise.all(Object.values(BOOKING_VARIANTS).map(async (variant) => {
    const ok = await buildRemoteVariant({ workspace: 'mf-booking', contractsVersion: variant.contractsVersion, outDir: path.join(repoRoot, variant.outDir), log: (line) => console.log(line) });
    if (!ok) throw new Error(`e2e: the build of mf-booking against contracts ${variant.contractsVersion} failed`);
  }));
  // A remote built outside the repository's webpack factory (outside-remote.spec.ts); seconds, skipped when fresh.
  if (!(await buildOutsideRemote((line) => console.log(line)))) throw new Error('e2e: the build of the outside remote failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const apiEnv: Record<string, string | undefined> = {
    DATA_DIR: dataDir, DATABASE_URL: process.env.API_DATABASE_URL || '', SEED_BOT_TOKEN_DEMO: E2E_DEMO_BOT_TOKEN,
    SEED_BOT_WEBHOOK_SECRET_DEMO: E2E_DEMO_BOT_WEBHOOK_SECRET,
    SEED_INTEGRATION_KEY_DEMO: E2E_DEMO_INTEGRATION_KEY,
    // Orders stay where the tests put them; the simulator has tests of its own.
    ORDER_SIMULATOR: 'off',
    // The suite places orders for now at whatever hour it runs, and a closed branch takes none: the
    // demo brands' branches are open around the clock, but demo's Sergeli keeps its hours (10:00–22:00,
    // Sunday off) for the closed-branch tests, which set the page's clock and the API's hours clock
    // (PUT /dev/hours-clock) to one moment. The pick-up map's tests show the seed's own hours (pickup-map.spec.ts).
    SEED_OPEN_AROUND_THE_CLOCK: 'demo,mim,oqshom',
    SEED_KEEP_HOURS: 'demo/sergeli',
    // Every browser test logs in from 127.0.0.1: the per-IP limit of login codes (20 an hour in
    // production) has API tests of its own and would otherwise stop the suite's later logins.
    LOGIN_CODES_PER_IP_PER_HOUR: '1000',
    // Likewise the codes checked from one IP (30 per 10 minutes in production): the suite logs in
    // far more customers than that from 127.0.0.1 within ten minutes.
    CODE_CHECKS_PER_IP_PER_10_MIN: '1000',
    // And the orders placed from one IP (30 per 10 minutes in production): two browsers place the
    // suite's orders side by side from 127.0.0.1. Each customer's own limit stays as in production.
    ORDERS_PER_IP_PER_10_MIN: '1000',
  };
  // The shell's config names Yandex Maps' script, so its Content-Security-Policy admits it as a
  // deployment that uses Yandex would: the pick-up spec answers that URL itself (page.route) and
  // checks the fallback to Leaflet. No seeded merchant asks for Yandex, so no other test loads it.
  process.env.YANDEX_MAPS_URL ??= 'https://api-maps.yandex.ru/v3/';
  // The page server waits up to 600 ms for a first view's data (scripts/lib/first-view.mjs), then
  // sends the page as built. The tests check what the first view draws, and on a loaded CI machine
  // the API's answer can take longer than that: they wait for it longer.
  process.env.FIRST_VIEW_WAIT_MS ??= '3000';
  const log: string[] = [];
  let stack;
  try {
    stack = await startStack({ ports: E2E_PORTS, apiEnv, log: (line) => log.push(line) });
  } catch (error) {
    console.error(log.join('\n'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const control = await startControlServer(stack);
  return async () => {
    control.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
