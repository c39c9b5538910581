// The jsdom packages' setup: Testing Library's DOM matchers (toBeInTheDocument, toHaveValue...).
require('@testing-library/jest-dom');

// jsdom has no TextEncoder, which react-router and react-dom/server create when they load; Node's is
// the same API.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
