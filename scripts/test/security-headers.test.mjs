import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineScriptHashes, originOf, shellContentSecurityPolicy, tileOriginOf } from '../lib/security-headers.mjs';

/** The policy as directive → sources. */
const parse = (policy) => Object.fromEntries(policy.split('; ').map((directive) => {
  const [name, ...sources] = directive.split(' ');
  return [name, sources];
}));

const runtime = {
  remotes: {
    catalog: { entry: 'https://cdn.example.uz/catalog/remoteEntry.js', version: '1' },
    basketCheckout: { entry: 'https://basket.example.uz/remoteEntry.js?v=2', version: '2' },
    profile: { entry: 'https://cdn.example.uz/profile/remoteEntry.js', version: '1' },
  },
  config: { apiBase: 'https://api.example.uz', mediaBase: 'https://media.example.uz', telegramScriptUrl: 'https://telegram.org/js/telegram-web-app.js' },
};

test('scripts come from the shell, each remote origin once, and Telegram', () => {
  const policy = parse(shellContentSecurityPolicy(runtime));
  assert.deepEqual(policy['script-src'], ["'self'", 'https://cdn.example.uz', 'https://basket.example.uz', 'https://telegram.org']);
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
});

test('requests go to the API and the media server; images to the media server, data: and blob:', () => {
  const policy = parse(shellContentSecurityPolicy(runtime));
  assert.ok(policy['connect-src'].includes('https://api.example.uz'));
  assert.ok(policy['connect-src'].includes('https://media.example.uz'));
  // No tileUrl in this config: the shell's default OpenStreetMap-compatible tiles are allowed.
  assert.deepEqual(policy['img-src'], ["'self'", 'data:', 'blob:', 'https://media.example.uz', 'https://tile.openstreetmap.org']);
  assert.ok(!Object.values(policy).flat().includes('*'), 'no wildcard source');
  assert.ok(!policy['script-src'].includes("'unsafe-inline'") && !policy['script-src'].includes("'unsafe-eval'"));
});

test('only Telegram web clients may frame the shell', () => {
  const policy = parse(shellContentSecurityPolicy(runtime));
  assert.deepEqual(policy['frame-ancestors'], ["'self'", 'https://web.telegram.org', 'https://*.telegram.org']);
});

test('the media server defaults to the API, Telegram to telegram.org, and map tiles join images when configured', () => {
  const policy = parse(shellContentSecurityPolicy({
    remotes: runtime.remotes,
    config: { apiBase: 'http://localhost:8080', tileUrl: 'https://{s}.tile.example.uz/{z}/{x}/{y}.png' },
  }));
  assert.deepEqual(policy['img-src'], ["'self'", 'data:', 'blob:', 'http://localhost:8080', 'https://*.tile.example.uz']);
  assert.ok(policy['script-src'].includes('https://telegram.org'));
});

test('Yandex Maps is admitted only when the config names its script', () => {
  const without = parse(shellContentSecurityPolicy(runtime));
  assert.ok(!Object.values(without).flat().some((source) => source.includes('yandex')), 'no Yandex origin without yandexMapsUrl');
  const policy = parse(shellContentSecurityPolicy({ remotes: runtime.remotes, config: { ...runtime.config, yandexMapsUrl: 'https://api-maps.yandex.ru/v3/' } }));
  assert.ok(policy['script-src'].includes('https://api-maps.yandex.ru'));
  assert.ok(policy['script-src'].includes('https://yastatic.net'));
  assert.ok(policy['connect-src'].includes('https://*.maps.yandex.net'));
  assert.ok(policy['img-src'].includes('https://*.maps.yandex.net'));
  assert.ok(!policy['script-src'].includes("'unsafe-eval'"));
});

test('origins of URLs and tile templates', () => {
  assert.equal(originOf('https://cdn.example.uz:8443/a/remoteEntry.js'), 'https://cdn.example.uz:8443');
  assert.equal(originOf('/remoteEntry.js'), null);
  assert.equal(originOf('javascript:alert(1)'), null);
  assert.equal(tileOriginOf('https://tiles.example.uz/{z}/{x}/{y}.png'), 'https://tiles.example.uz');
  assert.equal(tileOriginOf(undefined), null);
});

test('the card screens may post to the card provider, and only to it besides our own origins', () => {
  const policy = parse(shellContentSecurityPolicy({ remotes: runtime.remotes, config: { ...runtime.config, cardProviderUrl: 'https://checkout.paycom.uz/api' } }));
  assert.ok(policy['connect-src'].includes('https://checkout.paycom.uz'));
  assert.ok(!policy['script-src'].includes('https://checkout.paycom.uz'));
  const without = parse(shellContentSecurityPolicy(runtime));
  assert.ok(!without['connect-src'].some((source) => source.includes('paycom')));
});

test('the page\'s inline first script is admitted by its hash alone; its JSON data block needs none', () => {
  // MDN's example of a hash source: <script>alert('Hello, world.');</script>.
  const page = `<head><script type="module">alert('Hello, world.');</script><script defer src="/main.js"></script>`
    + `<script type="application/json" id="sf-runtime">{"config":{}}</script></head>`;
  const hashes = inlineScriptHashes(page);
  assert.deepEqual(hashes, ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  const policy = parse(shellContentSecurityPolicy(runtime, { scriptHashes: hashes }));
  assert.deepEqual(policy['script-src'].slice(0, 2), ["'self'", hashes[0]]);
  assert.ok(!policy['script-src'].includes("'unsafe-inline'"));
});
