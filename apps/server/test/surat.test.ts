import type {
  LetterList,
  LetterVerification,
  LetterView,
  VisitForLetters,
} from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterDocument } from '../src/modules/surat/letter-pdf';
import { definitionText, pageCount } from '../src/modules/surat/pdf';
import { readLetter } from '../src/modules/surat/reads';
import { readPatientRecord, recordDocument } from '../src/modules/surat/record-pdf';
import { defaultSettings, readSettingsRow } from '../src/platform/settings';
import { API_KEY, type ApiResponse, client, createTestApp, type TestContext } from './helpers';
import { clinicVisit, newRegistrationRow } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let dokter: string;
let dokter2: string;
let perawat: string;
let admisi: string;
let rekamMedis: string;

const db = () => ctx.handle.db;
const visit = () => clinicVisit(db(), { tag: 'Surat' });

const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function letterOf(res: ApiResponse): LetterView {
  const l = (res.body.data as { letter?: LetterView } | undefined)?.letter;
  if (!l) throw new Error(`no letter in ${res.raw}`);
  return l;
}

const terbit = (payload: Record<string, unknown>, token = dokter) =>
  api.do('Surat', { type: 'terbit', ...payload }, token);

async function issued(payload: Record<string, unknown>, token = dokter): Promise<LetterView> {
  const res = await terbit(payload, token);
  expect(res.statusCode, res.raw).toBe(200);
  return letterOf(res);
}

const sickLeave = (registrationId: number, from = wibToday(), to = dayOffset(wibToday(), 2)) =>
  issued({ registrationId, kind: 'SAKIT', content: { from, to, note: 'Istirahat di rumah.' } });

/** A GET of a file: the raw body as bytes. */
async function download(url: string, headers: Record<string, string> = { 'x-simrs-key': API_KEY }) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function settings() {
  return (await readSettingsRow(db())) ?? defaultSettings(ctx.config.app.hospitalName);
}

async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db());
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the database to refuse');
}

