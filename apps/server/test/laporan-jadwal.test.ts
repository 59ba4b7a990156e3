import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callNext,
  cancelReservation,
  checkIn,
  createReservation,
  type ServiceContext,
  takeTicket,
  transfer,
  transition,
} from '../src/modules/antrean/service';
import { client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

const actor = { userId: null, username: 'uji', address: null };
const at = (iso: string): ServiceContext => ({
  db: ctx.handle.db,
  actor,
  clock: { now: () => new Date(iso) },
});

async function unitId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_units where code = ${code}`.execute(
    ctx.handle.db,
  );
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no unit ${code}`);
  return id;
}

async function scheduleId(doctor: string, weekday: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from q_doctor_schedules
    where doctor_name = ${doctor} and weekday = ${weekday}`.execute(ctx.handle.db);
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no schedule ${doctor} ${weekday}`);
  return id;
}

interface Row {
  scheduleId: number;
  doctorName: string;
  weekday: number;
  practiceDays: number;
  quotaTotal: number;
  booked: number;
  checkedIn: number;
  cancelled: number;
  served: number;
  utilisation: number | null;
  avgStartDelay: number | null;
}
interface Report {
  from: string;
  units: { id: number; name: string }[];
  to: string;
  list: Row[];
  totals: Omit<Row, 'scheduleId' | 'doctorName' | 'weekday'>;
}

function report(res: { body: { data?: unknown } }): Report {
  return res.body.data as Report;
}

