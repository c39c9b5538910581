// The one webpack configuration of every frontend workspace (the shell and the five remotes).
// A workspace's webpack.config.js calls createConfig() with its name and what it exposes; every
// other setting (Module Federation, shared singletons, output names, loaders) is decided here.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
import { BenchStatsPlugin } from './bench-stats-plugin.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';
import { StartPreloadPlugin } from './start-preload-plugin.mjs';
import { EarlyScriptPlugin } from './early-script-plugin.mjs';
import { FirstViewPlugin } from './first-view-plugin.mjs';
import { RemoteStartFilesPlugin } from './remote-start-files-plugin.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * React's requests: the renderer the shell provides, one copy on the page. A shared key matches
 * that exact request only, so each is listed: without 'react-dom/client' every container would
 * bundle its own renderer, a second React DOM on the page.
 */
export const REACT_REQUESTS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/**
 * The React a remote asks for: any 19. A remote built on another 19.x (one from another team, say)
 * runs on the shell's; a major the shell does not provide is refused rather than run.
 */
export const REACT_REQUIRED = '^19';

/** Packages every container shares as singletons: one copy on the page, whoever provides it. */
export const SHARED_SINGLETONS = [
  // The router, through @storefront/ui/router: a shared module keeps every export, so sharing
  // react-router-dom itself costs 62 KB gzip; bundled per container it is ~13 KB tree-shaken, paid
  // by each. Shared as a module that re-exports only what the containers use, it is tree-shaken
  // and paid once (each remote still has its own BrowserRouter: routers share no state).
  '@storefront/ui/router',
  // react-i18next is not shared: it only reads the shell's one i18next instance (shared above);
  // whole it is 10.6 KB gzip, tree-shaken per container ~2 KB.
  // rxjs is not shared: the bus and store live in @storefront/runtime and the shell, singletons
  // themselves, and remotes only subscribe (the subscribe protocol works across copies). Unshared,
  // rxjs is tree-shaken (~3.5 KB gzip) instead of shipped whole (~17 KB): a shared module keeps
  // every export. `instanceof Subject` across containers would not hold; nothing relies on it.
  'i18next',
  // navigateToUrl and the routing events must come from the one single-spa instance the shell started.
  'single-spa',
  '@storefront/contracts',
  // The API client, the bus and the session store the shell creates and hands every remote: their
  // code comes once, from the shell, like the contracts they are typed by.
  '@storefront/runtime',
];

