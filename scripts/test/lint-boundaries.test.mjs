// Each boundary of eslint.config.mjs, shown firing on a forbidden import and staying quiet on an
// allowed one. The snippets are linted in memory under made-up file names inside the real
// workspaces, so the resolver finds the real files the imports point at.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/workspaces.mjs';

let eslint;
before(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.mjs') });
});

/** The rule ids reported for `code` as if it were the file `file` (relative to the repository root). */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  assert.equal(result.messages.filter((m) => m.fatal).length, 0, JSON.stringify(result.messages));
  return result.messages.map((m) => m.ruleId);
}

async function forbidden(file, code, ...rules) {
  const found = await problems(file, code);
  assert.ok(found.length > 0, `expected a violation in ${file} for: ${code}`);
  for (const rule of rules) assert.ok(found.includes(rule), `expected ${rule} in ${file} for: ${code}; got ${found.join(', ')}`);
}

async function allowed(file, code) {
  assert.deepEqual(await problems(file, code), [], `expected no violation in ${file} for: ${code}`);
}

const RESTRICTED = 'no-restricted-imports';
const PATHS = 'import-x/no-restricted-paths';
const RELATIVE = 'import-x/no-relative-packages';

describe('a remote imports only the contracts, the runtime and the ui among our packages', () => {
  const file = 'mf-catalog/src/features/menu/Snippet.tsx';
  test('another remote, the shell or the API by name', async () => {
    await forbidden(file, "import { app } from '@storefront/mf-profile';", RESTRICTED);
    await forbidden(file, "import '@storefront/shell';", RESTRICTED);
    await forbidden(file, "import '@storefront/api';", RESTRICTED);
  });
  test('a file inside the contracts instead of their entry points', async () => {
    await forbidden(file, "import { bus } from '@storefront/contracts/src/bus';", RESTRICTED);
  });
  test('another remote by a relative path, statically or dynamically', async () => {
    await forbidden(file, "import { ProfileApp } from '../../../../mf-profile/src/ProfileApp';", PATHS, RELATIVE);
    await forbidden(file, "export const load = () => import('../../../../mf-profile/src/ProfileApp');", PATHS);
  });
  test('the shell or the API by a relative path', async () => {
    await forbidden(file, "import { boot } from '../../../../shell/src/boot/boot';", PATHS, RELATIVE);
    await forbidden(file, "import { buildApp } from '../../../../api/src/app';", PATHS, RELATIVE);
  });
  test('a relative path out of the workspace, even into a shared package or the scripts', async () => {
    await forbidden(file, "import { local } from '../../../../shared-ui/src/storage';", RELATIVE);
    await forbidden(file, "import { WORKSPACES } from '../../../../scripts/lib/workspaces.mjs';", RELATIVE);
  });
  test('the contracts, their rules, the runtime, the ui, third parties and its own files are fine', async () => {
    await allowed(file, [
      "import { useState } from 'react';",
      "import { routes } from '@storefront/contracts';",
      "import { formatSum } from '@storefront/contracts/rules';",
      "import { emptyDraft } from '@storefront/runtime';",
      "import { useT } from '@storefront/ui';",
      "import { useCatalog } from '../../components/catalog';",
      "import { MenuPage } from './MenuPage';",
      'export { useState, routes, formatSum, emptyDraft, useT, useCatalog, MenuPage };',
    ].join('\n'));
  });
  test('a relative import that does not resolve is reported, so the path checks cannot pass unseen', async () => {
    await forbidden(file, "import { nothing } from './no-such-file';", 'import-x/no-unresolved');
  });
});

