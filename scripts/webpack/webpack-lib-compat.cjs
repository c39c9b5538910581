// webpack 5.107+ moved files inside webpack/lib/ (lib/util/semver.js → lib/sharing/semver.js, ...)
// while @module-federation/enhanced 2.9.2 still deep-imports the old paths
// (module-federation/core#4747, webpack/webpack#20985). Until the pinned versions agree again, a
// `webpack/lib/<old path>` request that no longer exists resolves to the one file of that name
// under webpack/lib/. Nothing else is touched, and an ambiguous name still fails loudly.
'use strict';
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const webpackLib = path.join(path.dirname(require.resolve('webpack/package.json')), 'lib');
let index = null;

function buildIndex() {
  index = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const key = entry.name.slice(0, -3);
        index.set(key, index.has(key) ? null : full); // null marks an ambiguous name
      }
    }
  };
  walk(webpackLib);
}

const original = Module._resolveFilename;
Module._resolveFilename = function resolveMovedWebpackLib(request, parent, ...rest) {
  try {
    return original.call(this, request, parent, ...rest);
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND' || !request.startsWith('webpack/lib/')) throw error;
    if (!index) buildIndex();
    const moved = index.get(path.posix.basename(request).replace(/\.js$/, ''));
    if (!moved) throw error;
    return moved;
  }
};
