// The package's unit tests (npm test --workspace): the shared setup of scripts/jest/base.cjs.
const { storefrontJest } = require('../scripts/jest/base.cjs');

// A remote's floor is 80 % of its lines; every screen of this one has its Testing Library tests
// (issue 37), which reach all of `src`: the threshold is what they reach.
module.exports = {
  ...storefrontJest({ dir: __dirname, environment: 'jsdom', coverageLines: 95 }),
  // A screen test walks a customer through several steps on 2 shared cores: more than jest's 5 s.
  testTimeout: 15_000,
};
