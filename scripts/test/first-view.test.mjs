// The first view (shell/src/first-view/page-server.tsx, mf-catalog/src/first-view.tsx, lib/first-view.mjs):
// the shell's page with the top of the home page drawn in it by the server. The parts are bundled
// here as the build bundles them (tooling/webpack/first-view-plugin.mjs) and given the demo shop's
// start as the API answers it (fixtures/start-demo.json, the seeded demo merchant).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFirstView } from '@storefront/tooling/first-view';
import { contractsVersionOfBuild } from '@storefront/tooling';
import { createFirstView, firstViewWaitMs, FIRST_VIEW_WAIT_MS } from '../lib/first-view.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START = JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts/test/fixtures/start-demo.json'), 'utf8'));
const define = { __CONTRACTS_VERSION__: JSON.stringify(contractsVersionOfBuild()) };

/** A page like the built index.html: the first script inline, the entry deferred, its files preloaded. */
const PAGE = '<!doctype html><html lang="uz"><head><meta charset="utf-8"><title>Lamenu Storefront</title>'
  + '<script type="module">/* first script */</script><script defer="defer" src="/main.1234567890.js" fetchpriority="high"></script>'
  + '<link rel="preload" as="script" href="/276.ac11a8a42e.js"><link rel="preload" as="script" href="/869.78ca42d994.js"></head>'
  + '<body><div id="shell"><p class="sf-loading">...loading</p></div><main id="content"></main><footer id="footer"></footer></body></html>';

/** The shell names its part (shell/webpack.config.js); a remote's is where the factory looks by default. */
const SHELL_PART = 'src/first-view/page-server.tsx';
const partOf = (workspace) => ({ dir: path.join(repoRoot, workspace), entry: workspace === 'shell' ? SHELL_PART : undefined });

const bundles = {};
async function load(workspace) {
  bundles[workspace] ??= bundleFirstView({ ...partOf(workspace), define, minify: false })
    .then(({ code }) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`));
  return bundles[workspace];
}

const text = (name) => ({ uz: `${name} uz`, ru: `${name} ru`, eng: `${name} eng` });
/** A menu of one category and two products (the shape the API answers; the fields a product page reads). */
const OVERALL = {
  groups: [{ id: 1, priority: 1, name: text('Group'), categories: [] }],
  categories: [{ id: 10, groupId: 1, priority: 1, name: text('Burgers'), products: [], viewType: 'MEDIUM', isWithoutCart: false, scrollType: 'VERTICAL', navigationType: 'FULL_SCREEN' }],
  products: [142, 143].map((id) => ({
    id, categoryId: 10, priority: id, active: true, name: text(`Burger ${id}`), description: text('Bun, beef'), costPrice: 39000, discount: 0,
    productBranch: [{ branch: { id: 1, isActive: true } }], isCartRecommendation: false, type: 'NONE', unit: 'PIECE', measure: 1,
    modificationGroups: [], count: 1, deliveryEnabled: true, labels: [], amount: 1, gallery: [], tags: [], image: `dish-${id}`,
  })),
};

/** renderPage of the shell with the catalogue's part and the given start. */
async function render({ url = '/?vendor=demo', hostname = 'localhost', start = START, overall = OVERALL, cookies = {}, part, fetched = [], config = {} } = {}) {
  const shell = await load('shell');
  const parts = { catalog: 'mf-catalog', profile: 'mf-profile', basketCheckout: 'mf-basket-checkout', addressMaps: 'mf-address-maps' };
  return shell.renderPage({
    page: PAGE, url, hostname, pageOrigin: `http://${hostname}:3000`, cookies,
    config: { apiBase: '/api', forcedRussianBrands: [], ...config }, serverApiBase: 'http://api.invalid',
    fetchJson: async (address) => (fetched.push(address), {
      'http://api.invalid/support/v1/storefront/start?sub=demo': structuredClone(start),
      'http://api.invalid/products/v1/overalls/sub/demo?type=WEB': structuredClone(overall),
    }[address] ?? null),
    loadPart: async (owner) => (owner === 'catalog' && part !== undefined ? part : parts[owner] ? load(parts[owner]) : null),
  });
}

const between = (html, from, to) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)));

