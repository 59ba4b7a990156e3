import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

/**
 * Reads of patient data leave a trace: every Pasien list, search and record opened is a row of
 * the patient access log (who, when, which patients, what kind of lookup, never the term typed),
 * and the records team sees who viewed a record. Search terms never reach the server log.
 */
const lines: string[] = [];
let ctx: TestContext;
let api: ReturnType<typeof client>;
let admisi: string;
let patient: { id: number; rm_no: string; nik: string; bpjs_no: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });
  api = client(ctx);
  admisi = await api.login('admisi');
  const r = await sql<typeof patient>`select id, rm_no, nik, bpjs_no, name from patients
    where bpjs_no is not null and nik is not null order by id limit 1`.execute(ctx.handle.db);
  const found = r.rows[0];
  if (!found) throw new Error('no seeded patient with a BPJS card');
  patient = found;
});
afterAll(async () => {
  await ctx?.close();
});

interface LogRow {
  kind: string;
  username: string | null;
  patient_ids: number[];
  patient_count: number;
}

async function lastLog(): Promise<LogRow & Record<string, unknown>> {
  const r = await sql<LogRow & Record<string, unknown>>`select * from patient_access_log
    order by id desc limit 1`.execute(ctx.handle.db);
  const row = r.rows[0];
  if (!row) throw new Error('no access log row');
  return row;
}

describe('the patient access log', () => {
  it('records each kind of lookup with the patients it returned, never the term', async () => {
    const lookups: [string, string][] = [
      [patient.nik, 'nik'],
      [patient.nik.slice(0, 14), 'nik'],
      [patient.bpjs_no, 'bpjs'],
      [patient.rm_no.replace(/^0+/, ''), 'rm'],
      [patient.name.split(' ')[0] ?? patient.name, 'name'],
      ['', 'list'],
    ];
    for (const [search, kind] of lookups) {
      const res = await api.get('/get/Pasien', admisi, { search });
      expect(res.statusCode, search).toBe(200);
      const ids = (res.body.data?.list ?? []).map((p) => p.id as number);
      if (kind !== 'list') expect(ids, search).toContain(patient.id);
      const row = await lastLog();
      expect(row, search).toMatchObject({ kind, username: 'admisi', patient_count: ids.length });
      expect(row.patient_ids.map(Number).sort((a, b) => a - b)).toEqual(
        [...ids].sort((a, b) => a - b),
      );
      const text = JSON.stringify(row);
      expect(text).not.toContain(patient.nik);
      expect(text).not.toContain(patient.bpjs_no);
      if (kind === 'name') expect(text).not.toContain(search);
    }
    const nobody = await api.get('/get/Pasien', admisi, { search: '9999999999999999' });
    expect(nobody.body.data?.list).toEqual([]);
    expect(await lastLog()).toMatchObject({ kind: 'nik', patient_count: 0 });
  });

  it('records a record opened as a detail read', async () => {
    const res = await api.get(`/get/Pasien/detail/${patient.id}`, admisi);
    expect(res.statusCode).toBe(200);
    const row = await lastLog();
    expect(row).toMatchObject({
      kind: 'detail',
      username: 'admisi',
      patient_count: 1,
      // The call that read: the wire module and operation.
      source: 'Pasien.record',
    });
    expect(row.patient_ids.map(Number)).toEqual([patient.id]);
    // A refused read leaves no row.
    const before = await lastLog();
    expect(
      (await api.get(`/get/Pasien/detail/${patient.id}`, await api.login('admin'))).statusCode,
    ).toBe(403);
    expect((await lastLog()).id).toBe(before.id);
  });

  it('is append-only', async () => {
    await expect(
      sql`update patient_access_log set username = 'x'`.execute(ctx.handle.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from patient_access_log`.execute(ctx.handle.db)).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('who viewed this record', () => {
  it('lists the reads of a patient for the records team (export on rekam-medis)', async () => {
    const rm = await api.login('rekam.medis');
    const res = await api.get('/get/PasienAkses', rm, { patientId: String(patient.id) });
    expect(res.statusCode).toBe(200);
    const data = res.body.data as unknown as {
      patientId: number;
      total: number;
      list: {
        username: string;
        name: string;
        kind: string;
        at: string;
        patientCount: number;
        source: string | null;
        screen: string | null;
      }[];
    };
    expect(data.patientId).toBe(patient.id);
    expect(data.list[0]).toMatchObject({
      username: 'admisi',
      name: 'Demo Admisi',
      kind: 'detail',
      patientCount: 1,
      source: 'Pasien.record',
      screen: 'Pasien',
    });
    expect(new Set(data.list.map((r) => r.kind))).toEqual(
      new Set(['nik', 'bpjs', 'rm', 'name', 'detail']),
    );
    expect(data.total).toBe(data.list.length);
    // Its own read of the log names no patient data and is not a patient read.
    expect(res.raw).not.toContain(patient.nik);
  });

  it('is closed to everyone else: clinical staff (rekam-medis without export), admission, admin', async () => {
    for (const username of ['perawat', 'admisi', 'admin']) {
      const token = await api.login(username);
      const res = await api.get('/get/PasienAkses', token, { patientId: String(patient.id) });
      expect(res.statusCode, username).toBe(403);
    }
    const rm = await api.login('rekam.medis');
    const missing = await api.get('/get/PasienAkses', rm);
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors?.patientId).toEqual(['Pasien wajib dipilih.']);
  });
});

describe('the server log', () => {
  it('never holds a search term (a NIK or a name) of any module', async () => {
    await api.get('/get/Pasien', admisi, { search: patient.nik });
    await api.get('/get/Pasien', admisi, { search: patient.name });
    await api.get('/get/Poli', admisi, { search: 'Anak' });
    const text = lines.join('');
    expect(text).toContain('/api/bo/get/Pasien');
    expect(text).toContain('search=[REDACTED]');
    expect(text).not.toContain(patient.nik);
    expect(text).not.toContain(encodeURIComponent(patient.name));
    expect(text).not.toContain(patient.name.replace(/ /g, '+'));
    expect(text).not.toContain('search=Anak');
  });
});
