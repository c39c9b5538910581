import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cardProviderUrl, createStaticServer, serverEntries, shellRuntimeConfig, tileConfig } from '../serve-static.mjs';
import { inlineScriptHashes, remoteSecurityHeaders, shellPageSecurityHeaders, shellSecurityHeaders } from '../lib/security-headers.mjs';
import { inlineRuntime } from '../lib/start-hints.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A dist folder with an index page, a content-hashed script and a remote entry. */
function distFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  fs.writeFileSync(path.join(root, 'main.0a1b2c3d4e.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var catalog;');
  return root;
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

const env = {
  API_BASE: 'https://api.example.uz', MEDIA_BASE: 'https://media.example.uz',
  CATALOG_ENTRY: 'https://catalog.example.uz/remoteEntry.js', TELEGRAM_SCRIPT_URL: 'https://telegram.org/js/telegram-web-app.js',
};
const runtime = shellRuntimeConfig(env);
let root;
let shell;
let remote;
let shellUrl;
let remoteUrl;

before(async () => {
  root = distFolder();
  shell = createStaticServer({
    root, spa: true, securityHeaders: shellSecurityHeaders(runtime),
    dynamic: { '/remotes.json': () => runtime.remotes, '/config.json': () => runtime.config }, runtime,
  });
  remote = createStaticServer({ root });
  shellUrl = await listen(shell);
  remoteUrl = await listen(remote);
});

after(() => {
  shell.close();
  remote.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the shell page carries the policy built from its run-time config', async () => {
  const response = await fetch(`${shellUrl}/profile/orders`);
  assert.equal(response.status, 200);
  const policy = response.headers.get('content-security-policy');
  assert.equal(policy, shellSecurityHeaders(runtime)['Content-Security-Policy']);
  for (const origin of ['https://catalog.example.uz', 'https://api.example.uz', 'https://media.example.uz', 'https://telegram.org']) {
    assert.ok(policy.includes(origin), `${origin} allowed`);
  }
  assert.match(policy, /frame-ancestors 'self' https:\/\/web\.telegram\.org https:\/\/\*\.telegram\.org/);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
});

test('content-hashed files are immutable; index.html, remoteEntry.js, remotes.json and config.json are revalidated', async () => {
  assert.equal((await fetch(`${shellUrl}/main.0a1b2c3d4e.js`)).headers.get('cache-control'), IMMUTABLE);
  for (const file of ['/index.html', '/', '/remotes.json', '/config.json']) {
    assert.equal((await fetch(`${shellUrl}${file}`)).headers.get('cache-control'), 'no-cache', file);
  }
  assert.equal((await fetch(`${remoteUrl}/remoteEntry.js`)).headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${remoteUrl}/main.0a1b2c3d4e.js`)).headers.get('cache-control'), IMMUTABLE);
});

test('a remote server sends its files unframeable, with nosniff and the referrer policy, even on a 404', async () => {
  for (const file of ['/remoteEntry.js', '/missing.js']) {
    const response = await fetch(`${remoteUrl}${file}`);
    assert.equal(response.headers.get('content-security-policy'), remoteSecurityHeaders()['Content-Security-Policy'], file);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  }
});

test('map tiles: the API\'s offline tiles outside production, OpenStreetMap in production, TILE_URL over both', () => {
  assert.deepEqual(tileConfig({}, 'http://localhost:18080/'), { tileUrl: 'http://localhost:18080/tiles/v1/{z}/{x}/{y}.png', tileAttribution: '© Lamenu demo map' });
  assert.deepEqual(tileConfig({ NODE_ENV: 'production' }, 'https://api.example.uz'),
    { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap contributors' });
  assert.deepEqual(tileConfig({ TILE_URL: 'https://tiles.example.uz/{z}/{x}/{y}.png', TILE_ATTRIBUTION: '© Example' }, 'http://localhost:8080'),
    { tileUrl: 'https://tiles.example.uz/{z}/{x}/{y}.png', tileAttribution: '© Example' });
  // The API on the page's own origin: its tiles are the page's too, which 'self' admits.
  const local = shellRuntimeConfig({ API_PORT: '18080' });
  assert.equal(local.config.tileUrl, '/api/tiles/v1/{z}/{x}/{y}.png');
  assert.match(shellSecurityHeaders(local)['Content-Security-Policy'], /img-src 'self'/);
});

test("the card provider: the API's simulated one outside production, Payme in production, CARD_PROVIDER_URL over both", () => {
  assert.equal(cardProviderUrl({}, 'http://localhost:18080/'), 'http://localhost:18080/dev/payme-subscribe');
  assert.equal(cardProviderUrl({ NODE_ENV: 'production' }, 'https://api.example.uz'), 'https://checkout.paycom.uz/api');
  assert.equal(cardProviderUrl({ CARD_PROVIDER_URL: 'https://checkout.test.paycom.uz/api' }, 'http://x'), 'https://checkout.test.paycom.uz/api');
  assert.equal(shellRuntimeConfig({ API_PORT: '18080' }).config.cardProviderUrl, '/api/dev/payme-subscribe');
});

test('the shell page carries its run-time config inline and preconnects to the API, the media server and the catalogue', async () => {
  const response = await fetch(`${shellUrl}/basket`);
  const html = await response.text();
  const block = /<script type="application\/json" id="sf-runtime">(.*?)<\/script><\/head>/.exec(html);
  assert.ok(block, 'the data block sits at the end of the head');
  assert.deepEqual(JSON.parse(block[1]), JSON.parse(JSON.stringify(runtime)));
  assert.equal(response.headers.get('link'),
    '<https://api.example.uz>; rel=preconnect; crossorigin, <https://media.example.uz>; rel=preconnect, <https://catalog.example.uz>; rel=preconnect');
  const script = await fetch(`${shellUrl}/main.0a1b2c3d4e.js`);
  assert.equal(script.headers.get('link'), null, 'only the page carries the hints');
});

test('a value of the config cannot close the inlined block', () => {
  const html = inlineRuntime('<head></head>', { remotes: {}, config: { apiBase: '</script><script>alert(1)</script>' } });
  assert.equal(html.match(/<\/script>/g).length, 1);
  assert.equal(JSON.parse(/id="sf-runtime">(.*)<\/script>/.exec(html)[1]).config.apiBase, '</script><script>alert(1)</script>');
});

test('a shell page is served with the hash of its own inline script, read again when the page is rebuilt', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-inline-'));
  const page = (code) => `<!doctype html><html><head><script type="module">${code}</script></head><body></body></html>`;
  fs.writeFileSync(path.join(folder, 'index.html'), page('console.log(1)'));
  const server = createStaticServer({ root: folder, spa: true, runtime, securityHeaders: shellSecurityHeaders(runtime), pageSecurityHeaders: shellPageSecurityHeaders(runtime) });
  try {
    const url = await listen(server);
    const first = (await fetch(`${url}/basket`)).headers.get('content-security-policy');
    assert.ok(first.includes(inlineScriptHashes(page('console.log(1)'))[0]));
    // A build while the server runs: the page's new script is admitted, the old one no longer.
    fs.writeFileSync(path.join(folder, 'index.html'), page('console.log(22)'));
    const second = (await fetch(`${url}/basket`)).headers.get('content-security-policy');
    assert.ok(second.includes(inlineScriptHashes(page('console.log(22)'))[0]));
    assert.ok(!second.includes(inlineScriptHashes(page('console.log(1)'))[0]));
    // Files other than the page carry the shell's policy without page hashes.
    fs.writeFileSync(path.join(folder, 'main.0a1b2c3d4e.js'), 'console.log(1)');
    assert.equal((await fetch(`${url}/main.0a1b2c3d4e.js`)).headers.get('content-security-policy'), shellSecurityHeaders(runtime)['Content-Security-Policy']);
  } finally {
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('the shell\'s server reaches a remote\'s first-view part at its server address when one is given', () => {
  assert.deepEqual(serverEntries({ CATALOG_SERVER_ENTRY: 'http://catalog/remoteEntry.js', BASKET_CHECKOUT_SERVER_ENTRY: 'http://basket-checkout/remoteEntry.js', CATALOG_ENTRY: 'http://x/remoteEntry.js' }),
    { catalog: 'http://catalog/remoteEntry.js', basketCheckout: 'http://basket-checkout/remoteEntry.js' });
  assert.deepEqual(serverEntries({}), {});
});
