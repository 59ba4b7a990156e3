import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  attachSessionCaching,
  ChangeFeed,
  changeChannel,
  listenForChanges,
  watchDialect,
} from './changes';
import { acquireDataDirLock } from './lock';
import { migrateToLatest, serverSchema } from './migrator';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** Default life of a session in a node's cache (writes to sessions, users or levels end it). */
export const SESSION_CACHE_MS = 5000;

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob; sessionCacheMs?: number }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number; sessionCacheMs?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The pg pool (PostgreSQL only): the socket.io adapter uses it. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  /** Committed writes to sessions, users and levels, from this node and (PostgreSQL) others. */
  changes: ChangeFeed;
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
  const cacheMs = config.sessionCacheMs ?? SESSION_CACHE_MS;
  if (config.kind === 'pglite') return openPglite(config.dataDir, config.loadDataDir, cacheMs);
  return openPostgres(config.url, config.schema, config.poolSize ?? 10, cacheMs);
}

async function openPglite(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  cacheMs: number,
): Promise<DatabaseHandle> {
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
  // One process holds the folder (the lock): every change is made, and seen, here.
  const changes = new ChangeFeed(true);
  const db = new Kysely<Database>({
    dialect: watchDialect(new PGliteDialect(pglite), changes, null),
  });
  attachSessionCaching(db as Kysely<unknown>, { feed: changes, ttlMs: cacheMs });
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite,
    changes,
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
  cacheMs: number,
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
  const changes = new ChangeFeed(false);
  let channel: string;
  try {
    const probe = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(probe);
    channel = changeChannel(await serverSchema(probe, schema));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: watchDialect(new PostgresDialect({ pool }), changes, channel),
  });
  // Other API nodes write to the same tables: their NOTIFYs keep this node's caches honest.
  const stopListening =
    cacheMs > 0 ? await listenForChanges(url, channel, changes) : async () => {};
  attachSessionCaching(db as Kysely<unknown>, { feed: changes, ttlMs: cacheMs });
  return {
    db,
    kind: 'postgres',
    pool,
    pglite: null,
    changes,
    migrate: () => migrateToLatest(db as Kysely<unknown>, schema),
    async close() {
      await stopListening();
      await db.destroy();
    },
  };
}
