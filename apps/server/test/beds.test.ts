import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, DISPLAY_TOKEN, type TestContext } from './helpers';
import { newRegistrationRow } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

interface BoardRow {
  ward: string;
  wardCode: string;
  kelas: string;
  capacity: number;
  occupied: number;
  cleaning: number;
  available: number;
}

async function board(): Promise<BoardRow[]> {
  const res = await api.raw({
    method: 'POST',
    url: '/api/bo/display/bed',
    headers: { 'x-display-token': DISPLAY_TOKEN, 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(res.statusCode).toBe(200);
  return (res.body.data?.list ?? []) as unknown as BoardRow[];
}

async function bed(code: string): Promise<{ id: number; kamar_id: number; version: number }> {
  const r = await sql<{ id: number; kamar_id: number; version: number }>`
    select id, kamar_id, version from m_ranap_bed where code = ${code}`.execute(ctx.handle.db);
  const row = r.rows[0];
  if (!row) throw new Error(`no bed ${code}`);
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

describe('display-anjungan-ranap counts beds from the occupancy intervals', () => {
  it('shows the seeded wards: a full VIP ward, a bed out of service left out of the capacity', async () => {
    const list = await board();
    const anggrek = list.find((r) => r.wardCode === 'ANG');
    expect(anggrek).toMatchObject({ capacity: 2, occupied: 2, cleaning: 0, available: 0 });
    const dahlia = list.find((r) => r.wardCode === 'DAH');
    expect(dahlia).toMatchObject({ capacity: 11, occupied: 5, cleaning: 0, available: 6 });
    const mawar = list.find((r) => r.wardCode === 'MAW');
    expect(mawar).toMatchObject({ capacity: 8, occupied: 3, cleaning: 1, available: 4 });
    for (const r of list) expect(r.capacity).toBe(r.occupied + r.cleaning + r.available);
  });

  it('follows an admission at the ward desk and a bed taken out of use', async () => {
    const b = await bed('MEL-01-B');
    const patient = await sql<{
      id: number;
    }>`select id from patients order by id desc limit 1`.execute(ctx.handle.db);
    const res = await api.do(
      'PasienBangsal',
      {
        type: 'admit',
        bedId: b.id,
        registrationId: await newRegistrationRow(ctx.handle.db, patient.rows[0]?.id),
        patientId: patient.rows[0]?.id,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    let melati = (await board()).find((r) => r.wardCode === 'MEL');
    expect(melati).toMatchObject({ capacity: 4, occupied: 3, cleaning: 1, available: 0 });

    const d = await bed('MEL-02-B');
    expect(
      (await api.do('RanapBed', { type: 'status', id: d.id, status: 'N' }, admin)).statusCode,
    ).toBe(200);
    melati = (await board()).find((r) => r.wardCode === 'MEL');
    expect(melati).toMatchObject({ capacity: 3, occupied: 3, cleaning: 0, available: 0 });
  });
});
