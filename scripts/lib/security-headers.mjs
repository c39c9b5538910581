#!/usr/bin/env node
// Security headers of the static servers: one Content-Security-Policy built from the shell's
// run-time configuration (remotes.json and config.json), so it allows exactly the origins the
// storefront talks to. serve-static.mjs sends it; the shell's nginx gets it as STOREFRONT_CSP in
// its template (scripts/deploy/nginx-shell.conf), filled in by scripts/production/nginx-config.mjs
// from the remotes.json and config.json it serves and the built page (the hash of its inline first
// script). To print it for other files:
//   node scripts/lib/security-headers.mjs <remotes.json> <config.json> shell/dist/index.html
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Telegram's web clients frame the Mini App; nobody else may frame the storefront. */
export const TELEGRAM_FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** The shell's tile template when its config names none (shell/src/runtime-config.ts DEFAULT_TILE_URL). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const DEFAULT_TELEGRAM_SCRIPT_URL = 'https://telegram.org/js/telegram-web-app.js';

/** Sent by every static server: no MIME sniffing, and only the origin leaves the site as a referrer. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * A remote's server serves only scripts, which the shell's page runs under the shell's policy; its
 * own policy only matters if one of its files is opened as a page, and then nothing runs or frames it.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The origin of an absolute http(s) URL; null for anything else (a relative path, an empty value). */
export function originOf(url) {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A map tile template's origin (`https://{s}.tile.example/{z}/{x}/{y}.png`); a `{s}` sub-domain becomes a wildcard. */
export function tileOriginOf(template) {
  if (typeof template !== 'string') return null;
  const origin = originOf(template.replace('{s}.', 'a.').replace(/\{[^}]+\}/g, '0'));
  return origin && template.includes('{s}.') ? origin.replace('//a.', '//*.') : origin;
}

/**
 * What Yandex Maps' JavaScript API v3 loads besides its entry script (Yandex's "Enabling the API
 * when using CSP" page): further scripts and styles from its own sub-domains and yastatic.net,
 * vector data and raster tiles from *.maps.yandex.net. Admitted only when the deployment names
 * a Yandex script (config.yandexMapsUrl); without it the maps remote never asks Yandex for anything.
 * Yandex's page also lists 'unsafe-eval' for some of its optional modules; it is not granted here:
 * should the API need it, the script fails and the map falls back to Leaflet.
 */
export const YANDEX_MAPS_EXTRA_ORIGINS = {
  script: ['https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  style: ['https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  connect: ['https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net'],
  img: ['https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
};

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The shell page's Content-Security-Policy from its run-time configuration:
 * - scripts: the shell, each remote's entry origin (Module Federation adds them as script tags) and
 *   Telegram's Mini App script;
 * - styles: also inline, for the page's own style block and the style attributes React writes;
 * - requests: the API and the media server; images: the media server, map tiles, data: and blob:
 *   (previews of a picked file);
 * - framed only by Telegram's web clients.
 * An image given as a full https address in the merchant's data is not on another origin allowed
 * here; such an origin belongs in MEDIA_BASE or the policy must grow.
 *
 * - the card provider (config.cardProviderUrl): the card screens post card numbers to it directly;
 * - Yandex Maps: its script's origin and the origins it loads from, only when config.yandexMapsUrl
 *   names the script (see YANDEX_MAPS_EXTRA_ORIGINS);
 * - the page's own inline scripts by their hashes only (inlineScriptHashes), never 'unsafe-inline'.
 * @param {{ remotes: Record<string, { entry: string }>, config: { apiBase: string, mediaBase?: string, telegramScriptUrl?: string, tileUrl?: string, yandexMapsUrl?: string, cardProviderUrl?: string } }} runtime
 * @param {{ scriptHashes?: string[] }} [page]
 */
export function shellContentSecurityPolicy({ remotes, config }, { scriptHashes = [] } = {}) {
  const remoteOrigins = Object.values(remotes).map((remote) => originOf(remote.entry));
  const api = originOf(config.apiBase);
  const media = originOf(config.mediaBase) ?? api;
  const telegram = originOf(config.telegramScriptUrl ?? DEFAULT_TELEGRAM_SCRIPT_URL);
  // No tileUrl in the config: the shell draws its default, OpenStreetMap-compatible tiles (runtime-config.ts).
  const tiles = tileOriginOf(config.tileUrl || DEFAULT_TILE_URL);
  const yandex = originOf(config.yandexMapsUrl);
  const cards = originOf(config.cardProviderUrl);
  const extra = yandex ? YANDEX_MAPS_EXTRA_ORIGINS : { script: [], style: [], connect: [], img: [] };
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remoteOrigins, telegram, yandex, ...extra.script],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins, yandex, ...extra.style],
    'img-src': ["'self'", 'data:', 'blob:', media, tiles, yandex, ...extra.img],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", api, media, ...remoteOrigins, cards, yandex, ...extra.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...TELEGRAM_FRAME_ANCESTORS],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * The policy sources of a page's inline scripts: `'sha256-…'` of each script element without a
 * `src` (the shell's first script, tooling/webpack/early-script-plugin.mjs). JSON data blocks are
 * never run and need none.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The inline script hashes of a built page, or none when there is no such file. */
export function pageScriptHashes(indexFile) {
  return fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
}

/**
 * Headers every answer of the shell's server carries.
 * @param {Parameters<typeof shellContentSecurityPolicy>[0]} runtime
 * @param {Parameters<typeof shellContentSecurityPolicy>[1]} [page]
 */
export function shellSecurityHeaders(runtime, page) {
  return { ...COMMON_SECURITY_HEADERS, 'Content-Security-Policy': shellContentSecurityPolicy(runtime, page) };
}

/**
 * The headers of one of the shell's pages, from the page as it is served: its policy admits the
 * page's own inline scripts (their hashes), so a page rebuilt while the server runs keeps working.
 * @param {Parameters<typeof shellContentSecurityPolicy>[0]} runtime
 * @returns {(html: string) => Record<string, string>}
 */
export function shellPageSecurityHeaders(runtime) {
  return (html) => shellSecurityHeaders(runtime, { scriptHashes: inlineScriptHashes(html) });
}

/** Headers every answer of a remote's server carries. */
export function remoteSecurityHeaders() {
  return { ...COMMON_SECURITY_HEADERS, 'Content-Security-Policy': REMOTE_CONTENT_SECURITY_POLICY };
}

/**
 * For a command line that prints a header from the deployed remotes.json and config.json (this file
 * and start-hints.mjs): the runtime those files describe, or the usage and exit 1.
 */
export function runtimeFromArgs(script, args) {
  const [remotesFile, configFile] = args;
  if (!remotesFile || !configFile) {
    console.error(`usage: ${script} <remotes.json> <config.json>${script === 'security-headers.mjs' ? ' [shell/dist/index.html]' : ''}`);
    process.exit(1);
  }
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  return { remotes: read(remotesFile), config: read(configFile) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // The built page, when given, adds the hash of its first script (inline) to script-src.
  const [, , indexFile] = process.argv.slice(2);
  console.log(shellContentSecurityPolicy(runtimeFromArgs('security-headers.mjs', process.argv.slice(2)), { scriptHashes: indexFile ? pageScriptHashes(indexFile) : [] }));
}
