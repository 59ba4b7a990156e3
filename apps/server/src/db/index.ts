import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { migrateToLatest } from './migrator';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The pg pool (PostgreSQL only): the socket.io adapter uses it. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

// Same value types from both engines: int8 and numeric as numbers, date as 'YYYY-MM-DD'.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (v: string) => Number(v);
const identity = (v: string) => v;

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return toNumber;
    if (oid === DATE) return identity;
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'pglite') return openPglite(config.dataDir, config.loadDataDir);
  return openPostgres(config.url, config.schema, config.poolSize ?? 10);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let release: () => void = () => {};
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: identity },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite,
    migrate: () => migrateToLatest(db as Kysely<unknown>),
    async close() {
      try {
        if (!pglite.closed) {
          if (dataDir) await pglite.exec('checkpoint');
          await pglite.close();
        }
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  poolSize: number,
): Promise<DatabaseHandle> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    pool,
    pglite: null,
    migrate: () => migrateToLatest(db as Kysely<unknown>, schema),
    async close() {
      await db.destroy();
    },
  };
}
