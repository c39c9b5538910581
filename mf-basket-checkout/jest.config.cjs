// The package's unit tests (npm test --workspace): the shared setup of scripts/jest/base.cjs.
const { storefrontJest } = require('../scripts/jest/base.cjs');

// A remote's floor is 80 % of its lines; the threshold is what its screen tests reach (issue 37).
const config = storefrontJest({ dir: __dirname, environment: 'jsdom', coverageLines: 95 });
// The screens' stand-ins for what jsdom lacks (scrollIntoView, scrollTo): test/setup-dom.ts.
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, '<rootDir>/test/setup-dom.ts'];
module.exports = config;
