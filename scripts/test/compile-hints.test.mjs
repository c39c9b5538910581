// The compile hint (tooling/webpack/compile-hints-plugin.mjs): every script a page runs starts with
// V8's `//# allFunctionsCalledOnLoad`, after minification (which drops comments), so the browser
// compiles its functions while the file streams in rather than on the main thread at first call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPILE_HINT, CompileHintsPlugin, takesCompileHint } from '@storefront/tooling/compile-hints';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(stats)));
  });
}

test('every page script of a minified build starts with the hint, its lazy chunks too; the service worker does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    fs.writeFileSync(path.join(dir, 'entry.js'), "/* a comment minification drops */ export const later = () => import('./screen.js');\n");
    fs.writeFileSync(path.join(dir, 'screen.js'), 'export const draw = (n) => n * 2;\n');
    fs.writeFileSync(path.join(dir, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
    await build({
      mode: 'production', context: dir, entry: { main: './entry.js', sw: './sw.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin()],
    });
    const files = fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    const firstLine = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8').split('\n')[0];
    assert.ok(files.length >= 3, `main, the lazy chunk and sw.js: ${files}`);
    for (const file of files.filter((name) => name !== 'sw.js')) assert.equal(firstLine(file), COMPILE_HINT, file);
    assert.notEqual(firstLine('sw.js'), COMPILE_HINT);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the service worker files are the ones left without it', () => {
  assert.equal(takesCompileHint('main.1234567890.js'), true);
  assert.equal(takesCompileHint('remoteEntry.js'), true);
  assert.equal(takesCompileHint('sw.js'), false);
  assert.equal(takesCompileHint('sw-offline.a47450e1b1.js'), false);
  assert.equal(takesCompileHint('index.html'), false);
  assert.equal(takesCompileHint('first-view.mjs'), false);
});
