import type { CodedEntryView, IcdOption, ProcedureRow } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';
import { clinicVisit } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let dokter: string;
let dokter2: string;
let perawat: string;
let rekamMedis: string;
let upla: string;
let admisi: string;

const db = () => ctx.handle.db;
const visit = (opts: { status?: string } = {}) => clinicVisit(db(), { ...opts, tag: 'Diagnosa' });

function entryOf(res: ApiResponse): CodedEntryView {
  const e = (res.body.data as { entry?: CodedEntryView } | undefined)?.entry;
  if (!e) throw new Error(`no entry in ${res.raw}`);
  return e;
}

const tambah = (payload: Record<string, unknown>, token = dokter) =>
  api.do('Diagnosa', { type: 'tambah', system: 'ICD10', ...payload }, token);

async function recorded(payload: Record<string, unknown>, token = dokter) {
  const res = await tambah(payload, token);
  expect(res.statusCode, res.raw).toBe(200);
  return entryOf(res);
}

async function entries(registrationId: number, token = dokter) {
  const res = await api.get(`/get/Diagnosa/registrasi/${registrationId}`, token);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as {
    list: CodedEntryView[];
    may: { clinicalDiagnosis: boolean; procedure: boolean; coding: boolean };
  };
}

async function icd(query: Record<string, string>, token = dokter): Promise<IcdOption[]> {
  const res = await api.get('/get/Diagnosa/icd', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as unknown as { list: IcdOption[] }).list;
}

async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db());
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the database to refuse');
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  dokter = await api.login('dokter');
  dokter2 = await api.login('dokter.ugd');
  perawat = await api.login('perawat');
  rekamMedis = await api.login('rekam.medis');
  upla = await api.login('upla');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('the ICD picker', () => {
  it('finds by exact code first, by code prefix and by every word of the name', async () => {
    const byCode = await icd({ system: 'ICD10', q: 'i10' });
    expect(byCode[0]).toMatchObject({ code: 'I10', validPrimary: true });
    const prefix = await icd({ system: 'ICD10', q: 'J' });
    // Codes starting with J first; then names holding a 'j' ('Gagal jantung kongestif').
    expect(prefix.map((o) => o.code)).toEqual(['J06.9', 'J18.9', 'J45.9', 'I50.0']);
    const words = await icd({ system: 'ICD10', q: 'demam berdarah' });
    expect(words.map((o) => o.code)).toEqual(['A91']);
    const proc = await icd({ system: 'ICD9CM', q: 'usg' });
    expect(proc).toEqual([
      { code: '88.76', name: 'USG abdomen', validPrimary: null, inaCbgCode: null },
    ]);
    expect(await icd({ system: 'ICD10', q: '%' })).toEqual([]);
  });

  it('leaves inactive codes out and reads the UPLA masters for coding', async () => {
    await sql`update m_icd10 set status = 'N' where code = 'K29.7'`.execute(db());
    expect(await icd({ system: 'ICD10', q: 'gastritis' })).toEqual([]);
    expect((await icd({ system: 'ICD10', source: 'KODING', q: 'gastritis' })).length).toBe(1);
    await sql`update m_icd10 set status = 'Y' where code = 'K29.7'`.execute(db());
  });

  it('refuses an unknown system with the contract message', async () => {
    const res = await api.get('/get/Diagnosa/icd', dokter, { system: 'LOINC' });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Jenis kode harus ICD-10 atau ICD-9-CM.');
  });
});

