// The linter keeps the architecture's boundaries and React's hook rules; it turns on no style rule
// set, since formatting is not what it is for. Each boundary is stated twice on purpose:
// `no-restricted-imports` reads the package name as written (clear message, no resolver needed),
// and `import-x/no-restricted-paths` checks where an import really lands, which also catches
// relative paths and dynamic `import()`. `import-x/no-unresolved` on relative paths makes sure
// the second check cannot pass silently because the resolver failed to find a file.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { REMOTES, WORKSPACES, repoRoot } from './scripts/lib/workspaces.mjs';
import { apiDomainConfigs } from './api/eslint.domains.mjs';
import { contractsPurity } from './shared-contracts/eslint.purity.mjs';

const CONTRACTS = 'shared-contracts';
const RUNTIME = 'shared-runtime';
const UI = 'shared-ui';
const SHELL = 'shell';
const API = 'api';
const TOOLING = 'tooling';
const BENCH = 'bench';
const SCRIPTS = 'scripts';
const TS_FILES = (ws) => [`${ws}/**/*.{ts,tsx,mts,cts}`];
const NODE_FILES = (dir) => [`${dir}/**/*.{js,mjs,cjs}`];
const others = (...allowed) => WORKSPACES.filter((ws) => !allowed.includes(ws)).map((ws) => `./${ws}`);

/** A `no-restricted-imports` pattern that forbids every `@storefront/*` specifier but the ones listed. */
function onlyOurPackages(allowed, message, { sharedRouter = false } = {}) {
  const alternatives = allowed.map((name) => name.replace('@storefront/', '').replace('/', '\\/')).join('|');
  return {
    'no-restricted-imports': ['error', {
      patterns: [{ regex: allowed.length ? `^@storefront\\/(?!(?:${alternatives})$)` : '^@storefront\\/', message }],
      // The storefront's containers take react-router from the one shared module (shared-ui/src/router.ts).
      ...(sharedRouter ? { paths: [{ name: 'react-router-dom', message: 'Import the router from @storefront/ui/router: one tree-shaken copy shared by every container.' }] } : {}),
    }],
  };
}

// What `shared-contracts/src/rules` may use: its siblings and the schema modules that import only
// each other and zod. The package root and the route table stay out, so that a container can take
// the rules (tree-shaken, `./rules`) without the whole shared entry.
const PURE_CORE = ['rules', 'common.ts', 'enums.ts', 'limits.ts', 'constants.ts', 'entities', 'app-routes.ts'];

