import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates and seeds once; each file then opens its own copy (test/helpers/db.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2 } },
    // Files share a worker's loaded modules: importing the whole API again for each of ~50 files
    // cost more than the tests themselves. Every file opens its own database and app (helpers/api.ts),
    // so no test leans on what another left in a module.
    isolate: false,
  },
});