describe('no feature folder imports another', () => {
  test('catalogue: menu → product, by file or by the folder index', async () => {
    await forbidden('mf-catalog/src/features/menu/Snippet.tsx', "import { ProductPage } from '../product/ProductPage';", PATHS);
    await forbidden('mf-catalog/src/features/menu/Snippet.tsx', "import { ProductPage } from '../product';", PATHS);
  });
  test('basket → checkout, and from a nested folder', async () => {
    await forbidden('mf-basket-checkout/src/features/basket/Snippet.ts', "import { validateCheckout } from '../checkout/validate';", PATHS);
    await forbidden('mf-profile/src/features/user/nested/Snippet.ts', "import { resendKey } from '../../login/phone';", PATHS);
  });
  test('a feature may use its own files and the remote’s shared ones; the app may use every feature', async () => {
    await allowed('mf-catalog/src/features/product/Snippet.tsx', "export { grades } from './grades';\nexport { ProductImage } from '../../components/ProductImage';");
    await allowed('mf-catalog/src/Snippet.tsx', "export { ProductPage } from './features/product';\nexport { MenuPage } from './features/menu';");
  });
});

describe('the contracts’ rules never reach the package root or the route table', () => {
  const file = 'shared-contracts/src/rules/snippet.ts';
  test('the package root, by name or by path', async () => {
    await forbidden(file, "import { MESSAGES } from '@storefront/contracts';", RESTRICTED, PATHS);
    await forbidden(file, "import { MESSAGES } from '..';", PATHS);
    await forbidden(file, "import { MESSAGES } from '../index';", PATHS);
  });
  test('the route table, whole or one domain of it', async () => {
    await forbidden(file, "import { routes } from '../routes';", PATHS);
    await forbidden(file, "import { ordersRoutes } from '../routes/orders';", PATHS);
    await forbidden(file, "import { defineRoute } from '../route';", PATHS);
  });
  test('nor through a schema module they use', async () => {
    await forbidden('shared-contracts/src/entities/snippet.ts', "import { routes } from '../routes';", PATHS);
    await forbidden('shared-contracts/src/common.ts', "import { routes } from './routes';\nexport { routes };", PATHS);
    await forbidden('shared-contracts/src/constants.ts', "export { buildPath } from './route';", PATHS);
  });
  test('sibling rules, the entities, common, enums, limits, constants and zod are fine', async () => {
    await allowed(file, [
      "import { formatSum } from './price';",
      "import type { Product } from '../entities/catalog';",
      "import { pickText } from '../common';",
      "import type { ServiceType } from '../enums';",
      "import { MAX_LINES } from '../limits';",
      "import { MESSAGES } from '../constants';",
      "import { z } from 'zod/mini';",
      'export { formatSum, pickText, MAX_LINES, MESSAGES, z };',
      'export type { Product, ServiceType };',
    ].join('\n'));
  });
});

describe('the contracts import nothing of ours', () => {
  const file = 'shared-contracts/src/snippet.ts';
  test('no package of ours, not even their own root by name', async () => {
    await forbidden(file, "import { useT } from '@storefront/ui';", RESTRICTED, PATHS);
    await forbidden(file, "import { createBus } from '@storefront/runtime';", RESTRICTED, PATHS);
    await forbidden(file, "import { routes } from '@storefront/contracts';", RESTRICTED);
  });
  test('no relative path out of shared-contracts', async () => {
    await forbidden(file, "import { local } from '../../shared-ui/src/storage';", PATHS, RELATIVE);
    await forbidden(file, "import { WORKSPACES } from '../../scripts/lib/workspaces.mjs';", RELATIVE);
  });
  test('their own modules and third parties are fine outside the rules', async () => {
    await allowed(file, "export { OrderRequest } from './entities/order';\nexport { routes } from './routes';\nexport { z } from 'zod/mini';");
  });
});