const accessCount = async (patientId: number) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from patient_access_log
        where ${patientId} = any(patient_ids)`.execute(db())
    ).rows[0]?.n,
  );

const auditRows = async (module: string, type: string, recordId: string) =>
  (
    await sql<{ username: string }>`select username from audit_log
      where module = ${module} and type = ${type} and record_id = ${recordId}`.execute(db())
  ).rows;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  dokter = await api.login('dokter');
  dokter2 = await api.login('dokter.ugd');
  perawat = await api.login('perawat');
  admisi = await api.login('admisi');
  rekamMedis = await api.login('rekam.medis');
});
afterAll(async () => {
  await ctx?.close();
});

describe('issuing letters', () => {
  it('issues a sick-leave letter: numbered per kind and year, the doctor, a verification code', async () => {
    const v = await visit();
    const letter = await sickLeave(v.registrationId);
    const year = wibToday().slice(0, 4);
    expect(letter.number).toMatch(new RegExp(`^\\d{4}/SKS/[IVX]+/${year}$`));
    expect(letter).toMatchObject({
      kind: 'SAKIT',
      status: 'BERLAKU',
      issuedOn: wibToday(),
      void: null,
      mayVoid: true,
      content: { from: wibToday(), to: dayOffset(wibToday(), 2), note: 'Istirahat di rumah.' },
      visit: { registrationId: v.registrationId, patient: { id: v.patientId, rmNo: v.rmNo } },
    });
    expect(letter.doctor.name).toBeTruthy();
    expect(letter.verifyCode).toMatch(/^[A-Z2-7]{24}$/);
    expect(letter.verifyPath).toBe(`/surat/verifikasi?kode=${letter.verifyCode}`);
    const next = await sickLeave(v.registrationId);
    const seq = (n: string) => Number(n.slice(0, 4));
    expect(seq(next.number)).toBe(seq(letter.number) + 1);
    expect(next.verifyCode).not.toBe(letter.verifyCode);
    expect(await auditRows('Surat', 'terbit', String(letter.id))).toHaveLength(1);
  });

  it('checks each kind by its schema, with Indonesian messages at content.{field}', async () => {
    const v = await visit();
    const bad = await terbit({
      registrationId: v.registrationId,
      kind: 'SAKIT',
      content: { from: dayOffset(wibToday(), 3), to: wibToday() },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.['content.to']).toEqual([
      'Tanggal selesai istirahat tidak boleh sebelum tanggal mulai.',
    ]);
    const long = await terbit({
      registrationId: v.registrationId,
      kind: 'SAKIT',
      content: { from: wibToday(), to: dayOffset(wibToday(), 40) },
    });
    expect(long.body.errors?.['content.to']).toEqual(['Lama istirahat maksimal 30 hari.']);
    const backdated = await terbit({
      registrationId: v.registrationId,
      kind: 'SAKIT',
      content: { from: dayOffset(wibToday(), -1), to: wibToday() },
    });
    expect(backdated.statusCode).toBe(422);
    expect(backdated.body.message).toBe(
      'Tanggal mulai istirahat tidak boleh sebelum tanggal kunjungan.',
    );
    const health = await terbit({
      registrationId: v.registrationId,
      kind: 'SEHAT',
      content: { height: '500', bloodPressure: '80/120' },
    });
    expect(health.statusCode).toBe(422);
    expect(health.body.errors).toMatchObject({
      'content.purpose': ['Keperluan wajib diisi.'],
      'content.height': ['Tinggi badan harus antara 30 dan 250 cm.'],
      'content.bloodPressure': ['Tekanan darah harus berformat sistolik/diastolik, mis. 120/80.'],
      'content.findings': ['Hasil pemeriksaan wajib diisi.'],
      'content.result': ['Kesimpulan wajib dipilih.'],
    });
    const kind = await terbit({ registrationId: v.registrationId, kind: 'SURAT', content: {} });
    expect(kind.body.errors?.kind).toEqual(['Jenis surat wajib dipilih.']);
  });

  it('a health certificate, a referral and a control letter (its clinic copied, a later day)', async () => {
    const v = await visit();
    const sehat = await issued({
      registrationId: v.registrationId,
      kind: 'SEHAT',
      content: {
        purpose: 'Melamar pekerjaan',
        height: '170',
        weight: '65,5',
        bloodPressure: '120/80',
        colorVision: 'NORMAL',
        findings: 'Fisik dalam batas normal.',
        result: 'SEHAT',
      },
    });
    expect(sehat.number).toMatch(/\/SKBS\//);
    expect(sehat.content).toMatchObject({ weight: 65.5, bloodPressure: '120/80' });
    const rujukan = await issued({
      registrationId: v.registrationId,
      kind: 'RUJUKAN',
      content: {
        destination: 'RSUD Dr. Soetomo / Poli Jantung',
        destinationClinic: 'Spesialis Jantung',
        diagnosis: 'Hipertensi esensial (I10)',
        reason: 'Perlu ekokardiografi; TD 160/100 mmHg.',
      },
    });
    expect(rujukan.number).toMatch(/\/SRJ\//);
    expect(rujukan.content).toMatchObject({ destination: 'RSUD Dr. Soetomo / Poli Jantung' });
    const today = await terbit({
      registrationId: v.registrationId,
      kind: 'KONTROL',
      content: { controlDate: wibToday(), poliId: v.poliId },
    });
    expect(today.statusCode).toBe(422);
    expect(today.body.errors?.['content.controlDate']).toEqual([
      'Tanggal kontrol harus setelah tanggal surat.',
    ]);
    const kontrol = await issued({
      registrationId: v.registrationId,
      kind: 'KONTROL',
      content: { controlDate: dayOffset(wibToday(), 7), poliId: v.poliId, note: 'Bawa hasil lab.' },
    });
    expect(kontrol.number).toMatch(/\/SKT\//);
    const poli = await sql<{
      name: string;
    }>`select name from m_poli where id = ${v.poliId}`.execute(db());
    expect(kontrol.content).toMatchObject({ poliName: poli.rows[0]?.name, poliId: v.poliId });
  });

  it('only a doctor level issues; the menu is checked; a voided or unknown registration is refused', async () => {
    const v = await visit();
    const payload = {
      registrationId: v.registrationId,
      kind: 'SAKIT',
      content: { from: wibToday(), to: wibToday() },
    };
    const nurse = await terbit(payload, perawat);
    expect(nurse.statusCode).toBe(403);
    const clerk = await terbit(payload, admisi);
    expect(clerk.statusCode).toBe(403);
    const records = await terbit(payload, rekamMedis);
    expect(records.statusCode).toBe(403);
    expect(records.body.message).toBe(
      'Anda tidak memiliki akses untuk menambah data pada menu penerbitan-surat.',
    );
    const unknown = await terbit({ ...payload, registrationId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.registrationId).toEqual(['Registrasi tidak ditemukan.']);
    await sql`update registrations set status = 'VOID' where id = ${v.registrationId}`.execute(
      db(),
    );
    const voided = await terbit(payload);
    expect(voided.statusCode).toBe(422);
    expect(voided.body.message).toBe('Registrasi sudah dibatalkan; surat tidak dapat diterbitkan.');
  });

  it('20 parallel issues of one kind get 20 distinct, consecutive numbers', async () => {
    const v = await visit();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        terbit({
          registrationId: v.registrationId,
          kind: 'RUJUKAN',
          content: { destination: 'RS Rujukan', diagnosis: 'Dx', reason: 'Alasan' },
        }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.raw).toBe(200);
    const numbers = results.map((r) => letterOf(r).number);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map((n) => Number(n.slice(0, 4))).sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(results.map((r) => letterOf(r).verifyCode)).size).toBe(20);
  });
});

describe('the PDF', () => {
  it('answers a real PDF of the letter, with its text, logged and audited', async () => {
    const v = await visit();
    const letter = await sickLeave(v.registrationId, wibToday(), dayOffset(wibToday(), 2));
    const before = await accessCount(v.patientId);
    const res = await download(
      `/api/bo/get/Surat?export=1&id=${letter.id}&disposition=attachment&token=${dokter}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${letter.number.replaceAll('/', '-')}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    // The document's title names the letter.
    expect(pdf.toString('latin1')).toContain(`(${letter.number} Surat Keterangan Sakit)`);
    expect(await accessCount(v.patientId)).toBe(before + 1);
    expect(await auditRows('Surat', 'cetak', String(letter.id))).toEqual([{ username: 'dokter' }]);

    // Without the API key (a new window) the user's token still opens it; without a token not.
    const window = await download(`/api/bo/get/Surat?export=1&id=${letter.id}&token=${dokter}`, {});
    expect(window.statusCode).toBe(200);
    expect(window.headers['content-disposition']).toMatch(/^inline;/);
    expect((await download(`/api/bo/get/Surat?export=1&id=${letter.id}`, {})).statusCode).toBe(401);

    // What it says (the definition the handler renders).
    const view = await readLetter(db(), letter.id);
    if (!view) throw new Error('letter not read back');
    const url = `http://localhost/api/bo${letter.verifyPath}`;
    const text = definitionText(letterDocument(view, await settings(), url, new Date()));
    expect(text).toContain('SURAT KETERANGAN SAKIT');
    expect(text).toContain(`Nomor: ${letter.number}`);
    expect(text).toContain(`Pasien Surat`);
    expect(text).toContain(v.rmNo);
    expect(text).toContain('perlu beristirahat selama 3 (tiga) hari');
    expect(text).toMatch(/terhitung mulai tanggal \d{1,2} \p{L}+ \d{4} sampai dengan tanggal/u);
    expect(text).toContain(
      `Dokter Pemeriksa, Ditandatangani secara elektronik ${letter.doctor.name}`,
    );
    expect(text).toContain(`[QR ${url}]`);
    expect(text).toContain(`Kode verifikasi: ${letter.verifyCode}`);
    expect(text).not.toContain('DIBATALKAN');
  });

  it("refuses another menu's letter and a caller without the menu", async () => {
    const v = await visit();
    const letter = await sickLeave(v.registrationId);
    const other = await download(
      `/api/bo/get/MedicalReport?export=1&id=${letter.id}&token=${dokter}`,
    );
    expect(other.statusCode).toBe(404);
    const clerk = await download(`/api/bo/get/Surat?export=1&id=${letter.id}&token=${admisi}`);
    expect(clerk.statusCode).toBe(403);
  });
});

