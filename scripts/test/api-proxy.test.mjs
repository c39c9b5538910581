import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiUpstream, createStaticServer, shellRuntimeConfig } from '../serve-static.mjs';
import { shellSecurityHeaders } from '../lib/security-headers.mjs';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

/** A stand-in API: echoes what reached it; /events sends one event and holds the stream open. */
function fakeApi() {
  const streams = new Set();
  const server = http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
      streams.add(res);
      return;
    }
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, merchant: req.headers.merchant, forwardedFor: req.headers['x-forwarded-for'], body }));
    });
  });
  return { server, streams };
}

let root;
let api;
let apiUrl;
let shell;
let shellUrl;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-proxy-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  api = fakeApi();
  apiUrl = await listen(api.server);
  const runtime = shellRuntimeConfig({});
  shell = createStaticServer({ root, spa: true, runtime, securityHeaders: shellSecurityHeaders(runtime), apiUpstream: apiUpstream(runtime, { API_UPSTREAM: apiUrl }) });
  shellUrl = await listen(shell);
});

after(() => {
  for (const stream of api.streams) stream.end();
  shell.close();
  api.server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('the API is on the page\'s own origin by default, under /api', () => {
  const runtime = shellRuntimeConfig({ API_PORT: '18080' });
  assert.equal(runtime.config.apiBase, '/api');
  assert.equal(runtime.config.mediaBase, '/api');
  assert.equal(apiUpstream(runtime, { API_PORT: '18080' }), 'http://localhost:18080');
  // An API elsewhere is called there, and the shell's server passes nothing on.
  assert.equal(apiUpstream(shellRuntimeConfig({ API_BASE: 'https://api.example.uz' }), {}), null);
});

test('a call under /api reaches the API without the prefix, with its method, headers and body', async () => {
  const response = await fetch(`${shellUrl}/api/orders/v1/orders?type=WEB`, {
    method: 'POST', headers: { merchant: '2', 'content-type': 'application/json' }, body: '{"a":1}',
  });
  assert.equal(response.status, 201);
  const seen = await response.json();
  assert.equal(seen.method, 'POST');
  assert.equal(seen.url, '/orders/v1/orders?type=WEB');
  assert.equal(seen.merchant, '2');
  assert.equal(seen.body, '{"a":1}');
  assert.equal(seen.host, new URL(apiUrl).host, 'the API sees its own host: the addresses it writes for itself stay its own');
  assert.equal(seen.forwardedFor, '127.0.0.1');
});

test('pages and files around /api stay the shell\'s', async () => {
  const page = await fetch(`${shellUrl}/apiary`);
  assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
});

test('a live stream is passed on as it flows, not when it ends', async () => {
  const controller = new AbortController();
  const response = await fetch(`${shellUrl}/api/events`, { signal: controller.signal });
  const reader = response.body.getReader();
  const { value } = await reader.read();
  assert.equal(new TextDecoder().decode(value), 'data: first\n\n');
  controller.abort();
});

test('an API that does not answer gives 502 with a description, not a hung request', async () => {
  const runtime = shellRuntimeConfig({});
  const closed = http.createServer();
  const deadUrl = await listen(closed);
  closed.close();
  const orphan = createStaticServer({ root, spa: true, runtime, apiUpstream: deadUrl });
  const orphanUrl = await listen(orphan);
  try {
    const response = await fetch(`${orphanUrl}/api/users/v1/merchants/sub/demo`);
    assert.equal(response.status, 502);
    assert.ok((await response.json()).description);
  } finally {
    orphan.close();
  }
});
