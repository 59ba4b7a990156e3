import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { assertNoTransactionScope } from './scope';

/**
 * Tracks writes that end or change a signed-in session, so per-node caches of sessions can drop
 * what they hold: a session row (logout, revocation, refresh), a user (password, status, level,
 * name) or a level (its menus). The database is the only thing API nodes share, so the signal
 * rides on it: every statement the server runs passes through `watchDialect`, a write to one of
 * these tables bumps `generation` on this node once committed, and on PostgreSQL also sends a
 * NOTIFY (inside the transaction, so it is delivered at commit) that `listenForChanges` turns
 * into the same bump on every other node.
 */
export class ChangeFeed {
  /** Bumped by every committed change; a cached value read under an older one is stale. */
  generation = 0;
  /** Whether changes of every node reach this one (PostgreSQL: while LISTEN is connected). */
  live: boolean;

  constructor(live: boolean) {
    this.live = live;
  }

  changed(): void {
    this.generation++;
  }
}

/** An UPDATE, DELETE or TRUNCATE of sessions, users or user_levels, in any statement text. */
const SESSION_WRITE =
  /\b(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?[a-z_][a-z0-9_$]*"?\.)?"?(?:sessions|users|user_levels)"?(?![a-z0-9_$])/i;

export const isSessionWrite = (sqlText: string): boolean => SESSION_WRITE.test(sqlText);

type Notify = (conn: DatabaseConnection) => Promise<void>;

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  dirty = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly feed: ChangeFeed,
    private readonly notify: Notify | null,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiled);
    if (isSessionWrite(compiled.sql)) {
      if (this.inTransaction) {
        this.dirty = true;
      } else {
        // Autocommitted: already visible to every node.
        await this.notify?.(this.inner);
        this.feed.changed();
      }
    }
    return result;
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly feed: ChangeFeed,
    private readonly notify: Notify | null,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    assertNoTransactionScope();
    return new WatchedConnection(await this.inner.acquireConnection(), this.feed, this.notify);
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = conn as WatchedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.dirty = false;
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    const c = conn as WatchedConnection;
    // NOTIFY inside the transaction: the other nodes hear it when (and only if) it commits.
    if (c.dirty) await this.notify?.(c.inner);
    await this.inner.commitTransaction(c.inner);
    c.inTransaction = false;
    if (c.dirty) {
      c.dirty = false;
      this.feed.changed();
    }
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    const c = conn as WatchedConnection;
    c.inTransaction = false;
    c.dirty = false;
    await this.inner.rollbackTransaction(c.inner);
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection((conn as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with every statement watched for session writes (see ChangeFeed). */
export function watchDialect(dialect: Dialect, feed: ChangeFeed, channel: string | null): Dialect {
  const notify: Notify | null = channel
    ? async (conn) => {
        await conn.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, '']));
      }
    : null;
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), feed, notify),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/** Per Kysely instance: its feed and how long a session may be served from a node's cache. */
export interface SessionCaching {
  feed: ChangeFeed;
  /** 0: no cache. */
  ttlMs: number;
}

const caching = new WeakMap<object, SessionCaching>();

export function attachSessionCaching(db: Kysely<unknown>, value: SessionCaching): void {
  caching.set(db, value);
}

/** The caching settings of a handle's `db` (undefined for transactions and other instances). */
export function sessionCachingOf(db: Kysely<unknown>): SessionCaching | undefined {
  return caching.get(db);
}

/** The NOTIFY channel of a schema's session changes (an identifier: at most 63 characters). */
export const changeChannel = (schema: string): string => `simrs_sessions_${schema}`.slice(0, 63);

/**
 * LISTENs on `channel` with a connection of its own and bumps `feed` for every notification.
 * `feed.live` is true only while listening: when the connection drops, the caches stop serving
 * (changes could be missed) until it is back, retried every `retryMs`. Returns a stop function.
 */
export async function listenForChanges(
  url: string,
  channel: string,
  feed: ChangeFeed,
  retryMs = 1000,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) feed.changed();
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      feed.live = false;
      feed.changed();
      c.end().catch(() => {});
      if (!stopped) timer = setTimeout(retry, retryMs).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`listen "${channel}"`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    // Anything may have changed while nobody listened.
    feed.changed();
    feed.live = true;
  };
  const retry = () => {
    timer = null;
    connect().catch(() => {
      if (!stopped) timer = setTimeout(retry, retryMs).unref();
    });
  };

  // A database that refuses LISTEN (a pooler in transaction mode) still serves: uncached.
  await connect().catch(() => {
    if (!stopped) timer = setTimeout(retry, retryMs).unref();
  });
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    feed.live = false;
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
}
