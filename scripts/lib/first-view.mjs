// The shell's page server's first view (shell/src/first-view/page-server.tsx does the rendering;
// the parties and the flow: shell/src/first-view/README.md): loads the shell's own
// dist/first-view.mjs from disk and each remote's from the remote's address (beside its
// remoteEntry.js, so a remote deployed on its own brings its own part), fetches the start's
// data from the API, and gives the page with the first view in it, or null to serve it as it is.
// Never slower than FIRST_VIEW_WAIT_MS (or the environment's FIRST_VIEW_WAIT_MS): past it, or on any failure, the page goes out as built.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The longest a page waits for its first view's data and parts. */
export const FIRST_VIEW_WAIT_MS = 600;

/**
 * The wait as the environment sets it (`FIRST_VIEW_WAIT_MS`, whole milliseconds), else the default.
 * The browser suite waits longer: it asserts what the first view draws, and on a loaded CI machine
 * the API's answer may take longer than a customer's page should wait for it.
 */
export function firstViewWaitMs(env = process.env) {
  const value = Number(env.FIRST_VIEW_WAIT_MS);
  return Number.isInteger(value) && value > 0 ? value : FIRST_VIEW_WAIT_MS;
}
/** How long a start's answer and a remote's part are reused: a page is never older than this. */
const START_TTL_MS = 5_000;
const PART_TTL_MS = 30_000;
const FILE = 'first-view.mjs';

function parseCookies(header = '') {
  const cookies = {};
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0) {
      try { cookies[pair.slice(0, index).trim()] = decodeURIComponent(pair.slice(index + 1).trim()); } catch { /* not ours */ }
    }
  }
  return cookies;
}

/** A module from its source, without a file: a remote's part arrives over HTTP. */
const importSource = (code) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/**
 * @param {{ root: string, runtime: { remotes: Record<string, { entry: string }>, config: Record<string, unknown> }, serverApiBase: string | null, serverEntries?: Record<string, string>, log?: (line: string) => void, waitMs?: number }} options
 *   serverEntries: where the server reaches a remote's entry when not at the browser's address
 *   waitMs: the longest a page waits for its first view
 * @returns {((req: import('node:http').IncomingMessage, page: string) => Promise<string | null>) | null}
 */
export function createFirstView({ root, runtime, serverApiBase, serverEntries = {}, log = (line) => console.error(line), waitMs = firstViewWaitMs() }) {
  if (process.env.FIRST_VIEW === 'off' || !serverApiBase) return null;
  const shellFile = path.join(root, FILE);
  let shell = { key: '', module: null };
  async function shellModule() {
    const stat = fs.statSync(shellFile, { throwIfNoEntry: false });
    if (!stat) return null;
    const key = `${stat.size}-${stat.mtimeMs}`;
    if (shell.key !== key) shell = { key, module: import(`${pathToFileURL(shellFile).href}?v=${encodeURIComponent(key)}`) };
    return shell.module;
  }

  const cached = new Map(); // key → { at, value: Promise }
  function reuse(key, ttl, load) {
    const hit = cached.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value;
    const value = load().catch(() => null);
    cached.set(key, { at: Date.now(), value });
    return value;
  }

  const fetchJson = (url) => reuse(`json ${url}`, START_TTL_MS, async () => {
    const answer = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(waitMs) });
    return answer.ok ? answer.json() : null;
  });

  const modules = new Map(); // source hash → module promise: a part unchanged is not imported again
  const loadPart = (owner) => reuse(`part ${owner}`, PART_TTL_MS, async () => {
    const entry = serverEntries[owner] ?? runtime.remotes[owner]?.entry;
    if (!entry) return null;
    const answer = await fetch(new URL(FILE, entry), { signal: AbortSignal.timeout(waitMs) });
    if (!answer.ok) return null;
    const code = await answer.text();
    const hash = createHash('sha256').update(code).digest('hex');
    if (!modules.has(hash)) modules.set(hash, importSource(code));
    return modules.get(hash);
  });

  return async function firstViewPage(req, page) {
    try {
      const module = await shellModule();
      if (!module) return null;
      const host = req.headers.host || 'localhost';
      const proto = String(req.headers['x-forwarded-proto'] || '').split(',')[0].trim() || (req.socket.encrypted ? 'https' : 'http');
      const render = module.renderPage({
        page, url: req.url || '/', hostname: host.replace(/:\d+$/, ''), pageOrigin: `${proto}://${host}`,
        cookies: parseCookies(req.headers.cookie), config: runtime.config, serverApiBase, fetchJson, loadPart,
      });
      let timer;
      const late = new Promise((resolve) => { timer = setTimeout(() => resolve(null), waitMs); });
      return await Promise.race([render, late]).finally(() => clearTimeout(timer));
    } catch (error) {
      log(`first view: ${error?.message ?? error}`);
      return null;
    }
  };
}
