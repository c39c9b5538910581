// The shell page's inline scripts: its first script (shell/src/first-view/early-script.ts), which
// asks for the start's data while the rest of the storefront's code downloads, and the first view's
// guard (shell/src/first-view/guard.ts, a classic script); shell/webpack.config.js names both. Built here with esbuild, outside the shell's webpack
// compilation, because Module Federation puts its runtime (~30 KB gzip) into every entry chunk of
// a compilation: as a webpack entry the "few hundred bytes" script weighed as much as `main`.
// Written into the page itself, as its first script: an inline module, which runs once the page is
// parsed, like the deferred scripts after it, but needs no request of its own: as a file it would
// be one more round trip between the page and the start call, on the path of every screen's
// largest paint (docs/performance.md). The page's
// Content-Security-Policy admits it by its hash (inlineScriptHashes in scripts/lib/security-headers.mjs).
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'EarlyScriptPlugin';

export class EarlyScriptPlugin {
  /**
   * @param {{ entry: string, minify?: boolean, classic?: boolean }} options  entry: the script's source,
   *   absolute; classic: a classic script, run where the parser meets it (before the body is drawn),
   *   rather than a module, run once the page is parsed
   */
  constructor({ entry, minify = true, classic = false }) {
    this.entry = entry;
    this.minify = minify;
    this.classic = classic;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(`${PLUGIN} ${this.entry}`, (compilation) => {
      let code = null;
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
        code = result.outputFiles[0].text.trim();
        // The page's parser would end the script at a closing tag inside it (esbuild escapes those in
        // strings; a build that let one through must stop here, not ship a broken page).
        if (/<\/script|<!--/i.test(code)) throw new Error(`${PLUGIN}: the first script contains "</script" or "<!--"`);
        // Rebuilt when any file it bundles changes.
        for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
      });
      // First of the head's tags: it runs before the shell's deferred entry, and its requests start
      // before that entry's code has run.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapAsync(PLUGIN, (data, done) => {
        if (code) data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', this.classic ? {} : { type: 'module' }, code));
        done(null, data);
      });
    });
  }
}
