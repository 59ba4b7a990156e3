import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The whole suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // At least two files at a time: each has a database of its own (a PGlite copy of the template,
    // a PostgreSQL schema), and much of a file's time is waiting on it. Vitest's default (the cores
    // less one) is one file at a time on a two-core machine: 7.5 min for the PGlite run, 5.7 with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/global-setup.ts'],
    // The audit chain's key of any database a test opens (test/global-setup.ts TEST_AUDIT_KEY).
    env: { BO_AUDIT_KEY: 'test-audit-key' },
    projects: [
      {
        extends: true,
        test: { name: 'pglite', env: { SIMRS_TEST_DB: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { SIMRS_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
