// A remote's start files: the files Module Federation asks for when the shell mounts the remote's
// './app' (its exposed module's chunks), listed in start-files.json beside remoteEntry.js. The shell
// page's first script (shell/src/first-view/early-script.ts) reads the list of the remote that draws the page
// and preloads those files while the shell's own code downloads: without it they were asked for
// only once the shell had run and evaluated the remote's entry, a round trip late on every first
// visit. The list is revalidated like remoteEntry.js (no hash in its name), so a new deploy of the
// remote is seen at once; the files it names are content-hashed.
//
// `screens` lists, by chunk name, the files of each part the remote loads lazily under a name of its
// own (a magic comment): the screens, named as the contracts' screenChunkName gives them for their
// routes (`screen-product-id`), and the maps remote's engine (MAP_ENGINE_CHUNK, `map-leaflet`). The
// first script preloads the files of the screen its route opens too (and of the engine, on a route
// that draws a map with Leaflet), instead of the remote asking for them once its app has run and
// drawn that route.
import { startFiles } from './start-preload-plugin.mjs';

/** The JavaScript files of each named lazily loaded chunk group, less those already among the start files. */
function screenFiles(compilation, startList) {
  const screens = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    // Entry points (the container, the remote's own entry) are not loaded lazily.
    if (group.isInitial()) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !startList.includes(file));
    if (files.length) screens[name] = files;
  }
  return screens;
}

/** Beside remoteEntry.js; the page's first script derives its address from the entry's. */
export const START_FILES = 'start-files.json';

const PLUGIN = 'RemoteStartFilesPlugin';

export class RemoteStartFilesPlugin {
  /** @param {string} container  the remote's container name (its entry point's name) */
  constructor(container) {
    this.container = container;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = startFiles(compilation, this.container, { withFallbacks: false });
        compilation.emitAsset(START_FILES, new sources.RawSource(JSON.stringify({ files, screens: screenFiles(compilation, files) })));
      });
    });
  }
}