/** One zone per feature folder: a feature imports its own files, the remote's shared ones, never another feature. */
function featureZones() {
  const zones = [];
  for (const remote of REMOTES) {
    const featuresDir = path.join(repoRoot, remote, 'src/features');
    if (!fs.existsSync(featuresDir)) continue;
    for (const entry of fs.readdirSync(featuresDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      zones.push({
        target: `./${remote}/src/features/${entry.name}`,
        from: `./${remote}/src/features`,
        except: [`./${entry.name}`],
        message: 'A feature does not import another feature: move what both need to src/components, @storefront/ui or @storefront/contracts.',
      });
    }
  }
  return zones;
}

const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: others(remote, CONTRACTS, RUNTIME, UI),
    message: 'A remote imports only @storefront/contracts, @storefront/runtime and @storefront/ui among our packages.',
  })),
  {
    target: `./${CONTRACTS}`,
    from: others(CONTRACTS),
    message: 'The contracts import nothing of ours.',
  },
  {
    target: PURE_CORE.map((item) => `./${CONTRACTS}/src/${item}`),
    from: `./${CONTRACTS}/src`,
    except: PURE_CORE.map((item) => `./${item}`),
    message: 'The rules, and the schema modules they use, never import the package root or the route table.',
  },
  {
    target: `./${RUNTIME}`,
    from: others(RUNTIME, CONTRACTS),
    message: '@storefront/runtime imports only @storefront/contracts among our packages.',
  },
  {
    target: `./${UI}`,
    from: others(UI, CONTRACTS, RUNTIME),
    message: '@storefront/ui imports only @storefront/contracts and @storefront/runtime among our packages.',
  },
  {
    target: `./${SHELL}`,
    from: [...REMOTES, API, 'e2e'].map((ws) => `./${ws}`),
    message: 'The shell loads the remotes at run time and never imports one (nor the API).',
  },
  {
    target: `./${API}`,
    from: others(API, CONTRACTS),
    message: 'The API imports only @storefront/contracts among our packages.',
  },
  {
    target: `./${SCRIPTS}`,
    from: [...REMOTES, SHELL, API, BENCH].map((ws) => `./${ws}`),
    message: 'The scripts build, start and serve the workspaces and import none of them: run the API\'s build (scripts/lib/api-bundle.mjs), load a remote at run time.',
  },
  {
    target: `./${TOOLING}`,
    from: [...others(TOOLING), `./${SCRIPTS}`],
    message: 'The build factory imports nothing of ours: a workspace hands it its own files (createConfig({ dir })), the bench its one-bundle module (BUILD_ONE_BUNDLE).',
  },
  ...featureZones(),
];

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.d.mts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'module', 'browser', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }],
      // React writes a <style>'s or <title>'s text only when it is one string: react-dom/server
      // leaves a list of children out (an empty stylesheet in the first view), where Preact joined it.
      'no-restricted-syntax': ['error', {
        selector: 'JSXElement[openingElement.name.name=/^(style|title)$/][children.length>1]',
        message: 'Give a <style> or <title> one string child (a template literal): React drops a list of children on the server.',
      }],
    },
  },
  {
    // A relative path never leaves its workspace; another workspace is reached by package name.
    // The browser tests are left out: they drive the repository's own scripts.
    files: WORKSPACES.filter((ws) => ws !== 'e2e').flatMap(TS_FILES),
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    files: REMOTES.flatMap(TS_FILES),
    rules: onlyOurPackages(
      ['@storefront/contracts', '@storefront/contracts/rules', '@storefront/runtime', '@storefront/ui', '@storefront/ui/router'],
      'A remote imports only @storefront/contracts (and /rules), @storefront/runtime and @storefront/ui among our packages.',
      { sharedRouter: true },
    ),
  },
  {
    files: TS_FILES(CONTRACTS),
    rules: onlyOurPackages([], 'The contracts import nothing of ours, not even their own package root: import the module itself.'),
  },
  {
    files: TS_FILES(RUNTIME),
    rules: onlyOurPackages(['@storefront/contracts', '@storefront/contracts/rules'], '@storefront/runtime imports only @storefront/contracts among our packages.'),
  },
  {
    files: TS_FILES(UI),
    // Its own router module by the package's name, as the containers import it: by a relative path,
    // webpack would bundle a second react-router beside the shared one (two router contexts).
    rules: onlyOurPackages(['@storefront/contracts', '@storefront/contracts/rules', '@storefront/runtime', '@storefront/ui/router'], '@storefront/ui imports only @storefront/contracts and @storefront/runtime among our packages.', { sharedRouter: true }),
  },
  {
    files: TS_FILES(SHELL),
    rules: onlyOurPackages(['@storefront/contracts', '@storefront/contracts/rules', '@storefront/runtime', '@storefront/ui', '@storefront/ui/router'], 'The shell imports no remote and not the API.', { sharedRouter: true }),
  },
  {
    files: TS_FILES(API),
    rules: onlyOurPackages(['@storefront/contracts', '@storefront/contracts/rules'], 'The API imports only @storefront/contracts among our packages.'),
  },
  {
    // The test kit (renders a remote as the shell mounts it) is for the tests of the shell and the
    // remotes only, so it never reaches a bundle: their `src` keeps the rules above, which refuse it.
    files: [SHELL, ...REMOTES].map((ws) => `${ws}/test/**/*.{ts,tsx,mts,cts}`),
    rules: onlyOurPackages(
      ['@storefront/contracts', '@storefront/contracts/rules', '@storefront/runtime', '@storefront/ui', '@storefront/ui/router', '@storefront/ui/testing'],
      'A test imports only @storefront/contracts, @storefront/runtime, @storefront/ui and its test kit (@storefront/ui/testing) among our packages.',
    ),
  },
  {
    // The first view's server-side helpers (react-dom/server, Node only) are for the part each
    // workspace renders on the page server, never for its browser code.
    files: [`${SHELL}/src/first-view/page-server.tsx`, ...REMOTES.map((ws) => `${ws}/src/first-view.tsx`)],
    rules: onlyOurPackages(
      ['@storefront/contracts', '@storefront/contracts/rules', '@storefront/runtime', '@storefront/ui', '@storefront/ui/router', '@storefront/ui/first-view'],
      'A workspace\'s first view imports only @storefront/contracts, @storefront/runtime, @storefront/ui and its first-view helpers among our packages.',
    ),
  },
  {
    // scripts/ and tooling/ run in Node, as JavaScript: the same two checks over their imports, and
    // the resolver check that keeps the path check from passing unseen.
    files: [SCRIPTS, TOOLING].flatMap(NODE_FILES),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.mjs', '.js', '.cjs', '.json'] })] },
    rules: {
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }],
    },
  },
  {
    files: [SCRIPTS].flatMap((dir) => [...NODE_FILES(dir), ...TS_FILES(dir)]),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^@storefront\\/(?:mf-[^/]+|shell|api|bench)(?:\\/|$)', message: 'The scripts import no remote, not the shell, the API or the bench.' }],
      }],
    },
  },
  {
    files: [TOOLING].flatMap((dir) => [...NODE_FILES(dir), ...TS_FILES(dir)]),
    rules: onlyOurPackages([], 'The build factory imports nothing of ours: a workspace hands it its own files, the bench its one-bundle module.'),
  },
  ...contractsPurity,
  {
    // No function over 80 lines in product code (CONTRIBUTING.md): a longer one is split into hooks,
    // components or helpers named for what they hold. Tests, the test kit, the translation tables, the
    // API's schema migrations and its demo seed (menus, pictures drawn as SVG) are data more than code.
    files: [SHELL, UI, ...REMOTES, API].map((ws) => `${ws}/src/**/*.{ts,tsx,mts,cts}`),
    ignores: ['**/test/**', '**/*.test.*', '**/testing/**', '**/translations.ts', '**/*texts.ts', `${API}/src/db/migrations.ts`, `${API}/src/seed/**`],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  ...apiDomainConfigs(zones),
);
