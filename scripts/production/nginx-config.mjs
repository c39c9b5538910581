#!/usr/bin/env node
// Fills in the repository's nginx templates (scripts/deploy/nginx-*.conf) for one role and writes
// a directory nginx runs from (its prefix and its configuration):
//   node scripts/production/nginx-config.mjs front <dir>        the TLS front (nginx-front.conf)
//   node scripts/production/nginx-config.mjs shell <dir>        the shell's files (nginx-shell.conf),
//                                                               plus remotes.json and config.json
//   node scripts/production/nginx-config.mjs mf-catalog <dir>   a remote's files (nginx-remote.conf)
// then: nginx -p <dir> -c <dir>/nginx.conf -e stderr   (scripts/production/nginx-start.sh does both).
// The images (deploy/static.Dockerfile) and CI's production topology (topology.mjs) run exactly
// this, so what CI tests is what a container serves. Only names written ${…} in capitals are filled
// in, every one must have a value (a template naming one this file does not know fails here, not
// in nginx), and each value is checked so that nothing from the environment can add a directive.
// Dependency-free: the nginx images carry Node.js but no node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, envName } from '../lib/runtime-config.mjs';
import { pageScriptHashes, shellContentSecurityPolicy } from '../lib/security-headers.mjs';
import { startLinkHeader } from '../lib/start-hints.mjs';
import { productionRuntime, publicAddresses, remoteLabel, required, writeRuntimeFiles } from './runtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TEMPLATES_DIR = path.join(repoRoot, 'scripts/deploy');
const TEMPLATE_OF = { front: 'nginx-front.conf', shell: 'nginx-shell.conf', remote: 'nginx-remote.conf' };


