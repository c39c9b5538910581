// The shared jest configuration of the storefront's packages: each package's jest.config.cjs calls
// `storefrontJest` with what differs (environment, coverage floor). The packages are ESM TypeScript
// for webpack; jest runs CommonJS, so @swc/jest compiles every file to it, stripping the types
// (`npm run typecheck` checks them, tests included).
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/** swc options: TypeScript and TSX with React 19's automatic runtime, emitted as CommonJS. */
const swc = (syntax) => ['@swc/jest', {
  swcrc: false,
  jsc: {
    parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

/**
 * Packages published as ES modules only, which jest must compile like our own files. Every other
 * dependency ships CommonJS under its `require` condition and is left as it is.
 */
const ESM_ONLY = ['react-leaflet', '@react-leaflet'];

/**
 * @param {{ dir: string, environment: 'jsdom' | 'node', coverageLines: number, displayName?: string }} options
 *   `dir`: the package's folder (its __dirname); `coverageLines`: the % of `src` lines below which
 *   `jest --coverage` fails.
 */
function storefrontJest({ dir, environment, coverageLines, displayName = path.basename(dir) }) {
  const dom = environment === 'jsdom';
  return {
    displayName,
    rootDir: dir,
    testEnvironment: dom ? 'jsdom' : 'node',
    // A screen test types and clicks through a whole flow; on a loaded 2-core CI machine the first
    // one (cold code, jsdom) can take longer than jest's 5 s. A test's time is not what it checks.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(ts|tsx|mts|cts)$': swc('typescript'),
      '^.+\\.(js|jsx|mjs|cjs)$': swc('ecmascript'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY.join('|')})/)`],
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    // The test kit (shared-ui/src/testing) is tooling for the tests, not code of the storefront.
    collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.d.ts', '!src/testing/**'],
    // V8's own counters: no second instrumenting pass over swc's output on 2 cores.
    coverageProvider: 'v8',
    coverageReporters: ['text-summary'],
    // Out of the work tree: a reporter that writes files (--coverageReporters=html) leaves nothing to commit.
    coverageDirectory: path.join(repoRoot, 'node_modules/.cache/jest-coverage', displayName),
    coverageThreshold: { global: { lines: coverageLines } },
  };
}

module.exports = { storefrontJest, repoRoot };
