/**
 * Read calls of the EMR's staff queue screens: belum-dilayani (today's tickets not yet served
 * across the units a user may see), the transfer/announcer unit list, and the names of
 * task-id-harian by the caller's patient permission.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDay } from '../src/modules/antrean/mask';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let superadmin: string;
let admisi: string;

/** The list of an answer, typed. */
const listOf = <T>(res: { body: { data?: Record<string, unknown> } }): T[] =>
  (res.body.data?.list ?? []) as T[];

interface Row {
  id: number;
  code: string;
  unitId: number;
  unitName: string;
  category: string;
  status: string;
  callStatus: string | null;
  createdAt: string;
  waitingSeconds: number;
  patientName: string | null;
}

async function unitId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = ${code}`.execute(
    ctx.handle.db,
  );
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}

async function take(unit: number, patientName?: string): Promise<{ id: number; code: string }> {
  const res = await api.do(
    'Antrean',
    { type: 'ambil', unitId: unit, ...(patientName ? { patientName } : {}) },
    superadmin,
  );
  expect(res.statusCode).toBe(200);
  return res.body.data?.ticket as { id: number; code: string };
}

async function act(type: string, payload: Record<string, unknown>) {
  const res = await api.do('Antrean', { type, ...payload }, superadmin);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data?.ticket as { id: number; code: string };
}

/** A user whose level has exactly `menuRole` (created straight in the database). */
async function userWith(username: string, menuRole: unknown[]): Promise<string> {
  const level = await sql<{ id: number }>`insert into user_levels (name, menu_role)
    values (${`Uji ${username}`}, ${JSON.stringify(menuRole)}::jsonb) returning id`.execute(
    ctx.handle.db,
  );
  const hash = await sql<{ password: string }>`select password from users
    where username = 'admisi'`.execute(ctx.handle.db);
  // The demo password, as its owner's own (no forced change pending).
  await sql`insert into users (username, name, level_id, password, must_change_password)
    values (${username}, ${username}, ${level.rows[0]?.id}, ${hash.rows[0]?.password}, false)`.execute(
    ctx.handle.db,
  );
  return api.login(username);
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  superadmin = await api.login('superadmin');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /get/BelumDilayani', () => {
  it("lists today's waiting, called and absent tickets of the user's units, oldest first", async () => {
    const adm = await unitId('ADM-1');
    const info = await unitId('INFO');
    const far = await unitId('FAR');
    const a1 = await take(adm, 'Budi Santoso');
    const i1 = await take(info);
    const f1 = await take(far);
    const a2 = await take(adm);
    const a3 = await take(adm);
    const a4 = await take(adm);
    // a1: called (not yet present); a2: absent; a3: served; a4: done -> only a1, a2 stay.
    await act('panggil', { unitId: adm, counter: 'Loket 1', ticketId: a1.id });
    await act('panggil', { unitId: adm, counter: 'Loket 2', ticketId: a2.id });
    await act('tidak-hadir', { id: a2.id });
    await act('panggil', { unitId: adm, counter: 'Loket 3', ticketId: a3.id });
    await act('layani', { id: a3.id });
    await act('panggil', { unitId: adm, counter: 'Loket 3', ticketId: a4.id });
    await act('selesai', { id: a4.id });

    const res = await api.get('/get/BelumDilayani', admisi);
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as {
      day: string;
      serverTime: string;
      units: { id: number; category: string }[];
      list: Row[];
      total: number;
    };
    expect(data.day).toBe(wibDay(new Date()));
    // The admisi level sees admission and information queues, never pharmacy's.
    const categories = new Set(data.units.map((u) => u.category));
    expect(categories.has('admisi')).toBe(true);
    expect(categories.has('informasi')).toBe(true);
    expect(categories.has('farmasi')).toBe(false);
    const codes = data.list.map((r) => r.code);
    expect(codes).toEqual([a1.code, i1.code, a2.code]);
    expect(codes).not.toContain(f1.code);
    expect(data.total).toBe(3);
    expect(data.list[0]).toMatchObject({
      status: 'CALLED',
      callStatus: 'B',
      unitName: 'Admisi Rawat Jalan',
      category: 'admisi',
      patientName: 'Budi Santoso',
    });
    expect(data.list[2]).toMatchObject({ status: 'SKIPPED', callStatus: 'N' });
    for (const r of data.list) {
      expect(r.waitingSeconds).toBeGreaterThanOrEqual(0);
      expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(Date.parse(data.serverTime));
    }
    const sorted = [...data.list].sort((x, y) => x.createdAt.localeCompare(y.createdAt));
    expect(sorted.map((r) => r.id)).toEqual(data.list.map((r) => r.id));

    // The super admin sees every unit, pharmacy included.
    const all = await api.get('/get/BelumDilayani', superadmin);
    expect(listOf<Row>(all).map((r) => r.code)).toContain(f1.code);
  });

  it('filters by category and by unit', async () => {
    const info = await unitId('INFO');
    const byCategory = await api.get('/get/BelumDilayani', admisi, { category: 'informasi' });
    const list = listOf<Row>(byCategory);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.category === 'informasi')).toBe(true);
    const byUnit = await api.get('/get/BelumDilayani', admisi, { unitId: String(info) });
    expect(listOf<Row>(byUnit).every((r) => r.unitId === info)).toBe(true);
    const everything = await api.get('/get/BelumDilayani', admisi, {
      category: 'ALL',
      unitId: 'ALL',
    });
    expect(listOf<Row>(everything).length).toBeGreaterThan(list.length);
  });

  it('refuses bad filters and units the user may not see', async () => {
    const badCategory = await api.get('/get/BelumDilayani', admisi, { category: 'kantin' });
    expect(badCategory.statusCode).toBe(422);
    expect(badCategory.body.message).toBe('Kategori unit tidak valid.');
    const badUnit = await api.get('/get/BelumDilayani', admisi, { unitId: 'x1' });
    expect(badUnit.statusCode).toBe(422);
    const far = await unitId('FAR');
    const hidden = await api.get('/get/BelumDilayani', admisi, { unitId: String(far) });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.body.message).toBe('Unit Tujuan tidak ditemukan.');
  });

  it('needs the belum-dilayani menu', async () => {
    const farmasi = await api.login('farmasi');
    const res = await api.get('/get/BelumDilayani', farmasi);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      'Anda tidak memiliki akses untuk melihat data pada menu belum-dilayani.',
    );
    expect((await api.get('/get/BelumDilayani')).statusCode).toBe(401);
  });
});

describe('GET /get/AntreanTujuan', () => {
  it('lists every active unit with its group for any signed-in user', async () => {
    const farmasi = await api.login('farmasi');
    const res = await api.get('/get/AntreanTujuan', farmasi);
    expect(res.statusCode).toBe(200);
    const list = listOf<{ code: string; groupName: string; category: string }>(res);
    expect(list.length).toBe(14);
    expect(list.find((u) => u.code === 'P-UMUM')).toMatchObject({
      groupName: 'Poliklinik',
      category: 'poli',
    });
    await sql`update q_units set status = 'N' where code = 'P-GIGI'`.execute(ctx.handle.db);
    const after = await api.get('/get/AntreanTujuan', farmasi);
    expect(listOf<{ code: string }>(after).map((u) => u.code)).not.toContain('P-GIGI');
    await sql`update q_units set status = 'Y' where code = 'P-GIGI'`.execute(ctx.handle.db);
    expect((await api.get('/get/AntreanTujuan')).statusCode).toBe(401);
  });
});

describe('GET /get/TaskIdHarian names', () => {
  it('shows full names to staff who may view patients and masked names to the others', async () => {
    const today = wibDay(new Date());
    const made = await api.do(
      'Reservasi',
      {
        type: 'add',
        unitId: await unitId('P-UMUM'),
        visitDate: today,
        patientName: 'Citra Lestari',
        payer: 'NON JKN',
      },
      superadmin,
    );
    expect(made.statusCode).toBe(200);
    const code = (made.body.data?.reservation as { bookingCode: string } | undefined)?.bookingCode;
    expect(code).toMatch(/^RS/);

    const full = await api.get('/get/TaskIdHarian', admisi, { date: today });
    expect(full.body.data?.nameMasked).toBe(false);
    const fullRow = listOf<{ bookingCode: string; patientName: string }>(full).find(
      (r) => r.bookingCode === code,
    );
    expect(fullRow?.patientName).toBe('Citra Lestari');

    const viewer = await userWith('uji.taskid', [{ menu: 'task-id-harian', actions: ['view'] }]);
    const masked = await api.get('/get/TaskIdHarian', viewer, { date: today });
    expect(masked.statusCode).toBe(200);
    expect(masked.body.data?.nameMasked).toBe(true);
    const maskedRow = listOf<{ bookingCode: string; patientName: string }>(masked).find(
      (r) => r.bookingCode === code,
    );
    expect(maskedRow?.patientName).toBe('Ci*** Le*****');
    expect(masked.raw).not.toContain('Citra');
  });
});
