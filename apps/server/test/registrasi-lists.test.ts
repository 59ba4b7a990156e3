import type { RegistrationView } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';

/*
 * The registration lists over the day list's query: pasien-umum (self-pay outpatients: the payer
 * and the kind fixed).
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;
const db = () => ctx.handle.db;
const today = () => wibDay(new Date());

let nextRm = 0;
async function newPatient(bpjsNo: string | null = null) {
  nextRm += 1;
  const name = `Pasien Daftar ${nextRm}`;
  const r = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date, bpjs_no)
    values (${`93${String(nextRm).padStart(6, '0')}`}, ${name}, '1', '1970-02-02', ${bpjsNo})
    returning id`.execute(db());
  return { id: r.rows[0]?.id as number, name };
}

async function unit(code: string): Promise<{ id: number; poliId: number }> {
  const r = await sql<{ id: number; poli_id: number }>`select id, poli_id from q_units
    where code = ${code}`.execute(db());
  return { id: r.rows[0]?.id as number, poliId: r.rows[0]?.poli_id as number };
}

let nextDoctor = 0;
async function schedule(code = 'P-UMUM'): Promise<number> {
  nextDoctor += 1;
  const r = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${(await unit(code)).id}, ${`dr. Uji Daftar ${nextDoctor}`},
      ${String(isoWeekday(today()))}, 'PAGI', '07:00', '13:00', 30, 0) returning id`.execute(db());
  return r.rows[0]?.id as number;
}

function registration(res: ApiResponse): RegistrationView {
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as { registration: RegistrationView }).registration;
}

interface RangeAnswer {
  list: RegistrationView[];
  total: number;
  from: string;
  to: string;
  polis: { id: number; name: string }[];
}

async function pasienUmum(query: Record<string, string> = {}, token = admin) {
  return api.get('/get/PasienUmum', token, { shown: '30', ...query });
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('pasien-umum', () => {
  it("lists today's self-pay clinic visits only: the payer and the kind are fixed", async () => {
    const s = await schedule();
    const umum = registration(
      await api.do(
        'Registrasi',
        { type: 'add', payerType: '1', patientId: (await newPatient()).id, scheduleId: s },
        admisi,
      ),
    );
    const bpjsPatient = await newPatient('0001234500001');
    const bpjs = registration(
      await api.do(
        'Registrasi',
        {
          type: 'add',
          payerType: '3',
          bpjsNo: '0001234500001',
          patientId: bpjsPatient.id,
          scheduleId: s,
        },
        admisi,
      ),
    );
    const ugd = registration(
      await api.do(
        'RegistrasiUgd',
        { type: 'add', payerType: '1', patientId: (await newPatient()).id },
        admin,
      ),
    );

    const res = await pasienUmum({}, admisi);
    expect(res.statusCode, res.raw).toBe(200);
    const answer = res.body.data as unknown as RangeAnswer;
    expect(answer).toMatchObject({ from: today(), to: today() });
    expect(answer.list.every((r) => r.payerType === '1' && r.kind === 'RAJAL')).toBe(true);
    const found = async (r: RegistrationView, query: Record<string, string> = {}) =>
      (
        (await pasienUmum({ search: r.patient.name, ...query })).body.data as unknown as RangeAnswer
      ).list.map((x) => x.id);
    expect(await found(umum)).toEqual([umum.id]);
    expect(await found(bpjs)).toEqual([]);
    expect(await found(ugd)).toEqual([]);
    // A payer or kind asked for in the address does not widen it: the filters are the screen's.
    expect(await found(bpjs, { payerType: '3' })).toEqual([]);
    expect(await found(ugd, { kind: 'UGD' })).toEqual([]);
    // The clinic filter's choices are the clinics with a schedule.
    const poli = (await unit('P-UMUM')).poliId;
    expect(answer.polis.map((p) => p.id)).toContain(poli);
    const byClinic = (await pasienUmum({ poliId: String(poli), search: umum.patient.name })).body
      .data as unknown as RangeAnswer;
    expect(byClinic.list.map((r) => r.id)).toEqual([umum.id]);
    const otherClinic = await unit('P-ANAK');
    const none = (await pasienUmum({ poliId: String(otherClinic.poliId), search: umum.regNo })).body
      .data as unknown as RangeAnswer;
    expect(none.list).toEqual([]);
  });

  it('takes a range of at most 31 days and is refused without its menu', async () => {
    const long = await pasienUmum({ from: '2025-01-01', to: '2025-03-01' });
    expect(long.statusCode).toBe(422);
    expect(long.body.message).toBe('Rentang tanggal maksimal 31 hari.');
    const range = await pasienUmum({ from: '2025-01-01', to: '2025-01-31' });
    expect(range.statusCode).toBe(200);
    expect(range.body.data).toMatchObject({ from: '2025-01-01', to: '2025-01-31', list: [] });
    const nurse = await api.login('perawat');
    expect((await pasienUmum({}, nurse)).statusCode).toBe(403);
  });
});
