#!/usr/bin/env node
// `npm start`: builds what is missing or outdated, then serves the API, the shell and each remote
// on its own port (API_PORT 8080, SHELL_PORT 3000, CATALOG_PORT 3001, BASKET_CHECKOUT_PORT 3002,
// PROFILE_PORT 3003, ADDRESS_MAPS_PORT 3004, BOOKING_PORT 3005). Ctrl-C stops them all.
import { buildFrontends } from './build.mjs';
import { startStack } from './lib/stack.mjs';

const { failed } = await buildFrontends();
if (failed.length) {
  console.error(`start: the build of ${failed.join(', ')} failed`);
  process.exit(1);
}

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('start: stopping...');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  stack = await startStack();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
for (const [name, child] of stack.processes) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`start: ${name} stopped (${signal ?? `exit ${code}`}); the others keep running`);
  });
}
const { ports } = stack;
console.log(`start: API ${stack.urls.api}, shell ${stack.urls.shell}, remotes on ports ${
  [ports.catalog, ports.basketCheckout, ports.profile, ports.addressMaps, ports.booking].join(', ')}`);
console.log(`Open http://localhost:${ports.shell}/?vendor=demo or http://demo.localhost:${ports.shell}`);
