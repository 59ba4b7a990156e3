/**
 * The audit chain against a database administrator: one who can disable the trigger and rewrite
 * the table, but holds neither the key (BO_AUDIT_KEY, outside the database) nor the head file.
 * Before the chain was keyed and its head exported, each of these passed verification.
 */
import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDatabase } from '../src/db/index';
import { runtimeRoleProblem } from '../src/db/roles';
import type { Database } from '../src/db/schema';
import {
  ensureKeyedChain,
  GENESIS_HASH,
  KEYED_MARKER,
  rowHash,
  verifyAuditChain,
} from '../src/platform/audit';
import { readChainHead, readHeadFile, startHeadExport } from '../src/platform/audit-head';
import { KeyCache } from '../src/platform/envelope';
import { seedIfEmpty } from '../src/seed/index';
import {
  API_KEY,
  AUDIT_KEY,
  CHEAP_ARGON2,
  client,
  createTestApp,
  DISPLAY_TOKEN,
  onPostgres,
  PASSPHRASE,
  type TestContext,
} from './helpers';

const run = promisify(execFile);
const serverDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'simrs-audit-'));
const open: TestContext[] = [];

afterEach(async () => {
  while (open.length) await open.pop()?.close();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let files = 0;
const headFile = () => join(work, `head-${++files}.log`);

/** A fresh database with some audited activity, and its head exported to a file. */
async function withActivity(): Promise<{ ctx: TestContext; db: Kysely<Database>; file: string }> {
  const ctx = await createTestApp();
  open.push(ctx);
  const api = client(ctx);
  const token = await api.login('admin');
  for (const name of ['Satu', 'Dua', 'Tiga']) {
    const res = await api.do('Agama', { type: 'add', name: `Agama ${name}` }, token);
    expect(res.statusCode).toBe(200);
  }
  await api.login('perawat');
  const file = headFile();
  const exporter = startHeadExport(ctx.handle.db, ctx.handle.audit, { file, syslog: null });
  await exporter.flush();
  await exporter.stop();
  return { ctx, db: ctx.handle.db, file };
}

/** What a database administrator can do: the trigger off, the statements, the trigger on. */
async function asAdministrator(
  db: Kysely<Database>,
  statements: (db: Kysely<Database>) => Promise<void>,
) {
  await sql`alter table audit_log disable trigger audit_log_no_update`.execute(db);
  try {
    await statements(db);
  } finally {
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(db);
  }
}

/** Recomputes every hash from row `fromId` (to `toId`) with the (public) unkeyed formula. */
async function recomputeUnkeyed(
  db: Kysely<Database>,
  fromId: number,
  toId = Number.MAX_SAFE_INTEGER,
): Promise<void> {
  const before = await db
    .selectFrom('audit_log')
    .select('hash')
    .where('id', '<', fromId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let prev = before?.hash ?? GENESIS_HASH;
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const hash = rowHash(prev, {
      at: row.at,
      userId: row.user_id,
      username: row.username,
      address: row.address,
      module: row.module,
      type: row.type,
      recordId: row.record_id,
      before: row.before,
      after: row.after,
    });
    await sql`update audit_log set prev_hash = ${prev}, hash = ${hash} where id = ${row.id}`.execute(
      db,
    );
    prev = hash;
  }
}

const ids = async (db: Kysely<Database>) =>
  (await db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((r) => Number(r.id));

describe('the keyed audit chain', () => {
  it('verifies intact with the key and the exported head, and not with another key', async () => {
    const { db, file } = await withActivity();
    const head = readHeadFile(file);
    expect(head).toEqual(await readChainHead(db));
    const report = await verifyAuditChain(db, { key: AUDIT_KEY, head });
    expect(report).toMatchObject({ ok: true, brokenAt: null, unkeyedRows: 0 });
    expect(report.rows).toBeGreaterThanOrEqual(7);
    // A fresh database is keyed from its first row on.
    expect(report.keyedFrom).toBe((await ids(db))[0]);
    const wrong = await verifyAuditChain(db, { key: 'another-key', head });
    expect(wrong.ok).toBe(false);
    expect(wrong.brokenAt).toBe(report.keyedFrom);
    const none = await verifyAuditChain(db, { key: null, head });
    expect(none.ok).toBe(false);
  });

  it('finds a row rewritten with the unkeyed chain recomputed after it', async () => {
    const { db, file } = await withActivity();
    const all = await ids(db);
    const target = all[Math.floor(all.length / 2)] ?? 0;
    await asAdministrator(db, async (d) => {
      await sql`update audit_log set address = '6.6.6.6' where id = ${target}`.execute(d);
      await recomputeUnkeyed(d, target);
    });
    const report = await verifyAuditChain(db, { key: AUDIT_KEY, head: readHeadFile(file) });
    expect(report.ok).toBe(false);
    expect(report.brokenAt).toBe(target);
  });

  it('finds the whole chain recomputed unkeyed, the switch-over row included', async () => {
    const { db, file } = await withActivity();
    await asAdministrator(db, async (d) => {
      await sql`update audit_log set module = 'Auth' where module = ${KEYED_MARKER.module}`.execute(
        d,
      );
      await recomputeUnkeyed(d, 0);
    });
    const withHead = await verifyAuditChain(db, { key: AUDIT_KEY, head: readHeadFile(file) });
    expect(withHead.ok).toBe(false);
    // Even without the exported head: a server holding the key always writes the switch-over row.
    const withoutHead = await verifyAuditChain(db, { key: AUDIT_KEY });
    expect(withoutHead.ok).toBe(false);
    expect(withoutHead.reason).toMatch(/no keyed row/);
  });

  it('finds the newest rows deleted, and the exporter refuses to go on from there', async () => {
    const { ctx, db, file } = await withActivity();
    const all = await ids(db);
    const keep = all.slice(0, -3);
    await asAdministrator(db, async (d) => {
      await sql`delete from audit_log where id > ${keep.at(-1) ?? 0}`.execute(d);
    });
    // Without the head the shortened chain is consistent: that is what the head is for.
    expect((await verifyAuditChain(db, { key: AUDIT_KEY })).ok).toBe(true);
    const report = await verifyAuditChain(db, { key: AUDIT_KEY, head: readHeadFile(file) });
    expect(report.ok).toBe(false);
    expect(report.reason).toMatch(/deleted or the table truncated/);
    // The server keeps exporting only heads that continue the exported one.
    const errors: string[] = [];
    const exporter = startHeadExport(db, ctx.handle.audit, { file, syslog: null }, (e) =>
      errors.push(String(e)),
    );
    await exporter.flush();
    await exporter.stop();
    expect(errors.join('\n')).toMatch(/no longer holds row/);
    expect(readHeadFile(file)?.id).toBe(all.at(-1));
  });

  it('finds the table truncated', async () => {
    const { db, file } = await withActivity();
    await asAdministrator(db, async (d) => {
      await sql`truncate audit_log`.execute(d);
    });
    expect(await ids(db)).toEqual([]);
    const report = await verifyAuditChain(db, { key: AUDIT_KEY, head: readHeadFile(file) });
    expect(report.ok).toBe(false);
    expect(report.reason).toMatch(/truncated/);
  });

  it('keeps verifying the unkeyed rows of an older chain up to the recorded switch-over', async () => {
    const ctx = await createTestApp();
    open.push(ctx);
    const db = ctx.handle.db;
    // A chain written before the key: five rows with the unkeyed hash only.
    await asAdministrator(db, async (d) => {
      await sql`truncate audit_log`.execute(d);
    });
    let prev = GENESIS_HASH;
    for (let i = 1; i <= 5; i++) {
      const at = new Date(Date.UTC(2025, 0, i, 8));
      const fields = {
        at,
        userId: 1,
        username: 'superadmin',
        address: '10.0.0.1',
        module: 'Poli',
        type: 'update',
        recordId: String(i),
        before: { version: i },
        after: { version: i + 1 },
      };
      const hash = rowHash(prev, fields);
      await db
        .insertInto('audit_log')
        .values({
          at,
          user_id: 1,
          username: 'superadmin',
          address: '10.0.0.1',
          module: 'Poli',
          type: 'update',
          record_id: String(i),
          before: JSON.stringify(fields.before),
          after: JSON.stringify(fields.after),
          prev_hash: prev,
          hash,
        })
        .execute();
      prev = hash;
    }
    const unkeyed = await ids(db);
    // Nothing keyed yet: consistent, but a key holder expects a keyed chain.
    expect((await verifyAuditChain(db, { key: null })).ok).toBe(true);
    // The server's start (or its first append) records the switch-over.
    expect(await ensureKeyedChain(db)).toBe(true);
    expect(await ensureKeyedChain(db)).toBe(false);
    await client(ctx).login('admin');
    const report = await verifyAuditChain(db, { key: AUDIT_KEY });
    expect(report).toMatchObject({ ok: true, unkeyedRows: 5 });
    expect(report.keyedFrom).toBeGreaterThan(unkeyed.at(-1) ?? 0);
    const marker = await db
      .selectFrom('audit_log')
      .select(['after', 'prev_hash'])
      .where('id', '=', report.keyedFrom ?? 0)
      .executeTakeFirstOrThrow();
    expect(marker.after).toEqual({ unkeyedRows: 5, unkeyedHead: prev });
    // An unkeyed row rewritten, the unkeyed part recomputed: the switch-over row gives it away.
    await asAdministrator(db, async (d) => {
      await sql`update audit_log set username = 'orang.lain' where id = ${unkeyed[1] ?? 0}`.execute(
        d,
      );
      await recomputeUnkeyed(d, unkeyed[1] ?? 0, unkeyed.at(-1));
    });
    const tampered = await verifyAuditChain(db, { key: AUDIT_KEY });
    expect(tampered.ok).toBe(false);
    expect(tampered.brokenAt).toBe(report.keyedFrom);
  });

  it('exports the head after appends to the file and to syslog, from the server', async () => {
    const file = headFile();
    const received: string[] = [];
    const udp = createSocket('udp4');
    udp.on('message', (m) => received.push(m.toString()));
    await new Promise<void>((ok) => udp.bind(0, '127.0.0.1', () => ok()));
    const port = udp.address().port;
    try {
      const ctx = await createTestApp({
        auditHead: { file, syslog: `udp://127.0.0.1:${port}`, delayMs: 20, intervalMs: 60_000 },
      });
      open.push(ctx);
      await client(ctx).login('admin');
      const head = await readChainHead(ctx.handle.db);
      await expect.poll(() => readHeadFile(file), { timeout: 5000 }).toEqual(head);
      await expect
        .poll(() => received.some((m) => m.includes(`"hash":"${head?.hash}"`)), { timeout: 5000 })
        .toBe(true);
      expect(received.at(-1)).toMatch(/^<133>1 \S+ \S+ simrs-audit \d+ head - \{/);
      // One line per new head, never rewritten.
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      await client(ctx).login('perawat');
      const next = await readChainHead(ctx.handle.db);
      await expect.poll(() => readHeadFile(file)?.id, { timeout: 5000 }).toBe(next?.id);
      const after = readFileSync(file, 'utf8').trim().split('\n');
      expect(after.slice(0, lines.length)).toEqual(lines);
      expect(after.length).toBeGreaterThan(lines.length);
    } finally {
      udp.close();
    }
  });

  it('exports a head appended inside a command transaction once it has committed', async () => {
    const ctx = await createTestApp();
    open.push(ctx);
    const api = client(ctx);
    const token = await api.login('admin');
    const file = headFile();
    const onError = vi.fn();
    const exporter = startHeadExport(
      ctx.handle.db,
      ctx.handle.audit,
      { file, syslog: null, delayMs: 20, intervalMs: 60_000 },
      onError,
    );
    try {
      await exporter.flush();
      const res = await api.do('Agama', { type: 'add', name: 'Agama Ekspor Kepala' }, token);
      expect(res.statusCode).toBe(200);
      const head = await readChainHead(ctx.handle.db);
      // The cue came from inside the transaction; the export runs after it, on its own connection.
      await expect.poll(() => readHeadFile(file)?.id, { timeout: 5000 }).toBe(head?.id);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      await exporter.stop();
    }
  });

  it('npm run audit:verify passes an intact chain and fails when the newest rows are gone', async () => {
    const dataDir = join(work, 'cli');
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      // The migrated and seeded template, into a folder as the server keeps it.
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      auditKey: AUDIT_KEY,
    });
    const file = join(dataDir, 'audit-head.log');
    const exporter = startHeadExport(handle.db, handle.audit, { file, syslog: null });
    await exporter.stop();
    await handle.close();
    const verify = () =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/verify-audit.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BO_AUDIT_KEY: AUDIT_KEY },
      }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    const intact = await verify();
    expect(intact.out).toMatch(/chain intact: \d+ rows, keyed from row \d+.*exported head/);
    expect(intact.code).toBe(0);

    const again = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await asAdministrator(again.db, async (d) => {
      await sql`delete from audit_log where id = (select max(id) from audit_log)`.execute(d);
    });
    await again.close();
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(/chain BROKEN/);
  });
});

