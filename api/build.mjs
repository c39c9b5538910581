#!/usr/bin/env node
// Bundles the API into dist/main.mjs (esbuild), the file a deployed API process runs.
//   node api/build.mjs
// Why not run the TypeScript through tsx, as development does: tsx compiles every module in the
// process and keeps what it compiled, which costs a running API ~90 MB of resident memory and a
// slower start (docs/design-decisions.md). Our own workspaces (@storefront/*) are TypeScript and are
// bundled in; every package from node_modules stays an import, as installed (sharp's native
// binaries cannot be bundled, and a bundled copy would hide which version runs).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** The file a deployed API process runs: the package's `main`, where the scripts look for it too. */
export const API_BUNDLE = path.join(apiRoot, readJson(path.join(apiRoot, 'package.json')).main);

/** Files the API reads at run time beside its code (`new URL(name, import.meta.url)`). */
const RUNTIME_FILES = ['src/domains/tiles/tashkent.geojson'];

/** Packages from node_modules the bundle imports at run time: ours are source and get bundled. */
function installedPackages() {
  const own = readJson(path.join(apiRoot, 'package.json'));
  const names = new Set(Object.keys(own.dependencies ?? {}));
  for (const name of [...names]) {
    if (!name.startsWith('@storefront/')) continue;
    names.delete(name);
    const manifest = readJson(path.join(apiRoot, '../node_modules', name, 'package.json')); // a workspace, linked at the root
    for (const dependency of Object.keys(manifest.dependencies ?? {})) names.add(dependency);
  }
  return [...names].filter((name) => !name.startsWith('@storefront/'));
}

/** @returns {Promise<{ file: string, bytes: number, seconds: number }>} */
export async function buildApi() {
  const started = Date.now();
  await build({
    // The API, and what an operator runs beside it from the same image (docs/deploy.md): the
    // migrate step a deployment runs before the API starts, and the CLIs giving a merchant an
    // integration key and pointing its bot's webhook. Each bundle stands alone.
    entryPoints: {
      main: path.join(apiRoot, 'src/main.ts'),
      migrate: path.join(apiRoot, 'src/migrate.ts'),
      'integration-key': path.join(apiRoot, 'src/domains/integration/cli.ts'),
      'bot-webhook': path.join(apiRoot, 'src/telegram/cli.ts'),
    },
    outdir: path.dirname(API_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Subpaths (`zod/v4`, `@turf/helpers/...`) of an external package stay external too.
    external: installedPackages().flatMap((name) => [name, `${name}/*`]),
    // Not minified: stack traces in the logs name our functions.
    logLevel: 'warning',
  });
  for (const file of RUNTIME_FILES) fs.copyFileSync(path.join(apiRoot, file), path.join(path.dirname(API_BUNDLE), path.basename(file)));
  return { file: API_BUNDLE, bytes: fs.statSync(API_BUNDLE).size, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { file, bytes, seconds } = await buildApi();
  console.log(`build: api bundled in ${seconds.toFixed(1)} s → ${path.relative(process.cwd(), file)} (${(bytes / 1024).toFixed(1)} KB)`);
}
