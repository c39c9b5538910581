// The package's unit tests (npm test --workspace): the shared setup of scripts/jest/base.cjs.
const { storefrontJest } = require('../scripts/jest/base.cjs');

// A remote's floor is 80 % of its lines; this one's tests reach less so far (issue 37), so the
// threshold is what they reach: raise it with each screen test, until 80.
module.exports = storefrontJest({ dir: __dirname, environment: 'jsdom', coverageLines: 49 });
