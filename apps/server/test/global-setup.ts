import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index';
import { seedIfEmpty } from '../src/seed/index';

export const TEMPLATE_PATIENTS = 60;
/** The audit chain's key in every test (vitest.config.ts gives it to the workers as BO_AUDIT_KEY). */
export const TEST_AUDIT_KEY = 'test-audit-key';
const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The template depends on the migrations, the seeds and the PGlite version: a hash of them names
 * the cached dump, so a change to any of them builds a new one.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(full.slice(serverDir.length));
        hash.update(readFileSync(full));
      }
    }
  };
  // The migrations and seeds live in the platform and the modules too; the audit chain's format
  // is the platform's.
  for (const dir of ['db', 'seed', 'platform', 'modules']) walk(join(serverDir, 'src', dir));
  hash.update(
    readFileSync(
      join(serverDir, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    ),
  );
  hash.update(String(TEMPLATE_PATIENTS));
  return hash.digest('hex').slice(0, 16);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Migrated, not seeded: what a production start finds on a new database. */
    pgliteEmptyTemplate: string;
  }
}

/**
 * Starting PGlite from scratch (initdb) costs many seconds; loading a dumped data folder costs
 * about one. One migrated and seeded database is dumped here (cached in node_modules/.cache
 * under a hash of its inputs) and every test file loads it.
 * With TEST_DATABASE_URL, pg_trgm and btree_gist are created once before files migrate their schemas in parallel.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query('create extension if not exists pg_trgm with schema public');
      await c.query('create extension if not exists btree_gist with schema public');
    } finally {
      await c.end();
    }
  }
  const key = templateKey();
  const path = join(serverDir, 'node_modules', '.cache', `pglite-template-${key}.tar`);
  const emptyPath = join(serverDir, 'node_modules', '.cache', `pglite-empty-${key}.tar`);
  if (!existsSync(path) || !existsSync(emptyPath)) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, auditKey: TEST_AUDIT_KEY });
    await handle.migrate();
    const pglite = handle.pglite;
    if (!pglite) throw new Error('expected PGlite');
    const save = async (target: string) => {
      const dump = await pglite.dumpDataDir('none');
      mkdirSync(dirname(target), { recursive: true });
      // A name of its own: the PGlite and PostgreSQL runs may build the same template at once.
      const tmp = `${target}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, target);
    };
    await save(emptyPath);
    await seedIfEmpty(handle, CHEAP, TEMPLATE_PATIENTS);
    await save(path);
    await handle.close();
  }
  project.provide('pgliteTemplate', path);
  project.provide('pgliteEmptyTemplate', emptyPath);
}
