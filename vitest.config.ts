import { defineConfig } from 'vitest/config';

/** Packages resolve `@pepites/contracts` to its TypeScript source in tests (the `source` condition). */
const resolve = { conditions: ['source', 'import', 'module', 'default'] };

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest/counts-reporter.ts'],
    projects: [
      {
        resolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      // The repository's own scripts: what `npm start` does with its server process.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
