#!/usr/bin/env node
// The production deployment of docker-compose.yml, run as processes on this machine (CI has no
// Docker engine): every part starts with the command its image runs and the environment compose
// gives it, in production mode (no NODE_ENV), on a fresh PostgreSQL database and Redis.
//   - migrate: node api/dist/migrate.mjs, SEED_DEMO=1 (the demo merchants, none of their
//     development credentials), then the demo merchant's own integration key from the operator's
//     CLI (node api/dist/integration-key.mjs demo);
//   - two API processes: node api/dist/main.mjs, abuse limits in Redis, TRUST_PROXY naming the
//     front's address only;
//   - the page server: node scripts/production/pages.mjs;
//   - Debian's nginx, one process per role as one container per role, each from the repository's
//     own templates (scripts/production/nginx-start.sh): the TLS front (self-signed certificate
//     made by openssl), the shell's static server and each remote's, each remote on its own https
//     origin behind the front (<remote>.static.localhost).
// The browser test (e2e/production/) drives it; run alone it stays up until Ctrl-C:
//   node scripts/production/topology.mjs        (after npm run build; prints the addresses)
// Settings: TOPOLOGY_PORT_BASE (14000: the front on +443 and +80, the page server on +100, the
// shell's nginx +101, the remotes' +102…+106, the APIs +181 and +182), TOPOLOGY_PG_URL (a
// PostgreSQL database to create the test's database from; else DATABASE_URL's server, else
// postgres://postgres@127.0.0.1:5432/postgres), TOPOLOGY_REDIS_URL (redis://127.0.0.1:6379/13: a
// database the topology owns and empties when it starts),
// NGINX_BIN (/usr/sbin/nginx).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { FRONTENDS } from '../build.mjs';
import { buildApi } from '../lib/api-bundle.mjs';
import { REMOTES, envName } from '../lib/runtime-config.mjs';
import { startProcess, stopProcess } from '../lib/stack.mjs';
import { isHealthy } from './healthcheck.mjs';
import { remoteLabel } from './runtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

/** Why the topology cannot start on this machine (Debian's nginx missing), or null. */
export function topologyUnavailable() {
  if (!fs.existsSync(NGINX_BIN)) return `${NGINX_BIN} is missing (Debian's nginx: .ci/run installs it)`;
  return null;
}

export function topologyPorts(base = Number(process.env.TOPOLOGY_PORT_BASE || 14000)) {
  const ports = { https: base + 443, http: base + 80, pages: base + 100, shell: base + 101, api1: base + 181, api2: base + 182 };
  REMOTES.forEach((remote, index) => { ports[remote.name] = base + 102 + index; });
  return ports;
}

/** The server of a PostgreSQL URL with another database: postgres://u@h:5432/x → …/name. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function adminDatabaseUrl(env) {
  if (env.TOPOLOGY_PG_URL) return env.TOPOLOGY_PG_URL;
  if (env.DATABASE_URL) return withDatabase(env.DATABASE_URL, 'postgres');
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function onAdminDatabase(url, statement) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end; answers its output, or throws with it. */
function run(name, command, args, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('error', reject);
    child.on('close', (code) => {
      for (const line of output.split('\n').filter(Boolean)) log(`[${name}] ${line}`);
      if (code === 0) resolve(output);
      else reject(new Error(`${name} exited with code ${code}:\n${output.trim()}`));
    });
  });
}

