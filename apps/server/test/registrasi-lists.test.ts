import type { AdmissionRequestView, RegistrationView } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekday, wibDay } from '../src/platform/time';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';

/*
 * The registration lists over the day list's query: pasien-umum (self-pay outpatients: the payer
 * and the kind fixed). The admission requests and their list (pasien-rujukan).
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

describe('pasien-rujukan', () => {
  async function freeBed(): Promise<number> {
    const r = await sql<{ id: number }>`select b.id from m_ranap_bed b
      join m_ranap_kamar km on km.id = b.kamar_id
      where b.status = 'Y' and km.status = 'Y' and b.condition <> 'RUSAK'
        and not exists (select 1 from bed_occupancy o where o.bed_id = b.id and o.to_at is null)
      order by b.id desc limit 1`.execute(db());
    return r.rows[0]?.id as number;
  }
  async function visit(): Promise<RegistrationView> {
    return registration(
      await api.do(
        'Registrasi',
        {
          type: 'add',
          payerType: '1',
          patientId: (await newPatient()).id,
          scheduleId: await schedule(),
        },
        admisi,
      ),
    );
  }
  const move = async (r: RegistrationView, status: string) =>
    registration(
      await api.do(
        'Registrasi',
        { type: 'ubah-status', id: r.id, version: r.version, status },
        admin,
      ),
    );
  const ask = (r: Pick<RegistrationView, 'id' | 'version'>, token: string, note = 'Febris') =>
    api.do(
      'PoliKunjungan',
      {
        type: 'minta-rawat-inap',
        id: r.id,
        version: r.version,
        doctorName: 'dr. Penyakit Dalam',
        note,
      },
      token,
    );
  const waiting = async (query: Record<string, string> = {}, token = admisi) => {
    const res = await api.get('/get/PasienRujukan', token, { shown: '30', ...query });
    expect(res.statusCode, res.raw).toBe(200);
    return res.body.data as unknown as { list: AdmissionRequestView[]; from: string; to: string };
  };

  it('lists the visits whose doctor asked for admission until they are admitted', async () => {
    const nurse = await api.login('perawat');
    const queued = await visit();
    const early = await ask(queued, nurse);
    expect(early.statusCode).toBe(422);
    expect(early.body.message).toMatch(/sedang dilayani/);
    const treated = await move(queued, 'ACTION');
    expect((await ask({ id: treated.id, version: 1 }, nurse)).statusCode).toBe(409);
    // The admission desk does not ask: the clinic does.
    expect((await ask(treated, admisi)).statusCode).toBe(403);
    const res = await ask(treated, nurse, 'Demam 5 hari, TD 90/60');
    expect(res.statusCode, res.raw).toBe(200);
    const request = (res.body.data as { request: AdmissionRequestView }).request;
    expect(request).toMatchObject({
      doctorName: 'dr. Penyakit Dalam',
      note: 'Demam 5 hari, TD 90/60',
      requestedBy: 'perawat',
      admission: null,
      admittable: true,
      registration: { id: treated.id, status: 'ACTION' },
    });
    expect((await ask(treated, nurse)).statusCode).toBe(409);
    // The visit did not move; the worklist marks it.
    const worklist = await api.get('/get/PoliKunjungan', nurse, {
      poliId: String((await unit('P-UMUM')).poliId),
    });
    const marks = (worklist.body.data as { admissionRequests: { registrationId: number }[] })
      .admissionRequests;
    expect(marks.map((m) => m.registrationId)).toContain(treated.id);

    const list = await waiting({ search: treated.patient.name });
    expect(list).toMatchObject({ to: today() });
    expect(list.list.map((r) => r.id)).toEqual([request.id]);
    expect((await waiting({ search: treated.patient.name, state: 'DIRAWAT' })).list).toEqual([]);
    // The admission desk reads it to admit from it.
    const read = await api.get(`/get/RegistrasiRanap/permintaan/${request.id}`, admisi);
    expect(read.statusCode, read.raw).toBe(200);
    expect(read.body.data).toMatchObject({ id: request.id, patient: { id: treated.patient.id } });

    const admitted = await api.do(
      'RegistrasiRanap',
      {
        type: 'admit',
        payerType: '1',
        doctorName: request.doctorName,
        patientId: treated.patient.id,
        bedId: await freeBed(),
        originRegistrationId: treated.id,
        originVersion: treated.version,
      },
      admisi,
    );
    const stay = registration(admitted);
    expect((await waiting({ search: treated.patient.name })).list).toEqual([]);
    const done = (await waiting({ search: treated.patient.name, state: 'DIRAWAT' })).list;
    expect(done.map((r) => [r.id, r.admission?.regNo, r.admittable])).toEqual([
      [request.id, stay.regNo, false],
    ]);
  });

  it('takes emergency visits, drops a visit that ended without admission, keeps its menu', async () => {
    const nurse = await api.login('perawat');
    const er = registration(
      await api.do(
        'RegistrasiUgd',
        { type: 'add', payerType: '1', patientId: (await newPatient()).id },
        admin,
      ),
    );
    expect((await ask(er, nurse)).statusCode).toBe(200);
    expect((await waiting({ kind: 'UGD', search: er.patient.name })).list).toHaveLength(1);
    expect((await waiting({ kind: 'RAJAL', search: er.patient.name })).list).toHaveLength(0);

    const treated = await move(await visit(), 'ACTION');
    expect((await ask(treated, nurse)).statusCode).toBe(200);
    await move(treated, 'DONE');
    expect((await waiting({ search: treated.patient.name })).list).toEqual([]);
    expect((await waiting({ search: treated.patient.name, state: 'DIRAWAT' })).list).toEqual([]);
    // Append-only.
    await expect(
      sql`update admission_request set note = 'x' where registration_id = ${treated.id}`.execute(
        db(),
      ),
    ).rejects.toThrow(/append-only/);
    expect((await api.get('/get/PasienRujukan', nurse)).statusCode).toBe(403);
    const long = await api.get('/get/PasienRujukan', admisi, {
      from: '2025-01-01',
      to: '2025-03-01',
    });
    expect(long.statusCode).toBe(422);
  });
});
