import fs from 'node:fs';

/** Ports of the stack the e2e tests start: away from a developer's `npm start` (8080, 3000-3005). */
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const E2E_PORTS = {
  api: port('E2E_API_PORT', 18080),
  shell: port('E2E_SHELL_PORT', 13000),
  catalog: port('E2E_CATALOG_PORT', 13001),
  basketCheckout: port('E2E_BASKET_CHECKOUT_PORT', 13002),
  profile: port('E2E_PROFILE_PORT', 13003),
  addressMaps: port('E2E_ADDRESS_MAPS_PORT', 13004),
  booking: port('E2E_BOOKING_PORT', 13005),
};

export const API_URL = `http://localhost:${E2E_PORTS.api}`;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
/** The storefront's start call (merchant, settings, brand tabs, stories, banners in one answer) of a brand, or of any, for page.route. */
export const startRequest = (sub?: string) => (url: URL) =>
  url.pathname.endsWith('/support/v1/storefront/start') && (!sub || url.searchParams.get('sub') === sub);

/** The API as the storefront's page calls it: on the page's own origin, under /api/ (the shell's server passes it on). */
export const PAGE_API_URL = `${SHELL_URL}/api`;
export const E2E_CONTROL_URL = `http://127.0.0.1:${port('E2E_CONTROL_PORT', 13099)}`;

/** The e2e suite's own Telegram bot token for the demo merchant (seeded through SEED_BOT_TOKEN_DEMO). */
export const E2E_DEMO_BOT_TOKEN = '5550000001:e2e-own-demo-bot-token';

/** The secret token of the demo bot's webhook in the e2e stack (seeded as a hash through SEED_BOT_WEBHOOK_SECRET_DEMO). */
export const E2E_DEMO_BOT_WEBHOOK_SECRET = 'e2e-demo-bot-webhook-secret';

/** The contracts version this repository builds (and the shell carries). */
export const CONTRACTS_VERSION: string = JSON.parse(fs.readFileSync(new URL('../shared-contracts/package.json', import.meta.url), 'utf8')).version;
const CONTRACTS_MAJOR = Number(CONTRACTS_VERSION.split('.')[0]);

/**
 * The booking remote built again as other releases would deploy it: one against the first release
 * of the shell's major (it must run in this shell; an older minor once the major has a second one)
 * and one against the next major (it must not be mounted). Both follow the contracts' own version,
 * so a new major never turns the first into a refused remote or the second into the shell's own.
 */
const variant = (contractsVersion: string) => ({ contractsVersion, outDir: `e2e/.variants/booking-${contractsVersion}` });
export const BOOKING_VARIANTS = {
  sameMajor: variant(`${CONTRACTS_MAJOR}.0.0`),
  nextMajor: variant(`${CONTRACTS_MAJOR + 1}.0.0`),
} as const;

/**
 * The outside-remote spec's own deployment: the fixture remote's server, and a second shell server
 * whose remotes.json names the fixture as `booking` (the stack's shell keeps ours).
 */
export const OUTSIDE_REMOTE_PORTS = {
  remote: port('E2E_OUTSIDE_REMOTE_PORT', 13006),
  shell: port('E2E_OUTSIDE_SHELL_PORT', 13007),
};

/** The demo merchant's integration key in the e2e stack (seeded as a hash through SEED_INTEGRATION_KEY_DEMO). */
export const E2E_DEMO_INTEGRATION_KEY = 'e2e-demo-integration-key-000001';
