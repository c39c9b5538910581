// A remote's start-files.json (tooling/webpack/remote-start-files-plugin.mjs): its lazily loaded
// screens published by the route table's path and its parts by public name, from the remote's own
// table of which chunk serves each; a table that names a chunk the build lacks, or leaves a named
// chunk out, is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { publishedFiles } from '@storefront/tooling/start-files';

/** Named lazily loaded chunks and their files, as lazyChunkFiles reads them from the maps remote's build. */
const CHUNKS = new Map([
  ['screen-branches-map', ['screen-branches-map.fb6d623bf9.js']],
  ['screen-address-delivery', ['306.94927323df.js', 'screen-address-delivery.22e01874b9.js']],
  ['map-leaflet', ['643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js']],
]);
const TABLE = {
  routes: { '/branches/map': 'screen-branches-map', '/address/delivery': 'screen-address-delivery' },
  parts: { 'map-leaflet': 'map-leaflet' },
};

test('screens are published by route path and parts by public name, with no chunk name as a key', () => {
  const { routes, parts, problems } = publishedFiles(CHUNKS, TABLE);
  assert.deepEqual(problems, []);
  assert.deepEqual(routes, {
    '/branches/map': ['screen-branches-map.fb6d623bf9.js'],
    '/address/delivery': ['306.94927323df.js', 'screen-address-delivery.22e01874b9.js'],
  });
  assert.deepEqual(parts, { 'map-leaflet': ['643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js'] });
});

test('two routes may share a chunk; a chunk with nothing beyond the start files is left out', () => {
  const chunks = new Map([['screen-extra', ['264.ffc6dc1a22.js', 'screen-extra.69760e0063.js']], ['screen-in-app', []]]);
  const { routes, problems } = publishedFiles(chunks, { routes: { '/extra': 'screen-extra', '/extra2': 'screen-extra', '/in-app': 'screen-in-app' } });
  assert.deepEqual(problems, []);
  assert.deepEqual(routes, { '/extra': ['264.ffc6dc1a22.js', 'screen-extra.69760e0063.js'], '/extra2': ['264.ffc6dc1a22.js', 'screen-extra.69760e0063.js'] });
});

test('a remote without lazily loaded chunks publishes empty tables', () => {
  assert.deepEqual(publishedFiles(new Map(), {}), { routes: {}, parts: {}, problems: [] });
});

test('a table naming a chunk the build lacks, a key that is no path, or leaving a named chunk out is refused', () => {
  const { problems } = publishedFiles(CHUNKS, {
    routes: { '/branches/map': 'screen-branches-mpa', 'address/delivery': 'screen-address-delivery' },
  });
  assert.equal(problems.length, 4);
  assert.match(problems.join('\n'), /route \/branches\/map: the build has no lazily loaded chunk named "screen-branches-mpa"/);
  assert.match(problems.join('\n'), /route "address\/delivery": a route table's path starts with "\/"/);
  assert.match(problems.join('\n'), /"screen-branches-map" is published under no route or part/);
  assert.match(problems.join('\n'), /"map-leaflet" is published under no route or part/);
});
