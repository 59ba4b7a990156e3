import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index';
import { seedIfEmpty } from '../src/seed/index';

export const TEMPLATE_PATIENTS = 60;
const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Starting PGlite from scratch (initdb) costs many seconds; loading a dumped data folder costs
 * about one. One migrated and seeded database is dumped here and every test file loads it.
 * With TEST_DATABASE_URL, pg_trgm is created once before files migrate their schemas in parallel.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query('create extension if not exists pg_trgm with schema public');
    } finally {
      await c.end();
    }
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedIfEmpty(handle, CHEAP, TEMPLATE_PATIENTS);
  const pglite = handle.pglite;
  if (!pglite) throw new Error('expected PGlite');
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const path = join(tmpdir(), `simrs-server-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(path, { force: true });
}