describe('clinical diagnoses', () => {
  it('records a primary and a secondary, new case first and old case on the next visit', async () => {
    const v = await visit();
    const primary = await recorded({
      registrationId: v.registrationId,
      code: 'i10',
      role: 'UTAMA',
    });
    expect(primary).toMatchObject({
      code: 'I10',
      display: 'Hipertensi esensial (primer)',
      role: 'UTAMA',
      caseType: 'BARU',
      source: 'KLINIS',
      error: null,
    });
    const secondary = await recorded({ registrationId: v.registrationId, code: 'E11.9' });
    expect(secondary.role).toBe('SEKUNDER');
    const list = await entries(v.registrationId);
    expect(list.list.map((e) => e.code)).toEqual(['I10', 'E11.9']);
    expect(list.may).toEqual({ clinicalDiagnosis: true, procedure: true, coding: false });

    // The same patient's next visit: I10 again is an old case.
    const next = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind,
        channel, payer_type, visit_date, registered_at, status)
      values (${`DX-NEXT-${process.pid}`}, ${v.patientId}, 'UGD', 'BO-REG', '1', current_date,
        now(), '2') returning id`.execute(db());
    const again = await recorded({ registrationId: next.rows[0]?.id, code: 'I10', role: 'UTAMA' });
    expect(again.caseType).toBe('LAMA');
  });

  it('keeps one primary per source, each code once, and refuses codes not allowed as primary', async () => {
    const v = await visit();
    await recorded({ registrationId: v.registrationId, code: 'J18.9', role: 'UTAMA' });
    const second = await tambah({ registrationId: v.registrationId, code: 'J45.9', role: 'UTAMA' });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(
      'Registrasi ini sudah memiliki diagnosis utama (J18.9). Tandai yang lama salah input atau catat sebagai sekunder.',
    );
    const dup = await tambah({ registrationId: v.registrationId, code: 'j18.9' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('Kode J18.9 sudah dicatat pada registrasi ini.');
    const symptom = await tambah({
      registrationId: v.registrationId,
      code: 'R50.9',
      role: 'UTAMA',
    });
    expect(symptom.statusCode).toBe(422);
    expect(symptom.body.message).toBe(
      'Kode R50.9 tidak boleh menjadi diagnosis utama. Catat sebagai diagnosis sekunder.',
    );
    const unknown = await tambah({ registrationId: v.registrationId, code: 'X99.9' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe('Kode X99.9 tidak ada di Master ICD-10 yang aktif.');
    // Nothing of the refused ones was written.
    expect((await entries(v.registrationId)).list.map((e) => e.code)).toEqual(['J18.9']);
  });

  it('lets only doctors record a clinical diagnosis, and refuses a voided visit', async () => {
    const v = await visit();
    const nurse = await tambah({ registrationId: v.registrationId, code: 'I10' }, perawat);
    expect(nurse.statusCode).toBe(403);
    expect(nurse.body.message).toBe('Diagnosis klinis hanya dapat dicatat oleh dokter.');
    const clerk = await tambah({ registrationId: v.registrationId, code: 'I10' }, admisi);
    expect(clerk.statusCode).toBe(403);
    const voided = await visit({ status: 'VOID' });
    const res = await tambah({ registrationId: voided.registrationId, code: 'I10' });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(
      'Registrasi sudah dibatalkan; diagnosis dan tindakan tidak dapat dicatat.',
    );
  });

  it('two doctors setting the primary at once: one wins, one gets 409', async () => {
    const v = await visit();
    const results = await Promise.all([
      tambah({ registrationId: v.registrationId, code: 'A09', role: 'UTAMA' }, dokter),
      tambah({ registrationId: v.registrationId, code: 'A91', role: 'UTAMA' }, dokter2),
      tambah({ registrationId: v.registrationId, code: 'A01.0', role: 'UTAMA' }, dokter),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const live = (await entries(v.registrationId)).list.filter((e) => e.role === 'UTAMA');
    expect(live.length).toBe(1);
  });
});

describe('entered in error, never deleted', () => {
  it('marks with a reason once; the row stays; a new primary may follow', async () => {
    const v = await visit();
    const wrong = await recorded({
      registrationId: v.registrationId,
      code: 'K35.8',
      role: 'UTAMA',
    });
    const noReason = await api.do('Diagnosa', { type: 'salah', id: wrong.id, reason: ' ' }, dokter);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.message).toBe('Alasan wajib diisi.');
    const res = await api.do(
      'Diagnosa',
      { type: 'salah', id: wrong.id, reason: 'Salah pilih kode' },
      dokter,
    );
    expect(res.statusCode, res.raw).toBe(200);
    expect(entryOf(res).error).toMatchObject({ reason: 'Salah pilih kode' });
    const twice = await api.do('Diagnosa', { type: 'salah', id: wrong.id, reason: 'lagi' }, dokter);
    expect(twice.statusCode).toBe(409);
    await recorded({ registrationId: v.registrationId, code: 'K29.7', role: 'UTAMA' });
    const list = (await entries(v.registrationId)).list;
    expect(list.map((e) => [e.code, e.error === null])).toEqual([
      ['K29.7', true],
      ['K35.8', false],
    ]);
  });

  it('the database refuses deleting, truncating and changing a recorded entry', async () => {
    const v = await visit();
    const e = await recorded({ registrationId: v.registrationId, code: 'N39.0' });
    expect(await refused(sql`delete from coded_entry where id = ${e.id}`)).toMatch(/append-only/);
    expect(await refused(sql`truncate coded_entry cascade`)).toMatch(/append-only/);
    expect(await refused(sql`update coded_entry set code = 'I10' where id = ${e.id}`)).toMatch(
      /never changes/,
    );
    const row = await sql<{
      code: string;
    }>`select code from coded_entry where id = ${e.id}`.execute(db());
    expect(row.rows[0]?.code).toBe('N39.0');
  });
});

describe('coding (KODING) kept apart from the clinical entries', () => {
  it('coders set their own primary from the UPLA master; clinicians may not', async () => {
    const v = await visit();
    await recorded({ registrationId: v.registrationId, code: 'J06.9', role: 'UTAMA' });
    const byDoctor = await tambah(
      { registrationId: v.registrationId, code: 'J18.9', source: 'KODING', role: 'UTAMA' },
      dokter,
    );
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.body.message).toBe(
      'Koding hanya dapat dicatat oleh petugas Rekam Medis atau UPLA.',
    );
    const coded = await recorded(
      { registrationId: v.registrationId, code: 'J18.9', source: 'KODING', role: 'UTAMA' },
      upla,
    );
    expect(coded).toMatchObject({ source: 'KODING', role: 'UTAMA' });
    const proc = await recorded(
      { registrationId: v.registrationId, system: 'ICD9CM', code: '87.44', source: 'KODING' },
      rekamMedis,
    );
    expect(proc).toMatchObject({ system: 'ICD9CM', role: null, caseType: null });
    const list = await entries(v.registrationId, upla);
    expect(list.may.coding).toBe(true);
    expect(list.list.map((e) => `${e.source}:${e.code}`).sort()).toEqual([
      'KLINIS:J06.9',
      'KODING:87.44',
      'KODING:J18.9',
    ]);
  });
});

describe('procedures (ICD-9-CM) and the procedures list', () => {
  it('records with the time done (WIB), refuses a future time and a role', async () => {
    const v = await visit();
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const p = await recorded(
      {
        registrationId: v.registrationId,
        system: 'ICD9CM',
        code: '93.94',
        performedAt: `${today}T00:05`,
      },
      perawat,
    );
    expect(p.performedAt).toBe(new Date(`${today}T00:05:00+07:00`).toISOString());
    const future = await tambah(
      {
        registrationId: v.registrationId,
        system: 'ICD9CM',
        code: '89.52',
        performedAt: '2999-01-01T08:00',
      },
      perawat,
    );
    expect(future.statusCode).toBe(422);
    expect(future.body.message).toBe('Waktu tindakan tidak boleh di masa depan.');
    const withRole = await tambah(
      { registrationId: v.registrationId, system: 'ICD9CM', code: '89.52', role: 'UTAMA' },
      perawat,
    );
    expect(withRole.statusCode).toBe(422);
    expect(withRole.body.message).toBe('Peran dan kasus hanya untuk diagnosis (ICD-10).');

    const res = await api.get('/get/Diagnosa/tindakan', rekamMedis, { from: today, to: today });
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as { list: ProcedureRow[]; total: number };
    const row = data.list.find((r) => r.id === p.id);
    expect(row).toMatchObject({ rmNo: v.rmNo, code: '93.94', poliName: expect.any(String) });
    const yesterday = new Date(Date.now() - 17 * 3_600_000).toISOString().slice(0, 10);
    const none = await api.get('/get/Diagnosa/tindakan', rekamMedis, {
      from: yesterday,
      to: yesterday,
    });
    expect(
      (none.body.data as unknown as { list: ProcedureRow[] }).list.some((r) => r.id === p.id),
    ).toBe(false);
    const refusedRange = await api.get('/get/Diagnosa/tindakan', rekamMedis, {
      from: today,
      to: yesterday,
    });
    expect(refusedRange.statusCode).toBe(422);
    const noMenu = await api.get('/get/Diagnosa/tindakan', admisi, {});
    expect(noMenu.statusCode).toBe(403);
  });
});
