#!/usr/bin/env node
// A dependency-free static server for one built frontend (a dist folder), as one deployment.
//   node scripts/serve-static.mjs --root mf-catalog/dist --port 3001
//   node scripts/serve-static.mjs --root shell/dist --port 3000 --shell
// --shell adds the SPA fallback to index.html and answers /remotes.json and /config.json from the
// environment (see shellRuntimeConfig), so remotes move without rebuilding the shell.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { remoteSecurityHeaders, runtimeFromArgs, shellPageSecurityHeaders, shellSecurityHeaders } from './lib/security-headers.mjs';
import { inlineRuntime, startLinkHeader } from './lib/start-hints.mjs';
import { createApiProxy } from './lib/api-proxy.mjs';
import { REMOTES, entryVariable, serverEntries, shellRuntimeConfig, tileConfig, cardProviderUrl } from './lib/runtime-config.mjs';
import { createFirstView } from './lib/first-view.mjs';

// The run-time configuration lives in lib/runtime-config.mjs (no dependencies: the production nginx
// images build it too); its names stay importable from here.
export { REMOTES, entryVariable, serverEntries, shellRuntimeConfig, tileConfig, cardProviderUrl };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
/** `main.3fa9c01b2e.js`, `140.569b10d841.js.LICENSE.txt`: a content hash in the name. */
const HASHED = /\.[0-9a-f]{8,}\./;

/** Where the shell's server sends /api/ when the API is on the page's origin (config.apiBase a path); null otherwise. */
export function apiUpstream(runtime, env = process.env) {
  if (!runtime.config.apiBase.startsWith('/')) return null;
  return env.API_UPSTREAM || `http://localhost:${env.API_PORT || 8080}`;
}