/** Our packages that follow semver (shared-contracts/CHANGELOG.md): a remote may run on a newer minor. */
const SEMVER_PACKAGES = ['@storefront/contracts', '@storefront/runtime'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The contracts version a container is built against, baked in as __CONTRACTS_VERSION__: the shell
 * compares a remote's with its own before mounting it. BUILD_CONTRACTS_VERSION declares another
 * (the e2e suite builds a remote as an older or an incompatible release with it).
 */
export function contractsVersionOfBuild() {
  return process.env.BUILD_CONTRACTS_VERSION?.trim() || readJson(path.join(repoRoot, 'shared-contracts/package.json')).version;
}

/** Package that owns a shared request ('react/jsx-runtime' is owned by 'react'). */
const packageOf = (request) => {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * Shared configuration with each singleton's version pinned to the exact version the workspace
 * declares. The root package-lock installs one copy of each, so every container agrees.
 *
 * React is provided by the shell alone: a remote only consumes it (`import: false`) and asks for
 * `^19`. Hooks, context and the scheduler live in the one react and react-dom of the page, so a
 * remote that brought its own copy would render with a second React, whose hooks throw inside the
 * first one's tree. Remotes run inside the shell in any case (they use its federation runtime).
 */
export function sharedSingletons(workspaceDir, { host = false } = {}) {
  const pkg = readJson(path.join(workspaceDir, 'package.json'));
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  const versionOf = (owner, request) => {
    const version = declared[owner];
    if (!version) throw new Error(`${pkg.name} must declare ${owner} to share ${request}`);
    return version;
  };
  const shared = {};
  for (const request of REACT_REQUESTS) {
    const version = versionOf(packageOf(request), request);
    shared[request] = { singleton: true, requiredVersion: REACT_REQUIRED, strictVersion: true, eager: false, ...(host ? { version } : { import: false }) };
  }
  for (const request of SHARED_SINGLETONS) {
    const version = versionOf(packageOf(request), request);
    // The contracts and the runtime follow semver and remotes are deployed on their own: a remote
    // asks for the version it was built with or a newer minor (the shell also checks, see contractsFit).
    const required = SEMVER_PACKAGES.includes(request) ? `^${version}` : version;
    shared[request] = { singleton: true, requiredVersion: required, strictVersion: true, eager: false };
  }
  return shared;
}

/** The module BUILD_ONE_BUNDLE names (an absolute path), or null for the federated build. */
function oneBundleRuntime() {
  const runtime = process.env.BUILD_ONE_BUNDLE?.trim();
  if (!runtime) return null;
  if (!path.isAbsolute(runtime) || !existsSync(runtime)) {
    throw new Error(`BUILD_ONE_BUNDLE must be the absolute path of the module standing in for the federation runtime; got ${runtime}`);
  }
  return runtime;
}

/**
 * @param {object} options
 * @param {string} options.dir        the workspace folder (pass import.meta.dirname or equivalent)
 * @param {string} options.name       Module Federation container name ('shell', 'catalog', ...)
 * @param {Record<string,string>} [options.exposes]  remotes: exactly { './app': './src/app.tsx' }
 * @param {boolean} [options.host]    the shell: an HTML page and no remoteEntry of its own
 * @param {string} [options.title]    page title of the shell
 * @param {{ part?: string, earlyScript?: string, guard?: string }} [options.firstView]  the first view's
 *   sources, relative to dir (shell/src/first-view/README.md): part, what the workspace renders on
 *   the page server (src/first-view.tsx unless given); the shell's also its page's two inline
 *   scripts, the first script (a module) and the guard (a classic script in the head)
 * @param {{ routes?: Record<string, string>, parts?: Record<string, string> }} [options.startFiles]  remotes:
 *   which lazily loaded chunk (by its name) serves each route path and each public part, published
 *   by path and part name in start-files.json (remote-start-files-plugin.mjs)
 */
export function createConfig({ dir, name, exposes, host = false, title = 'Lamenu Storefront', firstView = {}, startFiles = {} }) {
  if (!host && (!exposes || Object.keys(exposes).join() !== './app')) {
    throw new Error(`remote ${name} must expose exactly './app'`);
  }
  if (host && (!firstView.earlyScript || !firstView.guard)) {
    throw new Error(`the shell ${name} must name its page's first script and guard (firstView.earlyScript, firstView.guard)`);
  }
  const pkg = readJson(path.join(dir, 'package.json'));
  // `npm run bench` prices Module Federation: the shell with every remote as its own lazy chunk, no
  // federation at all, built beside the real one. BUILD_ONE_BUNDLE names the module that stands in
  // for the federation runtime; the bench owns it, since it imports every remote and the factory none.
  const oneBundle = host ? oneBundleRuntime() : null;
  const federation = new ModuleFederationPlugin({
    name,
    ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
    // Remotes are registered at run time from /remotes.json, never baked into a build.
    remotes: {},
    shared: sharedSingletons(dir, { host }),
    dts: false,
    manifest: false,
    // One copy of the Module Federation runtime on the page: the shell bundles
    // @module-federation/runtime-core and publishes it as the global _FEDERATION_RUNTIME_CORE
    // (provide-runtime-core-plugin.mjs); each remote is built against that global instead of
    // bundling its own (~18 KB gzip less per remote). A remote therefore runs only inside a host
    // built with the same @module-federation/enhanced (the one lockfile pins it everywhere).
    ...(host ? { runtimePlugins: [path.join(import.meta.dirname, 'provide-runtime-core-plugin.mjs')] } : {}),
    experiments: {
      ...(host ? {} : { externalRuntime: true }),
      // Remotes are remoteEntry.js files, never mf-manifest.json: the snapshot plugin, which
      // only serves manifest remotes, is compiled out of the runtime.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
  return {
    mode: 'production',
    context: dir,
    // The shell's entry is its async boundary; a remote's only entry is its container. The shell's
    // page runs another script first, built apart (EarlyScriptPlugin).
    entry: host ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: false,
    output: {
      // BUILD_OUT_DIR: a second build of a workspace beside its dist (the e2e suite's other-version remote).
      path: process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(dir, 'dist'),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Remotes resolve their chunks next to wherever their remoteEntry.js was loaded from, so a
      // remote can be moved by editing remotes.json alone; the shell serves from its origin root.
      publicPath: host ? '/' : 'auto',
      uniqueName: pkg.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // rxjs publishes an ES2015 build beside its ES5 one: native classes instead of tslib's helpers,
      // smaller and quicker to run (every browser the storefront supports runs ES2022: tsconfig.base.json).
      conditionNames: ['es2015', '...'],
      ...(oneBundle ? { alias: { '@module-federation/enhanced/runtime$': oneBundle } } : {}),
    },
    module: {
      rules: [
        // `import css from 'leaflet/dist/leaflet.css?raw'`: a library's stylesheet as text, rendered
        // in a <style> by the screen that needs it (no CSS pipeline; the shell's policy allows inline styles).
        { resourceQuery: /raw/, type: 'asset/source' },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: { noEmit: false, sourceMap: false, declaration: false },
            },
          },
        },
      ],
    },
    plugins: [
      new DefinePlugin({ __CONTRACTS_VERSION__: JSON.stringify(contractsVersionOfBuild()) }),
      ...(oneBundle ? [] : [federation]),
      new FirstViewPlugin({ dir, entry: firstView.part, define: { __CONTRACTS_VERSION__: JSON.stringify(contractsVersionOfBuild()) } }),
      ...(host
        ? [new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), title, scriptLoading: 'defer' }), new StartPreloadPlugin(),
          new EarlyScriptPlugin({ entry: path.resolve(dir, firstView.earlyScript), minify: process.env.BUILD_NO_MINIFY !== '1' }),
          new EarlyScriptPlugin({ entry: path.resolve(dir, firstView.guard), classic: true }),
          serviceWorkerPlugin({ offlineWorker: path.join(dir, 'src/service-worker/offline-worker.ts') })]
        : [new RemoteStartFilesPlugin(name, startFiles)]),
      new CompileHintsPlugin(),
      // `npm run bench` builds with BENCH_STATS=1: dist/stats.json maps each file to its modules.
      ...(process.env.BENCH_STATS === '1' ? [new BenchStatsPlugin({ container: name, repoRoot })] : []),
    ],
    optimization: {
      // BUILD_NO_MINIFY=1: readable bundles for a profile of where start-up time goes (docs/performance.md).
      minimize: process.env.BUILD_NO_MINIFY !== '1',
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Each React request is its own shared module, provided by the shell and consumed with a
      // fallback: small ones (react-dom's index, the JSX runtime) fall under splitChunks' minimum
      // size and were copied into a chunk for each, two files of the same module with one of them
      // asked for. One chunk holds the whole renderer instead (the shell's alone: remotes bring none).
      splitChunks: { cacheGroups: { react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all', enforce: true } } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
