// A remote as a team outside this repository builds it: plain webpack and @module-federation/enhanced,
// none of tooling/ (the e2e suite checks that the shell takes it in place of the booking
// remote, e2e/tests/outside-remote.spec.ts). docs/remote-outside.md explains each setting.
//   node node_modules/webpack/bin/webpack.js --config e2e/outside-remote/webpack.config.mjs
// OUTSIDE_REMOTE_OUT_DIR builds elsewhere than ./dist.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin } = require('webpack');

const here = import.meta.dirname;

/** The version of the @storefront/contracts this build resolves: what the remote declares it was built against. */
function installedContractsVersion() {
  let dir = path.dirname(require.resolve('@storefront/contracts'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}
const contractsVersion = installedContractsVersion();

// The shell is the only provider of these: `import: false` leaves no copy in this build, so the page
// keeps one React (hooks from a second copy would throw inside the shell's renderer) and one
// single-spa (navigateToUrl must reach the instance that started). `strictVersion` makes a shell
// without a fitting version refuse this remote instead of running it on the wrong one.
const fromTheShell = (requiredVersion) => ({ singleton: true, import: false, requiredVersion, strictVersion: true });

export default {
  mode: 'production',
  context: here,
  // The container is the only entry: Module Federation adds it.
  entry: {},
  target: 'web',
  devtool: false,
  output: {
    path: process.env.OUTSIDE_REMOTE_OUT_DIR ? path.resolve(process.env.OUTSIDE_REMOTE_OUT_DIR) : path.join(here, 'dist'),
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    // Chunks load from wherever remotes.json says remoteEntry.js is.
    publicPath: 'auto',
    // Its own chunk-loading global, whatever other remote shares the page.
    uniqueName: 'outside-join-us',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('ts-loader'),
          options: { transpileOnly: true, configFile: path.join(here, 'tsconfig.json'), compilerOptions: { noEmit: false } },
        },
      },
    ],
  },
  plugins: [
    new DefinePlugin({ __CONTRACTS_VERSION__: JSON.stringify(contractsVersion) }),
    new ModuleFederationPlugin({
      // The key of the remote in the shell's remotes.json: the runtime finds the container by it.
      name: 'booking',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx' },
      shared: {
        react: fromTheShell('^19'),
        'react-dom': fromTheShell('^19'),
        'react-dom/client': fromTheShell('^19'),
        'react/jsx-runtime': fromTheShell('^19'),
        'single-spa': fromTheShell('^6.0.0'),
        // The route table and schemas the mount props' API client takes; a newer minor of the shell fits.
        '@storefront/contracts': fromTheShell(`^${contractsVersion}`),
      },
      dts: false,
      manifest: false,
      experiments: {
        // The shell publishes its federation runtime as the global _FEDERATION_RUNTIME_CORE; the
        // remote uses it instead of bundling a second copy. It needs the shell's
        // @module-federation/enhanced version (docs/remote-outside.md).
        externalRuntime: true,
      },
    }),
  ],
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
};
