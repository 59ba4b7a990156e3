import type { AdmissionReport } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

/*
 * The admission report over days of its own (January 2021: no demo registration there), so every
 * figure is known: registrations written directly, as the registration commands would leave them.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
const db = () => ctx.handle.db;

let nextRm = 0;
async function patient(name: string): Promise<number> {
  nextRm += 1;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${`96${String(nextRm).padStart(6, '0')}`}, ${name}, '2', '1975-05-05')
    returning id`.execute(db());
  return r.rows[0]?.id as number;
}

let nextReg = 0;
async function registration(row: {
  patientId: number;
  kind: 'RAJAL' | 'UGD';
  day: string;
  status: string;
  payer?: '1' | '3';
  channel?: string;
  doctor?: string;
  referral?: [string, string, string];
}): Promise<void> {
  nextReg += 1;
  // An outpatient registration belongs to a doctor's schedule (any will do for the counts).
  const schedule =
    row.kind === 'RAJAL'
      ? (
          await sql<{ id: number }>`select id from q_doctor_schedules order by id limit 1`.execute(
            db(),
          )
        ).rows[0]?.id
      : null;
  await sql`insert into registrations (reg_no, patient_id, kind, channel, payer_type, bpjs_no,
      visit_date, registered_at, status, doctor_name, schedule_id, referral_type, referral_document,
      referral_source_name)
    values (${`LAP-${nextReg}`}, ${row.patientId}, ${row.kind}, ${row.channel ?? 'BO-REG'},
      ${row.payer ?? '1'}, ${row.payer === '3' ? '0001234567890' : null}, ${row.day}::date,
      ${`${row.day}T02:0${nextReg % 10}:00Z`}::timestamptz, ${row.status}, ${row.doctor ?? null}, ${schedule ?? null},
      ${row.referral?.[0] ?? null}, ${row.referral?.[1] ?? null}, ${row.referral?.[2] ?? null})`.execute(
    db(),
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  const ani = await patient('Ani Laporan');
  const budi = await patient('Budi Laporan');
  const citra = await patient('Citra Laporan');
  // Ani: first visit on the 4th, again on the 5th (returning), an emergency on the 6th.
  await registration({
    patientId: ani,
    kind: 'RAJAL',
    day: '2021-01-04',
    status: 'DONE',
    payer: '3',
    doctor: 'dr. Satu',
  });
  await registration({
    patientId: ani,
    kind: 'RAJAL',
    day: '2021-01-05',
    status: 'DONE',
    payer: '3',
    doctor: 'dr. Satu',
    referral: ['RK', 'R', 'Puskesmas Gambir'],
  });
  await registration({ patientId: ani, kind: 'UGD', day: '2021-01-06', status: 'selesai' });
  // Budi: a voided visit first, then his real first visit (new: the voided one does not count).
  await registration({
    patientId: budi,
    kind: 'RAJAL',
    day: '2021-01-04',
    status: 'VOID',
    doctor: 'dr. Dua',
  });
  await registration({
    patientId: budi,
    kind: 'RAJAL',
    day: '2021-01-05',
    status: 'QUEUE',
    channel: 'JKN',
    doctor: 'dr. Dua',
  });
  // Citra: outside the range asked for.
  await registration({ patientId: citra, kind: 'RAJAL', day: '2021-02-01', status: 'DONE' });
});
afterAll(async () => {
  await ctx?.close();
});

async function report(module: string, query: Record<string, string>): Promise<AdmissionReport> {
  const res = await api.get(`/get/${module}`, admin, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as AdmissionReport;
}

describe('admission report', () => {
  it('counts by day, payer, channel, doctor and kind; new and returning patients; voided apart', async () => {
    const r = await report('LaporanAdmisi', { from: '2021-01-01', to: '2021-01-31' });
    expect(r.totals).toEqual({ registrations: 4, voided: 1, newPatients: 2, returningPatients: 1 });
    expect(r.byDay).toEqual([
      { day: '2021-01-04', count: 1 },
      { day: '2021-01-05', count: 2 },
      { day: '2021-01-06', count: 1 },
    ]);
    expect(r.byKind).toEqual([
      { key: 'RAJAL', label: 'Rawat Jalan', count: 3 },
      { key: 'UGD', label: 'UGD', count: 1 },
    ]);
    expect(r.byPayer).toEqual([
      { key: '1', label: 'Umum', count: 2 },
      { key: '3', label: 'BPJS', count: 2 },
    ]);
    expect(r.byChannel).toContainEqual({ key: 'JKN', label: 'Mobile JKN', count: 1 });
    expect(r.byDoctor).toContainEqual({ key: 'dr. Satu', label: 'dr. Satu', count: 2 });
  });

  it('report-admisi-rajal counts outpatient registrations only, whatever kind is asked', async () => {
    const r = await report('LaporanAdmisiRajal', {
      from: '2021-01-01',
      to: '2021-01-31',
      kind: 'UGD',
    });
    expect(r.kind).toBe('RAJAL');
    expect(r.totals.registrations).toBe(3);
    expect(r.byKind).toEqual([{ key: 'RAJAL', label: 'Rawat Jalan', count: 3 }]);
  });

  it('refuses a reversed or too long range with the field message, never a 500', async () => {
    const reversed = await api.get('/get/LaporanAdmisi', admin, {
      from: '2021-02-01',
      to: '2021-01-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body.errors?.to).toEqual(['Tanggal Akhir tidak boleh sebelum Tanggal Awal.']);
    const long = await api.get('/get/LaporanAdmisi', admin, {
      from: '2020-01-01',
      to: '2021-06-01',
    });
    expect(long.statusCode).toBe(422);
    expect(long.body.errors?.to).toEqual(['Rentang tanggal maksimal 366 hari.']);
    const bad = await api.get('/get/LaporanAdmisi', admin, { from: '2021-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.from).toEqual(['Tanggal Awal bukan tanggal yang valid.']);
  });

  it('exports the registrations of the range as CSV (audited) and XLSX', async () => {
    const csv = await api.raw({
      method: 'GET',
      url: `/api/bo/get/LaporanAdmisi?export=1&download=csv&from=2021-01-01&to=2021-01-31&token=${admin}`,
    });
    expect(csv.statusCode, csv.raw).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'No. Registrasi,Tanggal Kunjungan,Jenis,No. RM,Nama Pasien,Pasien Baru,Poli,Dokter,Cara Bayar,Jalur Pendaftaran,Status,Dibatalkan',
    );
    expect(lines).toHaveLength(1 + 5);
    expect(lines.some((l) => l.includes('Budi Laporan') && l.endsWith(',VOID,Ya'))).toBe(true);
    const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where module = 'LaporanAdmisi' and type = 'export'`.execute(db());
    expect(audit.rows[0]?.n).toBe(1);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/bo/get/LaporanAdmisiRajal?export=1&download=xlsx&from=2021-01-01&to=2021-01-31&token=${admin}`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('lists the incoming referrals of a range (rujukan), by referral type', async () => {
    const res = await api.get('/get/RujukanMasuk', admin, { from: '2021-01-01', to: '2021-01-31' });
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as {
      from: string;
      to: string;
      total: number;
      list: { regNo: string; referral: { type: string; sourceName: string } | null }[];
    };
    expect(data).toMatchObject({ from: '2021-01-01', to: '2021-01-31', total: 1 });
    expect(data.list[0]?.referral).toMatchObject({ type: 'RK', sourceName: 'Puskesmas Gambir' });
    const other = await api.get('/get/RujukanMasuk', admin, {
      from: '2021-01-01',
      to: '2021-01-31',
      referralType: 'RB',
    });
    expect((other.body.data as unknown as { total: number }).total).toBe(0);
    const long = await api.get('/get/RujukanMasuk', admin, {
      from: '2021-01-01',
      to: '2021-03-31',
    });
    expect(long.statusCode).toBe(422);
  });

  it('is the report menus: a level without them is refused', async () => {
    const nurse = await api.login('perawat');
    const res = await api.get('/get/LaporanAdmisi', nurse, {
      from: '2021-01-01',
      to: '2021-01-31',
    });
    expect(res.statusCode).toBe(403);
  });
});
