// HTTPS over HTTP/2 in front of a running stack, as a deployment serves it (README "Deployment":
// the operator's TLS terminator; Telegram opens Mini Apps only over HTTPS). The bench measures
// Lighthouse through it, so the simulated phone network sees what a phone gets: one HTTP/2
// connection per origin carrying all of its files, where the stack's own HTTP/1.1 servers make
// a browser open up to six, each on its own slow start.
//
// A second shell server runs behind it, whose run-time configuration names the remotes' HTTPS
// addresses (a page served over HTTPS may not run scripts fetched over HTTP); the remotes and the
// API are the stack's own. The certificate is self-signed, made by `openssl` for localhost: the
// browser that measures through it is started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, entryVariable } from '../serve-static.mjs';
import { startProcess, stopProcess, waitForHttp } from './stack.mjs';

/** Connection-specific headers: HTTP/2 forbids them, and they describe one hop only. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings']);

/** The Chromium flag a browser measuring through the front needs (its certificate is self-signed). */
export const TLS_FRONT_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

/** Whether this machine can make the certificate (Debian's openssl). */
export function canStartTlsFront() {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A self-signed certificate for localhost (and its sub-domains), written into `dir`. */
export function selfSignedCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
    '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

function withoutHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Terminates TLS on `port` (HTTP/2, HTTP/1.1 for a client that asks for it) and passes each
 * request to 127.0.0.1:`upstreamPort` over HTTP/1.1; `port` 0 picks a free one (server.address()).
 */
export function startTlsTerminator({ port, upstreamPort, key, cert }) {
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers = withoutHopByHop(req.headers);
    headers.host = req.headers[':authority'] ?? req.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A stream the page stops reading (the live updates' EventSource) ends the upstream request too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/**
 * @param {{ ports: Record<string, number> }} stack  the running stack (its API and remotes' ports)
 * @param {{ shell: number, shellUpstream: number } & Record<string, number>} tlsPorts  the front's
 *   public HTTPS ports (shell and one per remote) and the port of the shell server behind it
 * @returns {Promise<{ shellUrl: string, stop: () => Promise<void> }>}
 */
export async function startTlsFront(stack, tlsPorts, { log = () => {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tls-'));
  const servers = [];
  let shell = null;
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); })));
    if (shell) await stopProcess(shell);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { key, cert } = selfSignedCertificate(dir);
    const env = { ...process.env, API_PORT: String(stack.ports.api) };
    for (const remote of REMOTES) env[entryVariable(remote)] = `https://localhost:${tlsPorts[remote.name]}/remoteEntry.js`;
    shell = startProcess('shell-behind-tls', process.execPath,
      ['scripts/serve-static.mjs', '--root', 'shell/dist', '--port', String(tlsPorts.shellUpstream), '--shell'], { env, log });
    await waitForHttp(`http://localhost:${tlsPorts.shellUpstream}/remotes.json`, { child: shell, timeoutMs: 15_000 });
    servers.push(await startTlsTerminator({ port: tlsPorts.shell, upstreamPort: tlsPorts.shellUpstream, key, cert }));
    for (const remote of REMOTES) {
      servers.push(await startTlsTerminator({ port: tlsPorts[remote.name], upstreamPort: stack.ports[remote.name], key, cert }));
    }
    return { shellUrl: `https://localhost:${tlsPorts.shell}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
