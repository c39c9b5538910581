// The package's unit tests (npm test --workspace): the shared setup of scripts/jest/base.cjs.
const { storefrontJest } = require('../scripts/jest/base.cjs');

module.exports = storefrontJest({ dir: __dirname, environment: 'jsdom', coverageLines: 90 });