describe('the contracts do no I/O', () => {
  const file = 'shared-contracts/src/rules/snippet.ts';
  const IO_IMPORT = '@typescript-eslint/no-restricted-imports';
  const IO_GLOBAL = 'no-restricted-globals';
  test('no HTTP client, observable, i18n instance or Node module, type-only imports included', async () => {
    await forbidden(file, "import axios from 'axios';\nexport const get = axios.get;", IO_IMPORT);
    await forbidden(file, "import { Subject } from 'rxjs';\nexport const subject = new Subject();", IO_IMPORT);
    await forbidden(file, "import { map } from 'rxjs/operators';\nexport { map };", IO_IMPORT);
    await forbidden(file, "import type { i18n } from 'i18next';\nexport type I18n = i18n;", IO_IMPORT);
    await forbidden(file, "import fs from 'node:fs';\nexport const read = fs.readFileSync;", IO_IMPORT);
    await forbidden(file, "import { readFile } from 'fs/promises';\nexport { readFile };", IO_IMPORT);
  });
  test('no page, storage, network or process globals', async () => {
    await forbidden(file, "export const width = () => window.innerWidth;", IO_GLOBAL);
    await forbidden(file, "export const saved = () => localStorage.getItem('k');", IO_GLOBAL);
    await forbidden(file, "export const draft = () => sessionStorage.getItem('k');", IO_GLOBAL);
    await forbidden(file, "export const load = () => fetch('/api');", IO_GLOBAL);
    await forbidden(file, "export const title = () => document.title;", IO_GLOBAL);
    await forbidden(file, "export const online = () => navigator.onLine;", IO_GLOBAL);
    await forbidden(file, "export const request = () => new XMLHttpRequest();", IO_GLOBAL);
    await forbidden(file, "export const mode = () => process.env.NODE_ENV;", IO_GLOBAL);
  });
  test('a parameter named like a global, zod and Intl are fine', async () => {
    await allowed(file, [
      "import * as z from 'zod/mini';",
      'export const path = (location: { pathname: string }) => location.pathname;',
      "export const day = (date: Date) => new Intl.DateTimeFormat('ru').format(date);",
      'export const Id = z.number();',
    ].join('\n'));
  });
  test('the runtime does its I/O', async () => {
    await allowed('shared-runtime/src/snippet.ts', "import axios from 'axios';\nexport const load = () => fetch('/api').then(() => axios.get('/'));\nexport const saved = () => localStorage.getItem('k');");
  });
});

describe('the runtime, the ui, the shell and the API', () => {
  test('the runtime imports only the contracts', async () => {
    const file = 'shared-runtime/src/snippet.ts';
    await forbidden(file, "import { useT } from '@storefront/ui';", RESTRICTED, PATHS);
    await forbidden(file, "import { local } from '../../shared-ui/src/storage';", PATHS, RELATIVE);
    await allowed(file, "export { routes } from '@storefront/contracts';\nexport { formatSum } from '@storefront/contracts/rules';");
  });
  test('the ui imports only the contracts and the runtime', async () => {
    const file = 'shared-ui/src/snippet.tsx';
    await forbidden(file, "import { CatalogApp } from '@storefront/mf-catalog';", RESTRICTED);
    await forbidden(file, "import { boot } from '../../shell/src/boot/boot';", PATHS, RELATIVE);
    await allowed(file, "export { routes } from '@storefront/contracts';\nexport { createBus } from '@storefront/runtime';\nexport { local } from './storage';");
  });
  test('the shell imports no remote', async () => {
    const file = 'shell/src/snippet.tsx';
    await allowed(file, "export { createApiClient } from '@storefront/runtime';");
    await forbidden(file, "import { CatalogApp } from '@storefront/mf-catalog';", RESTRICTED);
    await forbidden(file, "import { CatalogApp } from '../../mf-catalog/src/CatalogApp';", PATHS, RELATIVE);
    await allowed(file, "export { routes } from '@storefront/contracts';\nexport { useT } from '@storefront/ui';");
  });
  test('the API imports only the contracts', async () => {
    const file = 'api/src/snippet.ts';
    await forbidden(file, "import { useT } from '@storefront/ui';", RESTRICTED);
    await forbidden(file, "import { createApiClient } from '@storefront/runtime';", RESTRICTED);
    await forbidden(file, "import { createBus } from '../../shared-runtime/src/bus';", PATHS, RELATIVE);
    await forbidden(file, "import { local } from '../../shared-ui/src/storage';", PATHS, RELATIVE);
    await allowed(file, "export { routes } from '@storefront/contracts';\nexport { formatSum } from '@storefront/contracts/rules';");
  });
});

