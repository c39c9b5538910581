import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { canStartTlsFront, selfSignedCertificate, startTlsTerminator } from '../lib/tls-front.mjs';

const skip = canStartTlsFront() ? false : 'no openssl on this machine';

/** A stand-in static server: echoes what reached it, answers with a hop-by-hop header, streams /events. */
function upstreamServer() {
  return http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      res.write('data: first\n\n');
      return;
    }
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json', Connection: 'keep-alive', 'Keep-Alive': 'timeout=5', 'Set-Cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, proto: req.headers['x-forwarded-proto'], body }));
    });
  });
}

let dir;
let upstream;
let front;
let origin;
before(async () => {
  if (skip) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-front-test-'));
  upstream = upstreamServer();
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startTlsTerminator({ port: 0, upstreamPort: upstream.address().port, ...selfSignedCertificate(dir) });
  origin = `https://localhost:${front.address().port}`;
});
after(() => {
  front?.close();
  upstream?.closeAllConnections();
  upstream?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** One request over HTTP/2 (the certificate is self-signed): status, headers and body. */
function h2Request(pathname, { method = 'GET', body, untilFirstChunk = false } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': pathname, ...(body ? { 'content-type': 'text/plain' } : {}) });
    let headers;
    let text = '';
    stream.on('response', (h) => { headers = h; });
    stream.on('data', (chunk) => {
      text += chunk;
      if (untilFirstChunk) { stream.close(); session.close(); resolve({ headers, text }); }
    });
    stream.on('end', () => { session.close(); resolve({ headers, text }); });
    stream.on('error', reject);
    stream.end(body);
  });
}

test('a request over HTTP/2 reaches the server behind with its method, path, body and host, marked as HTTPS', { skip }, async () => {
  const { headers, text } = await h2Request('/api/basket?x=1', { method: 'POST', body: 'hello' });
  assert.equal(headers[':status'], 201);
  assert.deepEqual(JSON.parse(text), { method: 'POST', url: '/api/basket?x=1', host: `localhost:${front.address().port}`, proto: 'https', body: 'hello' });
  // HTTP/2 forbids connection-specific headers; the others pass as they came.
  assert.equal(headers.connection, undefined);
  assert.equal(headers['keep-alive'], undefined);
  assert.deepEqual(headers['set-cookie'], ['a=1', 'b=2']);
});

test('a stream is passed on as it comes, not when it ends', { skip }, async () => {
  const { headers, text } = await h2Request('/events', { untilFirstChunk: true });
  assert.equal(headers['content-type'], 'text/event-stream');
  assert.equal(text, 'data: first\n\n');
});
