// A remote's start files, start-files.json beside its remoteEntry.js: what the shell page's first
// script (shell/src/first-view/early-script.ts) preloads while the shell's own code downloads, so
// the remote's code does not wait for the shell to run and evaluate the remote's entry (a round
// trip late on every first visit), and what the shell's service worker stores for offline use.
// The list is revalidated like remoteEntry.js (no hash in its name), so a new deploy of the remote
// is seen at once; the files it names are content-hashed.
//
// It is the remote's public face towards the shell, so it speaks the shell's terms only:
// - `files`: the files Module Federation asks for when the shell mounts './app';
// - `routes`: by the route table's path (`/product/:id`), the files of the screen the remote loads
//   lazily for that route;
// - `parts`: by a public name the contracts give (MAP_ENGINE_CHUNK, `map-leaflet`: the maps
//   remote's Leaflet engine), the files of a part some routes need beside their screen.
// Which of its chunks serves a route or a part is the remote's own business: its webpack.config.js
// says so (createConfig's `startFiles`), by the names its lazy imports give their chunks. A chunk
// named there that the build does not have, or a named lazy chunk it does not publish, fails the
// build: the first would preload nothing, the second would be missing from the offline store.
import { startFiles } from './start-preload-plugin.mjs';

/** Beside remoteEntry.js; the page's first script derives its address from the entry's. */
export const START_FILES = 'start-files.json';

const PLUGIN = 'RemoteStartFilesPlugin';

/** The JavaScript files of each named lazily loaded chunk group, less those already among the start files. */
export function lazyChunkFiles(compilation, startList) {
  const chunks = new Map();
  for (const [name, group] of compilation.namedChunkGroups) {
    // Entry points (the container, the remote's own entry) are not loaded lazily.
    if (group.isInitial()) continue;
    chunks.set(name, group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !startList.includes(file)));
  }
  return chunks;
}

/**
 * start-files.json's `routes` and `parts` from the remote's own table of which chunk serves each,
 * and what is wrong with that table (an empty list when nothing is).
 * @param {Map<string, string[]>} chunks  lazyChunkFiles' answer
 * @param {{ routes?: Record<string, string>, parts?: Record<string, string> }} published
 */
export function publishedFiles(chunks, { routes = {}, parts = {} }) {
  const problems = [];
  const filesOf = (table, what) => {
    const out = {};
    for (const [key, chunk] of Object.entries(table)) {
      if (!chunks.has(chunk)) problems.push(`${what} ${key}: the build has no lazily loaded chunk named "${chunk}"`);
      // A chunk whose files are all among the start files adds nothing to preload.
      else if (chunks.get(chunk).length) out[key] = chunks.get(chunk);
    }
    return out;
  };
  for (const path of Object.keys(routes)) {
    if (!path.startsWith('/')) problems.push(`route "${path}": a route table's path starts with "/"`);
  }
  const out = { routes: filesOf(routes, 'route'), parts: filesOf(parts, 'part') };
  const named = new Set([...Object.values(routes), ...Object.values(parts)]);
  for (const chunk of chunks.keys()) {
    if (!named.has(chunk)) problems.push(`the lazily loaded chunk "${chunk}" is published under no route or part (startFiles in the remote's webpack.config.js)`);
  }
  return { ...out, problems };
}

export class RemoteStartFilesPlugin {
  /**
   * @param {string} container  the remote's container name (its entry point's name)
   * @param {{ routes?: Record<string, string>, parts?: Record<string, string> }} [published]  which of
   *   its lazily loaded chunks (by the name its import gives) serves each route path and each public part
   */
  constructor(container, published = {}) {
    this.container = container;
    this.published = published;
  }

  apply(compiler) {
    const { sources, Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = startFiles(compilation, this.container, { withFallbacks: false });
        const { routes, parts, problems } = publishedFiles(lazyChunkFiles(compilation, files), this.published);
        for (const problem of problems) compilation.errors.push(new WebpackError(`${PLUGIN} (${this.container}): ${problem}`));
        compilation.emitAsset(START_FILES, new sources.RawSource(JSON.stringify({ files, routes, parts })));
      });
    });
  }
}
