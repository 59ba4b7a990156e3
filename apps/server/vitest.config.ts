import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The whole suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
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
