import pg from 'pg';

/** Creates pg_trgm once, before test files migrate their own schemas in parallel. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await c.end();
  }
}
