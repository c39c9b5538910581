// A remote's start files as the shell reads them (shell/src/remotes/start-files.ts): asked by the
// route table's path and the contracts' part names only, never by a remote's chunk names.
import { MAP_ENGINE_CHUNK } from '@storefront/contracts/rules';
import { listedFiles, partFiles, routeFiles, startFilesOf } from '../src/remotes/start-files';

/** As the catalogue's and the maps' builds write them (tooling/webpack/remote-start-files-plugin.mjs). */
const CATALOG = {
  files: ['101.01fd3d147a.js', '56.b64176ab98.js'],
  routes: {
    '/product/:id': ['screen-product-id.da9210c02d.js'],
    '/search': ['667.2f2a96bae9.js', 'screen-search.4e72d39c0b.js'],
  },
  parts: {},
};
const MAPS = {
  files: ['184.01ab074364.js', '373.a4a344a4fd.js'],
  routes: { '/branches/map': ['screen-branches-map.fb6d623bf9.js'] },
  parts: { [MAP_ENGINE_CHUNK]: ['643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js'] },
};

describe('a remote\'s start files', () => {
  it('give a route its app\'s files, then its own screen\'s, by the route table\'s path', () => {
    expect(routeFiles(CATALOG, '/product/:id')).toEqual(['101.01fd3d147a.js', '56.b64176ab98.js', 'screen-product-id.da9210c02d.js']);
    expect(routeFiles(CATALOG, '/search')).toEqual(['101.01fd3d147a.js', '56.b64176ab98.js', '667.2f2a96bae9.js', 'screen-search.4e72d39c0b.js']);
    // The home page's screen is in the app itself: its files only.
    expect(routeFiles(CATALOG, '/')).toEqual(['101.01fd3d147a.js', '56.b64176ab98.js']);
  });

  it('give the map\'s engine by its public part name', () => {
    expect(partFiles(MAPS, MAP_ENGINE_CHUNK)).toEqual(['643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js']);
    expect(partFiles(CATALOG, MAP_ENGINE_CHUNK)).toEqual([]);
  });

  it('name only plain scripts beside the entry, and nothing from a broken or older list', () => {
    const broken = { files: ['../x.js', 'https://evil.example/y.js', 3, 'ok.0123456789.js'], routes: { '/search': 'screen.js', '/': ['a/b.js'] }, parts: null };
    expect(routeFiles(broken, '/search')).toEqual(['ok.0123456789.js']);
    expect(routeFiles(broken, '/')).toEqual(['ok.0123456789.js']);
    expect(routeFiles(null, '/search')).toEqual([]);
    // A list keyed by a remote's chunk names gives a route nothing beyond its app's files.
    expect(routeFiles({ files: ['a.js'], screens: { 'screen-search': ['s.js'] } } as never, '/search')).toEqual(['a.js']);
    expect(partFiles({ parts: { [MAP_ENGINE_CHUNK]: 'x.js' } }, MAP_ENGINE_CHUNK)).toEqual([]);
  });

  it('list every file once, for the offline store; beside the entry', () => {
    expect(listedFiles(MAPS)).toEqual(['184.01ab074364.js', '373.a4a344a4fd.js', 'screen-branches-map.fb6d623bf9.js', '643.71bdc86b5d.js', 'map-leaflet.6b9655b6ca.js']);
    expect(listedFiles({ files: ['a.js'], routes: { '/x': ['a.js', 'b.js'] }, parts: { p: ['b.js'] } })).toEqual(['a.js', 'b.js']);
    expect(startFilesOf('https://cdn.example/catalog/remoteEntry.js')).toBe('https://cdn.example/catalog/start-files.json');
  });
});
