// Writes dist/stats.json for `npm run bench` (only when BENCH_STATS=1): every emitted JavaScript
// file → the modules inside it, each with its source size and its minified size measured in the
// emitted file, so the bench can split a chunk's gzip bytes between the shared libraries.
//
// The minified size of a module is the length of its factory in the final (minified) asset: the
// asset is parsed with acorn and each property of webpack's module table whose key is a module id of
// that chunk is measured. Bytes outside every factory (webpack's bootstrap and runtime modules, the
// chunk wrapper) are reported as `runtimeBytes`. A concatenated (scope-hoisted) module is split
// between its inner modules by their source sizes.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const acorn = require('acorn');

const PLUGIN = 'BenchStatsPlugin';

/** Walks every node of an ESTree, calling visit(node). */
function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const key of Object.keys(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value.type === 'string') walk(value, visit);
  }
}

/** Factories of the given module ids in a minified asset: id → byte length of `id(e,t,n){...}`. */
export function factorySizes(source, ids) {
  const wanted = new Set(ids.map(String));
  const sizes = new Map();
  let ast;
  try {
    ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  } catch {
    return sizes;
  }
  walk(ast, (node) => {
    if (node.type !== 'ObjectExpression') return;
    for (const property of node.properties) {
      if (property.type !== 'Property') continue;
      const value = property.value;
      if (!value || (value.type !== 'FunctionExpression' && value.type !== 'ArrowFunctionExpression')) continue;
      const key = property.key.type === 'Literal' ? String(property.key.value) : property.key.name;
      if (!wanted.has(key) || sizes.has(key)) continue;
      sizes.set(key, Buffer.byteLength(source.slice(property.start, property.end)));
    }
  });
  return sizes;
}

/** Where a module comes from: its npm package, or `app:<workspace>` for the workspace's own code. */
function originOf(resource, context, repoRoot) {
  if (!resource) return null;
  const file = resource.split('?')[0];
  const nm = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm !== -1) {
    const parts = file.slice(nm + 14).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (file.startsWith(path.join(repoRoot, 'shared-contracts') + path.sep)) return '@storefront/contracts';
  if (file.startsWith(path.join(repoRoot, 'shared-runtime') + path.sep)) return '@storefront/runtime';
  if (file.startsWith(context + path.sep)) return 'app';
  return `other:${path.relative(repoRoot, file)}`;
}

function describe(module, compilation, repoRoot) {
  const context = compilation.compiler.context;
  const type = module.constructor?.name || 'Module';
  const resource = module.resource || module.rootModule?.resource;
  let origin = originOf(resource, context, repoRoot);
  // Module Federation's own glue (consume/provide-shared, container entry, remotes) has no file.
  if (!origin) origin = /Shared|Container|Remote|Fallback/.test(type) ? '@module-federation/glue' : `webpack:${type}`;
  return {
    id: String(compilation.chunkGraph.getModuleId(module)),
    name: module.readableIdentifier(compilation.requestShortener),
    type,
    origin,
    resource: resource ? path.relative(repoRoot, resource.split('?')[0]) : null,
    size: module.size(),
  };
}

export class BenchStatsPlugin {
  constructor({ container, repoRoot }) {
    this.container = container;
    this.repoRoot = repoRoot;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const chunks = [];
      for (const chunk of compilation.chunks) {
        const modules = [];
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const entry = describe(module, compilation, this.repoRoot);
          if (Array.isArray(module.modules)) {
            // Scope-hoisted: list the inner modules, which share the concatenated factory.
            entry.inner = module.modules.map((inner) => ({
              name: inner.readableIdentifier(compilation.requestShortener),
              origin: originOf(inner.resource, compilation.compiler.context, this.repoRoot) || `webpack:${inner.constructor?.name}`,
              resource: inner.resource ? path.relative(this.repoRoot, inner.resource.split('?')[0]) : null,
              size: inner.size(),
            }));
          }
          modules.push(entry);
        }
        for (const file of chunk.files) {
          if (!file.endsWith('.js')) continue;
          const source = fs.readFileSync(path.join(outputPath, file), 'utf8');
          const sizes = factorySizes(source, modules.map((m) => m.id));
          const inFile = modules.map((m) => ({ ...m, minified: sizes.get(m.id) ?? 0 }));
          const covered = inFile.reduce((sum, m) => sum + m.minified, 0);
          chunks.push({
            file,
            id: chunk.id,
            names: [...(chunk.name ? [chunk.name] : []), ...(chunk.idNameHints || [])],
            bytes: Buffer.byteLength(source),
            runtimeBytes: Buffer.byteLength(source) - covered,
            modules: inFile.filter((m) => m.minified > 0 || m.inner),
          });
        }
      }
      const stats = { container: this.container, builtAt: new Date().toISOString(), chunks };
      fs.writeFileSync(path.join(outputPath, 'stats.json'), JSON.stringify(stats));
    });
  }
}