describe('the scripts and the build factory import no remote, not the shell or the API', () => {
  test('the scripts: a remote, the shell, the API or the bench by name', async () => {
    const file = 'scripts/lib/snippet.mjs';
    await forbidden(file, "import { default as app } from '@storefront/mf-catalog/src/app.tsx';", RESTRICTED, PATHS);
    await forbidden(file, "export const load = () => import('@storefront/mf-catalog/src/app.tsx');", PATHS);
    await forbidden(file, "import '@storefront/shell';", RESTRICTED);
    await forbidden(file, "import { API_BUNDLE } from '@storefront/api/build.mjs';", RESTRICTED);
    await forbidden(file, "import { openLoop } from '@storefront/bench/src/load.mjs';", RESTRICTED);
  });
  test('the scripts: by a relative path, statically or dynamically', async () => {
    await forbidden('scripts/lib/snippet.mjs', "import { buildApi } from '../../api/build.mjs';", PATHS);
    await forbidden('scripts/snippet.mjs', "export const load = () => import('../mf-booking/src/app.tsx');", PATHS);
    await forbidden('scripts/production/snippet.mjs', "import { boot } from '../../shell/src/boot/boot.tsx';", PATHS);
    await forbidden('scripts/lib/snippet.mjs', "import { openLoop } from '../../bench/src/load.mjs';", PATHS);
  });
  test('the build factory: a remote, the shell, the API, the scripts or any package of ours', async () => {
    const file = 'tooling/webpack/snippet.mjs';
    await forbidden(file, "export const load = () => import('../../mf-catalog/src/app.tsx');", PATHS);
    await forbidden(file, "import { default as app } from '@storefront/mf-catalog/src/app.tsx';", RESTRICTED, PATHS);
    await forbidden(file, "import { boot } from '../../shell/src/boot/boot.tsx';", PATHS);
    await forbidden(file, "import { buildApi } from '../../api/build.mjs';", PATHS);
    await forbidden(file, "import { repoRoot } from '../../scripts/lib/workspaces.mjs';", PATHS);
    await forbidden(file, "import { routes } from '@storefront/contracts';", RESTRICTED);
  });
  test('their own files, the build factory from the scripts and third parties are fine', async () => {
    await allowed('scripts/lib/snippet.mjs', [
      "export { repoRoot } from './workspaces.mjs';",
      "export { buildApi } from './api-bundle.mjs';",
      "export { createConfig } from '@storefront/tooling';",
      "export { build } from 'esbuild';",
    ].join('\n'));
    await allowed('tooling/webpack/snippet.mjs', "export { StartPreloadPlugin } from './start-preload-plugin.mjs';\nexport { build } from 'esbuild';");
  });
  test('a relative import that does not resolve is reported there too', async () => {
    await forbidden('scripts/lib/snippet.mjs', "import { nothing } from './no-such-file.mjs';", 'import-x/no-unresolved');
    await forbidden('tooling/webpack/snippet.mjs', "import { nothing } from './no-such-file.mjs';", 'import-x/no-unresolved');
  });
});

