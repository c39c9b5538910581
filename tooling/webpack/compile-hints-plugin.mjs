// V8 compiles a function when it is first called, on the main thread. A webpack bundle is made of
// module factories called once each during a screen's start, so their compilation was the largest
// single cost of the start on the main thread (a profile charged ~70 ms of a first visit to
// `__webpack_require__`, where the factories are called). A file whose first line is V8's magic
// comment `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, while the file is
// streamed in, off the main thread (https://v8.dev/blog/explicit-compile-hints). Every script of a
// frontend carries it; the service worker's do not (they start in their own thread, rarely).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** True for the files a page runs as scripts (not the service worker's). */
export const takesCompileHint = (file) => file.endsWith('.js') && !/^sw[.-]/.test(file);

export class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After minification (which drops comments) and after the files' hashes are settled.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (takesCompileHint(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
