import {
  type AnyResource,
  findResource,
  letterTag,
  type MenuAction,
  resources,
  sampleRecord,
} from '@simrs/validators/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/passwords';
import { CHEAP_ARGON2, client, createTestApp, type TestContext } from './helpers';

/**
 * Hand-written add payloads; the catalogue's resources (docs/master-data.md) get one generated
 * from their field kinds (`sampleRecord`), referencing the first row of each target.
 */
const SAMPLES: Record<string, Record<string, unknown>> = {
  // A level manager grants only what they hold: the tester holds user-level view then.
  UserLevel: { name: 'Level Matriks', menuRole: [{ menu: 'user-level', actions: ['view'] }] },
  Poli: { code: 'MTX', name: 'Poli Matriks' },
  Users: { username: 'user.matriks', name: 'User Matriks', levelId: 3, password: 'RahasiaSekali1' },
  Agama: { name: 'Agama Matriks' },
  Bank: { code: '999', name: 'Bank Matriks' },
  Obat: { code: 'OB-MTX', name: 'Obat Matriks', unit: 'TABLET', price: 1000, minStock: 5 },
  RanapKelas: { code: 'KMX', name: 'Kelas Matriks', bpjsClass: '2' },
  RanapBangsal: { code: 'BMX', name: 'Bangsal Matriks', kelasId: 1, capacity: 4 },
  Pasien: {
    rmNo: '99000001',
    nik: '3171014505900001',
    name: 'Pasien Matriks',
    sex: '2',
    birthDate: '1990-05-05',
  },
  GroupAntrean: { code: 'GMX', name: 'Group Matriks' },
  UnitTujuan: { code: 'UMX', name: 'Unit Matriks', category: 'admisi', prefix: 'M', groupId: 1 },
  DisplayLayar: { code: 'LMX', name: 'Layar Matriks', route: 'display-poli', groupId: 1 },
  JadwalDokter: {
    unitId: 1,
    doctorName: 'dr. Matriks',
    weekday: '1',
    slot: 'PAGI',
    startTime: '07:00',
    endTime: '12:00',
    quota: 10,
  },
  HariLibur: { date: '2030-01-02', name: 'Libur Matriks' },
};

let ctx: TestContext;
let api: ReturnType<typeof client>;
let token: string;
let levelId: number;

async function grant(menuRole: { menu: string; actions: MenuAction[] }[]) {
  await sql`update user_levels set menu_role = ${JSON.stringify(menuRole)}::jsonb where id = ${levelId}`.execute(
    ctx.handle.db,
  );
}

async function count(table: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    ctx.handle.db,
  );
  return r.rows[0]?.n ?? -1;
}

async function samplePayload(r: AnyResource, i: number): Promise<Record<string, unknown>> {
  const own = SAMPLES[r.key];
  if (own) return own;
  const first = new Map<string, number>();
  for (const f of r.fields) {
    const target = f.reference ? findResource(f.reference.resource) : undefined;
    if (!target) continue;
    const row = await sql<{ id: number }>`select min(id) as id from ${sql.table(target.table)}${
      target.scope ? sql` where ${sql.id(target.scope.column)} = ${target.scope.value}` : sql``
    }`.execute(ctx.handle.db);
    first.set(target.key, row.rows[0]?.id ?? 0);
  }
  return sampleRecord(r, { tag: `p${letterTag(i)}m`, refId: (k) => first.get(k) ?? 0, seq: i });
}

async function auditRows(): Promise<number> {
  return count('audit_log');
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  const kelas = await sql<{ id: number }>`select id from m_ranap_kelas order by id limit 1`.execute(
    ctx.handle.db,
  );
  SAMPLES.RanapBangsal = { ...SAMPLES.RanapBangsal, kelasId: kelas.rows[0]?.id };
  const level = await sql<{
    id: number;
  }>`insert into user_levels (name, menu_role) values ('Uji Matriks', '[]') returning id`.execute(
    ctx.handle.db,
  );
  levelId = level.rows[0]?.id ?? 0;
  const hash = await hashPassword('MatriksRahasia1', CHEAP_ARGON2);
  // A user who chose their own password (no forced change pending).
  await sql`insert into users (username, name, level_id, password, must_change_password)
    values ('penguji', 'Penguji', ${levelId}, ${hash}, false)`.execute(ctx.handle.db);
  token = await api.login('penguji', 'MatriksRahasia1');
  // Users are put in a level without menus: assigning a level grants its menus (grants.ts).
  const empty = await sql<{
    id: number;
  }>`insert into user_levels (name, menu_role) values ('Tanpa Menu', '[]') returning id`.execute(
    ctx.handle.db,
  );
  SAMPLES.Users = { ...SAMPLES.Users, levelId: empty.rows[0]?.id };
});
afterAll(async () => {
  await ctx?.close();
});

