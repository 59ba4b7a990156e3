import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/index';
import { DataDirLockedError } from '../src/db/lock';
import { MIGRATION_NAMES } from '../src/db/migrator';
import { KeyCache, sealEnvelope } from '../src/platform/envelope';
import { seedIfEmpty } from '../src/seed/index';
import {
  API_KEY,
  CHEAP_ARGON2,
  DEMO_PASSWORD,
  onPostgres,
  openTestDatabase,
  PASSPHRASE,
} from './helpers';

describe('patient lookup indexes', () => {
  it('serves NIK, BPJS, RM, name prefix and name substring from an index', async () => {
    const handle = await openTestDatabase();
    try {
      await handle.migrate();
      const plans = await handle.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explain = async (where: string) => {
          const r = await sql<{
            'QUERY PLAN': string;
          }>`explain select id from patients where ${sql.raw(where)}`.execute(trx);
          return r.rows.map((x) => x['QUERY PLAN']).join('\n');
        };
        return {
          nik: await explain(`nik = '3171014505900001'`),
          bpjs: await explain(`bpjs_no = '0001234567890'`),
          rm: await explain(`rm_no = '00000001'`),
          prefix: await explain(`lower(name) like 'bu%'`),
          substring: await explain(`name ilike '%santo%'`),
        };
      });
      expect(plans.nik).toMatch(/patients_nik_key/);
      expect(plans.bpjs).toMatch(/patients_bpjs_no_idx/);
      expect(plans.rm).toMatch(/patients_rm_no_key/);
      expect(plans.prefix).toMatch(/patients_name_prefix_idx/);
      expect(plans.substring).toMatch(/patients_name_trgm_idx/);
    } finally {
      await handle.drop();
    }
  });
});

// The folder lock and restart belong to PGlite only, so they are defined in that project only.
if (!onPostgres)
  describe('embedded database folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'simrs-pglite-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is locked against a second opener, keeps data across restarts', async () => {
      const dataDir = join(dir, 'pglite');
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
      expect(await first.migrate()).toEqual([]);
      await sql`insert into m_agama (name) values ('Agama Uji Restart')`.execute(first.db);
      const error = await openDatabase({ kind: 'pglite', dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(
        `is in use by another process (pid ${process.pid})`,
      );
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await second.migrate()).toEqual([]);
        const again = await seedIfEmpty(second, CHEAP_ARGON2, 20);
        expect(again.seeded).toBe(false);
        const n = await sql<{ n: number }>`select count(*)::int as n from patients`.execute(
          second.db,
        );
        expect(n.rows[0]?.n).toBe(60);
        const kept = await sql<{
          n: number;
        }>`select count(*)::int as n from m_agama where name = 'Agama Uji Restart'`.execute(
          second.db,
        );
        expect(kept.rows[0]?.n).toBe(1);
      } finally {
        await second.close();
      }
    });
  });

/** Migrates, seeds and serves a login and a profile call: the server starts on that database. */
async function startsAndServes(handle: DatabaseHandle): Promise<string[]> {
  const applied = await handle.migrate();
  await seedIfEmpty(handle, CHEAP_ARGON2, 5);
  const app = await buildApp(
    defaultConfig({
      database: handle,
      apiKey: API_KEY,
      passphrase: PASSPHRASE,
      argon2: CHEAP_ARGON2,
    }),
  );
  try {
    const keys = new KeyCache(PASSPHRASE);
    const login = await app.inject({
      method: 'POST',
      url: '/api/bo/do/Auth',
      headers: { 'x-simrs-key': API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify({
        data: sealEnvelope(
          { type: 'login', username: 'superadmin', password: DEMO_PASSWORD },
          keys,
          randomBytes(256),
        ),
      }),
    });
    expect(login.statusCode).toBe(200);
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const profile = await app.inject({
      method: 'GET',
      url: `/api/bo/get/profile?token=${token}`,
      headers: { 'x-simrs-key': API_KEY },
    });
    expect(profile.statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return applied;
}

// A PostgreSQL database shared with other applications: their schemas may hold migration tables
// of the same names. Each run gets a database of its own, so `public` is free for the server.
if (onPostgres)
  describe('a PostgreSQL database holding other schemas with migration tables', () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `simrs_shared_${randomBytes(4).toString('hex')}`;
    const url = (() => {
      const u = new URL(base);
      u.pathname = `/${name}`;
      return u.toString();
    })();
    const admin = async (query: string, target = base) => {
      const c = new pg.Client({ connectionString: target });
      await c.connect();
      try {
        return await c.query(query);
      } finally {
        await c.end();
      }
    };
    const tables = async (schema: string) =>
      (
        await admin(
          `select table_name from information_schema.tables where table_schema = '${schema}' order by 1`,
          url,
        )
      ).rows.map((r: { table_name: string }) => r.table_name);

    afterAll(async () => {
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('migrates and starts in its own schema, leaving the others untouched', async () => {
      await admin(`create database ${name}`);
      // One application with both tables and a lock row, one with only its migration table.
      await admin(
        `create schema billing;
        create table billing.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null);
        create table billing.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0);
        insert into billing.kysely_migration values ('2021_01_invoices', '2021-01-01T00:00:00.000Z');
        insert into billing.kysely_migration_lock values ('migration_lock', 0);
        create schema lab;
        create table lab.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null);
        insert into lab.kysely_migration values ('0001_core', '2022-01-01T00:00:00.000Z');`,
        url,
      );

      // No schema given: the server's schema is the connection's (public).
      const first = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
      try {
        expect(await startsAndServes(first)).toEqual(MIGRATION_NAMES);
        expect(await first.migrate()).toEqual([]);
      } finally {
        await first.close();
      }
      expect(await tables('public')).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'users', 'sessions']),
      );
      const ours = await admin('select name from public.kysely_migration order by 1', url);
      expect(ours.rows.map((r: { name: string }) => r.name)).toEqual([...MIGRATION_NAMES].sort());
      expect(await tables('billing')).toEqual(['kysely_migration', 'kysely_migration_lock']);
      expect(await tables('lab')).toEqual(['kysely_migration']);
      const theirs = await admin(
        "select (select string_agg(name, ',') from billing.kysely_migration) as billing, (select string_agg(name, ',') from lab.kysely_migration) as lab",
        url,
      );
      expect(theirs.rows[0]).toEqual({ billing: '2021_01_invoices', lab: '0001_core' });

      // A named schema in the same database, now that public holds the first server's tables.
      const second = await openDatabase({ kind: 'postgres', url, schema: 'simrs_b', poolSize: 4 });
      try {
        expect(await startsAndServes(second)).toEqual(MIGRATION_NAMES);
      } finally {
        await second.close();
      }
      expect(await tables('simrs_b')).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'users', 'sessions']),
      );
    });
  });