test('the home page comes with its header, stories and banners drawn in it, in the shop\'s first language', async () => {
  const html = await render();
  assert.ok(html);
  const view = between(html, '<div id="sf-first-view"', '<div id="shell">');
  assert.match(view, /inert aria-hidden="true"/);
  assert.match(view, /<strong>Lamenu Demo<\/strong>/);
  // The demo shop speaks ru first: the menu's heading and the nav in ru.
  assert.match(html, /<html lang="ru" class="sf-fv" data-first-view-lang="ru" data-first-view-brand="demo" data-first-view-basket="">/);
  assert.match(view, /<h1 class="sf-visually-hidden">Меню<\/h1>/);
  // Every banner, the first asked first (the page's largest paint), at the catalogue's own sizes.
  const banners = [...view.matchAll(/<img [^>]*banner-demo-[^>]*>/g)].map(([tag]) => tag);
  assert.equal(banners.length, START.banners.length);
  assert.match(banners[0], /fetchpriority="high"/i);
  assert.match(banners[0], /srcset="http:\/\/localhost:3000\/api\/media\/v1\/images\/banner-demo-promo\?width=400/i);
  assert.match(banners[1], /loading="lazy"/);
  assert.equal([...view.matchAll(/class="cat-story"/g)].length, START.stories.length);
  // The shop's colour, and the catalogue's styles for the part it drew.
  assert.match(html, /:root\{--main-color:#FCE000;--main-text-color:#000000\}/);
  assert.match(html, /\.cat-banners li \{/);
  // Test ids belong to the page's own render, not to its picture.
  assert.doesNotMatch(view, /data-testid/);
});

test('the storefront\'s code waits in a template; the start the view was drawn from is in the page for the boot', async () => {
  const html = await render();
  const head = html.slice(0, html.indexOf('</head>'));
  const template = between(head, '<template id="sf-later">', '</template>');
  assert.match(template, /<script defer="defer" src="\/main\.1234567890\.js" fetchpriority="high"><\/script>/);
  assert.equal([...template.matchAll(/<link rel="preload" as="script"/g)].length, 2);
  // Outside the template, only the first script (inline) and the guard run.
  const outside = head.replace(template, '');
  assert.doesNotMatch(outside, /<script[^>]* src=/);
  assert.doesNotMatch(outside, /rel="preload" as="script"/);
  assert.match(outside, /<script type="module">\/\* first script \*\/<\/script>/);
  const inlined = between(html, '<script type="application/json" id="sf-first-view-start">', '</script>').replace(/^[^>]*>/, '');
  assert.deepEqual(JSON.parse(inlined), START);
});

test('no value of the shop can end the element it is written in', async () => {
  const start = structuredClone(START);
  start.banners[0].title = { uz: '</script><script>alert(1)</script>', ru: '"><img src=x onerror=alert(1)>', eng: 'x' };
  start.merchant.name = '</style><script>alert(2)</script>';
  const html = await render({ start });
  assert.doesNotMatch(html, /<script>alert/);
  assert.doesNotMatch(html, /<img src=x/);
  assert.doesNotMatch(html, /<\/style><script>/);
});

test('the language cookie of a /uz link is the language of the view', async () => {
  const html = await render({ cookies: { lang: 'uz' } });
  assert.match(html, /<html lang="uz" class="sf-fv" data-first-view-lang="uz" data-first-view-brand="demo" data-first-view-basket="">/);
  assert.match(html, /<h1 class="sf-visually-hidden">Menyu<\/h1>/);
});

test('no first view where the server cannot know what the browser will show, or has nothing to draw', async () => {
  // The brand is the browser's stored one (no ?vendor on a local host, no sub-domain).
  assert.equal(await render({ url: '/' }), null);
  // No start (the API did not answer in time, or answered an error).
  assert.equal(await render({ start: null }), null);
  // A start of another shape.
  assert.equal(await render({ start: { merchant: {} } }), null);
  // Screens whose largest paint the server does not have: a category (the menu's), a product of
  // the menu that did not come.
  const fetched = [];
  assert.equal(await render({ url: '/category?vendor=demo', fetched }), null);
  assert.deepEqual(fetched, [], 'nothing asked of the API for a screen no part draws');
  // A product page without the menu (it did not come in time).
  assert.equal(await render({ url: '/product/142?vendor=demo', overall: null }), null);
  // A part built for another version of the first view.
  const catalog = await load('mf-catalog');
  assert.equal(await render({ part: { ...catalog, version: catalog.version + 1 } }), null);
  // The shell's own screens; a screen a logged-in customer sees drawn from what only the browser knows.
  assert.equal(await render({ url: '/merchantNotAvailable?vendor=demo' }), null);
  assert.equal(await render({ url: '/profile/favorites?vendor=demo', cookies: { token: 'a-token' } }), null);
});

test('a guest on a screen that needs a login comes with the login drawn in the login\'s layout, marked as a guest\'s', async () => {
  for (const url of ['/profile/orders?vendor=demo', '/profile/favorites?vendor=demo', '/profile/orders/12?vendor=demo']) {
    const page = await render({ url });
    assert.match(page, /<body data-layout="auth">/, url);
    assert.match(page, /<html [^>]*data-first-view-guest[ >]/, url);
    assert.match(page, /<div id="sf-first-view" [^>]*data-layout="auth" data-ready="#content form.pf-auth h1" data-shown-path="\/login">/, url);
    const view = between(page, '<div id="sf-first-view"', '<div id="shell">');
    // The login's layout has no header: the form alone, as the browser draws it once sent there.
    assert.doesNotMatch(view, /sf-header|<nav/, url);
    assert.match(view, /<div class="sf-first-view-content"><form class="pf-auth" noValidate=""><h1>Вход<\/h1>/, url);
  }
  // The login's own address: the same form, not a guest's view (nothing to drop for a stored login).
  const login = await render({ url: '/login?vendor=demo' });
  assert.match(login, /<body data-layout="auth">/);
  assert.doesNotMatch(login, /data-first-view-guest|data-shown-path/);
  assert.match(between(login, '<div id="sf-first-view"', '<div id="shell">'), /<form class="pf-auth" noValidate=""><h1>Вход<\/h1>/);
  // A customer whose token cookie came with the request: the orders' heading in the page's layout.
  const customer = await render({ url: '/profile/orders?vendor=demo', cookies: { token: 'a-token' } });
  assert.match(customer, /<body data-layout="default">/);
  assert.doesNotMatch(customer, /data-first-view-guest|data-shown-path/);
});

test('a sub-domain names the brand as ?vendor does', async () => {
  const html = await render({ url: '/', hostname: 'demo.localhost' });
  assert.ok(html);
  assert.match(html, /src="http:\/\/demo\.localhost:3000\/api\/media\/v1\/images\/logo-demo/);
});

test('the page server sends the page as built when the API is slow, within its wait', async (t) => {
  // Long enough for the first, prompt answer to be drawn on a loaded machine.
  const WAIT_MS = 2_000;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.writeFileSync(path.join(root, 'first-view.mjs'), (await bundleFirstView({ ...partOf('shell'), define })).code);
  const catalogPart = (await bundleFirstView({ ...partOf('mf-catalog'), define })).code;
  let slow = false;
  const upstream = http.createServer((req, res) => {
    if (req.url === '/first-view.mjs') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(catalogPart);
    }
    const answer = () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(START)); };
    if (slow) setTimeout(answer, WAIT_MS * 3); else answer();
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  t.after(() => { upstream.closeAllConnections(); upstream.close(); });
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const runtime = { remotes: { catalog: { entry: `${base}/remoteEntry.js` } }, config: { apiBase: '/api' } };
  const firstView = createFirstView({ root, runtime, serverApiBase: base, log: () => {}, waitMs: WAIT_MS });
  const request = (url) => ({ url, headers: { host: 'localhost:3000' }, socket: {} });

  const page = await firstView(request('/?vendor=demo'), PAGE);
  assert.match(page, /id="sf-first-view"/);

  slow = true;
  const started = Date.now();
  // Another brand: not the cached start of demo.
  assert.equal(await firstView(request('/?vendor=mim'), PAGE), null);
  assert.ok(Date.now() - started < WAIT_MS * 2, 'answered within the wait');
});

test('the search, a customer\'s order list and the checkout come with their heading drawn, and nothing only the browser knows', async () => {
  const search = between(await render({ url: '/search?vendor=demo' }), '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(search, /<section class="cat-search-page"><h1>Поиск<\/h1><form role="search"><input class="cat-search" type="search" placeholder="[^"]+"[^>]* value=""\/>/);
  assert.doesNotMatch(search, /cat-recent/);
  const orders = between(await render({ url: '/profile/orders?vendor=demo', cookies: { token: 'a-token' } }), '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(orders, /^<div class="sf-first-view-content"><section><h1>Мои заказы<\/h1><\/section>/);
  const checkout = between(await render({ url: '/checkout?vendor=demo' }), '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(checkout, /^<div class="sf-first-view-content"><section class="bc-checkout"><h1>[^<]+<\/h1><\/section>/);
  // The header marks the screen's own section in the tab bar.
  assert.match(search, /^<div class="sf-first-view-content">/);
  // (react-router's Link writes its own props before href: the order of the attributes is not the point.)
  assert.match(await render({ url: '/search?vendor=demo' }), /<a (?=[^>]*href="\/search")(?=[^>]*aria-current="page")/);
});

test('a product\'s page comes with the product from the menu: its image first, its name and price; one not on the menu says so', async () => {
  const html = await render({ url: '/product/143?vendor=demo' });
  const view = between(html, '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(view, /<article class="cat-product" data-product-id="143">/);
  assert.match(view, /<img [^>]*dish-143\?width=960[^>]*fetchpriority="high"/i);
  assert.match(view, /<h1>Burger 143 ru<\/h1>/);
  assert.match(view, /39 000/);
  const missing = between(await render({ url: '/product/999?vendor=demo' }), '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(missing, /class="cat-notice"/);
  assert.match(missing, /<a href="\/">/);
});

test('the branches\' map comes with the tiles Leaflet first shows around the merchant\'s point; not for a Yandex merchant, nor when branches are off', async () => {
  const config = { tileUrl: '/api/tiles/v1/{z}/{x}/{y}.png', tileAttribution: '© Lamenu demo map' };
  const html = await render({ url: '/branches/map?vendor=demo', config });
  const view = between(html, '<div class="sf-first-view-content">', '<div id="shell">');
  assert.match(view, /<h1>Филиалы<\/h1>/);
  assert.match(view, /<div class="am-map-region" role="region" aria-label="Карта филиалов">/);
  // The preview's own styles are in it (a <style> of several children would be written empty).
  assert.match(view, /<style>\.am-map-region\{[^<]*\.am-tile-preview img\{position:absolute/);
  assert.doesNotMatch(html, /<style><\/style>/);
  assert.match(view, /<p role="status">\.\.\.loading<\/p>/);
  assert.match(view, /<small>© Lamenu demo map<\/small>/);
  assert.match(html, /data-ready="#content \.am-map-shown"/);
  // The merchant's point in Web Mercator pixels at zoom 12 (the slippy-map formula), worked out here.
  const { latitude, longitude } = START.merchant;
  const world = 256 * 2 ** 12;
  const px = (longitude + 180) / 360 * world;
  const sin = Math.sin(latitude * Math.PI / 180);
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const tiles = [...view.matchAll(/<img src="http:\/\/localhost:3000\/api\/tiles\/v1\/12\/(\d+)\/(\d+)\.png" alt(?:="")?( fetchpriority="high")? style="left:calc\(50% \+ (-?\d+)px\);top:calc\(50% \+ (-?\d+)px\);?"/gi)]
    .map(([, x, y, high, left, top]) => ({ x: Number(x), y: Number(y), high: Boolean(high), left: Number(left), top: Number(top) }));
  assert.ok(tiles.length >= 6 && tiles.length <= 12, `${tiles.length} tiles`);
  for (const tile of tiles) {
    // Each tile where Leaflet puts it: its corner's distance from the map's centre, to the pixel.
    assert.ok(Math.abs(tile.left - (tile.x * 256 - px)) <= 1 && Math.abs(tile.top - (tile.y * 256 - py)) <= 1, JSON.stringify(tile));
  }
  // The tile under the merchant's point is asked for first; the stage (±179 × ±327 px on a 390 × 844 phone) is covered.
  assert.deepEqual(tiles.filter((t) => t.high).map(({ x, y }) => [x, y]), [[Math.floor(px / 256), Math.floor(py / 256)]]);
  for (const [dx, dy] of [[-179, -327], [179, -327], [-179, 327], [179, 327]]) {
    assert.ok(tiles.some((t) => t.left <= dx && dx < t.left + 256 && t.top <= dy && dy < t.top + 256), `no tile at ${dx}, ${dy}`);
  }
  // A Yandex merchant's map is Yandex's: nothing to picture.
  const yandex = structuredClone(START);
  yandex.settings.mapType = 'YANDEX';
  yandex.merchant.yandexMapKey = 'key';
  assert.equal(await render({ url: '/branches/map?vendor=demo', start: yandex, config: { ...config, yandexMapsUrl: 'https://api-maps.yandex.ru/v3/' } }), null);
  // Branches switched off: the shell's notice, not a map.
  const off = structuredClone(START);
  off.settings.branchesActive = false;
  assert.equal(await render({ url: '/branches/map?vendor=demo', start: off, config }), null);
  // A template with a placeholder Leaflet would not fill: no picture of a map Leaflet cannot draw.
  assert.equal(await render({ url: '/branches/map?vendor=demo', config: { ...config, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={apikey}' } }), null);
});

test('the basket comes drawn from its mirror cookie, named from the menu at the basket\'s own prices; the page names the basket it was drawn with', async () => {
  const mirror = '142:2:39000:0|143:1:12000:10';
  const overall = { ...OVERALL, products: [...OVERALL.products, { ...OVERALL.products[1], id: 144, name: text('Tea'), image: 'dish-tea', isCartRecommendation: true }] };
  const html = await render({ url: '/basket?vendor=demo', cookies: { sf_basket_demo: mirror }, overall });
  assert.ok(html);
  // Drawn as the page shows it once the menu is in (the recommendations' heading is its largest paint), and taken away then.
  assert.match(html, /data-ready="#content \[data-with-menu\]"/);
  assert.match(html, /<html [^>]*data-first-view-brand="demo" data-first-view-basket="142:2:39000:0\|143:1:12000:10"/);
  const view = between(html, '<div class="sf-first-view-content">', '<div id="shell">');
  const lines = [...view.matchAll(/<li [^>]*class="bc-line"[^>]*>.*?<\/li>/g)].map(([line]) => line);
  assert.equal(lines.length, 2);
  assert.match(lines[0], /<h2>Burger 142 ru<\/h2>/);
  assert.match(lines[0], /dish-142\?width=128/);
  assert.match(lines[0], /78(?:\s|&nbsp;| )000/);
  assert.match(lines[1], /<h2>Burger 143 ru<\/h2>/);
  assert.match(lines[1], /10(?:\s|&nbsp;| )800/);
  assert.match(view, /<section class="bc-recommend"><h2>[^<]+<\/h2><ul><li data-product-id="144"><img src="[^"]*dish-tea[^"]*"[^>]*><span>Tea ru<\/span>/);
  // The header counts the basket's pieces, on every page drawn with the mirror.
  assert.match(between(html, '<div id="sf-first-view"', '<div class="sf-first-view-content">'), /<span>3<\/span>/);
  assert.match(between(await render({ url: '/?vendor=demo', cookies: { sf_basket_demo: mirror } }), '<div id="sf-first-view"', '<div class="sf-first-view-content">'), /<span>3<\/span>/);
  // No cookie: an empty basket (the guard drops the view if the stored one is not).
  const empty = await render({ url: '/basket?vendor=demo', overall });
  assert.match(empty, /data-first-view-basket=""/);
  assert.match(between(empty, '<div class="sf-first-view-content">', '<div id="shell">'), /<section class="bc-empty" data-with-menu=""><h1>.*Tea ru/);
  // Without the menu in time: nothing drawn.
  assert.equal(await render({ url: '/basket?vendor=demo', cookies: { sf_basket_demo: mirror }, overall: null }), null);
  // A line whose product left the menu, a mirror of another shape: no view at all.
  assert.equal(await render({ url: '/basket?vendor=demo', cookies: { sf_basket_demo: '999:1:1000:0' } }), null);
  assert.equal(await render({ url: '/?vendor=demo', cookies: { sf_basket_demo: '142:1:"><script>' } }), null);
  // Another brand's mirror is not this brand's basket.
  assert.match(await render({ url: '/?vendor=demo', cookies: { sf_basket_mim: mirror } }), /data-first-view-basket=""/);
});

test('the wait is 600 ms unless the environment names another whole number of milliseconds', () => {
  assert.equal(firstViewWaitMs({}), FIRST_VIEW_WAIT_MS);
  assert.equal(firstViewWaitMs({ FIRST_VIEW_WAIT_MS: '3000' }), 3000);
  for (const wrong of ['', '0', '-5', '1.5', 'soon']) assert.equal(firstViewWaitMs({ FIRST_VIEW_WAIT_MS: wrong }), FIRST_VIEW_WAIT_MS, wrong);
});
