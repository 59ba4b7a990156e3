import {
  type AnyResource,
  resources as allResources,
  invalidValue,
  letterTag,
  referencesTo,
  sampleRecord,
} from '@simrs/validators/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolated, upSql } from '../scripts/migration-generator';
import { RECORD_COLUMNS, STATUS_COLUMN } from '../src/platform/migrations/0001_core';
import { client, createTestApp, type TestContext } from './helpers';

/*
 * Every resource through the real server, data-driven from the definitions: one app instance for
 * the whole file (2 cores). A "keeper" record of each resource is added first (in dependency
 * order) so references have targets; then each resource runs add -> list with search -> detail ->
 * update -> stale update (409) -> status toggle -> delete on a second record.
 */

/**
 * The generic CRUD's resources. The patient record (Pasien) is listed and searched by its
 * resource, but written by its own contract (RM number assigned, duplicates refused, never
 * deleted, more columns than the resource shows): its rules are tested in pasien-*.test.ts.
 */
const resources = allResources.filter((r) => r.key !== 'Pasien');

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
const keepers = new Map<string, number>();
const refId = (key: string): number => {
  const id = keepers.get(key);
  if (id === undefined) throw new Error(`no keeper for ${key}`);
  return id;
};

type Rec = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

async function add(r: AnyResource, payload: Record<string, unknown>): Promise<Rec> {
  const res = await api.do(r.key, { type: 'add', ...payload }, admin);
  expect(res.statusCode, `${r.key} add: ${res.raw}`).toBe(200);
  expect(res.body.message).toBe('Data Berhasil Disimpan.');
  return res.body.data?.record as Rec;
}

