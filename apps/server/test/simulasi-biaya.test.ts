import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULASI_MESSAGES } from '../src/modules/simulasi-biaya/index';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admisi: string;

interface Tariff {
  id: number;
  price: number;
  jasa_sarana: number;
  jasa_pelayanan: number;
}

const db = () => ctx.handle.db;

async function tariff(kind: string, code: string): Promise<Tariff> {
  const r = await sql<Tariff>`select id, price, jasa_sarana, jasa_pelayanan from m_tarif
    where kind = ${kind} and code = ${code}`.execute(db());
  const row = r.rows[0];
  if (!row) throw new Error(`tariff ${kind} ${code} not seeded`);
  return row;
}

async function kelasId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from m_ranap_kelas where code = ${code}`.execute(
    db(),
  );
  return r.rows[0]?.id ?? 0;
}

async function addTariff(
  kind: string,
  code: string,
  name: string,
  kelas: number | null,
  sarana: number,
  pelayanan: number,
  status = 'Y',
): Promise<number> {
  const r = await sql<{ id: number }>`insert into m_tarif
    (kind, code, name, kelas_id, jasa_sarana, jasa_pelayanan, price, status)
    values (${kind}, ${code}, ${name}, ${kelas}, ${sarana}, ${pelayanan}, ${sarana + pelayanan},
      ${status}) returning id`.execute(db());
  return r.rows[0]?.id ?? 0;
}

function simulate(query: Record<string, string>, token = admisi) {
  return api.get('/get/SimulasiBiayaPenunjang', token, query);
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('simulasi biaya penunjang', () => {
  it('prices the seeded tariffs without a class (rawat jalan): split, line totals and total', async () => {
    const dl = await tariff('LAB', 'LAB-DL');
    const thx = await tariff('RADIOLOGI', 'RAD-THX');
    const res = await simulate({ kelasId: '', items: `${dl.id}:2,${thx.id}:1` });
    expect(res.statusCode).toBe(200);
    const data = res.body.data as {
      kelas: unknown;
      kelasOptions: { id: number; name: string }[];
      lines: Record<string, unknown>[];
      totals: { jasaSarana: number; jasaPelayanan: number; total: number };
      unpriced: number;
    };
    expect(data.kelas).toBeNull();
    expect(data.kelasOptions.length).toBeGreaterThan(0);
    expect(data.lines).toHaveLength(2);
    expect(data.lines[0]).toMatchObject({
      id: dl.id,
      name: 'Darah Lengkap',
      kindLabel: 'Laboratorium',
      qty: 2,
      basis: 'UMUM',
      tariffId: dl.id,
      unitPrice: dl.price,
      jasaSarana: dl.jasa_sarana * 2,
      jasaPelayanan: dl.jasa_pelayanan * 2,
      lineTotal: dl.price * 2,
    });
    expect(data.lines[1]).toMatchObject({ id: thx.id, qty: 1, lineTotal: thx.price });
    expect(data.totals).toEqual({
      jasaSarana: dl.jasa_sarana * 2 + thx.jasa_sarana,
      jasaPelayanan: dl.jasa_pelayanan * 2 + thx.jasa_pelayanan,
      total: dl.price * 2 + thx.price,
    });
    // The seeded figures themselves (Darah Lengkap 85.000, Foto Toraks 150.000).
    expect(data.totals.total).toBe(2 * 85000 + 150000);
    expect(data.unpriced).toBe(0);
  });

  it("uses the class's own tariff, falls back to the class-less one, says when there is none", async () => {
    const vip = await kelasId('VIP');
    const k1 = await kelasId('K1');
    const dl = await tariff('LAB', 'LAB-DL');
    const gds = await tariff('LAB', 'LAB-GDS');
    const dlVip = await addTariff('LAB', 'LAB-DL-VIP', 'Darah Lengkap', vip, 80000, 30000);
    const hba1c = await addTariff('LAB', 'LAB-HBA1C-K1', 'HbA1c', k1, 150000, 50000);

    const res = await simulate({
      kelasId: String(vip),
      items: `${dl.id}:1,${gds.id}:3,${hba1c}:1`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.body.data as {
      kelas: { id: number; name: string };
      lines: Record<string, unknown>[];
      totals: { total: number };
      unpriced: number;
    };
    expect(data.kelas.id).toBe(vip);
    expect(data.lines[0]).toMatchObject({ basis: 'KELAS', tariffId: dlVip, unitPrice: 110000 });
    expect(data.lines[1]).toMatchObject({
      basis: 'UMUM',
      tariffId: gds.id,
      lineTotal: gds.price * 3,
    });
    expect(data.lines[2]).toMatchObject({
      basis: 'TIDAK_ADA',
      unitPrice: null,
      lineTotal: 0,
      note: SIMULASI_MESSAGES.noTariff,
    });
    expect(data.totals.total).toBe(110000 + gds.price * 3);
    expect(data.unpriced).toBe(1);

    // The same HbA1c for class 1 has its price; without a class it has none.
    const forK1 = await simulate({ kelasId: String(k1), items: `${hba1c}:2` });
    expect((forK1.body.data as { totals: { total: number } }).totals.total).toBe(400000);
    const outpatient = await simulate({ items: `${dl.id}:1` });
    expect((outpatient.body.data as { totals: { total: number } }).totals.total).toBe(dl.price);
  });

  it('lists support services in the picker, one per service, searchable', async () => {
    const res = await api.get('/get/SimulasiBiayaPenunjang/layanan', admisi, { search: 'darah' });
    expect(res.statusCode).toBe(200);
    const items = (res.body.data as { items: { name: string; kind: string }[] }).items;
    expect(items.filter((i) => i.name === 'Darah Lengkap')).toHaveLength(1);
    expect(items.every((i) => /darah/i.test(i.name) || /darah/i.test(i.kind))).toBe(true);
    const all = await api.get('/get/SimulasiBiayaPenunjang/layanan', admisi);
    const names = (all.body.data as { items: { name: string }[] }).items.map((i) => i.name);
    expect(names).toContain('USG Abdomen');
    expect(names).not.toContain('Registrasi Pasien Baru');
  });

  it('refuses with 422 and an Indonesian message, never 500', async () => {
    const dl = await tariff('LAB', 'LAB-DL');
    const reg = await tariff('REGISTRASI', 'REG-BARU');
    const off = await addTariff('LAB', 'LAB-OFF', 'Pemeriksaan Nonaktif', null, 1000, 1000, 'N');
    const cases: [Record<string, string>, string][] = [
      [{ items: `${dl.id}:0` }, SIMULASI_MESSAGES.badQty],
      [{ items: `${dl.id}:100` }, SIMULASI_MESSAGES.badQty],
      [{ items: `${dl.id}:-1` }, SIMULASI_MESSAGES.badQty],
      [{ items: `${dl.id}:1,${dl.id}:2` }, SIMULASI_MESSAGES.duplicate],
      [{ items: 'abc' }, SIMULASI_MESSAGES.badItems],
      [{ items: `${dl.id}:1,999999:1` }, SIMULASI_MESSAGES.unknownItem([999999])],
      [{ items: `${reg.id}:1` }, SIMULASI_MESSAGES.unknownItem([reg.id])],
      [{ items: `${off}:1` }, SIMULASI_MESSAGES.unknownItem([off])],
      [{ kelasId: '999999', items: `${dl.id}:1` }, SIMULASI_MESSAGES.badKelas],
      [{ kelasId: 'x' }, SIMULASI_MESSAGES.badKelas],
      [
        { items: Array.from({ length: 51 }, (_, i) => `${i + 1}:1`).join(',') },
        SIMULASI_MESSAGES.tooMany,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await simulate(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    // 50 items is the limit, not a refusal by count (they are unknown ids here).
    const fifty = await simulate({
      items: Array.from({ length: 50 }, (_, i) => `${900000 + i}:1`).join(','),
    });
    expect(fifty.statusCode).toBe(422);
    expect(fifty.body.message).not.toBe(SIMULASI_MESSAGES.tooMany);
  });

  it('needs the view permission on simulasi-biaya-penunjang', async () => {
    const farmasi = await api.login('farmasi');
    expect((await simulate({}, farmasi)).statusCode).toBe(403);
    const admin = await api.login('admin');
    expect((await simulate({}, admin)).statusCode).toBe(200);
    expect((await api.get('/get/SimulasiBiayaPenunjang')).statusCode).toBe(401);
  });
});
