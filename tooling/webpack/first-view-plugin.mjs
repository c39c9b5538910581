// Builds a workspace's first-view part, when it has one, into dist/first-view.mjs: the part of the
// first view it renders on the shell's page server (shared-ui/src/first-view.tsx; the parties and
// the flow: shell/src/first-view/README.md). A remote's part is its src/first-view.tsx; the shell
// names its own (the page server's, src/first-view/page-server.tsx). One file for
// Node, with everything it imports bundled in (react and react-dom/server, i18next, the contracts),
// so the shell's server can load a remote's part from the remote's own address without sharing its
// node_modules. Built with esbuild beside the browser's compilation, like the
// page's first script (early-script-plugin.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

const PLUGIN = 'FirstViewPlugin';
export const FIRST_VIEW_FILE = 'first-view.mjs';
/** Where a workspace's part is, relative to the workspace, unless it names another. */
export const FIRST_VIEW_ENTRY = 'src/first-view.tsx';

/**
 * `react-dom/server` as a part needs it: renderToStaticMarkup alone, from react-dom's legacy server
 * renderer for the browser. It requires nothing of Node's (the node build requires `stream`, `util`
 * and `async_hooks`, which an ES module loaded from its source cannot), and none of the streaming
 * renderer (`react-dom/server.browser` brings that too, and its MessageChannel would keep the
 * process that imports the part from ever exiting).
 */
const STATIC_RENDERER = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server-legacy.browser.production.js');
const staticRenderer = {
  name: 'react-dom-server-static',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: STATIC_RENDERER }));
  },
};

/**
 * The workspace's first-view module as one ES module for Node, or null when it has none.
 * @param {{ dir: string, entry?: string, define?: Record<string, string>, minify?: boolean }} options
 *   entry: the part's source, relative to dir (FIRST_VIEW_ENTRY unless given)
 * @returns {Promise<{ code: string, inputs: string[] } | null>}
 */
export async function bundleFirstView({ dir, entry: source = FIRST_VIEW_ENTRY, define = {}, minify = true }) {
  const entry = path.resolve(dir, source);
  if (!fs.existsSync(entry)) return null;
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(dir, 'tsconfig.json'),
    jsx: 'automatic',
    jsxImportSource: 'react',
    // One self-contained ES module, loadable from its source: the shell's server imports a remote's
    // part as it arrives over HTTP (scripts/lib/first-view.mjs).
    plugins: [staticRenderer],
    // React's production build, not its development one (react's index picks by NODE_ENV at run time).
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    minify,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export class FirstViewPlugin {
  /**
   * @param {{ dir: string, entry?: string, define: Record<string, string> }} options  dir: the workspace;
   *   entry: its part, relative to dir (FIRST_VIEW_ENTRY unless given); define: as the browser's build defines
   */
  constructor({ dir, entry = FIRST_VIEW_ENTRY, define }) {
    this.dir = dir;
    this.entry = entry;
    this.define = define;
  }

  apply(compiler) {
    if (!fs.existsSync(path.resolve(this.dir, this.entry))) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const bundle = await bundleFirstView({ dir: this.dir, entry: this.entry, define: this.define });
        if (!bundle) return;
        compilation.emitAsset(FIRST_VIEW_FILE, new sources.RawSource(bundle.code));
        for (const input of bundle.inputs) compilation.fileDependencies.add(input);
      });
    });
  }
}