describe('catalogue API over every resource', () => {
  for (const [i, r] of resources.entries()) {
    it(`${r.key}: adds a keeper record (dependency order)`, async () => {
      const rec = await add(r, sampleRecord(r, { tag: `k${letterTag(i)}x`, refId, seq: i }));
      expect(rec.id, r.key).toBeGreaterThan(0);
      expect(rec.version).toBe(1);
      if (r.hasStatus) expect(rec.status, r.key).toBe('Y');
      keepers.set(r.key, rec.id);
    });
  }

  it('has a keeper of every resource', () => {
    expect(keepers.size).toBe(resources.length);
  });

  for (const [i, r] of resources.entries()) {
    it(`${r.key}: add -> list with search -> detail -> update -> stale 409 -> status -> delete`, async () => {
      const tag = `w${letterTag(i)}v`;
      const payload = sampleRecord(r, { tag, refId, seq: i + 1 });
      const rec = await add(r, payload);

      const list = await api.get(`/get/${r.key}`, admin, { search: tag, shown: '30' });
      expect(list.statusCode, `${r.key} list ${list.raw}`).toBe(200);
      const ids = (list.body.data?.list ?? []).map((x) => x.id);
      expect(ids, `${r.key} search '${tag}'`).toContain(rec.id);
      expect(ids, `${r.key} search must not find the keeper`).not.toContain(keepers.get(r.key));

      const detail = await api.get(`/get/${r.key}/edit/${rec.id}`, admin);
      expect(detail.statusCode, r.key).toBe(200);
      for (const f of r.fields) {
        if (f.kind !== 'reference' || !(f.name in payload)) continue;
        const row = detail.body.data?.record as Record<string, unknown>;
        expect(row[`${f.name}Label`], `${r.key}.${f.name}Label`).toBeTruthy();
      }

      const changed = sampleRecord(r, { tag: `u${letterTag(i)}v`, refId, seq: i + 2 });
      const upd = await api.do(
        r.key,
        { type: 'update', id: rec.id, version: 1, ...changed },
        admin,
      );
      expect(upd.statusCode, `${r.key} update ${upd.raw}`).toBe(200);
      expect(upd.body.message).toBe('Data Berhasil Diubah.');
      const after = upd.body.data?.record as Rec;
      expect(after.version).toBe(2);

      const stale = await api.do(
        r.key,
        { type: 'update', id: rec.id, version: 1, ...payload },
        admin,
      );
      expect(stale.statusCode, r.key).toBe(409);
      expect(stale.body.message).toBe(
        'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
      );

      if (r.hasStatus) {
        const off = await api.do(r.key, { type: 'status', id: rec.id, status: 'N' }, admin);
        expect(off.statusCode, r.key).toBe(200);
        expect(off.body.message).toBe('Status Diubah Menjadi Nonaktif.');
        const filtered = await api.get(`/get/${r.key}`, admin, { status: 'N', search: 'v' });
        expect(
          (filtered.body.data?.list ?? []).map((x) => x.id),
          r.key,
        ).toContain(rec.id);
      } else {
        const refused = await api.do(r.key, { type: 'status', id: rec.id, status: 'N' }, admin);
        expect(refused.statusCode, r.key).toBe(400);
      }

      const del = await api.do(r.key, { type: 'delete', id: rec.id }, admin);
      expect(del.statusCode, `${r.key} delete ${del.raw}`).toBe(200);
      expect(del.body.message).toBe('Deleted Successfully!');
      expect((await api.get(`/get/${r.key}/edit/${rec.id}`, admin)).statusCode).toBe(404);
    });
  }

  it('refuses invalid fields with 422 naming the field', { timeout: 240_000 }, async () => {
    for (const [i, r] of resources.entries()) {
      const payload = sampleRecord(r, { tag: `z${letterTag(i)}y`, refId, seq: i });
      const f = r.fields.find((x) => x.required && invalidValue(x) !== null);
      if (!f) continue;
      const res = await api.do(
        r.key,
        { type: 'add', ...payload, [f.name]: invalidValue(f) },
        admin,
      );
      expect(res.statusCode, `${r.key}.${f.name}`).toBe(422);
      expect(res.body.errors?.[f.name]?.length, `${r.key}.${f.name}`).toBeGreaterThan(0);
    }
  });

  it('refuses a duplicate unique key case-insensitively', { timeout: 240_000 }, async () => {
    for (const [i, r] of resources.entries()) {
      const key = r.uniqueKeys[0];
      if (!key) continue;
      const keeper = (await api.get(`/get/${r.key}/edit/${refId(r.key)}`, admin)).body.data
        ?.record as Record<string, unknown>;
      const payload = sampleRecord(r, { tag: `d${letterTag(i)}y`, refId, seq: i + 3 });
      for (const name of key) {
        const v = keeper[name];
        // Typed text in another case; dates and the fixed codes of a choice stay as they are.
        const choice = r.fields.find((f) => f.name === name)?.kind === 'select';
        payload[name] =
          typeof v === 'string' && !/^\d{4}-/.test(v) && !choice ? v.toLowerCase() : v;
      }
      const res = await api.do(r.key, { type: 'add', ...payload }, admin);
      expect(res.statusCode, `${r.key} duplicate ${res.raw}`).toBe(422);
      const last = key[key.length - 1] ?? '';
      expect(res.body.errors?.[last]?.[0], r.key).toMatch(/sudah digunakan\.$/);
    }
  });

  it('refuses deleting a referenced record with the clear message, and so does the database', {
    timeout: 240_000,
  }, async () => {
    let checked = 0;
    for (const r of resources) {
      const users = referencesTo(r.key);
      if (users.length === 0) continue;
      const res = await api.do(r.key, { type: 'delete', id: refId(r.key) }, admin);
      expect(res.statusCode, `${r.key} ${res.raw}`).toBe(422);
      if (r.key === 'UserLevel') {
        expect(res.body.title).toBe('Anda Tidak Dapat Hapus Level ini');
      } else {
        expect(res.body.title, r.key).toBe(`Anda Tidak Dapat Hapus ${r.objectName} ini`);
        expect(res.body.message, r.key).toMatch(
          new RegExp(
            `^Data ${r.objectName.replace(/[()]/g, '.')} sedang digunakan oleh data .+\\.$`,
          ),
        );
      }
      await expect(
        sql`delete from ${sql.table(r.table)} where id = ${refId(r.key)}`.execute(ctx.handle.db),
        r.key,
      ).rejects.toThrow();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('keeps tariff screens apart in the shared table', async () => {
    const lab = keepers.get('TarifLab') ?? 0;
    expect((await api.get(`/get/TarifRadiologi/edit/${lab}`, ctx ? admin : '')).statusCode).toBe(
      404,
    );
    const del = await api.do('TarifRadiologi', { type: 'delete', id: lab }, admin);
    expect(del.statusCode).toBe(404);
    expect((await api.get(`/get/TarifLab/edit/${lab}`, admin)).statusCode).toBe(200);
    const kinds = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n
      from m_tarif group by kind`.execute(ctx.handle.db);
    expect(kinds.rows.length).toBe(29);
  });
});

describe('catalogue schema in the database', () => {
  it('has every field as a column, references restricted, unique keys indexed', async () => {
    const db = ctx.handle.db;
    const cols = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    const have = new Set(cols.rows.map((c) => `${c.table_name}.${c.column_name}`));
    const fks = await sql<{ table_name: string; column_name: string; delete_rule: string }>`
      select kcu.table_name, kcu.column_name, rc.delete_rule
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      where rc.constraint_schema = current_schema()`.execute(db);
    const fk = new Map(fks.rows.map((r) => [`${r.table_name}.${r.column_name}`, r.delete_rule]));
    const idx = await sql<{ tablename: string; indexdef: string }>`
      select tablename, indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
    for (const r of resources) {
      for (const f of r.fields) {
        expect(have.has(`${r.table}.${f.column}`), `${r.key}.${f.name}`).toBe(true);
        if (f.kind === 'reference') {
          expect(fk.get(`${r.table}.${f.column}`), `${r.key}.${f.name} FK`).toBe('RESTRICT');
        }
      }
      if (r.scope) expect(have.has(`${r.table}.${r.scope.column}`)).toBe(true);
      for (const key of r.uniqueKeys) {
        const columns = key.map((n) => r.fields.find((f) => f.name === n)?.column ?? n);
        const unique = idx.rows.some(
          (i) =>
            i.tablename === r.table &&
            /UNIQUE/i.test(i.indexdef) &&
            columns.every((c) => new RegExp(`\\b${c}\\b`).test(i.indexdef)),
        );
        expect(unique, `${r.key} unique ${key.join('+')}`).toBe(true);
      }
    }
    const trgm = idx.rows.filter((i) => /gin_trgm_ops/.test(i.indexdef)).map((i) => i.tablename);
    for (const t of ['m_icd10', 'm_icd9', 'm_icd10_upla', 'm_icd9_upla', 'm_zipcode', 'm_obat']) {
      expect(trgm, t).toContain(t);
    }
    // Every index a definition relies on: trigram hints, references, exact lookups.
    const indexed = (table: string, column: string, how: RegExp) =>
      idx.rows.some(
        (i) =>
          i.tablename === table &&
          how.test(i.indexdef) &&
          new RegExp(`\\(\\(?(lower\\()?${column}\\b`).test(i.indexdef),
      );
    let hints = 0;
    for (const r of resources) {
      for (const f of r.catalogFields) {
        const column = r.fields.find((x) => x.name === f.name)?.column ?? f.name;
        if (f.index === 'trigram') {
          expect(indexed(r.table, column, /gin_trgm_ops/), `${r.key}.${f.name} trigram`).toBe(true);
          hints += 1;
        }
        if (f.type === 'reference' || f.index === 'btree') {
          expect(indexed(r.table, column, /btree/), `${r.key}.${f.name} index`).toBe(true);
        }
      }
      for (const e of r.exactSearch ?? []) {
        const column = r.fields.find((x) => x.name === e.field)?.column ?? e.field;
        const form =
          e.match === 'prefix'
            ? `\\(${column} text_pattern_ops\\)`
            : e.match === 'number'
              ? `\\(ltrim\\(${column}, '0'::text\\)\\)`
              : `\\(${column}( text_pattern_ops)?\\)`;
        const served = idx.rows.some(
          (i) => i.tablename === r.table && new RegExp(form).test(i.indexdef),
        );
        expect(served, `${r.key} ${e.field} ${e.match ?? 'equal'} lookup`).toBe(true);
      }
    }
    expect(hints).toBeGreaterThanOrEqual(16);
  });

  it('matches every definition: its generated table has the migrated columns and keys', async () => {
    type Column = {
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    };
    type Fk = { table_name: string; column_name: string; target: string; delete_rule: string };
    const tables = [...new Set(resources.map((r) => r.table))];
    const read = async (trx: typeof ctx.handle.db, schema: string) => ({
      columns: (
        await sql<Column>`select table_name, column_name, data_type, is_nullable
          from information_schema.columns where table_schema = ${schema}
          and table_name in (${sql.join(tables)}) order by table_name, column_name`.execute(trx)
      ).rows,
      fks: (
        await sql<Fk>`select kcu.table_name, kcu.column_name, ccu.table_name as target,
            rc.delete_rule
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = rc.constraint_name
            and kcu.constraint_schema = rc.constraint_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = rc.unique_constraint_name
            and ccu.constraint_schema = rc.unique_constraint_schema
          where rc.constraint_schema = ${schema} and kcu.table_name in (${sql.join(tables)})
          order by kcu.table_name, kcu.column_name`.execute(trx)
      ).rows,
    });
    // The generator's tables for every resource go into a scratch schema of the same database,
    // inside a transaction that is rolled back.
    const rollback = new Error('rollback');
    let real: Awaited<ReturnType<typeof read>> | undefined;
    let generated: Awaited<ReturnType<typeof read>> | undefined;
    await ctx.handle.db
      .transaction()
      .execute(async (trx) => {
        const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(trx)).rows[0]
          ?.s;
        real = await read(trx, schema ?? '');
        await sql`create schema definitions_check`.execute(trx);
        await sql`set local search_path to definitions_check, public`.execute(trx);
        const up = upSql(resources)
          .replaceAll(interpolated('RECORD_COLUMNS'), RECORD_COLUMNS)
          .replaceAll(interpolated('STATUS_COLUMN'), STATUS_COLUMN);
        await sql.raw(up).execute(trx);
        generated = await read(trx, 'definitions_check');
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    // Columns the server keeps beside a resource's fields, never part of its definition: the
    // credentials of users (migration 0410_credentials).
    const serverOnly = new Set([
      'users.must_change_password',
      'users.totp_secret',
      'users.totp_enabled_at',
      'users.totp_last_step',
      'users.totp_pending_secret',
      'users.totp_pending_at',
    ]);
    if (real) {
      const found = real.columns.filter((c) => serverOnly.has(`${c.table_name}.${c.column_name}`));
      expect(found).toHaveLength(serverOnly.size);
      real.columns = real.columns.filter(
        (c) => !serverOnly.has(`${c.table_name}.${c.column_name}`),
      );
    }
    expect(real?.columns.length).toBeGreaterThan(500);
    expect(new Set(real?.columns.map((c) => c.table_name)).size).toBe(tables.length);
    expect(generated?.columns).toEqual(real?.columns);
    expect(generated?.fks).toEqual(real?.fks);
    expect(real?.fks.every((f) => f.delete_rule === 'RESTRICT')).toBe(true);
  });

  it('seeds the demo catalogue', async () => {
    const count = async (table: string, where = sql`true`) =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(ctx.handle.db)
      ).rows[0]?.n ?? 0;
    expect(await count('m_kesadaran')).toBeGreaterThanOrEqual(6);
    expect(await count('m_suku')).toBeGreaterThan(5);
    expect(await count('m_pekerjaan', sql`category = 'PENDIDIKAN'`)).toBeGreaterThan(3);
    expect(await count('m_cara_pembayaran')).toBeGreaterThanOrEqual(4);
    expect(await count('m_icd10')).toBeGreaterThan(10);
    expect(await count('m_ranap_bed')).toBeGreaterThan(10);
    expect(await count('m_tarif_komponen')).toBeGreaterThanOrEqual(3);
    expect(await count('m_tarif', sql`kind = 'AKOMODASI' and code like 'AK-%'`)).toBe(4);
    const lab = await api.get('/get/TarifLab', admin, { search: 'darah' });
    expect(lab.body.data?.list?.map((x) => x.name)).toContain('Darah Lengkap');
  });
});
