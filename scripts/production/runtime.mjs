// The storefront's public addresses in production, from the operator's env file (docs/deploy.md),
// and the shell's run-time configuration (remotes.json, config.json) they give. Used by every
// production process that needs them, so they cannot disagree: the front's nginx (which hosts to
// answer), the shell's nginx (the two files it serves and the Content-Security-Policy it sends for
// them) and the page server (the same configuration inlined into each page).
//   STOREFRONT_DOMAIN          lamenu.uz: merchants at <sub>.lamenu.uz
//   STOREFRONT_STATIC_DOMAIN   static.lamenu.uz: each remote on its own host under it,
//                              catalog.static.lamenu.uz, basket-checkout.…, profile.…, address-maps.…, booking.…
//   PUBLIC_HTTPS_PORT          443 (the port browsers use; any other is written into the addresses)
// Dependency-free: the nginx images run it without node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, entryVariable, shellRuntimeConfig } from '../lib/runtime-config.mjs';

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A remote's host label: its workspace without `mf-` (mf-basket-checkout → basket-checkout). */
export const remoteLabel = (remote) => remote.workspace.replace(/^mf-/, '');

/** A variable the production start cannot do without: its value, or an Error naming it. */
export function required(env, name, hint = '') {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set${hint ? `: ${hint}` : ''}`);
  return value;
}

function hostName(env, name, hint) {
  const value = required(env, name, hint).toLowerCase();
  if (!HOST_NAME.test(value)) throw new Error(`${name} must be a host name such as lamenu.uz, got "${value}"`);
  return value;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ domain: string, storefrontServerNames: string[], storefrontOrigin: string, httpsPortSuffix: string,
 *   remoteHosts: Record<string, string>, remoteEntries: Record<string, string> }}
 */
export function publicAddresses(env = process.env) {
  const domain = hostName(env, 'STOREFRONT_DOMAIN', 'the domain whose sub-domains are the merchants\' storefronts, e.g. lamenu.uz');
  const staticDomain = hostName(env, 'STOREFRONT_STATIC_DOMAIN', 'the domain under which each remote has its own host, e.g. static.lamenu.uz');
  const port = env.PUBLIC_HTTPS_PORT?.trim() || '443';
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) throw new Error(`PUBLIC_HTTPS_PORT must be a port number, got "${port}"`);
  const httpsPortSuffix = port === '443' ? '' : `:${port}`;
  const remoteHosts = {};
  const remoteEntries = {};
  for (const remote of REMOTES) {
    remoteHosts[remote.name] = `${remoteLabel(remote)}.${staticDomain}`;
    remoteEntries[remote.name] = `https://${remoteHosts[remote.name]}${httpsPortSuffix}/remoteEntry.js`;
  }
  return {
    domain,
    storefrontServerNames: [domain, `*.${domain}`],
    storefrontOrigin: `https://${domain}${httpsPortSuffix}`,
    httpsPortSuffix,
    remoteHosts,
    remoteEntries,
  };
}

/**
 * The shell's run-time configuration in production: shellRuntimeConfig (the function the page
 * server of `npm start` uses) in production mode, with each remote's entry on its https host.
 * Every address the page loads code from or calls must be https: anything else is refused here.
 */
export function productionRuntime(env = process.env) {
  const addresses = publicAddresses(env);
  const runtimeEnv = { ...env, NODE_ENV: 'production' };
  for (const remote of REMOTES) runtimeEnv[entryVariable(remote)] = addresses.remoteEntries[remote.name];
  const runtime = shellRuntimeConfig(runtimeEnv);
  const insecure = [
    ...Object.entries(runtime.remotes).map(([name, remote]) => [`${name} entry`, remote.entry]),
    ['API_BASE', runtime.config.apiBase], ['MEDIA_BASE', runtime.config.mediaBase], ['TILE_URL', runtime.config.tileUrl],
    ['CARD_PROVIDER_URL', runtime.config.cardProviderUrl], ['TELEGRAM_SCRIPT_URL', runtime.config.telegramScriptUrl],
    ['YANDEX_MAPS_URL', runtime.config.yandexMapsUrl],
  ].filter(([, url]) => typeof url === 'string' && /^[a-z]+:/i.test(url) && !url.startsWith('https://'));
  if (insecure.length) throw new Error(`production serves the storefront over https only; not https: ${insecure.map(([name, url]) => `${name} ${url}`).join(', ')}`);
  return runtime;
}

/** Writes remotes.json and config.json of `runtime` into `dir`; answers their paths. */
export function writeRuntimeFiles(runtime, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const remotes = path.join(dir, 'remotes.json');
  const config = path.join(dir, 'config.json');
  fs.writeFileSync(remotes, `${JSON.stringify(runtime.remotes, null, 2)}\n`);
  fs.writeFileSync(config, `${JSON.stringify(runtime.config, null, 2)}\n`);
  return { remotes, config };
}
