// The production nginx configurations (scripts/production/nginx-config.mjs): every role's templates
// fill in completely, nothing from the environment can add a directive, the page only ever names
// https addresses, and nginx itself accepts what is written (`nginx -t`, when Debian's nginx is here).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillTemplate, writeNginxConfig } from '../production/nginx-config.mjs';
import { productionRuntime } from '../production/runtime.mjs';
import { canStartTlsFront, selfSignedCertificate } from '../lib/tls-front.mjs';

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const public_ = { STOREFRONT_DOMAIN: 'lamenu.example', STOREFRONT_STATIC_DOMAIN: 'static.lamenu.example' };

let dir;
let root;
let tls = null;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-test-'));
  root = path.join(dir, 'dist');
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, 'index.html'), '<html><head><script>window.early=1</script></head><body></body></html>');
  if (canStartTlsFront()) {
    selfSignedCertificate(dir);
    tls = { TLS_CERTIFICATE: path.join(dir, 'cert.pem'), TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem') };
  }
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const frontEnv = () => ({
  ...public_, ...tls, API_UPSTREAMS: 'api:8080', SHELL_UPSTREAM: 'shell:8080', CATALOG_UPSTREAM: 'catalog:8080',
  BASKET_CHECKOUT_UPSTREAM: 'basket-checkout:8080', PROFILE_UPSTREAM: 'profile:8080', ADDRESS_MAPS_UPSTREAM: 'address-maps:8080', BOOKING_UPSTREAM: 'booking:8080',
});
const shellEnv = () => ({ ...public_, STATIC_ROOT: root, API_UPSTREAM: 'http://api:8080', PAGES_UPSTREAM: 'http://pages:3000' });

/**
 * `nginx -t` on a written configuration; names in it are looked up, so only addresses are used.
 * Its stdout is /dev/null: the access log is /dev/stdout, which nginx cannot open when it is a socket.
 */
function nginxAccepts(conf) {
  execFileSync(NGINX, ['-t', '-q', '-p', `${path.dirname(conf)}/`, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

test('a template is filled in completely: nginx\'s own variables stay, a name without a value is an error naming it', () => {
  assert.equal(fillTemplate('listen ${LISTEN}; return 301 https://$host${SUFFIX}$request_uri;', { LISTEN: '8080', SUFFIX: '' }), 'listen 8080; return 301 https://$host$request_uri;');
  assert.throws(() => fillTemplate('root ${STATIC_ROOT}; proxy_pass ${API_UPSTREAM};', {}, 't.conf'), /t\.conf: no value for STATIC_ROOT, API_UPSTREAM/);
});

test('the shell\'s server: remotes.json names each remote on its own https host; its policy and hints are in the configuration', () => {
  const out = path.join(dir, 'shell');
  const conf = writeNginxConfig('shell', shellEnv(), out);
  const remotes = JSON.parse(fs.readFileSync(path.join(out, 'remotes.json'), 'utf8'));
  assert.equal(remotes.catalog.entry, 'https://catalog.static.lamenu.example/remoteEntry.js');
  assert.equal(remotes.basketCheckout.entry, 'https://basket-checkout.static.lamenu.example/remoteEntry.js');
  const config = JSON.parse(fs.readFileSync(path.join(out, 'config.json'), 'utf8'));
  assert.equal(config.apiBase, '/api');
  assert.equal(config.cardProviderUrl, 'https://checkout.paycom.uz/api');
  const server = fs.readFileSync(path.join(out, 'server.conf'), 'utf8');
  assert.match(server, /add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-[^']+' https:\/\/catalog\.static\.lamenu\.example /);
  assert.match(server, /frame-ancestors 'self' https:\/\/web\.telegram\.org/);
  assert.match(server, new RegExp(`alias ${out}/remotes\\.json;`));
  assert.match(server, /location \^~ \/api\/dev\/ \{ return 404; \}/);
  assert.equal(conf, path.join(out, 'nginx.conf'));
  // nginx resolves upstream names when it reads them: give it addresses.
  if (fs.existsSync(NGINX)) nginxAccepts(writeNginxConfig('shell', { ...shellEnv(), API_UPSTREAM: 'http://127.0.0.1:1', PAGES_UPSTREAM: 'http://127.0.0.1:2' }, out));
});

test('the front: TLS, HSTS, the redirect, every API process and one host per remote', { skip: tls ? false : 'no openssl on this machine' }, () => {
  const out = path.join(dir, 'front');
  writeNginxConfig('front', { ...frontEnv(), API_UPSTREAMS: '127.0.0.1:8081, 127.0.0.1:8082', PUBLIC_HTTPS_PORT: '8443' }, out);
  const server = fs.readFileSync(path.join(out, 'server.conf'), 'utf8');
  assert.match(server, /server 127\.0\.0\.1:8081 max_fails=1 fail_timeout=5s;\n {2}server 127\.0\.0\.1:8082 /);
  assert.match(server, /server_name lamenu\.example \*\.lamenu\.example;/);
  assert.match(server, /return 301 https:\/\/\$host:8443\$request_uri;/);
  assert.match(server, /Strict-Transport-Security "max-age=63072000; includeSubDomains" always/);
  assert.match(server, /booking\.static\.lamenu\.example storefront_booking;/);
  assert.match(server, /location \^~ \/api\/dev\/ \{ return 404; \}/);
  if (fs.existsSync(NGINX)) {
    const conf = writeNginxConfig('front', Object.fromEntries(Object.entries(frontEnv()).map(([name, value]) => [name, name.endsWith('UPSTREAM') || name === 'API_UPSTREAMS' ? '127.0.0.1:1' : value])), out);
    nginxAccepts(conf);
  }
});

test('nothing from the environment can add a directive, and a missing variable is named', () => {
  assert.throws(() => writeNginxConfig('mf-catalog', { STATIC_ROOT: root, LISTEN: '8080; include /etc/passwd' }, path.join(dir, 'x')), /LISTEN must look like/);
  assert.throws(() => writeNginxConfig('mf-catalog', { STATIC_ROOT: `${root}; autoindex on` }, path.join(dir, 'x')), /STATIC_ROOT must look like/);
  assert.throws(() => writeNginxConfig('shell', { ...shellEnv(), PAGES_UPSTREAM: 'http://pages:3000/; return 200' }, path.join(dir, 'x')), /PAGES_UPSTREAM must look like/);
  assert.throws(() => writeNginxConfig('shell', { ...shellEnv(), STOREFRONT_DOMAIN: 'lamenu.example; deny all' }, path.join(dir, 'x')), /STOREFRONT_DOMAIN must be a host name/);
  assert.throws(() => writeNginxConfig('front', { ...frontEnv(), API_UPSTREAMS: '' }, path.join(dir, 'x')), /API_UPSTREAMS is not set/);
  assert.throws(() => writeNginxConfig('shell', { ...shellEnv(), API_UPSTREAM: undefined }, path.join(dir, 'x')), /API_UPSTREAM is not set/);
  assert.throws(() => writeNginxConfig('mf-unknown', {}, path.join(dir, 'x')), /unknown role/);
});

test('the page loads code and calls only over https in production', () => {
  assert.throws(() => productionRuntime({ ...public_, TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' }), /not https: TILE_URL/);
  assert.throws(() => productionRuntime({ ...public_, MEDIA_BASE: 'http://cdn.example' }), /not https: MEDIA_BASE/);
  assert.throws(() => productionRuntime({ STOREFRONT_STATIC_DOMAIN: 'static.lamenu.example' }), /STOREFRONT_DOMAIN is not set/);
  const runtime = productionRuntime({ ...public_, PUBLIC_HTTPS_PORT: '8443', TILE_URL: '/api/tiles/v1/{z}/{x}/{y}.png' });
  assert.equal(runtime.remotes.booking.entry, 'https://booking.static.lamenu.example:8443/remoteEntry.js');
  assert.equal(runtime.config.tileUrl, '/api/tiles/v1/{z}/{x}/{y}.png');
});
