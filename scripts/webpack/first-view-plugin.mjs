// Builds a workspace's src/first-view.tsx, when it has one, into dist/first-view.mjs: the part of
// the first view it renders on the shell's page server (shared-ui/src/first-view.tsx). One file for
// Node, with everything it imports bundled in (preact with the storefront's React aliases, i18next,
// the contracts), so the shell's server can load a remote's part from the remote's own address
// without sharing its node_modules. Built with esbuild beside the browser's compilation, like the
// page's first script (early-script-plugin.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const PLUGIN = 'FirstViewPlugin';
export const FIRST_VIEW_FILE = 'first-view.mjs';

/**
 * The workspace's first-view module as one ES module for Node, or null when it has none.
 * @param {{ dir: string, define?: Record<string, string>, minify?: boolean }} options
 * @returns {Promise<{ code: string, inputs: string[] } | null>}
 */
export async function bundleFirstView({ dir, define = {}, minify = true }) {
  const entry = path.join(dir, 'src/first-view.tsx');
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
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    define,
    minify,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0].text, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export class FirstViewPlugin {
  /** @param {{ dir: string, define: Record<string, string> }} options  dir: the workspace; define: as the browser's build defines */
  constructor({ dir, define }) {
    this.dir = dir;
    this.define = define;
  }

  apply(compiler) {
    if (!fs.existsSync(path.join(this.dir, 'src/first-view.tsx'))) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const bundle = await bundleFirstView({ dir: this.dir, define: this.define });
        if (!bundle) return;
        compilation.emitAsset(FIRST_VIEW_FILE, new sources.RawSource(bundle.code));
        for (const input of bundle.inputs) compilation.fileDependencies.add(input);
      });
    });
  }
}