describe('inside the API, a domain is reached through its face and nothing imports in a circle', () => {
  const CYCLE = 'import-x/no-cycle';
  test('another domain\'s inner file, from a domain, from app.ts or from platform/', async () => {
    await forbidden('api/src/domains/chat/snippet.ts', "export { changeOrderStatus } from '../orders/lifecycle';", PATHS);
    await forbidden('api/src/domains/orders/snippet.ts', "export const load = () => import('../payments/routes');", PATHS);
    await forbidden('api/src/snippet.ts', "export { ordersPlugin } from './domains/orders/routes';", PATHS);
    await forbidden('api/src/platform/snippet.ts', "export { ordersPlugin } from '../domains/orders';", PATHS);
  });
  test('the simulation: never from a domain, and from app.ts only by import()', async () => {
    await forbidden('api/src/domains/orders/snippet.ts', "export * from '../../simulation';", PATHS);
    await forbidden('api/src/app.ts', "export { simulationPlugin } from './simulation';\nimport { simulationPlugin } from './simulation';", 'no-restricted-syntax');
    await allowed('api/src/app.ts', "export const load = () => import('./simulation');");
  });
  test('a domain\'s own files, another domain\'s face, platform/ and lib/ are fine', async () => {
    await allowed('api/src/domains/chat/snippet.ts', [
      "export { writeChatMessage } from './repository';",
      "export { changeOrderStatus } from '../orders';",
      "export { isStoredId } from '../../platform/ids';",
      "export { serve } from '../../lib/serve';",
    ].join('\n'));
  });
  // A cycle needs a file others import, so these lint a real file's path with new contents: the
  // rule follows the real imports on disk back to it.
  test('a cycle inside a domain', async () => {
    await forbidden('api/src/domains/orders/order-mapper.ts', "export { placeOrder } from './place-order';", CYCLE);
  });
  test('a cycle between domains, even through their faces', async () => {
    await forbidden('api/src/domains/account/cashback.ts', "export { ordersPlugin } from '../orders';", CYCLE);
  });
});

describe('the test kit stays in tests', () => {
  test('a remote’s or the shell’s code cannot import it', async () => {
    await forbidden('mf-booking/src/Snippet.tsx', "export { renderRemote } from '@storefront/ui/testing';", RESTRICTED);
    await forbidden('shell/src/snippet.tsx', "export { renderRemote } from '@storefront/ui/testing';", RESTRICTED);
  });
  test('their tests can, and still not another remote', async () => {
    await allowed('mf-booking/test/snippet.test.tsx', "export { renderRemote } from '@storefront/ui/testing';\nexport { routes } from '@storefront/contracts';");
    await allowed('shell/test/snippet.test.ts', "export { fakeMountProps } from '@storefront/ui/testing';");
    await forbidden('mf-booking/test/snippet.test.tsx', "import { app } from '@storefront/mf-profile';", RESTRICTED);
  });
});

describe('React’s hook rules', () => {
  const file = 'mf-booking/src/Snippet.tsx';
  test('a hook called conditionally', async () => {
    await forbidden(file, "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) { if (on) { useState(0); } return null; }",
      'react-hooks/rules-of-hooks');
  });
  test('an effect that leaves out a dependency', async () => {
    await forbidden(file, "import { useEffect } from 'react';\nexport function A({ id }: { id: string }) { useEffect(() => { console.log(id); }, []); return null; }",
      'react-hooks/exhaustive-deps');
  });
  test('an effect that lists what it reads is fine', async () => {
    await allowed(file, "import { useEffect } from 'react';\nexport function A({ id }: { id: string }) { useEffect(() => { console.log(id); }, [id]); return null; }");
  });
});

describe('no function over 80 lines in product code', () => {
  const LENGTH = 'max-lines-per-function';
  /** A function of `statements` one-line statements, its blank lines and comments on top. */
  const fn = (statements, { blanks = 0, comments = 0 } = {}) =>
    `export function f() {\n${'  void 0;\n'.repeat(statements)}${'\n'.repeat(blanks)}${'  // why\n'.repeat(comments)}}\n`;
  test('81 lines in a remote, the shell, the ui or the API', async () => {
    for (const file of ['mf-catalog/src/features/menu/Snippet.ts', 'shell/src/Snippet.ts', 'shared-ui/src/Snippet.ts', 'api/src/domains/orders/snippet.ts']) {
      await forbidden(file, fn(79), LENGTH);
    }
  });
  test('80 lines are fine, blank lines and comments not counted', async () => {
    await allowed('mf-profile/src/features/chat/Snippet.ts', fn(78, { blanks: 10, comments: 10 }));
  });
  test('tests and translation tables are left out', async () => {
    await allowed('mf-catalog/test/snippet.test.ts', fn(100));
    await allowed('shell/src/i18n/texts.ts', fn(100));
  });
  test('the API\'s migrations and demo seed are data, left out', async () => {
    await allowed('api/src/db/migrations.ts', fn(100));
    await allowed('api/src/seed/snippet.ts', fn(100));
  });
});
