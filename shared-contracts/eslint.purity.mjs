// The contracts are data and rules only: the API (Node) and every container (the browser) run them,
// and a rule that reached for the network, the storage or the page would run in one of the two and
// fail in the other. What does I/O (the API client, the bus, the session store) is @storefront/runtime.
// Spread into eslint.config.mjs. The rule ids are the TypeScript variant of `no-restricted-imports`
// (its options do not replace those of the plain rule, which keeps the contracts off our other
// packages) and `no-restricted-globals`.
import { builtinModules } from 'node:module';

const SOURCES = ['shared-contracts/src/**/*.{ts,tsx,mts,cts}'];

const MESSAGE = 'The contracts do no I/O: the API client, the bus and the session store live in @storefront/runtime.';

/** Packages that talk to the network, hold state over time or format for the page. */
const IO_PACKAGES = ['axios', 'rxjs', 'i18next', 'react-i18next', 'react', 'react-dom', 'single-spa'];

/** Node's own modules, with or without `node:`, and their subpaths (`fs/promises`). */
const NODE_BUILTINS = `^(?:node:.*|(?:${builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/]/g, '\\/')).join('|')})(?:\\/.*)?)$`;

/** The page, the network, the storage and the process, as globals. */
const IO_GLOBALS = [
  'window', 'self', 'globalThis', 'document', 'location', 'history', 'navigator', 'localStorage', 'sessionStorage',
  'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'process',
];

export const contractsPurity = [
  {
    files: SOURCES,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: IO_PACKAGES.map((name) => ({ name, message: MESSAGE })),
        patterns: [
          { group: IO_PACKAGES.map((name) => `${name}/*`), message: MESSAGE },
          { regex: NODE_BUILTINS, message: 'The contracts run in the browser too: no Node module.' },
        ],
      }],
      'no-restricted-globals': ['error', ...IO_GLOBALS.map((name) => ({ name, message: MESSAGE }))],
    },
  },
];
