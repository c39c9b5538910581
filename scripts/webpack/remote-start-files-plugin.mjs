// A remote's start files: the files Module Federation asks for when the shell mounts the remote's
// './app' (its exposed module's chunks), listed in start-files.json beside remoteEntry.js. The shell
// page's first script (shell/src/early-start.ts) reads the list of the remote that draws the page
// and preloads those files while the shell's own code downloads: without it they were asked for
// only once the shell had run and evaluated the remote's entry, a round trip late on every first
// visit. The list is revalidated like remoteEntry.js (no hash in its name), so a new deploy of the
// remote is seen at once; the files it names are content-hashed.
import { startFiles } from './start-preload-plugin.mjs';

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
        compilation.emitAsset(START_FILES, new sources.RawSource(JSON.stringify({ files })));
      });
    });
  }
}
