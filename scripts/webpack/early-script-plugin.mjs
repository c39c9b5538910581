// The shell page's first script (shell/src/early-start.ts): it asks for the start's data while the
// rest of the storefront's code downloads. Built here with esbuild, outside the shell's webpack
// compilation, because Module Federation puts its runtime (~30 KB gzip) into every entry chunk of
// a compilation: as a webpack entry the "few hundred bytes" script weighed as much as `main`.
// Emitted as early.<hash>.js and written into the page as its first deferred script.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'EarlyScriptPlugin';

export class EarlyScriptPlugin {
  /** @param {{ entry: string, minify?: boolean }} options  entry: the script's source, absolute */
  constructor({ entry, minify = true }) {
    this.entry = entry;
    this.minify = minify;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let file = null;
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const result = await build({
          entryPoints: [this.entry],
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          minify: this.minify,
          legalComments: 'none',
          metafile: true,
        });
        const code = result.outputFiles[0].contents;
        file = `early.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new sources.RawSource(Buffer.from(code)), { immutable: true });
        // Rebuilt when any file it bundles changes.
        for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
      });
      // First of the head's tags, before the preloads of the start's scripts: the browser asks for
      // it in its first batch of requests.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapAsync(PLUGIN, (data, done) => {
        if (file) {
          const publicPath = data.publicPath ?? '/';
          data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}`, fetchpriority: 'high' }));
        }
        done(null, data);
      });
    });
  }
}