describe('verification', () => {
  it('answers only the number, kind, date, doctor, initials and birth year, and VOID once voided', async () => {
    const v = await visit();
    await sql`update patients set name = 'Siti Nur Aisyah', nik = '3171234567890123',
      birth_date = '1984-06-17', address = 'Jl. Melati 7' where id = ${v.patientId}`.execute(db());
    const letter = await sickLeave(v.registrationId);
    const res = await api.get('/get/Surat/verifikasi', undefined, { kode: letter.verifyCode });
    expect(res.statusCode, res.raw).toBe(200);
    const answer = res.body.data as unknown as LetterVerification;
    expect(Object.keys(answer).sort()).toEqual(
      [
        'doctorName',
        'hospitalName',
        'issuedOn',
        'kind',
        'kindLabel',
        'number',
        'patientBirthYear',
        'patientInitials',
        'status',
      ].sort(),
    );
    expect(answer).toMatchObject({
      number: letter.number,
      kind: 'SAKIT',
      kindLabel: 'Surat Keterangan Sakit',
      issuedOn: wibToday(),
      doctorName: letter.doctor.name,
      patientInitials: 'S. N. A.',
      patientBirthYear: 1984,
      status: 'BERLAKU',
    });
    for (const secret of ['Siti', 'Aisyah', v.rmNo, '3171234567890123', '1984-06-17', 'Melati']) {
      expect(res.raw).not.toContain(secret);
    }

    // The page the QR opens: no API key, no login.
    const page = await api.raw({
      method: 'GET',
      url: `/api/bo/surat/verifikasi?kode=${letter.verifyCode.toLowerCase()}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.raw).toContain(letter.number);
    expect(page.raw).toContain('S. N. A.');
    expect(page.raw).toContain('Surat asli dan berlaku.');
    for (const secret of ['Siti', 'Aisyah', v.rmNo, '3171234567890123', '17 Juni', 'Melati']) {
      expect(page.raw).not.toContain(secret);
    }

    const voided = await api.do(
      'Surat',
      { type: 'batal', id: letter.id, reason: 'Salah tanggal' },
      dokter,
    );
    expect(voided.statusCode, voided.raw).toBe(200);
    const after = await api.get('/get/Surat/verifikasi', undefined, { kode: letter.verifyCode });
    expect((after.body.data as unknown as LetterVerification).status).toBe('BATAL');
    expect(after.raw).not.toContain('Salah tanggal');
    const voidPage = await api.raw({
      method: 'GET',
      url: `/api/bo/surat/verifikasi?kode=${letter.verifyCode}`,
    });
    expect(voidPage.raw).toContain('DIBATALKAN (VOID)');
    expect(voidPage.raw).not.toContain('Surat asli dan berlaku.');
  });

  it('an unknown or malformed code is not found, in JSON and on the page', async () => {
    const unknown = await api.get('/get/Surat/verifikasi', undefined, { kode: 'A'.repeat(24) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Surat tidak ditemukan. Periksa kembali kode verifikasi.');
    const malformed = await api.get('/get/Surat/verifikasi', undefined, { kode: '1234' });
    expect(malformed.statusCode).toBe(422);
    const page = await api.raw({ method: 'GET', url: '/api/bo/surat/verifikasi?kode=<b>x</b>' });
    expect(page.statusCode).toBe(404);
    expect(page.raw).toContain('Surat tidak ditemukan.');
    expect(page.raw).not.toContain('<b>x</b>');
  });
});

describe('voiding', () => {
  it('the issuing doctor voids with a reason; another doctor may not; the records team may; never twice', async () => {
    const v = await visit();
    const letter = await sickLeave(v.registrationId);
    const other = await api.do('Surat', { type: 'batal', id: letter.id, reason: 'x' }, dokter2);
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(
      'Hanya dokter penerbit atau petugas yang berwenang yang dapat membatalkan surat ini.',
    );
    const noReason = await api.do('Surat', { type: 'batal', id: letter.id, reason: ' ' }, dokter);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Alasan wajib diisi.']);
    const voided = letterOf(
      await api.do('Surat', { type: 'batal', id: letter.id, reason: 'Tanggal salah' }, dokter),
    );
    expect(voided).toMatchObject({
      status: 'BATAL',
      mayVoid: false,
      void: { reason: 'Tanggal salah', by: letter.doctor.name },
    });
    const again = await api.do('Surat', { type: 'batal', id: letter.id, reason: 'lagi' }, dokter);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Surat ini sudah dibatalkan.');
    expect(await auditRows('Surat', 'batal', String(letter.id))).toHaveLength(1);

    const second = await sickLeave(v.registrationId);
    const byRecords = await api.do(
      'Surat',
      { type: 'batal', id: second.id, reason: 'Permintaan pasien' },
      rekamMedis,
    );
    expect(byRecords.statusCode, byRecords.raw).toBe(200);

    // The voided letter still prints, marked.
    const view = await readLetter(db(), letter.id);
    if (!view) throw new Error('letter not read back');
    const text = definitionText(letterDocument(view, await settings(), 'http://x', new Date()));
    expect(text).toContain('DIBATALKAN');
    expect(text).toContain('Tanggal salah');
  });

  it('the database keeps letters: no delete, no edit, one void', async () => {
    const v = await visit();
    const letter = await sickLeave(v.registrationId);
    expect(await refused(sql`delete from letter where id = ${letter.id}`)).toMatch(/append-only/);
    expect(
      await refused(sql`update letter set content = '{}'::jsonb where id = ${letter.id}`),
    ).toMatch(/never changes/);
    expect(await refused(sql`update letter set number = 'X' where id = ${letter.id}`)).toMatch(
      /never changes/,
    );
    await sql`update letter set void_reason = 'uji', voided_at = now() where id = ${letter.id}`.execute(
      db(),
    );
    expect(
      await refused(sql`update letter set void_reason = 'lain' where id = ${letter.id}`),
    ).toMatch(/never changes/);
  });
});

describe('lists and the issue form', () => {
  it('lists by days, kind, status and search; logs the read', async () => {
    const v = await visit();
    const a = await sickLeave(v.registrationId);
    const b = await sickLeave(v.registrationId);
    await api.do('Surat', { type: 'batal', id: b.id, reason: 'Ganda' }, dokter);
    const list = async (q: Record<string, string>) => {
      const res = await api.get('/get/Surat', dokter, q);
      expect(res.statusCode, res.raw).toBe(200);
      return res.body.data as unknown as LetterList;
    };
    const all = await list({ search: v.rmNo });
    expect(all.list.map((l) => l.id)).toEqual([b.id, a.id]);
    expect(all.from <= wibToday() && all.to === wibToday()).toBe(true);
    expect((await list({ search: v.rmNo, status: 'BATAL' })).list.map((l) => l.id)).toEqual([b.id]);
    expect((await list({ search: a.number })).list.map((l) => l.id)).toEqual([a.id]);
    expect((await list({ search: v.rmNo, kind: 'SEHAT' })).total).toBe(0);
    const yesterday = dayOffset(wibToday(), -1);
    expect((await list({ search: v.rmNo, from: yesterday, to: yesterday })).total).toBe(0);
    const bad = await api.get('/get/Surat', dokter, { from: wibToday(), to: yesterday });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.to).toEqual(['Tanggal Akhir tidak boleh sebelum Tanggal Awal.']);
    const nurse = await api.get('/get/Surat', perawat);
    expect(nurse.statusCode).toBe(403);
  });

  it('finds visits by RM or registration number and answers the form: diagnosis, vitals, clinics, may', async () => {
    const v = await visit();
    const reg = await sql<{ reg_no: string }>`select reg_no from registrations
      where id = ${v.registrationId}`.execute(db());
    const byRm = await api.get('/get/Surat/kunjungan', dokter, { q: v.rmNo.replace(/^0+/, '') });
    expect(byRm.statusCode, byRm.raw).toBe(200);
    expect((byRm.body.data as { list: { registrationId: number }[] }).list[0]?.registrationId).toBe(
      v.registrationId,
    );
    const byReg = await api.get('/get/Surat/kunjungan', dokter, { q: String(reg.rows[0]?.reg_no) });
    expect((byReg.body.data as { list: unknown[] }).list).toHaveLength(1);
    const tambah = await api.do(
      'Diagnosa',
      {
        type: 'tambah',
        registrationId: v.registrationId,
        system: 'ICD10',
        code: 'I10',
        role: 'UTAMA',
      },
      dokter,
    );
    expect(tambah.statusCode, tambah.raw).toBe(200);
    const form = await api.get(`/get/Surat/registrasi/${v.registrationId}`, dokter);
    expect(form.statusCode, form.raw).toBe(200);
    const data = form.body.data as unknown as VisitForLetters;
    expect(data.mayIssue).toBe(true);
    expect(data.defaults.diagnosis).toBe('Hipertensi esensial (primer) (I10)');
    expect(data.polis.some((p) => p.id === v.poliId)).toBe(true);
    const records = await api.get(`/get/Surat/registrasi/${v.registrationId}`, rekamMedis);
    expect((records.body.data as unknown as VisitForLetters).mayIssue).toBe(false);
  });
});

describe('medical report', () => {
  it('is built from the visit’s rows, copied when issued, with the conclusion', async () => {
    const v = await visit();
    await api.do(
      'Diagnosa',
      {
        type: 'tambah',
        registrationId: v.registrationId,
        system: 'ICD10',
        code: 'I10',
        role: 'UTAMA',
      },
      dokter,
    );
    await api.do(
      'Diagnosa',
      { type: 'tambah', registrationId: v.registrationId, system: 'ICD9CM', code: '88.76' },
      dokter,
    );
    const nursing = findTemplate('kajian-awal-umum');
    if (!nursing) throw new Error('no template');
    const created = await api.do(
      'Dokumen',
      { type: 'simpan', registrationId: v.registrationId, templateKey: nursing.key, content: {} },
      perawat,
    );
    const doc = (created.body.data as { document: { id: number; version: number } }).document;
    const signed = await api.do(
      'Dokumen',
      { type: 'tandatangani', id: doc.id, version: doc.version, content: exampleContent(nursing) },
      perawat,
    );
    expect(signed.statusCode, signed.raw).toBe(200);
    const note = await api.do(
      'Cppt',
      {
        type: 'tulis',
        registrationId: v.registrationId,
        format: 'SOAP',
        parts: {
          S: 'Pusing',
          O: 'TD 150/95',
          A: 'Hipertensi',
          P: 'Amlodipin 5 mg 1x1; kontrol 1 minggu',
        },
      },
      dokter,
    );
    expect(note.statusCode, note.raw).toBe(200);

    const form = await api.get(`/get/MedicalReport/registrasi/${v.registrationId}`, dokter);
    const facts = (form.body.data as unknown as VisitForLetters).facts;
    expect(facts.diagnoses).toEqual([
      { code: 'I10', display: 'Hipertensi esensial (primer)', role: 'UTAMA' },
    ]);
    expect(facts.procedures.map((p) => p.code)).toEqual(['88.76']);
    expect(facts.observations.some((o) => o.label === 'Nadi' && / x\/menit$/.test(o.text))).toBe(
      true,
    );
    expect(facts.documents.map((d) => d.title)).toEqual([nursing.title]);
    expect(facts.plan?.text).toBe('Amlodipin 5 mg 1x1; kontrol 1 minggu');

    const empty = await api.do(
      'MedicalReport',
      { type: 'terbit', registrationId: v.registrationId, conclusion: '' },
      dokter,
    );
    expect(empty.body.errors?.conclusion).toEqual(['Kesimpulan wajib diisi.']);
    const res = await api.do(
      'MedicalReport',
      {
        type: 'terbit',
        registrationId: v.registrationId,
        purpose: 'Klaim asuransi',
        conclusion: 'Hipertensi terkontrol dengan obat.',
      },
      dokter,
    );
    expect(res.statusCode, res.raw).toBe(200);
    const report = letterOf(res);
    expect(report.number).toMatch(/\/MR\//);
    expect(report.content).toMatchObject({ purpose: 'Klaim asuransi', facts });

    // A later diagnosis does not change what was issued.
    await api.do(
      'Diagnosa',
      { type: 'tambah', registrationId: v.registrationId, system: 'ICD10', code: 'E11.9' },
      dokter,
    );
    const again = await api.get(`/get/MedicalReport/detail/${report.id}`, dokter);
    expect((again.body.data as unknown as LetterView).content).toMatchObject({ facts });
    // Each menu holds its own kinds.
    expect((await api.get(`/get/Surat/detail/${report.id}`, dokter)).statusCode).toBe(404);
    const list = await api.get('/get/MedicalReport', dokter, { search: v.rmNo });
    expect((list.body.data as unknown as LetterList).list.map((l) => l.id)).toEqual([report.id]);

    const pdf = await download(
      `/api/bo/get/MedicalReport?export=1&id=${report.id}&token=${dokter}`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const view = await readLetter(db(), report.id);
    if (!view) throw new Error('report not read back');
    const text = definitionText(letterDocument(view, await settings(), 'http://x', new Date()));
    expect(text).toContain('MEDICAL REPORT');
    expect(text).toContain('I10 Hipertensi esensial (primer) (utama)');
    expect(text).toContain('88.76');
    expect(text).toContain('Amlodipin 5 mg 1x1; kontrol 1 minggu');
    expect(text).toContain('Hipertensi terkontrol dengan obat.');
    expect(text).not.toContain('E11.9');
  });
});

describe('the whole record as one PDF', () => {
  it('the records team exports it (logged, audited); newest visit first with its rows in words', async () => {
    const older = await visit();
    await sql`update registrations set visit_date = visit_date - 30 where id = ${older.registrationId}`.execute(
      db(),
    );
    const newer = await newRegistrationRow(db(), older.patientId);
    await api.do(
      'Diagnosa',
      {
        type: 'tambah',
        registrationId: older.registrationId,
        system: 'ICD10',
        code: 'J18.9',
        role: 'UTAMA',
      },
      dokter,
    );
    await api.do(
      'Cppt',
      {
        type: 'tulis',
        registrationId: newer,
        format: 'SOAP',
        parts: { S: 'Kontrol', O: 'Baik', A: 'Membaik', P: 'Lanjutkan terapi' },
      },
      dokter,
    );
    const nursing = findTemplate('kajian-awal-umum');
    if (!nursing) throw new Error('no template');
    const created = await api.do(
      'Dokumen',
      { type: 'simpan', registrationId: newer, templateKey: nursing.key, content: {} },
      perawat,
    );
    const doc = (created.body.data as { document: { id: number; version: number } }).document;
    await api.do(
      'Dokumen',
      { type: 'tandatangani', id: doc.id, version: doc.version, content: exampleContent(nursing) },
      perawat,
    );
    const letter = await sickLeave(newer);

    const url = (token: string) =>
      `/api/bo/get/RekamMedisPdf?export=1&patientId=${older.patientId}&token=${token}`;
    expect((await download(url(dokter))).statusCode).toBe(403);
    const before = await accessCount(older.patientId);
    const res = await download(url(rekamMedis));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(res.rawPayload)).toBeGreaterThanOrEqual(1);
    expect(await accessCount(older.patientId)).toBe(before + 1);
    expect(await auditRows('RekamMedisPdf', 'export', String(older.patientId))).toEqual([
      { username: 'rekam.medis' },
    ]);

    const record = await readPatientRecord(db(), older.patientId);
    if (!record) throw new Error('record not read');
    const text = definitionText(
      recordDocument(record, await settings(), { at: new Date(), by: 'Rekam Medis (rekam.medis)' }),
    );
    expect(text).toContain('SALINAN REKAM MEDIS');
    const regNo = async (id: number) =>
      (
        await sql<{ reg_no: string }>`select reg_no from registrations where id = ${id}`.execute(
          db(),
        )
      ).rows[0]?.reg_no as string;
    const newerAt = text.indexOf(await regNo(newer));
    const olderAt = text.indexOf(await regNo(older.registrationId));
    expect(newerAt).toBeGreaterThan(-1);
    expect(olderAt).toBeGreaterThan(newerAt);
    expect(text).toContain('J18.9');
    expect(text).toContain(nursing.title);
    // A signed document's values in words (a vital sign with its unit).
    expect(text).toMatch(/Nadi : \d+ x\/menit/);
    expect(text).toContain('P · Plan : Lanjutkan terapi');
    expect(text).toContain(letter.number);
  });
});
