import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { AuditChain, AuditChainPlugin } from './audit-chain';
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
import { migrateAsOwner, migrationsPending } from './roles';
import type { Database } from './schema';

/** Default life of a session in a node's cache (writes to sessions, users or levels end it). */
export const SESSION_CACHE_MS = 5000;

/**
 * `auditKey` keys the audit chain (HMAC); default: `BO_AUDIT_KEY` of the environment. Without
 * one, appending an audit row fails. PostgreSQL's `ownerUrl` is the role that owns the schema and
 * runs the migrations (`DATABASE_OWNER_URL`); `url` is the runtime role, which then gets only the
 * rights it needs (db/roles.ts). Without `ownerUrl` the runtime role migrates (tests, evaluation).
 */
export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null;
      loadDataDir?: Blob;
      sessionCacheMs?: number;
      auditKey?: string;
    }
  | {
      kind: 'postgres';
      url: string;
      ownerUrl?: string;
      schema?: string;
      poolSize?: number;
      sessionCacheMs?: number;
      auditKey?: string;
    };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The pg pool (PostgreSQL only): the socket.io adapter uses it. */
  pool: pg.Pool | null;
  pglite: PGlite | null;
  /** Committed writes to sessions, users and levels, from this node and (PostgreSQL) others. */
  changes: ChangeFeed;
  /** The audit chain's key and append listeners (db/audit-chain.ts). */
  audit: AuditChain;
  /** Runs the pending migrations (as the owner role when there is one, then grants the runtime role). */
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

/** How long a request waits for a connection to PostgreSQL before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * A restart of PostgreSQL ends every connection with an 'error' event. pg-pool listens on its
 * idle clients and re-emits on the pool; a checked-out client has no listener, and an unheard
 * 'error' ends the process. Every client of the pool therefore gets its own listener (the query
 * it was running fails on its own, pg-pool drops the broken client when it is released) and the
 * pool's re-emitted errors are only logged: the next query opens a new connection.
 */
export function survivesRestarts(pool: pg.Pool): void {
  let warned = 0;
  const note = (error: Error) => {
    // One line per burst: a restart ends all of them at once.
    if (Date.now() - warned < 5000) return;
    warned = Date.now();
    console.warn(`[db] connection to PostgreSQL lost (${error.message}); reconnecting on demand`);
  };
  pool.on('error', note);
  pool.on('connect', (client) => {
    client.on('error', note);
  });
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const cacheMs = config.sessionCacheMs ?? SESSION_CACHE_MS;
  const audit = new AuditChain(config.auditKey || process.env.BO_AUDIT_KEY || null);
  if (config.kind === 'pglite') {
    return openPglite(config.dataDir, config.loadDataDir, cacheMs, audit);
  }
  return openPostgres(config, config.poolSize ?? 10, cacheMs, audit);
}

async function openPglite(
  dataDir: string | null,
  loadDataDir: Blob | undefined,
  cacheMs: number,
  audit: AuditChain,
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
      extensions: { pg_trgm, btree_gist },
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
    plugins: [new AuditChainPlugin(audit)],
  });
  attachSessionCaching(db as Kysely<unknown>, { feed: changes, ttlMs: cacheMs });
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite,
    changes,
    audit,
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
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  poolSize: number,
  cacheMs: number,
  audit: AuditChain,
): Promise<DatabaseHandle> {
  const { url, schema, ownerUrl } = config;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: ownerUrl ?? url });
    await admin.connect();
    try {
      // Created only when missing: a role may use a schema without the right to create one.
      const found = await admin.query('select 1 from pg_namespace where nspname = $1', [schema]);
      if (found.rowCount === 0) await admin.query(`create schema if not exists ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    // A database that does not answer fails the request (503) instead of holding it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  survivesRestarts(pool);
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
    plugins: [new AuditChainPlugin(audit)],
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
    audit,
    migrate: async () => {
      const runtime = db as Kysely<unknown>;
      if (ownerUrl) return migrateAsOwner(ownerUrl, runtime, schema);
      // A runtime role without the owner's rights starts as long as nothing is pending.
      if (!(await migrationsPending(runtime, await serverSchema(runtime, schema)))) return [];
      return migrateToLatest(runtime, schema);
    },
    async close() {
      await stopListening();
      await db.destroy();
    },
  };
}
