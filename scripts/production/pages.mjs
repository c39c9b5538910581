#!/usr/bin/env node
// The shell's page server in production (docker-compose.yml "pages", deploy/pages.Dockerfile; CI's
// production topology starts the same file): serve-static.mjs's own command line on the shell's
// dist, with the run-time configuration the shell's nginx serves beside it (runtime.mjs, from the
// same environment), so the configuration inlined into each page is the one nginx's policy admits.
//   PORT (3000), HOST (0.0.0.0), STATIC_ROOT (<repo>/shell/dist), RUNTIME_DIR (/tmp/storefront-pages),
//   API_UPSTREAM (the API inside the deployment: the start's data), <NAME>_SERVER_ENTRY (each remote's
//   entry inside the deployment: its first-view part is fetched beside it), STOREFRONT_DOMAIN,
//   STOREFRONT_STATIC_DOMAIN, PUBLIC_HTTPS_PORT and the shell's optional settings (TILE_URL…).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFromArgs } from '../serve-static.mjs';
import { REMOTES, envName } from '../lib/runtime-config.mjs';
import { productionRuntime, remoteLabel, required, writeRuntimeFiles } from './runtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

try {
  required(process.env, 'API_UPSTREAM', 'the API inside the deployment, e.g. http://api:8080 (the start\'s data of each page)');
  for (const remote of REMOTES) {
    required(process.env, `${envName(remote.name)}_SERVER_ENTRY`, `${remote.workspace}'s remoteEntry.js inside the deployment, e.g. http://${remoteLabel(remote)}:8080/remoteEntry.js`);
  }
  const files = writeRuntimeFiles(productionRuntime(process.env), path.resolve(process.env.RUNTIME_DIR?.trim() || '/tmp/storefront-pages'));
  serveFromArgs(['--root', path.resolve(process.env.STATIC_ROOT?.trim() || path.join(repoRoot, 'shell/dist')),
    '--port', process.env.PORT?.trim() || '3000', '--host', process.env.HOST?.trim() || '0.0.0.0',
    '--shell', '--remotes', files.remotes, '--config', files.config]);
} catch (error) {
  console.error(`pages: refusing to start: ${error.message}`);
  process.exit(1);
}