/** What nginx accepts after `listen`: a port, or address:port (127.0.0.1:8443, [::]:8443). */
const LISTEN = /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):)?\d{1,5}$/i;
/** An upstream server: host:port. */
const HOST_PORT = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):\d{1,5}$/i;
/** An upstream URL for proxy_pass: http://host:port without a path. */
const UPSTREAM_URL = /^http:\/\/(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
/** A file or directory path nginx reads: no space, quote, semicolon, brace or dollar. */
const SAFE_PATH = /^[A-Za-z0-9_./@+-]+$/;

function checked(name, value, pattern, example) {
  if (!pattern.test(value)) throw new Error(`${name} must look like ${example}, got "${value}"`);
  return value;
}
const listenOf = (env, name, fallback) => checked(name, env[name]?.trim() || fallback, LISTEN, '8443 or 127.0.0.1:8443');
const hostPortOf = (env, name, hint) => checked(name, required(env, name, hint), HOST_PORT, 'api:8080');
const upstreamUrlOf = (env, name, hint) => checked(name, required(env, name, hint).replace(/\/+$/, ''), UPSTREAM_URL, 'http://api:8080');
function pathOf(env, name, fallback, { mustExist = true } = {}) {
  const value = path.resolve(env[name]?.trim() || fallback || required(env, name));
  checked(name, value, SAFE_PATH, '/etc/storefront/tls/fullchain.pem');
  if (mustExist && !fs.existsSync(value)) throw new Error(`${name}: ${value} does not exist`);
  return value;
}
/** A header value nginx holds in double quotes (where `$` would start one of nginx's variables). */
function quotable(name, value) {
  if (/["\\\r\n$]/.test(value)) throw new Error(`${name} cannot go into nginx's configuration as it is: ${value}`);
  return value;
}

/**
 * The template with every ${NAME} replaced; any name without a value is an error listing them all.
 * @param {string} text
 * @param {Record<string, string>} values
 */
export function fillTemplate(text, values, templateName = 'template') {
  const missing = new Set();
  const filled = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name) => {
    if (!Object.hasOwn(values, name)) {
      missing.add(name);
      return whole;
    }
    return values[name];
  });
  if (missing.size) throw new Error(`${templateName}: no value for ${[...missing].join(', ')}`);
  return filled;
}

/** The role of a workspace or of the front: front, shell, or remote (with its REMOTES entry). */
export function roleOf(name) {
  if (name === 'front' || name === 'shell') return { role: name };
  const remote = REMOTES.find((r) => r.workspace === name);
  if (!remote) throw new Error(`unknown role "${name}": front, shell or one of ${REMOTES.map((r) => r.workspace).join(', ')}`);
  return { role: 'remote', remote };
}

/** The values of the role's server template. */
function serverValues(name, env, dir) {
  const { role, remote } = roleOf(name);
  if (role === 'remote') {
    return { LISTEN: listenOf(env, 'LISTEN', '8080'), STATIC_ROOT: pathOf(env, 'STATIC_ROOT', path.join(repoRoot, remote.workspace, 'dist')) };
  }
  if (role === 'shell') {
    const root = pathOf(env, 'STATIC_ROOT', path.join(repoRoot, 'shell/dist'));
    const runtime = productionRuntime(env);
    writeRuntimeFiles(runtime, dir);
    return {
      LISTEN: listenOf(env, 'LISTEN', '8080'),
      STATIC_ROOT: root,
      RUNTIME_DIR: checked('RUNTIME_DIR', path.resolve(dir), SAFE_PATH, '/tmp/storefront-nginx'),
      API_UPSTREAM: upstreamUrlOf(env, 'API_UPSTREAM', 'the API inside the deployment, e.g. http://api:8080'),
      PAGES_UPSTREAM: upstreamUrlOf(env, 'PAGES_UPSTREAM', 'the page server, e.g. http://pages:3000'),
      // The policy names the hash of the page's inline first script, read from the page as built.
      STOREFRONT_CSP: quotable('STOREFRONT_CSP', shellContentSecurityPolicy(runtime, { scriptHashes: pageScriptHashes(path.join(root, 'index.html')) })),
      STOREFRONT_LINK: quotable('STOREFRONT_LINK', startLinkHeader(runtime)),
    };
  }
  const addresses = publicAddresses(env);
  const apiServers = required(env, 'API_UPSTREAMS', 'the API processes, host:port separated by commas (compose: api:8080, every replica behind one name)')
    .split(/[\s,]+/).filter(Boolean).map((server) => checked('API_UPSTREAMS', server, HOST_PORT, 'api:8080'));
  const values = {
    HTTP_LISTEN: listenOf(env, 'HTTP_LISTEN', '8080'),
    HTTPS_LISTEN: listenOf(env, 'HTTPS_LISTEN', '8443'),
    HTTPS_PORT_SUFFIX: addresses.httpsPortSuffix,
    TLS_CERTIFICATE: pathOf(env, 'TLS_CERTIFICATE', null),
    TLS_CERTIFICATE_KEY: pathOf(env, 'TLS_CERTIFICATE_KEY', null),
    STOREFRONT_SERVER_NAMES: addresses.storefrontServerNames.join(' '),
    REMOTE_SERVER_NAMES: Object.values(addresses.remoteHosts).join(' '),
    // A failed API process is left alone for 5 s; idempotent requests move on to the next one.
    API_SERVERS: apiServers.map((server) => `  server ${server} max_fails=1 fail_timeout=5s;`).join('\n'),
    SHELL_UPSTREAM: hostPortOf(env, 'SHELL_UPSTREAM', 'the shell\'s static server, e.g. shell:8080'),
  };
  for (const r of REMOTES) {
    values[`${envName(r.name)}_HOST`] = addresses.remoteHosts[r.name];
    values[`${envName(r.name)}_UPSTREAM`] = hostPortOf(env, `${envName(r.name)}_UPSTREAM`, `the ${r.workspace} static server, e.g. ${remoteLabel(r)}:8080`);
  }
  return values;
}

/**
 * Writes `<dir>/nginx.conf` and `<dir>/server.conf` (and, for the shell, remotes.json and
 * config.json) for the role; answers the configuration file's path.
 * @param {string} name  front, shell or a remote's workspace (mf-catalog…)
 * @param {Record<string, string | undefined>} env
 * @param {string} dir
 */
export function writeNginxConfig(name, env, dir) {
  const { role } = roleOf(name);
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const server = fillTemplate(fs.readFileSync(path.join(TEMPLATES_DIR, TEMPLATE_OF[role]), 'utf8'), serverValues(name, env, dir), TEMPLATE_OF[role]);
  const main = fillTemplate(fs.readFileSync(path.join(TEMPLATES_DIR, 'nginx-main.conf'), 'utf8'), {
    NGINX_WORKER_PROCESSES: checked('NGINX_WORKER_PROCESSES', env.NGINX_WORKER_PROCESSES?.trim() || 'auto', /^(auto|\d{1,3})$/, 'auto or 2'),
    NGINX_ACCESS_LOG: checked('NGINX_ACCESS_LOG', env.NGINX_ACCESS_LOG?.trim() || '/dev/stdout', /^(off|[A-Za-z0-9_./-]+)$/, '/dev/stdout or off'),
  }, 'nginx-main.conf');
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, main);
  return conf;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, dir] = process.argv.slice(2);
  if (!name || !dir) {
    console.error('usage: nginx-config.mjs <front|shell|mf-…> <dir>');
    process.exit(2);
  }
  try {
    const conf = writeNginxConfig(name, process.env, path.resolve(dir));
    console.log(`nginx-config: ${name} → ${conf}`);
  } catch (error) {
    console.error(`nginx-config: refusing to start ${name}: ${error.message}`);
    process.exit(1);
  }
}
