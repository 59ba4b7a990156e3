import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/passwords';
import { CHEAP_ARGON2, client, createTestApp, type TestContext } from './helpers';

/**
 * Probe: the audit trail must not hand a module's before/after values (a patient's NIK, address,
 * phone) to a viewer who may not read that module. The demo admin holds audit-trail but not
 * pasien.
 */
let ctx: TestContext;
let api: ReturnType<typeof client>;
let superadmin: string;
let admin: string;
let auditor: string;
const NIK = '3171014507880007';
const PHONE = '81299887766';

interface Row {
  module: string;
  type: string;
  recordId: string | null;
  username: string | null;
  before: unknown;
  after: unknown;
  valuesHidden: boolean;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  superadmin = await api.login('superadmin');
  admin = await api.login('admin');
  // An auditor of patients: audit-trail and pasien view.
  const level = await sql<{ id: number }>`insert into user_levels (name, menu_role) values
    ('Auditor Pasien', ${JSON.stringify([
      { menu: 'audit-trail', actions: ['view'] },
      { menu: 'pasien', actions: ['view'] },
    ])}::jsonb) returning id`.execute(ctx.handle.db);
  const hash = await hashPassword('AuditorPasien2026', CHEAP_ARGON2);
  // A password of the user's own: no change asked at first login.
  await sql`insert into users (username, name, level_id, password, must_change_password)
    values ('auditor.pasien', 'Auditor Pasien', ${level.rows[0]?.id}, ${hash}, false)`.execute(
    ctx.handle.db,
  );
  auditor = await api.login('auditor.pasien', 'AuditorPasien2026');

  const added = await api.do(
    'Pasien',
    {
      type: 'add',
      rmNo: '77000001',
      nik: NIK,
      name: 'Rahasia Audit',
      sex: '2',
      birthDate: '1988-07-05',
      address: 'Jl. Melati Rahasia No. 9',
      phone: PHONE,
    },
    superadmin,
  );
  expect(added.statusCode).toBe(200);
  const record = added.body.data?.record as { id: number; version: number };
  const updated = await api.do(
    'Pasien',
    {
      type: 'update',
      id: record.id,
      version: record.version,
      rmNo: '77000001',
      nik: NIK,
      name: 'Rahasia Audit',
      sex: '2',
      birthDate: '1988-07-05',
      address: 'Jl. Kenanga Rahasia No. 10',
      phone: PHONE,
    },
    superadmin,
  );
  expect(updated.statusCode).toBe(200);
  const poli = await api.do('Poli', { type: 'add', code: 'AUD', name: 'Poli Audit' }, superadmin);
  expect(poli.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

async function trail(token: string, query: Record<string, string> = {}) {
  const res = await api.get('/get/AuditTrail', token, { shown: '30', ...query });
  expect(res.statusCode).toBe(200);
  return { list: (res.body.data?.list ?? []) as unknown as Row[], raw: res.raw };
}

describe('audit trail values by the viewer', () => {
  it('hides the values of a module the viewer may not read: who, when, what and which record stay', async () => {
    const { list, raw } = await trail(admin, { module: 'Pasien' });
    const rows = list.filter((r) => r.module === 'Pasien');
    expect(rows.map((r) => r.type).sort()).toEqual(['add', 'update']);
    for (const r of rows) {
      expect(r).toMatchObject({ username: 'superadmin', valuesHidden: true, before: null });
      expect(r.after).toBeNull();
      expect(r.recordId).toMatch(/^\d+$/);
    }
    expect(raw).not.toContain(NIK);
    expect(raw).not.toContain(PHONE);
    expect(raw).not.toContain('Melati Rahasia');
    expect(raw).not.toContain('Kenanga Rahasia');
  });

  it('shows the values of modules the viewer may read', async () => {
    const { list } = await trail(admin, { module: 'Poli' });
    const add = list.find((r) => r.module === 'Poli' && r.type === 'add');
    expect(add?.valuesHidden).toBe(false);
    expect(add?.after).toMatchObject({ code: 'AUD', name: 'Poli Audit' });
  });

  it('shows patient values to a viewer with pasien view, and to canManageAll', async () => {
    for (const token of [auditor, superadmin]) {
      const { list } = await trail(token, { module: 'Pasien' });
      const update = list.find((r) => r.module === 'Pasien' && r.type === 'update');
      expect(update?.valuesHidden).toBe(false);
      expect(update?.before).toMatchObject({ address: 'Jl. Melati Rahasia No. 9', nik: NIK });
      expect(update?.after).toMatchObject({ address: 'Jl. Kenanga Rahasia No. 10' });
    }
  });

  it('hides values of modules without a menu (the queue) from all but canManageAll', async () => {
    const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
      ctx.handle.db,
    );
    const taken = await api.do('Antrean', { type: 'ambil', unitId: unit.rows[0]?.id }, superadmin);
    expect(taken.statusCode).toBe(200);
    const seen = (await trail(auditor, { module: 'Antrean' })).list[0];
    expect(seen).toMatchObject({
      module: 'Antrean',
      type: 'ambil',
      valuesHidden: true,
      after: null,
    });
    const full = (await trail(superadmin, { module: 'Antrean' })).list[0];
    expect(full?.valuesHidden).toBe(false);
    expect(full?.after).toMatchObject({ status: 'WAITING' });
  });
});

describe('audit trail filters', () => {
  it('offers the users (id and username) and the modules found in the log', async () => {
    const res = await api.get('/get/AuditTrail/filters', admin);
    expect(res.statusCode).toBe(200);
    const data = res.body.data as unknown as {
      users: { id: number; username: string }[];
      modules: string[];
    };
    const superUser = await ctx.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'superadmin')
      .executeTakeFirstOrThrow();
    expect(data.users).toContainEqual({ id: superUser.id, username: 'superadmin' });
    expect(data.modules).toEqual(expect.arrayContaining(['Auth', 'Pasien', 'Poli', 'Seed']));
    expect(new Set(data.modules).size).toBe(data.modules.length);
    const refused = await api.get('/get/AuditTrail/filters', await api.login('perawat'));
    expect(refused.statusCode).toBe(403);
  });

  it('filters by module in any case', async () => {
    for (const module of ['pasien', 'PASIEN', 'Pasien']) {
      const { list } = await trail(superadmin, { module });
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((r) => r.module === 'Pasien')).toBe(true);
    }
    expect((await trail(superadmin, { module: 'tidak-ada' })).list).toEqual([]);
  });
});