describe.skipIf(!onPostgres)('two PostgreSQL roles', () => {
  it('migrates as the owner and serves as a runtime role that can only read and append the audit log', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? '');
    const tag = Math.random().toString(36).slice(2, 8);
    const ownerRole = `simrs_owner_${tag}`;
    const runtimeRole = `simrs_app_${tag}`;
    const schema = `t_roles_${tag}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    const urlOf = (role: string) => {
      const u = new URL(base.toString());
      u.username = role;
      return u.toString();
    };
    try {
      await admin.query(`create role ${ownerRole} login; create role ${runtimeRole} login`);
      await admin.query(`create schema ${schema} authorization ${ownerRole}`);
      const handle = await openDatabase({
        kind: 'postgres',
        url: urlOf(runtimeRole),
        ownerUrl: urlOf(ownerRole),
        schema,
        poolSize: 3,
        auditKey: AUDIT_KEY,
      });
      try {
        expect((await handle.migrate()).length).toBeGreaterThan(3);
        const owner = await admin.query<{ owner: string }>(
          `select pg_get_userbyid(relowner) as owner from pg_class where oid = '${schema}.audit_log'::regclass`,
        );
        expect(owner.rows[0]?.owner).toBe(ownerRole);
        expect(await runtimeRoleProblem(handle.db as Kysely<unknown>)).toBeNull();
        // A node given only the runtime role starts while no migration is pending.
        const runtimeOnly = await openDatabase({
          kind: 'postgres',
          url: urlOf(runtimeRole),
          schema,
          poolSize: 1,
          sessionCacheMs: 0,
        });
        try {
          expect(await runtimeOnly.migrate()).toEqual([]);
        } finally {
          await runtimeOnly.close();
        }
        // The server works as the runtime role: seed, login, an audited write.
        await seedIfEmpty(handle, CHEAP_ARGON2, 3);
        const app = await buildApp(
          defaultConfig({
            database: handle,
            apiKey: API_KEY,
            passphrase: PASSPHRASE,
            displayToken: DISPLAY_TOKEN,
            argon2: CHEAP_ARGON2,
          }),
        );
        try {
          const api = client({ app, keys: new KeyCache(PASSPHRASE) } as unknown as TestContext);
          const token = await api.login('admin');
          const added = await api.do('Agama', { type: 'add', name: 'Agama Peran' }, token);
          expect(added.statusCode).toBe(200);
        } finally {
          await app.close();
        }
        expect((await verifyAuditChain(handle.db)).ok).toBe(true);
        // What the runtime role cannot do to the audit log.
        const refused = async (statement: string) => {
          const error = await sql
            .raw(statement)
            .execute(handle.db)
            .catch((e: unknown) => e);
          expect((error as { code?: string }).code, statement).toBe('42501');
        };
        await refused(`update audit_log set address = '6.6.6.6'`);
        await refused('delete from audit_log');
        await refused('truncate audit_log');
        await refused('alter table audit_log disable trigger audit_log_no_update');
        await refused('drop table audit_log');
        await refused('drop trigger audit_log_no_update on audit_log');
        await refused('create table stolen (id int)');
        // ... while the rest of the server's tables stay writable.
        await sql`update m_agama set name = name where false`.execute(handle.db);
        // The same role for both is what the server refuses to serve with.
        const single = await openDatabase({
          kind: 'postgres',
          url: urlOf(ownerRole),
          schema,
          poolSize: 1,
          sessionCacheMs: 0,
        });
        try {
          expect(await runtimeRoleProblem(single.db as Kysely<unknown>)).toMatch(
            /owns the audit table/,
          );
        } finally {
          await single.close();
        }
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
      for (const role of [runtimeRole, ownerRole]) {
        await admin.query(`drop owned by ${role}`).catch(() => {});
        await admin.query(`drop role if exists ${role}`).catch(() => {});
      }
      await admin.end();
    }
  });
});
