// Splits the gzip bytes of each loaded JavaScript file between the shared libraries, using the
// dist/stats.json each frontend writes when built with BENCH_STATS=1 (tooling/webpack/bench-stats-plugin.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** The libraries of ARCHITECTURE.md §3 (and the runtime pieces) the bench reports one by one. */
export const LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'rxjs',
  'i18next',
  'react-i18next',
  'zod',
  '@storefront/contracts',
  '@storefront/runtime',
  '@module-federation runtime',
  'webpack bootstrap',
  'single-spa',
  'app code',
  'other',
];

/** A module's origin (npm package, 'app', ...) → the library it is counted under. */
export function libraryOf(origin) {
  if (!origin) return 'other';
  if (origin === 'react') return 'react';
  if (origin === 'react-dom' || origin === 'scheduler') return 'react-dom';
  if (['react-router-dom', 'react-router', '@remix-run/router', 'cookie', 'set-cookie-parser'].includes(origin)) return 'react-router-dom';
  if (origin === 'rxjs' || origin === 'tslib') return 'rxjs';
  if (origin === 'i18next') return 'i18next';
  if (['react-i18next', 'html-parse-stringify', 'void-elements'].includes(origin)) return 'react-i18next';
  if (origin === 'zod') return 'zod';
  if (origin === '@storefront/contracts' || origin === '@storefront/runtime') return origin;
  if (origin.startsWith('@module-federation/') || origin === '.federation') return '@module-federation runtime';
  if (origin === 'single-spa' || origin === 'single-spa-react') return 'single-spa';
  if (origin === 'app') return 'app code';
  if (origin.startsWith('webpack:')) return 'webpack bootstrap';
  return 'other';
}

/** Reads every container's stats: container name → Map(file → chunk stats). */
export function readStats(repoRoot, frontends) {
  const byContainer = {};
  for (const { container, workspace } of frontends) {
    const file = path.join(repoRoot, workspace, 'dist/stats.json');
    const stats = JSON.parse(fs.readFileSync(file, 'utf8'));
    byContainer[container] = new Map(stats.chunks.map((chunk) => [chunk.file, chunk]));
  }
  return byContainer;
}

/**
 * Weights of one chunk: { origin → minified bytes }. A concatenated module's factory is split
 * between its inner modules by source size. A chunk's bytes outside every factory are webpack's
 * bootstrap in an entry chunk (the remoteEntry / main), or the wrapper of a plain chunk, which is
 * spread over its modules.
 */
function chunkWeights(chunk) {
  const weights = {};
  const add = (origin, bytes) => { if (bytes > 0) weights[origin] = (weights[origin] || 0) + bytes; };
  for (const module of chunk.modules) {
    if (module.inner?.length) {
      const total = module.inner.reduce((sum, inner) => sum + inner.size, 0) || 1;
      for (const inner of module.inner) add(inner.origin, (module.minified * inner.size) / total);
    } else {
      add(module.origin, module.minified);
    }
  }
  const covered = Object.values(weights).reduce((a, b) => a + b, 0);
  const isBootstrap = chunk.runtimeBytes > 1024 || covered === 0;
  if (isBootstrap) add('webpack:bootstrap', chunk.runtimeBytes);
  else for (const origin of Object.keys(weights)) weights[origin] *= chunk.bytes / covered;
  return weights;
}

/**
 * @param {Array<{ container: string, file: string, transferred: number }>} scripts  loaded JS
 * @param {Record<string, Map<string, any>>} stats  from readStats
 * @returns per container: { total, libraries: { name → bytes }, packages: { origin → bytes } }
 */
export function attribute(scripts, stats) {
  const result = {};
  for (const script of scripts) {
    const entry = (result[script.container] ??= { total: 0, files: 0, libraries: {}, packages: {} });
    entry.total += script.transferred;
    entry.files += 1;
    const chunk = stats[script.container]?.get(script.file);
    if (!chunk) {
      entry.libraries.other = (entry.libraries.other || 0) + script.transferred;
      entry.packages[`unattributed:${script.file}`] = script.transferred;
      continue;
    }
    const weights = chunkWeights(chunk);
    const sum = Object.values(weights).reduce((a, b) => a + b, 0) || 1;
    for (const [origin, weight] of Object.entries(weights)) {
      const bytes = (script.transferred * weight) / sum;
      const library = libraryOf(origin);
      entry.libraries[library] = (entry.libraries[library] || 0) + bytes;
      entry.packages[origin] = (entry.packages[origin] || 0) + bytes;
    }
  }
  for (const entry of Object.values(result)) {
    for (const map of [entry.libraries, entry.packages]) for (const key of Object.keys(map)) map[key] = Math.round(map[key]);
  }
  return result;
}

// React renders the page (tooling/webpack/create-config.mjs): the shell provides react and
// react-dom and every remote consumes them, so exactly one of each is expected.
const RENDERER_MODULES = {
  react: /node_modules\/react\/cjs\/react\.production(\.min)?\.js$/,
  reactDom: /node_modules\/react-dom\/cjs\/react-dom\.production(\.min)?\.js$/,
  reactDomClient: /node_modules\/react-dom\/cjs\/react-dom-client\.production(\.min)?\.js$/,
};

/** Renderer module instances among the loaded chunks, counted per container that ships them. */
export function rendererInstances(scripts, stats) {
  const found = Object.fromEntries(Object.keys(RENDERER_MODULES).map((name) => [name, []]));
  for (const script of scripts) {
    const chunk = stats[script.container]?.get(script.file);
    if (!chunk) continue;
    for (const module of chunk.modules) {
      const resources = module.inner?.length ? module.inner.map((inner) => inner.resource) : [module.resource];
      for (const resource of resources) {
        if (!resource) continue;
        for (const [name, pattern] of Object.entries(RENDERER_MODULES)) if (pattern.test(resource)) found[name].push(`${script.container}:${script.file}`);
      }
    }
  }
  return found;
}

/**
 * Markers in the shipped code itself, independent of the stats: React's core and react-dom's
 * renderer by their own strings.
 */
export function rendererMarkers(body) {
  return {
    react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/.test(body),
    reactDom: /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/.test(body),
    reactDomClient: /rendererPackageName:"react-dom"/.test(body),
  };
}
