// A remote's start files: the files Module Federation asks for when the shell mounts the remote's
// './app' (its exposed module's chunks), listed in start-files.json beside remoteEntry.js. The shell
// page's first script (shell/src/early-start.ts) reads the list of the remote that draws the page
// and preloads those files while the shell's own code downloads: without it they were asked for
// only once the shell had run and evaluated the remote's entry, a round trip late on every first
// visit. The list is revalidated like remoteEntry.js (no hash in its name), so a new deploy of the
// remote is seen at once; the files it names are content-hashed.
//
// `screens` lists, by chunk name, the files of each screen the remote loads lazily and names as
// the contracts' screenChunkName gives it for its route (`screen-product-id`): the first script
// preloads the files of the screen its route opens too, instead of the remote asking for them once
// its app has run and drawn that route.
import { startFiles } from './start-preload-plugin.mjs';

/** The chunk names screenChunkName (contracts, rules/start.ts) gives. */
const SCREEN_CHUNK = /^screen-[\w-]+$/;

/** The JavaScript files of each named screen chunk group, less those already among the start files. */
function screenFiles(compilation, startList) {
  const screens = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!SCREEN_CHUNK.test(name)) continue;
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