async function waitHealthy(name, url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    if (await isHealthy(url, 2000)) return;
    if (Date.now() > deadline) throw new Error(`${name}: ${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A certificate for the front's hosts: localhost, the merchants' *.localhost, the remotes' *.static.localhost. */
function selfSignedCertificate(dir) {
  const key = path.join(dir, 'tls-key.pem');
  const cert = path.join(dir, 'tls-cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,DNS:*.static.localhost',
    '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key, cert };
}

/**
 * @param {{ log?: (line: string) => void, ports?: ReturnType<typeof topologyPorts> }} [options]
 */
export async function startTopology({ log = () => {}, ports = topologyPorts() } = {}) {
  const unavailable = topologyUnavailable();
  if (unavailable) throw new Error(`the production topology cannot start: ${unavailable}`);
  const missing = FRONTENDS.filter(({ workspace, marker }) => !fs.existsSync(path.join(repoRoot, workspace, 'dist', marker)));
  if (missing.length) throw new Error(`the production topology serves the built frontends: ${missing.map((f) => f.workspace).join(', ')} not built (npm run build)`);

  const processes = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-topology-'));
  // nginx's workers (nobody, when the master is root) read what is written here.
  fs.chmodSync(dir, 0o755);
  const adminUrl = adminDatabaseUrl(process.env);
  const database = `sf_topology_${Date.now()}_${process.pid}`;
  let databaseCreated = false;
  const redisUrl = process.env.TOPOLOGY_REDIS_URL || 'redis://127.0.0.1:6379/13';

  const stop = async () => {
    await Promise.all(processes.map((child) => stopProcess(child)));
    if (databaseCreated) await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) => log(`topology: could not drop ${database}: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Each process gets only what its container would: no NODE_ENV (production), no development settings.
    const base = { PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), LANG: process.env.LANG ?? 'C.UTF-8' };
    const storefrontOrigin = `https://localhost:${ports.https}`;
    // What the env file gives every service that builds the storefront's addresses (docs/deploy.md).
    const publicEnv = {
      STOREFRONT_DOMAIN: 'localhost',
      STOREFRONT_STATIC_DOMAIN: 'static.localhost',
      PUBLIC_HTTPS_PORT: String(ports.https),
      // The API's own tiles of the demo city: the test never leaves the machine (production's
      // default is OpenStreetMap's tile server).
      TILE_URL: '/api/tiles/v1/{z}/{x}/{y}.png',
      TILE_ATTRIBUTION: '© Lamenu demo map',
    };

    await buildApi();
    try {
      await onAdminDatabase(adminUrl, `CREATE DATABASE "${database}"`);
    } catch (error) {
      throw new Error(`the production topology needs PostgreSQL (${adminUrl.replace(/\/\/[^@]*@/, '//…@')}): ${error.message}`);
    }
    databaseCreated = true;
    const databaseUrl = withDatabase(adminUrl, database);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
    try {
      await redis.connect();
      // A database of its own (TOPOLOGY_REDIS_URL), emptied: each run counts its limits from zero,
      // as a new deployment's Redis would.
      await redis.flushdb();
    } catch (error) {
      throw new Error(`the production topology needs Redis (${redisUrl}): ${error.message}`);
    } finally {
      redis.disconnect();
    }

    const apiEnv = {
      ...base,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      STOREFRONT_URL: storefrontOrigin,
      CORS_ORIGINS: `${storefrontOrigin},https://*.localhost:${ports.https}`,
      // No SMS gateway here: codes stay in the sms_outbox table, which the test reads (there is no
      // route to it in production).
      SMS_MODE: 'outbox',
      PAYMENTS_MODE: 'live',
      CARD_TOKEN_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      // The front's address: the one hop whose X-Forwarded-For the API believes.
      TRUST_PROXY: '127.0.0.1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };

    // The migrate step of compose, once, before any API process.
    await run('migrate', process.execPath, ['api/dist/migrate.mjs'], { ...apiEnv, SEED_DEMO: '1' }, log);
    // The merchant's own integration key, from the operator's CLI (printed once, stored hashed).
    const keyOutput = await run('integration-key', process.execPath, ['api/dist/integration-key.mjs', 'demo'], apiEnv, log);
    const integrationKey = /X-Integration-Key for demo: (\S+)/.exec(keyOutput)?.[1];
    if (!integrationKey) throw new Error(`no integration key in: ${keyOutput}`);

    const apis = [ports.api1, ports.api2].map((port, index) => {
      const child = startProcess(`api-${index + 1}`, process.execPath, ['api/dist/main.mjs'], { env: { ...apiEnv, PORT: String(port) }, log });
      processes.push(child);
      return { child, url: `http://127.0.0.1:${port}` };
    });

    const nginx = (role, env) => {
      const child = startProcess(`nginx-${role}`, 'sh', ['scripts/production/nginx-start.sh', role, path.join(dir, `nginx-${role}`)],
        // No access log: a container's goes to /dev/stdout, which here is a socket nginx cannot open.
        { env: { ...base, NGINX_BIN, NGINX_WORKER_PROCESSES: '1', NGINX_ACCESS_LOG: 'off', ...env }, log });
      processes.push(child);
      return child;
    };
    // Each nginx serves its own copy of its dist, as each image holds one: nginx's workers (nobody,
    // when the master runs as root, as CI does) may not be able to read a clone wherever it lives.
    const staticRoot = (workspace) => {
      const copy = path.join(dir, 'static', workspace);
      fs.cpSync(path.join(repoRoot, workspace, 'dist'), copy, { recursive: true });
      return copy;
    };
    const remotes = REMOTES.map((remote) => ({
      remote, child: nginx(remote.workspace, { LISTEN: `127.0.0.1:${ports[remote.name]}`, STATIC_ROOT: staticRoot(remote.workspace) }),
    }));
    const serverEntries = Object.fromEntries(REMOTES.map((remote) => [`${envName(remote.name)}_SERVER_ENTRY`, `http://127.0.0.1:${ports[remote.name]}/remoteEntry.js`]));
    const pages = startProcess('pages', process.execPath, ['scripts/production/pages.mjs'], {
      env: { ...base, ...publicEnv, ...serverEntries, PORT: String(ports.pages), HOST: '127.0.0.1', RUNTIME_DIR: path.join(dir, 'pages'), API_UPSTREAM: apis[0].url },
      log,
    });
    processes.push(pages);
    const shell = nginx('shell', {
      ...publicEnv, LISTEN: `127.0.0.1:${ports.shell}`, STATIC_ROOT: staticRoot('shell'), API_UPSTREAM: apis[0].url, PAGES_UPSTREAM: `http://127.0.0.1:${ports.pages}`,
    });
    const certificate = selfSignedCertificate(dir);
    const front = nginx('front', {
      ...publicEnv,
      HTTP_LISTEN: `127.0.0.1:${ports.http}`,
      HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
      TLS_CERTIFICATE: certificate.cert,
      TLS_CERTIFICATE_KEY: certificate.key,
      API_UPSTREAMS: apis.map((api) => api.url.replace('http://', '')).join(','),
      SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
      ...Object.fromEntries(REMOTES.map((remote) => [`${envName(remote.name)}_UPSTREAM`, `127.0.0.1:${ports[remote.name]}`])),
    });

    await Promise.all([
      ...apis.map((api, index) => waitHealthy(`api-${index + 1}`, `${api.url}/health`, api.child)),
      ...remotes.map(({ remote, child }) => waitHealthy(`nginx-${remote.workspace}`, `http://127.0.0.1:${ports[remote.name]}/remoteEntry.js`, child)),
      waitHealthy('pages', `http://127.0.0.1:${ports.pages}/remotes.json`, pages),
      waitHealthy('nginx-shell', `http://127.0.0.1:${ports.shell}/remotes.json`, shell),
      waitHealthy('nginx-front', `http://127.0.0.1:${ports.http}/`, front),
    ]);

    return {
      ports,
      /** The storefront of the demo merchant, as a customer opens it (its own sub-domain). */
      storefrontUrl: `https://demo.localhost:${ports.https}`,
      /** The same front on plain HTTP (it only redirects). */
      httpUrl: `http://localhost:${ports.http}`,
      /** Each API process on its own port, as the front reaches it. */
      apiUrls: apis.map((api) => api.url),
      shellNginxUrl: `http://127.0.0.1:${ports.shell}`,
      remoteOrigins: Object.fromEntries(REMOTES.map((remote) => [remote.name, `https://${remoteLabel(remote)}.${publicEnv.STOREFRONT_STATIC_DOMAIN}:${ports.https}`])),
      databaseUrl,
      redisUrl,
      integrationKey,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const topology = await startTopology({ log: (line) => console.log(line) }).catch((error) => {
    console.error(`topology: ${error.message}`);
    process.exit(1);
  });
  console.log(`topology: up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  storefront   ${topology.storefrontUrl}/   (self-signed: chromium --ignore-certificate-errors)`);
  console.log(`  APIs         ${topology.apiUrls.join('  ')}`);
  console.log(`  database     ${topology.databaseUrl}`);
  console.log(`  X-Integration-Key of demo: ${topology.integrationKey}`);
  const quit = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
