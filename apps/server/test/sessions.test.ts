import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { isSessionWrite } from '../src/db/changes';
import { type DatabaseHandle, openDatabase } from '../src/db/index';
import { findSession, hashToken } from '../src/platform/sessions';
import {
  API_KEY,
  CHEAP_ARGON2,
  client,
  createTestApp,
  DEMO_PASSWORD,
  onPostgres,
  PASSPHRASE,
  type TestContext,
} from './helpers';

/** Revokes a session behind the server's back (another program on the same database). */
async function revokeBehindTheServer(ctx: TestContext, token: string): Promise<void> {
  const text = `update sessions set revoked_at = now(), logout_reason = 'logout' where token_hash = $1`;
  if (ctx.handle.pglite) {
    await ctx.handle.pglite.query(text, [hashToken(token)]);
    return;
  }
  const schema = (ctx.handle as unknown as { schema: string }).schema;
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
  await c.connect();
  try {
    await c.query(`set search_path = ${schema}`);
    await c.query(text, [hashToken(token)]);
  } finally {
    await c.end();
  }
}

/** Polls `check` until it holds, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - start;
}

describe('session writes seen in SQL text', () => {
  it('matches updates, deletes and truncates of sessions, users and levels only', () => {
    for (const text of [
      'update "sessions" set "revoked_at" = $1 where "id" = $2',
      'update users set password = $1, version = version + 1 where id = $2',
      'UPDATE t_abc."user_levels" SET menu_role = $1',
      'delete from "users" where "id" = $1',
      'with x as (select 1) delete from user_levels where id = 3',
      'truncate table sessions',
    ]) {
      expect(isSessionWrite(text), text).toBe(true);
    }
    for (const text of [
      'select "password" from "users" where "id" = $1 for update',
      'insert into "sessions" ("user_id", "token_hash") values ($1, $2)',
      'update "users_archive" set x = 1',
      'update m_poli set name = $1',
      'select * from sessions s join users u on u.id = s.user_id',
    ]) {
      expect(isSessionWrite(text), text).toBe(false);
    }
  });
});

describe('session cache of a node', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestApp({}, { sessionCacheMs: 60_000 });
    api = client(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves a checked session without the database, and drops it when a write commits', async () => {
    const token = await api.login('farmasi');
    expect((await api.get('/get/profile', token)).statusCode).toBe(200);
    await revokeBehindTheServer(ctx, token);
    // Served from this node's cache: nothing the server wrote told it otherwise.
    expect((await api.get('/get/profile', token)).statusCode).toBe(200);
    // A committed write through the server (here an unrelated user's logout) ends every entry.
    const other = await api.login('gudang');
    expect((await api.do('Auth', { type: 'logout' }, other)).statusCode).toBe(200);
    expect((await api.get('/get/profile', token)).statusCode).toBe(401);
  });

  it('does not keep what was read while a change was being committed', async () => {
    const token = await api.login('pembelian');
    ctx.handle.changes.changed(); // the login cached it: start from the database
    const reading = findSession(ctx.handle.db, token);
    ctx.handle.changes.changed(); // committed while the session was being read
    expect((await reading)?.user.username).toBe('pembelian');
    await revokeBehindTheServer(ctx, token);
    expect(await findSession(ctx.handle.db, token)).toBeNull();
  });

  it('ignores a rolled back write and answers from the database after a committed one', async () => {
    const token = await api.login('upla');
    expect(await findSession(ctx.handle.db, token)).not.toBeNull();
    const before = ctx.handle.changes.generation;
    await ctx.handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`update users set name = name where username = 'upla'`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(ctx.handle.changes.generation).toBe(before);
    await ctx.handle.db.transaction().execute(async (trx) => {
      await sql`update users set name = 'UPLA Baru' where username = 'upla'`.execute(trx);
      expect(ctx.handle.changes.generation).toBe(before);
    });
    // At least one bump at the commit (on PostgreSQL the node's own NOTIFY may add another).
    expect(ctx.handle.changes.generation).toBeGreaterThan(before);
    expect((await findSession(ctx.handle.db, token))?.user.name).toBe('UPLA Baru');
  });
});

// Several API nodes share only PostgreSQL: a change on one must reach the cache of the others.
if (onPostgres)
  describe('session cache across API nodes', () => {
    let a: TestContext;
    let apiA: ReturnType<typeof client>;
    let handleB: DatabaseHandle;
    let nodeB: FastifyInstance;
    let apiB: ReturnType<typeof client>;
    let admin: string;
    // A long cache life: only the notification can explain a change seen at once.
    const CACHE_MS = 60_000;
    const SEEN_WITHIN = 3000;

    beforeAll(async () => {
      a = await createTestApp({}, { sessionCacheMs: CACHE_MS });
      apiA = client(a);
      handleB = await openDatabase({
        kind: 'postgres',
        url: process.env.TEST_DATABASE_URL ?? '',
        schema: (a.handle as unknown as { schema: string }).schema,
        poolSize: 4,
        sessionCacheMs: CACHE_MS,
      });
      nodeB = await buildApp(
        defaultConfig({
          database: handleB,
          apiKey: API_KEY,
          passphrase: PASSPHRASE,
          argon2: CHEAP_ARGON2,
        }),
      );
      apiB = client({ ...a, app: nodeB });
      admin = await apiA.login('superadmin');
    });
    afterAll(async () => {
      await nodeB?.close();
      await handleB?.close();
      await a?.close();
    });

    const profileOnB = async (token: string) => (await apiB.get('/get/profile', token)).statusCode;

    it('caches on the other node (a change behind the servers is not seen there)', async () => {
      const token = await apiA.login('gudang');
      expect(await profileOnB(token)).toBe(200);
      await revokeBehindTheServer(a, token);
      await new Promise((r) => setTimeout(r, 300));
      expect(await profileOnB(token)).toBe(200);
    });

    it('a logout on one node ends the session on the other', async () => {
      const token = await apiA.login('farmasi');
      expect(await profileOnB(token)).toBe(200);
      expect((await apiA.do('Auth', { type: 'logout' }, token)).statusCode).toBe(200);
      const ms = await within(SEEN_WITHIN, async () => (await profileOnB(token)) === 401);
      expect(ms).toBeLessThan(SEEN_WITHIN);
    });

    it('a password change on one node ends the other sessions on the other', async () => {
      const own = await apiA.login('admisi');
      const other = await apiA.login('admisi');
      expect(await profileOnB(other)).toBe(200);
      const changed = await apiA.do(
        'Users',
        {
          type: 'change-password',
          oldPassword: DEMO_PASSWORD,
          newPassword: 'SandiBaruAdmisi1',
          confirmPassword: 'SandiBaruAdmisi1',
        },
        own,
      );
      expect(changed.statusCode).toBe(200);
      await within(SEEN_WITHIN, async () => (await profileOnB(other)) === 401);
      expect(await profileOnB(own)).toBe(200);
    });

    it('a deactivation on one node ends the sessions on the other', async () => {
      const token = await apiA.login('perawat');
      expect(await profileOnB(token)).toBe(200);
      const user = await a.handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'perawat')
        .executeTakeFirstOrThrow();
      const off = await apiA.do('Users', { type: 'status', id: user.id, status: 'N' }, admin);
      expect(off.statusCode).toBe(200);
      await within(SEEN_WITHIN, async () => (await profileOnB(token)) === 401);
    });

    it("a level's menus and a user's level changed on one node apply on the other", async () => {
      const token = await apiA.login('dokter');
      const obatOnB = async () => (await apiB.get('/get/Obat', token)).statusCode;
      expect(await obatOnB()).toBe(403);
      const level = await a.handle.db
        .selectFrom('user_levels')
        .select(['id', 'name', 'version', 'menu_role'])
        .where('id', '=', 5)
        .executeTakeFirstOrThrow();
      const menuRole = [
        ...(level.menu_role as { menu: string; actions: string[] }[]),
        { menu: 'obat', actions: ['view'] },
      ];
      const granted = await apiA.do(
        'UserLevel',
        { type: 'update', id: level.id, version: level.version, name: level.name, menuRole },
        admin,
      );
      expect(granted.statusCode).toBe(200);
      await within(SEEN_WITHIN, async () => (await obatOnB()) === 200);

      const user = await a.handle.db
        .selectFrom('users')
        .select(['id', 'version', 'name'])
        .where('username', '=', 'dokter')
        .executeTakeFirstOrThrow();
      const moved = await apiA.do(
        'Users',
        {
          type: 'update',
          id: user.id,
          version: user.version,
          username: 'dokter',
          name: user.name,
          levelId: 9,
        },
        admin,
      );
      expect(moved.statusCode).toBe(200);
      await within(SEEN_WITHIN, async () => (await obatOnB()) === 403);
      const profile = await apiB.get('/get/profile', token);
      expect((profile.body.data as { user: { levelId: number } }).user.levelId).toBe(9);
    });

    it('stops serving from the cache while it cannot hear the other nodes', async () => {
      const token = await apiA.login('pembelian');
      expect(await profileOnB(token)).toBe(200);
      expect(handleB.changes.live).toBe(true);
      // Cut node B's LISTEN connection (as a network failure or a database restart would).
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? '' });
      await c.connect();
      try {
        const killed = await c.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where query = 'listen "' || $1 || '"' and pid <> pg_backend_pid()`,
          [`simrs_sessions_${(a.handle as unknown as { schema: string }).schema}`],
        );
        expect(killed.rowCount).toBe(2);
      } finally {
        await c.end();
      }
      await within(SEEN_WITHIN, async () => !handleB.changes.live);
      await revokeBehindTheServer(a, token);
      expect(await profileOnB(token)).toBe(401);
      // It listens again by itself.
      await within(SEEN_WITHIN, async () => handleB.changes.live && a.handle.changes.live);
    });
  });