function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize('/' + decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function statFile(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, spa?: boolean, dynamic?: Record<string, () => unknown>, securityHeaders?: Record<string, string>, runtime?: { remotes: object, config: object } }} options
 *   dynamic: JSON answered for exact paths (the shell's /remotes.json and /config.json);
 *   runtime: the shell's run-time configuration, inlined in its index.html and preconnected by a
 *   Link header (lib/start-hints.mjs);
 *   securityHeaders: sent with every answer (Content-Security-Policy, Referrer-Policy, nosniff),
 *   by default a remote's (see lib/security-headers.mjs);
 *   pageSecurityHeaders: those of an HTML page, made from the page as it is on disk (the shell's
 *   policy names the hash of its inline first script), read again when the file changes;
 *   apiUpstream: the API's address, when the page calls it on its own origin under /api/.
 */
export function createStaticServer({ root, spa = false, dynamic = {}, securityHeaders = remoteSecurityHeaders(), pageSecurityHeaders = null, runtime = null, apiUpstream = null }) {
  root = path.resolve(root);
  const proxyApi = apiUpstream ? createApiProxy(apiUpstream) : () => false;
  // The shell's pages with the top of their screen in them (lib/first-view.mjs); FIRST_VIEW=off, none.
  const firstView = runtime ? createFirstView({ root, runtime, serverApiBase: apiUpstream ?? (/^https?:/.test(runtime.config.apiBase) ? runtime.config.apiBase : null), serverEntries: serverEntries() }) : null;
  const gzipCache = new Map(); // file → { key, body }
  const pageHints = runtime ? { Link: startLinkHeader(runtime) } : {};
  // The environment does not change while the server runs; its hash joins index.html's ETag, so a
  // restart with another configuration is never answered 304 with the page of the old one.
  const runtimeTag = runtime ? createHash('sha256').update(JSON.stringify(runtime)).digest('hex').slice(0, 12) : '';
  const readPage = (file) => {
    const html = fs.readFileSync(file);
    return runtime && path.basename(file) === 'index.html' ? Buffer.from(inlineRuntime(html.toString('utf8'), runtime)) : html;
  };

  const pageHeadersCache = new Map(); // file → { key, headers }
  function headersOfPage(file, stat) {
    if (!pageSecurityHeaders) return {};
    const key = `${stat.size}-${stat.mtimeMs}`;
    const cached = pageHeadersCache.get(file);
    if (cached?.key === key) return cached.headers;
    const headers = pageSecurityHeaders(fs.readFileSync(file, 'utf8'));
    pageHeadersCache.set(file, { key, headers });
    return headers;
  }

  function gzipped(file, stat) {
    const key = `${stat.size}-${stat.mtimeMs}`;
    const cached = gzipCache.get(file);
    if (cached?.key === key) return cached.body;
    const body = zlib.gzipSync(readPage(file), { level: 9 });
    gzipCache.set(file, { key, body });
    return body;
  }

  function send(req, res, status, headers, body) {
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    if (body.compress && acceptsGzip) {
      headers['Content-Encoding'] = 'gzip';
      body = body.compress();
    } else {
      body = body.plain();
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    if (proxyApi(req, res)) return;
    const base = { 'Access-Control-Allow-Origin': '*', Vary: 'Accept-Encoding', ...securityHeaders };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...base, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...base, Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const urlPath = (req.url || '/').split('?')[0];

    if (Object.hasOwn(dynamic, urlPath)) {
      const json = Buffer.from(JSON.stringify(dynamic[urlPath](), null, 2));
      return send(req, res, 200, { ...base, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' },
        { plain: () => json, compress: () => zlib.gzipSync(json) });
    }

    // Dot files (.build-stamp, .env...) are never served.
    let file = /(^|\/)\./.test(urlPath) ? null : resolveInside(root, urlPath);
    if (!file) {
      res.writeHead(404, { ...base, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(req.method === 'HEAD' ? undefined : 'Not found');
    }
    let stat = statFile(file);
    if (!stat && urlPath.endsWith('/')) stat = statFile((file = path.join(file, 'index.html')));
    if (!stat && spa && !path.extname(urlPath)) stat = statFile((file = path.join(root, 'index.html')));
    if (!stat) {
      res.writeHead(404, { ...base, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(req.method === 'HEAD' ? undefined : 'Not found');
    }

    const ext = path.extname(file).toLowerCase();
    const isPage = ext === '.html';
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${isPage && runtimeTag ? `-${runtimeTag}` : ''}"`;
    const headers = {
      ...base,
      ...(isPage ? { ...pageHints, ...headersOfPage(file, stat) } : {}),
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (isPage && firstView && req.method === 'GET') {
      return void firstView(req, readPage(file).toString('utf8')).then((page) => {
        if (!page) return sendFile();
        const body = Buffer.from(page);
        // Drawn for this request (its brand, its language cookie): no ETag, so never a 304 for another request's page.
        const pageHeaders = { ...headers, ...(pageSecurityHeaders ? pageSecurityHeaders(page) : {}), 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Cookie' };
        delete pageHeaders.ETag;
        delete pageHeaders['Last-Modified'];
        send(req, res, 200, pageHeaders, { plain: () => body, compress: () => zlib.gzipSync(body, { level: 6 }) });
      });
    }
    sendFile();

    function sendFile() {
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        return res.end();
      }
      send(req, res, 200, headers, {
        plain: () => readPage(file),
        compress: COMPRESSIBLE.has(ext) && stat.size > 256 ? () => gzipped(file, stat) : undefined,
      });
    }
  });
}

function parseArgs(argv) {
  const args = { shell: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--shell') args.shell = true;
    else if (arg === '--root' || arg === '--port' || arg === '--host' || arg === '--remotes' || arg === '--config') args[arg.slice(2)] = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!args.root || !args.port) throw new Error('usage: serve-static.mjs --root <dist> --port <port> [--host <host>] [--shell [--remotes <remotes.json> --config <config.json>]]');
  if (Boolean(args.remotes) !== Boolean(args.config)) throw new Error('serve-static.mjs: --remotes and --config go together');
  return args;
}

/**
 * The command line: parses `argv` (the arguments after the script), serves until SIGTERM or SIGINT.
 * The production page server (scripts/production/pages.mjs) runs the very same function.
 */
export function serveFromArgs(argv) {
  const args = parseArgs(argv);
  const root = path.resolve(args.root);
  if (!fs.existsSync(root)) {
    console.error(`serve-static: ${root} does not exist; build it first (npm run build)`);
    process.exit(1);
  }
  // The shell's run-time configuration from the environment, or from the very files nginx serves
  // beside the page (--remotes, --config: the page server of a deployment, scripts/deploy/).
  const shellRuntime = () => (args.remotes ? runtimeFromArgs('serve-static.mjs', [args.remotes, args.config]) : shellRuntimeConfig());
  const dynamic = args.shell
    ? { '/remotes.json': () => shellRuntime().remotes, '/config.json': () => shellRuntime().config }
    : {};
  // The environment does not change while the server runs: the shell's policy is built once; its
  // page's adds the hash of the page's inline first script, read from the page being served.
  const runtime = args.shell ? shellRuntime() : null;
  const securityHeaders = runtime ? shellSecurityHeaders(runtime) : remoteSecurityHeaders();
  const pageSecurityHeaders = runtime ? shellPageSecurityHeaders(runtime) : null;
  const server = createStaticServer({ root, spa: args.shell, dynamic, securityHeaders, pageSecurityHeaders, runtime, apiUpstream: runtime ? apiUpstream(runtime) : null });
  server.listen(Number(args.port), args.host || undefined, () => {
    console.log(`serve-static: ${path.relative(process.cwd(), root) || root} on http://${args.host || 'localhost'}:${args.port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serveFromArgs(process.argv.slice(2));
}
