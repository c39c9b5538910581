// The shell's page names every script its start will load, as <link rel="preload"> in <head>.
//
// Why: shell/src/index.ts evaluates the start in steps (the contracts, i18next, then the bootstrap
// with its shared renderer and single-spa), each step in a task of its own so no task is long. But a
// step's files were only requested when the step before had finished, so the start was three round
// trips deep before the first API call. Preloaded, every file is on its way with the page; the
// steps still run one after another.
//
// Which files: those of each `import()` in the entry module, and, inside them, the fallback files
// of each shared module they consume (Module Federation loads those together with the chunk).
// Files of an `import()` made later by the shell's code (the live stream, a lazy screen) are not
// preloaded: they are not part of every start.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartPreloadPlugin';

const isConsumeShared = (module) => module.type === 'consume-shared-module';
const isProvideShared = (module) => module.type === 'provide-module';

/**
 * The chunks of an async block's chunk group, and (withFallbacks) the fallback chunks of the shared
 * modules those chunks consume.
 */
function chunksOfBlock(compilation, block, found, withFallbacks) {
  const group = compilation.chunkGraph.getBlockChunkGroup(block);
  if (!group) return;
  for (const chunk of group.chunks) {
    if (found.has(chunk)) continue;
    found.add(chunk);
    if (!withFallbacks) continue;
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (isConsumeShared(module)) for (const inner of module.blocks) chunksOfBlock(compilation, inner, found, withFallbacks);
    }
  }
}

/**
 * The files the entry module's start loads, in the order webpack emitted them. The shell loads its
 * shared modules' own copies (their fallbacks); a remote takes the shell's, so its list leaves
 * the fallbacks out (`withFallbacks: false`).
 */
export function startFiles(compilation, entryName = 'main', { withFallbacks = true } = {}) {
  const entrypoint = compilation.entrypoints.get(entryName);
  const entryChunk = entrypoint.getEntrypointChunk();
  const found = new Set();
  for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    // A consumed shared module imported by the entry is itself a block; its fallback another.
    for (const block of module.blocks) {
      if (!withFallbacks && isConsumeShared(module)) continue;
      chunksOfBlock(compilation, block, found, withFallbacks);
    }
  }
  // The shell's provided shared modules (the router's re-export module among them) are loaded by the
  // federation runtime at start, from chunks of their own that no import() above reaches.
  if (withFallbacks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(entryChunk)) {
      if (isProvideShared(module)) for (const block of module.blocks) chunksOfBlock(compilation, block, found, withFallbacks);
    }
  }
  found.delete(entryChunk);
  return [...found].flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

export class StartPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapAsync(PLUGIN, (data, done) => {
        const publicPath = data.publicPath ?? '/';
        const links = startFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        // The entry runs first and would otherwise be the one file of the start asked for at low
        // priority (a deferred script's default), behind the files it is about to need.
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.assetTags.scripts.unshift(...links);
        done(null, data);
      });
    });
  }
}