describe('permission matrix: every module x action, with and without the action', () => {
  it('has a sample payload for every resource', async () => {
    for (const r of resources) expect((await samplePayload(r, 0)).constructor).toBe(Object);
  });

  for (const resource of resources) {
    it(`${resource.key} (menu ${resource.menu})`, async () => {
      const m = resource.menu;
      // view
      await grant([]);
      const denied = await api.get(`/get/${resource.key}`, token);
      expect(denied.statusCode).toBe(403);
      expect(denied.body.message).toBe(
        `Anda tidak memiliki akses untuk melihat data pada menu ${m}.`,
      );
      expect((await api.get(`/get/${resource.key}/edit/1`, token)).statusCode).toBe(403);
      await grant([{ menu: m, actions: ['view'] }]);
      expect((await api.get(`/get/${resource.key}`, token)).statusCode).toBe(200);

      // export
      const exportUrl = `/api/bo/get/${resource.key}?export=1&download=csv&token=${token}`;
      expect((await api.raw({ method: 'GET', url: exportUrl })).statusCode).toBe(403);
      await grant([{ menu: m, actions: ['view', 'export'] }]);
      expect((await api.raw({ method: 'GET', url: exportUrl })).statusCode).toBe(200);

      // add
      await grant([{ menu: m, actions: ['view'] }]);
      const rows = await count(resource.table);
      const audits = await auditRows();
      const payload = await samplePayload(resource, resources.indexOf(resource));
      const addDenied = await api.do(resource.key, { type: 'add', ...payload }, token);
      expect(addDenied.statusCode).toBe(403);
      expect(addDenied.body.title).toBe('Akses Ditolak');
      expect(await count(resource.table)).toBe(rows);
      await grant([{ menu: m, actions: ['view', 'add'] }]);
      const added = await api.do(resource.key, { type: 'add', ...payload }, token);
      expect(added.statusCode).toBe(200);
      expect(await count(resource.table)).toBe(rows + 1);
      const record = added.body.data?.record as { id: number; version: number };

      // edit
      await grant([{ menu: m, actions: ['view', 'add'] }]);
      const upd = { type: 'update', ...payload, id: record.id, version: record.version };
      expect((await api.do(resource.key, upd, token)).statusCode).toBe(403);
      await grant([{ menu: m, actions: ['view', 'edit'] }]);
      expect((await api.do(resource.key, upd, token)).statusCode).toBe(200);

      // status
      if (resource.hasStatus) {
        await grant([{ menu: m, actions: ['view', 'edit'] }]);
        const st = { type: 'status', id: record.id, status: 'N' };
        expect((await api.do(resource.key, st, token)).statusCode).toBe(403);
        await grant([{ menu: m, actions: ['view', 'status'] }]);
        expect((await api.do(resource.key, st, token)).statusCode).toBe(200);
      } else {
        await grant([{ menu: m, actions: ['view', 'status'] }]);
        expect(
          (await api.do(resource.key, { type: 'status', id: record.id, status: 'N' }, token))
            .statusCode,
        ).toBe(400);
      }

      // delete
      await grant([{ menu: m, actions: ['view', 'edit', 'status', 'add', 'export'] }]);
      expect(
        (await api.do(resource.key, { type: 'delete', id: record.id }, token)).statusCode,
      ).toBe(403);
      expect(await count(resource.table)).toBe(rows + 1);
      await grant([{ menu: m, actions: ['view', 'delete'] }]);
      expect(
        (await api.do(resource.key, { type: 'delete', id: record.id }, token)).statusCode,
      ).toBe(200);
      // A patient is never deleted: its delete makes the record inactive (docs/pasien.md).
      expect(await count(resource.table)).toBe(resource.key === 'Pasien' ? rows + 1 : rows);
      // add, update, status and delete each appended one audit row; the refusals none
      expect(await auditRows()).toBe(audits + 3 + (resource.hasStatus ? 1 : 0));
    });
  }

  it('AuditTrail needs audit-trail view; Notification needs Notifikasi view', async () => {
    await grant([]);
    expect((await api.get('/get/AuditTrail', token)).statusCode).toBe(403);
    const n = await api.do('Notification', { type: 'get-notif-pending-barang' }, token);
    expect(n.statusCode).toBe(403);
    await grant([
      { menu: 'audit-trail', actions: ['view'] },
      { menu: 'Notifikasi', actions: ['view'] },
    ]);
    expect((await api.get('/get/AuditTrail', token)).statusCode).toBe(200);
    expect(
      (await api.do('Notification', { type: 'get-notif-pending-barang' }, token)).statusCode,
    ).toBe(200);
    expect(
      (await api.do('Notification', { type: 'get-notif-pending-pemeliharaan' }, token)).statusCode,
    ).toBe(200);
  });

  it("canManageAll 'Y' bypasses the menus; only such a user may grant it", async () => {
    await grant([{ menu: 'user', actions: ['view', 'add'] }]);
    const escalate = await api.do(
      'Users',
      {
        type: 'add',
        username: 'naik.pangkat',
        name: 'Naik',
        levelId: 3,
        password: 'RahasiaSekali1',
        canManageAll: 'Y',
      },
      token,
    );
    expect(escalate.statusCode).toBe(403);
    await sql`update users set can_manage_all = 'Y' where username = 'penguji'`.execute(
      ctx.handle.db,
    );
    await grant([]);
    expect((await api.get('/get/Obat', token)).statusCode).toBe(200);
    expect((await api.get('/get/AuditTrail', token)).statusCode).toBe(200);
    await sql`update users set can_manage_all = 'N' where username = 'penguji'`.execute(
      ctx.handle.db,
    );
  });
});