const RANGE = { from: '2026-03-02', to: '2026-03-15' };

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  const umum = await unitId('P-UMUM');
  const anak = await unitId('P-ANAK');
  const andiMon = await scheduleId('dr. Andi Pratama', '1');
  // Wednesday 4 March is a holiday: not a practice day.
  await sql`insert into q_holidays (date, name) values ('2026-03-04', 'Libur Uji')`.execute(
    ctx.handle.db,
  );

  // Bookings made on 1 March for Andi's Monday schedule (times in UTC; WIB = UTC+7).
  const book = (visitDate: string, patientName: string) =>
    createReservation(at('2026-03-01T01:00:00Z'), {
      unitId: umum,
      scheduleId: andiMon,
      visitDate,
      patientName,
      rmNo: null,
      nik: null,
      bpjsNo: null,
      payer: 'NON JKN',
      newPatient: 'N',
    });
  const stay = await book('2026-03-09', 'Pasien Tetap');
  const cancelled = await book('2026-03-09', 'Pasien Batal');
  await book('2026-03-16', 'Pasien Di Luar Rentang');
  const arrives = await book('2026-03-02', 'Pasien Datang');
  await cancelReservation(at('2026-03-01T02:00:00Z'), cancelled.id);
  expect(stay.status).toBe('BOOKED');

  // Monday 2 March at Poli Umum.
  for (const name of ['A', 'B', 'C', 'D']) {
    await takeTicket(at('2026-03-01T23:50:00Z'), {
      unitId: umum,
      source: 'staff',
      patientName: name,
    });
  }
  // 07:12 WIB: first call of the PAGI slot (starts 07:00) -> 12 minutes late; served.
  const a = await callNext(at('2026-03-02T00:12:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-02T00:20:00Z'), { id: a?.id ?? 0, action: 'selesai' });
  // 08:00 WIB: served, then sent on to Poli Anak (TRANSFERRED counts as served here).
  const b = await callNext(at('2026-03-02T01:00:00Z'), { unitId: umum, counter: '1' });
  await transfer(at('2026-03-02T01:10:00Z'), { id: b?.id ?? 0, toUnitId: anak });
  // 08:30 WIB: called but absent -> not served.
  const c = await callNext(at('2026-03-02T01:30:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-02T01:31:00Z'), { id: c?.id ?? 0, action: 'tidak-hadir' });
  // 13:30 WIB: after the PAGI slot (13:00) and before the SORE slot (14:00): neither.
  const d = await callNext(at('2026-03-02T06:30:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-02T06:40:00Z'), { id: d?.id ?? 0, action: 'selesai' });
  // The booking that arrived stays waiting (checked in, not served).
  await checkIn(at('2026-03-02T07:00:00Z'), { bookingCode: arrives.bookingCode });

  // Monday 9 March.
  for (const name of ['E', 'F', 'G']) {
    await takeTicket(at('2026-03-08T23:40:00Z'), {
      unitId: umum,
      source: 'staff',
      patientName: name,
    });
  }
  // 06:55 WIB: called before the slot's start -> not within the pagi window at all.
  const e = await callNext(at('2026-03-08T23:55:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-09T00:30:00Z'), { id: e?.id ?? 0, action: 'selesai' });
  // 07:06 WIB: first call within the slot -> 6 minutes late; served via layani + selesai.
  const f = await callNext(at('2026-03-09T00:06:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-09T00:07:00Z'), { id: f?.id ?? 0, action: 'layani' });
  await transition(at('2026-03-09T00:20:00Z'), { id: f?.id ?? 0, action: 'selesai' });
  // 14:10 WIB: the SORE slot of dr. Rina Kusuma (14:00) -> 10 minutes late; served.
  const g = await callNext(at('2026-03-09T07:10:00Z'), { unitId: umum, counter: '1' });
  await transition(at('2026-03-09T07:30:00Z'), { id: g?.id ?? 0, action: 'selesai' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('GET /get/LaporanEfektivitasJadwal', () => {
  it('computes practice days, quota, bookings, served, utilisation and start delay', async () => {
    const res = await api.get('/get/LaporanEfektivitasJadwal', admin, {
      ...RANGE,
      unitId: String(await unitId('P-UMUM')),
    });
    expect(res.statusCode).toBe(200);
    const data = report(res);
    expect(data.from).toBe(RANGE.from);
    // The unit filter's choices: the units with an active schedule (the five seeded clinics).
    expect(data.units.map((u) => u.name)).toContain('Poli Umum');
    expect(data.units.length).toBe(5);
    // 3 doctors x 7 weekdays at Poli Umum.
    expect(data.list.length).toBe(21);
    const row = (doctor: string, weekday: string) =>
      data.list.find((r) => r.doctorName === doctor && r.weekday === Number(weekday));
    expect(row('dr. Andi Pratama', '1')).toMatchObject({
      practiceDays: 2,
      quotaTotal: 80,
      booked: 1,
      checkedIn: 1,
      cancelled: 1,
      served: 3,
      utilisation: 3.8,
      avgStartDelay: 9,
    });
    expect(row('dr. Rina Kusuma', '1')).toMatchObject({
      practiceDays: 2,
      quotaTotal: 80,
      served: 1,
      utilisation: 1.3,
      avgStartDelay: 10,
    });
    // Wednesday 4 March is a holiday: only 11 March remains.
    expect(row('dr. Andi Pratama', '3')).toMatchObject({
      practiceDays: 1,
      quotaTotal: 40,
      served: 0,
      utilisation: 0,
      avgStartDelay: null,
    });
    expect(row('dr. Hendra Wijaya', '1')).toMatchObject({ served: 0, avgStartDelay: null });
    // Totals: 21 schedules; 2 practice days each, except Wednesday's three (1 each).
    expect(data.totals).toMatchObject({
      practiceDays: 18 * 2 + 3,
      quotaTotal: 39 * 40,
      booked: 1,
      checkedIn: 1,
      cancelled: 1,
      served: 4,
      utilisation: 0.3,
      // (12 + 6 + 10) / 3 (schedule, day) pairs with a call.
      avgStartDelay: 9.3,
    });
  });

  it('filters by doctor name (part of it, any case)', async () => {
    const res = await api.get('/get/LaporanEfektivitasJadwal', admin, {
      ...RANGE,
      doctor: 'rina',
    });
    expect(res.statusCode).toBe(200);
    const list = report(res).list;
    expect(list.length).toBe(7);
    expect(list.every((r) => r.doctorName === 'dr. Rina Kusuma')).toBe(true);
  });

  it('refuses bad dates and ranges with 422 and Indonesian messages', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2026-3-1', to: '2026-03-10' }, 'from', 'Tanggal Awal harus berformat YYYY-MM-DD.'],
      [{ from: '2026-02-30', to: '2026-03-10' }, 'from', 'Tanggal Awal bukan tanggal yang valid.'],
      [
        { from: '2026-03-10', to: '2026-03-01' },
        'to',
        'Tanggal Akhir tidak boleh sebelum Tanggal Awal.',
      ],
      [{ from: '2026-01-01', to: '2026-02-01' }, 'to', 'Rentang tanggal maksimal 31 hari.'],
      [{ ...RANGE, unitId: 'abc' }, 'unitId', 'Unit tidak valid.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get('/get/LaporanEfektivitasJadwal', admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.raw).toContain(message);
      expect(res.raw).toContain(field);
    }
    // Exactly 31 days is allowed.
    const ok = await api.get('/get/LaporanEfektivitasJadwal', admin, {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('defaults to this month so far', async () => {
    const res = await api.get('/get/LaporanEfektivitasJadwal', admin);
    expect(res.statusCode).toBe(200);
    const data = report(res);
    expect(data.from.endsWith('-01')).toBe(true);
    expect(data.to.slice(0, 7)).toBe(data.from.slice(0, 7));
  });

  it('is open to the admisi level and closed to the nurse', async () => {
    const admisi = await api.login('admisi');
    expect((await api.get('/get/LaporanEfektivitasJadwal', admisi, RANGE)).statusCode).toBe(200);
    const perawat = await api.login('perawat');
    expect((await api.get('/get/LaporanEfektivitasJadwal', perawat, RANGE)).statusCode).toBe(403);
  });
});
