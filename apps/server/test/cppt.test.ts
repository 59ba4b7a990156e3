import type { CpptNoteView, CpptWaitingRow } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';
import { inpatientStay } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let perawat: string;
let perawat2: string;
let dokter: string;
let dokterUgd: string;
let bidan: string;
let admisi: string;
let superadmin: string;
let rekamMedis: string;

const db = () => ctx.handle.db;

/** Today's WIB calendar day. */
const wibToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let nextRm = 0;
/** A patient and a RAJAL registration at the clinic `poliCode` (status ACTION, or the one given). */
async function visit(
  opts: { poliCode?: string; status?: string } = {},
): Promise<{ patientId: number; registrationId: number; poliId: number }> {
  nextRm += 1;
  const p = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${`95${String(nextRm).padStart(6, '0')}`}, ${`Pasien CPPT ${nextRm}`}, '1',
      '1980-01-01') returning id`.execute(db());
  const patientId = p.rows[0]?.id as number;
  const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
    db(),
  );
  const s = await sql<{ id: number }>`insert into q_doctor_schedules
      (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
    values (${unit.rows[0]?.id as number}, ${`dr. CPPT ${nextRm}`}, '1', 'PAGI', '07:00',
      '13:00', 10, 0) returning id`.execute(db());
  const poli = await sql<{ id: number }>`select id from m_poli
    where code = ${opts.poliCode ?? 'UMUM'}`.execute(db());
  const poliId = poli.rows[0]?.id as number;
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status, schedule_id, poli_id, doctor_name)
    values (${`CPPT-${process.pid}-${nextRm}`}, ${patientId}, 'RAJAL', 'BO-REG', '1',
      ${wibToday()}, now(), ${opts.status ?? 'ACTION'}, ${s.rows[0]?.id as number}, ${poliId},
      ${`dr. CPPT ${nextRm}`})
    returning id`.execute(db());
  return { patientId, registrationId: r.rows[0]?.id as number, poliId };
}

const SOAP = {
  S: 'Batuk 3 hari, demam.',
  O: 'TD 120/80 mmHg, N 88 x/menit, S 38,2 °C, SpO2 98%',
  A: 'Hipertermia',
  P: 'Kompres hangat; observasi suhu tiap 4 jam?',
};

function noteOf(res: ApiResponse): CpptNoteView {
  const n = (res.body.data as { note?: CpptNoteView } | undefined)?.note;
  if (!n) throw new Error(`no note in ${res.raw}`);
  return n;
}

const tulis = (payload: Record<string, unknown>, token = perawat) =>
  api.do('Cppt', { type: 'tulis', format: 'SOAP', parts: SOAP, ...payload }, token);

async function written(registrationId: number, token = perawat, extra = {}) {
  const res = await tulis({ registrationId, ...extra }, token);
  expect(res.statusCode, res.raw).toBe(200);
  return noteOf(res);
}

async function timeline(registrationId: number, token = perawat): Promise<CpptNoteView[]> {
  const res = await api.get(`/get/Cppt/registrasi/${registrationId}`, token);
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as unknown as { list: CpptNoteView[] }).list;
}

async function waiting(query: Record<string, string> = {}, token = dokter) {
  const res = await api.get('/get/Cppt/menunggu', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as {
    list: CpptWaitingRow[];
    total: number;
    overdueTotal: number;
    limit: number;
    polis: { id: number; name: string }[];
  };
}

/** The database's refusal of a statement (its message). */
async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db());
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the database to refuse');
}

const userName = async (username: string) =>
  (await sql<{ name: string }>`select name from users where username = ${username}`.execute(db()))
    .rows[0]?.name;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  perawat = await api.login('perawat');
  perawat2 = await api.login('perawat.ugd');
  dokter = await api.login('dokter');
  dokterUgd = await api.login('dokter.ugd');
  bidan = await api.login('bidan');
  admisi = await api.login('admisi');
  superadmin = await api.login('superadmin');
  rekamMedis = await api.login('rekam.medis');
});
afterAll(async () => {
  await ctx?.close();
});

describe('writing a note', () => {
  it('writes a SOAP note as the nurse, text kept as written (line breaks, 120/80, %, ?)', async () => {
    const v = await visit();
    const res = await tulis({
      registrationId: v.registrationId,
      parts: { ...SOAP, S: '  Batuk 3 hari\r\nDemam sejak kemarin  ', X: 'dibuang' },
      instruction: '  Cek suhu tiap 4 jam ',
    });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe('Catatan CPPT disimpan.');
    const n = noteOf(res);
    expect(n).toMatchObject({
      registrationId: v.registrationId,
      patientId: v.patientId,
      profession: 'perawat',
      format: 'SOAP',
      parts: { ...SOAP, S: 'Batuk 3 hari\nDemam sejak kemarin' },
      instruction: 'Cek suhu tiap 4 jam',
      author: { name: await userName('perawat') },
      correctionOf: null,
      correctedBy: null,
      verification: null,
      awaitingVerification: true,
    });
    expect(Object.keys(n.parts)).toEqual(['S', 'O', 'A', 'P']);
    expect(Date.now() - Date.parse(n.writtenAt)).toBeLessThan(60_000);
    const audit = await sql<{ type: string }>`select type from audit_log
      where module = 'Cppt' and record_id = ${String(n.id)}`.execute(db());
    expect(audit.rows.map((a) => a.type)).toEqual(['tulis']);
  });

  it.each([
    ['SOAP', {}, ['Subjektif', 'Objektif', 'Asesmen', 'Plan']],
    ['SBAR', {}, ['Situation', 'Background', 'Assessment', 'Recommendation']],
    ['ADIME', {}, ['Asesmen', 'Diagnosis', 'Intervensi', 'Monitoring', 'Evaluasi']],
  ] as const)('%s names every missing part in Indonesian', async (format, parts, labels) => {
    const v = await visit();
    const res = await tulis({ registrationId: v.registrationId, format, parts });
    expect(res.statusCode, res.raw).toBe(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.values(errors).map((m) => m[0])).toEqual(labels.map((l) => `${l} wajib diisi.`));
    expect(Object.keys(errors).every((k) => k.startsWith('parts.'))).toBe(true);
  });

  it('one missing part answers its own message; blanks count as missing', async () => {
    const v = await visit();
    const res = await tulis({
      registrationId: v.registrationId,
      format: 'SBAR',
      parts: { S: 'Serah terima shift pagi', B: 'Post op hari 1', A: '   \n ', R: 'Lanjut' },
    });
    expect(res.statusCode, res.raw).toBe(422);
    expect(res.body.message).toBe('Assessment wajib diisi.');
    expect(res.body.errors).toEqual({ 'parts.A': ['Assessment wajib diisi.'] });
  });

  it('writes SBAR and ADIME with their own parts only', async () => {
    const v = await visit();
    const sbar = await written(v.registrationId, perawat, {
      format: 'SBAR',
      parts: { S: 'Sesak', B: 'PPOK', A: 'RR 28', R: 'Konsul DPJP', P: 'bukan SBAR' },
    });
    expect(sbar.parts).toEqual({ S: 'Sesak', B: 'PPOK', A: 'RR 28', R: 'Konsul DPJP' });
    const adime = await written(v.registrationId, dokter, {
      format: 'ADIME',
      parts: { A: 'IMT 17', D: 'Asupan kurang', I: 'Diet TKTP', M: 'BB mingguan', E: 'Naik 1 kg' },
    });
    expect(adime).toMatchObject({ format: 'ADIME', profession: 'dokter' });
    expect(adime.awaitingVerification).toBe(false);
  });

  it('refuses bad input without a 500', async () => {
    const v = await visit();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ registrationId: v.registrationId, format: 'XYZ' }, 422, 'Format CPPT wajib dipilih.'],
      [{ registrationId: 'abc' }, 422, 'Registrasi wajib dipilih.'],
      [{ registrationId: 2_000_000_000 }, 422, 'Registrasi tidak ditemukan.'],
      [{ registrationId: v.registrationId, parts: 'teks' }, 422, 'Isi CPPT tidak valid.'],
      [
        { registrationId: v.registrationId, parts: { ...SOAP, S: { nested: 1 } } },
        422,
        'Subjektif tidak valid.',
      ],
      [
        { registrationId: v.registrationId, parts: { ...SOAP, O: 'x'.repeat(4001) } },
        422,
        'Objektif maksimal 4000 karakter.',
      ],
      [
        { registrationId: v.registrationId, instruction: 'y'.repeat(2001) },
        422,
        'Instruksi maksimal 2000 karakter.',
      ],
      [{ registrationId: v.registrationId, instruction: 12 }, 422, 'Instruksi tidak valid.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await tulis(payload);
      expect(res.statusCode, res.raw).toBe(status);
      expect(res.raw).toContain(message);
    }
    expect(await timeline(v.registrationId)).toEqual([]);
  });

  it('refuses a voided registration and a level that is not a care profession', async () => {
    const voided = await visit({ status: 'VOID' });
    const res = await tulis({ registrationId: voided.registrationId });
    expect(res.statusCode, res.raw).toBe(422);
    expect(res.body.message).toBe('Registrasi sudah dibatalkan; CPPT tidak dapat ditulis.');
    const v = await visit();
    const records = await tulis({ registrationId: v.registrationId }, rekamMedis);
    expect(records.statusCode, records.raw).toBe(422);
    expect(records.body.message).toMatch(/bukan profesi pemberi asuhan/);
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of notes and verifications', async () => {
    const v = await visit();
    const n = await written(v.registrationId);
    expect((await api.do('Cppt', { type: 'verifikasi', id: n.id }, dokter)).statusCode).toBe(200);
    for (const statement of [
      sql`update cppt_note set instruction = 'diubah' where id = ${n.id}`,
      sql`delete from cppt_note where id = ${n.id}`,
      sql`truncate cppt_note cascade`,
      sql`update cppt_verification set verified_by_name = 'x' where note_id = ${n.id}`,
      sql`delete from cppt_verification where note_id = ${n.id}`,
      sql`truncate cppt_verification`,
    ]) {
      expect(await refused(statement)).toMatch(/append-only/);
    }
    const [after] = await timeline(v.registrationId);
    expect(after?.instruction).toBe(n.instruction);
    expect(after?.verification).not.toBeNull();
  });

  it('the database refuses a note without its format parts or a correction without reason', async () => {
    const v = await visit();
    expect(
      await refused(sql`insert into cppt_note (registration_id, patient_id, profession, format,
        parts, written_at) values (${v.registrationId}, ${v.patientId}, 'perawat', 'SOAP',
        '{"S":"a"}', now())`),
    ).toMatch(/check constraint/);
    const n = await written(v.registrationId);
    expect(
      await refused(sql`insert into cppt_note (registration_id, patient_id, profession, format,
        parts, written_at, correction_of) values (${v.registrationId}, ${v.patientId}, 'perawat',
        'SOAP', ${JSON.stringify(SOAP)}, now(), ${n.id})`),
    ).toMatch(/check constraint/);
  });
});

describe('corrections', () => {
  it('a correction is a new note; the old one shows superseded, unchanged', async () => {
    const v = await visit();
    const first = await written(v.registrationId);
    const res = await api.do(
      'Cppt',
      {
        type: 'koreksi',
        id: first.id,
        reason: 'Salah tulis suhu',
        format: 'SOAP',
        parts: { ...SOAP, O: 'TD 120/80 mmHg, S 37,2 °C' },
        instruction: '',
      },
      perawat,
    );
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe('Koreksi CPPT disimpan.');
    const fix = noteOf(res);
    expect(fix).toMatchObject({
      correctionOf: first.id,
      correctionReason: 'Salah tulis suhu',
      instruction: null,
      awaitingVerification: true,
    });
    const list = await timeline(v.registrationId);
    expect(list.map((n) => n.id)).toEqual([fix.id, first.id]);
    const old = list[1] as CpptNoteView;
    expect(old.parts).toEqual(SOAP);
    expect(old.correctedBy).toMatchObject({ noteId: fix.id, name: await userName('perawat') });
    expect(old.awaitingVerification).toBe(false);

    // The chain is corrected at its newest note.
    const again = await api.do(
      'Cppt',
      { type: 'koreksi', id: first.id, reason: 'Lagi', format: 'SOAP', parts: SOAP },
      perawat,
    );
    expect(again.statusCode, again.raw).toBe(409);
    expect(again.body.message).toBe(
      'Catatan ini sudah dikoreksi. Koreksi catatan koreksinya yang terbaru.',
    );
    const second = await api.do(
      'Cppt',
      { type: 'koreksi', id: fix.id, reason: 'Tambah plan', format: 'SOAP', parts: SOAP },
      perawat,
    );
    expect(second.statusCode, second.raw).toBe(200);
    expect(noteOf(second).correctionOf).toBe(fix.id);
  });

  it('needs a reason and the parts; only the author corrects', async () => {
    const v = await visit();
    const n = await written(v.registrationId);
    const noReason = await api.do(
      'Cppt',
      { type: 'koreksi', id: n.id, reason: ' ', format: 'SOAP', parts: SOAP },
      perawat,
    );
    expect(noReason.statusCode, noReason.raw).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['Alasan wajib diisi.'] });
    const noParts = await api.do(
      'Cppt',
      { type: 'koreksi', id: n.id, reason: 'x', format: 'SOAP', parts: { S: 'a' } },
      perawat,
    );
    expect(noParts.statusCode).toBe(422);
    expect(Object.keys(noParts.body.errors ?? {})).toEqual(['parts.O', 'parts.A', 'parts.P']);
    const other = await api.do(
      'Cppt',
      { type: 'koreksi', id: n.id, reason: 'Bukan saya', format: 'SOAP', parts: SOAP },
      perawat2,
    );
    expect(other.statusCode, other.raw).toBe(403);
    expect(other.body.message).toBe('Hanya penulis catatan yang dapat mengoreksinya.');
    const missing = await api.do(
      'Cppt',
      { type: 'koreksi', id: 2_000_000_000, reason: 'x', format: 'SOAP', parts: SOAP },
      perawat,
    );
    expect(missing.statusCode).toBe(404);
    expect((await timeline(v.registrationId)).length).toBe(1);
  });
});

describe('verification by the DPJP', () => {
  it('a doctor verifies once; a second verification is 409 naming who and when', async () => {
    const v = await visit();
    const n = await written(v.registrationId);
    const res = await api.do('Cppt', { type: 'verifikasi', id: n.id }, dokter);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe('CPPT diverifikasi.');
    const doctorName = await userName('dokter');
    expect(noteOf(res)).toMatchObject({
      id: n.id,
      verification: { by: { name: doctorName } },
      awaitingVerification: false,
    });
    const again = await api.do('Cppt', { type: 'verifikasi', id: n.id }, dokterUgd);
    expect(again.statusCode, again.raw).toBe(409);
    expect(again.body.message).toMatch(
      new RegExp(`^Catatan ini sudah diverifikasi oleh ${doctorName} pada .+ WIB\\.$`),
    );
    const rows = await sql<{ n: number }>`select count(*)::int as n from cppt_verification
      where note_id = ${n.id}`.execute(db());
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('parallel verifications of one note: exactly one succeeds', async () => {
    const v = await visit();
    const n = await written(v.registrationId);
    const answers = await Promise.all(
      [dokter, dokterUgd, dokter, dokterUgd, dokter].map((t) =>
        api.do('Cppt', { type: 'verifikasi', id: n.id }, t),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('only a doctor level verifies; a doctor note needs none; a corrected note is not verified', async () => {
    const v = await visit();
    const n = await written(v.registrationId, bidan);
    expect(n.profession).toBe('bidan');
    // A nurse level holding cppt-list edit (superadmin holds every menu) is still refused.
    for (const token of [superadmin]) {
      const res = await api.do('Cppt', { type: 'verifikasi', id: n.id }, token);
      expect(res.statusCode, res.raw).toBe(403);
      expect(res.body.message).toBe('Hanya dokter (DPJP) yang dapat memverifikasi CPPT.');
    }
    const doctorNote = await written(v.registrationId, dokter);
    const self = await api.do('Cppt', { type: 'verifikasi', id: doctorNote.id }, dokterUgd);
    expect(self.statusCode, self.raw).toBe(422);
    expect(self.body.message).toBe('Catatan dokter tidak memerlukan verifikasi DPJP.');

    const fix = noteOf(
      await api.do(
        'Cppt',
        { type: 'koreksi', id: n.id, reason: 'Koreksi', format: 'SOAP', parts: SOAP },
        bidan,
      ),
    );
    const old = await api.do('Cppt', { type: 'verifikasi', id: n.id }, dokter);
    expect(old.statusCode, old.raw).toBe(409);
    expect(old.body.message).toBe('Catatan ini sudah dikoreksi; verifikasi catatan koreksinya.');
    expect((await api.do('Cppt', { type: 'verifikasi', id: fix.id }, dokter)).statusCode).toBe(200);
    // A verified note may still be corrected; the correction waits for its own verification.
    const later = noteOf(
      await api.do(
        'Cppt',
        { type: 'koreksi', id: fix.id, reason: 'Tambahan', format: 'SOAP', parts: SOAP },
        bidan,
      ),
    );
    expect(later.awaitingVerification).toBe(true);
    const missing = await api.do('Cppt', { type: 'verifikasi', id: 2_000_000_000 }, dokter);
    expect(missing.statusCode).toBe(404);
    const bad = await api.do('Cppt', { type: 'verifikasi', id: 'x' }, dokter);
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toBe('Catatan CPPT wajib dipilih.');
  });
});

describe('the list waiting for verification (cppt-list)', () => {
  it('lists unverified notes of other professions with their visit; filters by day, poli, profession', async () => {
    const v = await visit();
    const other = await visit({ poliCode: 'ANAK' });
    const nurse = await written(v.registrationId);
    const midwife = await written(other.registrationId, bidan);
    const doctorNote = await written(v.registrationId, dokter);
    const verified = await written(v.registrationId);
    await api.do('Cppt', { type: 'verifikasi', id: verified.id }, dokter);
    const corrected = await written(other.registrationId, bidan);
    const fix = noteOf(
      await api.do(
        'Cppt',
        { type: 'koreksi', id: corrected.id, reason: 'x', format: 'SOAP', parts: SOAP },
        bidan,
      ),
    );
    const voided = await visit({ status: 'VOID' });
    await sql`insert into cppt_note (registration_id, patient_id, profession, format, parts,
        written_at) values (${voided.registrationId}, ${voided.patientId}, 'perawat', 'SOAP',
        ${JSON.stringify(SOAP)}, now())`.execute(db());

    const today = wibToday();
    const all = await waiting({ from: today, to: today });
    const ids = all.list.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([nurse.id, midwife.id, fix.id]));
    for (const id of [doctorNote.id, verified.id, corrected.id]) expect(ids).not.toContain(id);
    expect(all.list.every((n) => n.awaitingVerification)).toBe(true);
    expect(all.list.some((n) => n.registrationId === voided.registrationId)).toBe(false);
    expect(all.total).toBe(all.list.length);
    expect(all.polis).toEqual(
      expect.arrayContaining([{ id: other.poliId, name: expect.any(String) }]),
    );
    const row = all.list.find((n) => n.id === nurse.id) as CpptWaitingRow;
    expect(row).toMatchObject({
      rmNo: expect.stringMatching(/^95/),
      patientName: expect.stringMatching(/^Pasien CPPT/),
      kind: 'RAJAL',
      visitDate: today,
      poliId: v.poliId,
      doctorName: expect.stringMatching(/^dr\. CPPT/),
    });
    expect(row.poliName).toBeTruthy();
    // Oldest first.
    expect(ids.indexOf(nurse.id)).toBeLessThan(ids.indexOf(fix.id));

    const byPoli = await waiting({ from: today, to: today, poliId: String(other.poliId) });
    expect(byPoli.list.map((n) => n.id)).toEqual(expect.arrayContaining([midwife.id, fix.id]));
    expect(byPoli.list.every((n) => n.poliId === other.poliId)).toBe(true);
    const byProfession = await waiting({ profession: 'bidan' });
    expect(byProfession.list.length).toBeGreaterThan(0);
    expect(byProfession.list.every((n) => n.profession === 'bidan')).toBe(true);
    const yesterday = dayOffset(today, -1);
    expect((await waiting({ from: yesterday, to: yesterday })).list).toEqual([]);
    expect((await waiting({ from: dayOffset(today, 1) })).list).toEqual([]);

    // Verified from the list: it leaves it.
    await api.do('Cppt', { type: 'verifikasi', id: nurse.id }, dokter);
    expect((await waiting({ from: today })).list.map((n) => n.id)).not.toContain(nurse.id);
  });

  it('refuses bad filters with their messages', async () => {
    for (const [query, message] of [
      [{ from: '2025-02-30' }, 'Tanggal awal bukan tanggal yang valid.'],
      [{ from: '2025-03-02', to: '2025-03-01' }, 'Tanggal akhir tidak boleh sebelum tanggal awal.'],
      [{ profession: 'dukun' }, 'Profesi tidak dikenal.'],
      [{ poliId: 'x' }, 'Poli tidak valid.'],
    ] as const) {
      const res = await api.get('/get/Cppt/menunggu', dokter, query);
      expect(res.statusCode, res.raw).toBe(422);
      expect(res.raw).toContain(message);
    }
  });
});

describe('permissions', () => {
  it('admission holds neither rekam-medis nor cppt-list; a nurse reads the list but does not verify', async () => {
    const v = await visit();
    const n = await written(v.registrationId);
    expect((await tulis({ registrationId: v.registrationId }, admisi)).statusCode).toBe(403);
    expect((await api.get(`/get/Cppt/registrasi/${v.registrationId}`, admisi)).statusCode).toBe(
      403,
    );
    expect((await api.get('/get/Cppt/menunggu', admisi)).statusCode).toBe(403);
    expect((await api.get('/get/Cppt/menunggu', perawat)).statusCode).toBe(200);
    const nurseVerifies = await api.do('Cppt', { type: 'verifikasi', id: n.id }, perawat);
    expect(nurseVerifies.statusCode).toBe(403);
    expect((await api.get(`/get/Cppt/registrasi/${v.registrationId}`)).statusCode).toBe(401);
    expect((await timeline(v.registrationId, dokter))[0]?.verification).toBeNull();
  });

  it('reading a timeline is written in the patient access log', async () => {
    const v = await visit();
    await written(v.registrationId);
    const before = await sql<{ n: number }>`select count(*)::int as n from patient_access_log
      where ${v.patientId} = any(patient_ids)`.execute(db());
    await timeline(v.registrationId, dokter);
    const after = await sql<{ n: number }>`select count(*)::int as n from patient_access_log
      where ${v.patientId} = any(patient_ids)`.execute(db());
    expect(after.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 1);
  });
});

/** A patient admitted now into a free bed: a RANAP registration and its open OCCUPIED interval. */
const inpatient = () => inpatientStay(db());

/** A note written `hours` ago (inserted as it was: the table takes appends only). */
async function writtenAgo(
  reg: { registrationId: number; patientId: number },
  hours: number,
  profession = 'perawat',
): Promise<number> {
  const r = await sql<{ id: number }>`insert into cppt_note (registration_id, patient_id,
      profession, format, parts, author_name, written_at)
    values (${reg.registrationId}, ${reg.patientId}, ${profession}, 'SOAP',
      ${JSON.stringify(SOAP)}, 'Perawat Bangsal', now() - make_interval(hours => ${hours}))
    returning id`.execute(db());
  return r.rows[0]?.id as number;
}

describe('inpatients: the DPJP verifies within 24 hours', () => {
  it('an inpatient note unverified after 24 hours is overdue; the list flags and filters them', async () => {
    const ri = await inpatient();
    const rajal = await visit();
    const fresh = await written(ri.registrationId);
    const old = await writtenAgo(ri, 25);
    const almost = await writtenAgo(ri, 23);
    const doctorOld = await writtenAgo(ri, 30, 'dokter');
    const outpatientOld = await writtenAgo(rajal, 30);
    const verifiedOld = await writtenAgo(ri, 40);
    await sql`insert into cppt_verification (note_id, verified_by_name, verified_at)
      values (${verifiedOld}, 'dr. DPJP Ranap', now() - interval '20 hours')`.execute(db());

    const all = await waiting({ from: dayOffset(wibToday(), -3) });
    const row = (id: number) => all.list.find((n) => n.id === id);
    expect(row(old)).toMatchObject({ kind: 'RANAP', overdue: true });
    expect(row(almost)).toMatchObject({ overdue: false });
    expect(row(fresh.id)).toMatchObject({ overdue: false });
    const due = Date.parse(row(fresh.id)?.verifyBy as string) - Date.parse(fresh.writtenAt);
    expect(due).toBe(24 * 3_600_000);
    // An outpatient note has no deadline; a doctor's or a verified note is not waiting.
    expect(row(outpatientOld)).toMatchObject({ kind: 'RAJAL', verifyBy: null, overdue: false });
    expect(row(doctorOld)).toBeUndefined();
    expect(row(verifiedOld)).toBeUndefined();
    expect(all.overdueTotal).toBe(all.list.filter((n) => n.overdue).length);

    const late = await waiting({ from: dayOffset(wibToday(), -3), overdue: '1' });
    const lateIds = late.list.map((n) => n.id);
    expect(lateIds).toContain(old);
    for (const id of [almost, fresh.id, outpatientOld]) expect(lateIds).not.toContain(id);
    expect(late.list.every((n) => n.overdue && n.kind === 'RANAP')).toBe(true);
    expect(late.total).toBe(late.overdueTotal);

    // Verified late, it leaves the overdue list.
    const res = await api.do('Cppt', { type: 'verifikasi', id: old }, dokter);
    expect(res.statusCode, res.raw).toBe(200);
    const after = await waiting({ from: dayOffset(wibToday(), -3), overdue: '1' });
    expect(after.list.map((n) => n.id)).not.toContain(old);

    const bad = await api.get('/get/Cppt/menunggu', dokter, { overdue: 'kadang' });
    expect(bad.statusCode, bad.raw).toBe(422);
    expect(bad.raw).toContain('Filter terlambat tidak valid.');
  });

  it('lists the patients in a ward bed now with their waiting and overdue notes', async () => {
    const ri = await inpatient();
    await written(ri.registrationId);
    await writtenAgo(ri, 26);
    const res = await api.get('/get/Cppt/rawat-inap', perawat);
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as {
      list: {
        registrationId: number;
        wardId: number;
        ward: string;
        bed: string;
        waiting: number;
        overdue: number;
        patientName: string;
      }[];
      wards: { id: number; name: string }[];
    };
    const mine = data.list.find((r) => r.registrationId === ri.registrationId);
    expect(mine).toMatchObject({ waiting: 2, overdue: 1, patientName: expect.any(String) });
    expect(mine?.bed).toBeTruthy();
    expect(data.wards.map((w) => w.id)).toContain(mine?.wardId);
    // An outpatient visit is not in a bed.
    const rajal = await visit();
    const again = await api.get('/get/Cppt/rawat-inap', perawat);
    const ids = (again.body.data as unknown as typeof data).list.map((r) => r.registrationId);
    expect(ids).not.toContain(rajal.registrationId);
    // By ward.
    const other = data.wards.find((w) => w.id !== mine?.wardId);
    if (other) {
      const byWard = await api.get('/get/Cppt/rawat-inap', perawat, { wardId: String(other.id) });
      const rows = (byWard.body.data as unknown as typeof data).list;
      expect(rows.every((r) => r.wardId === other.id)).toBe(true);
    }
    // Discharged, the patient leaves the list.
    await sql`update bed_occupancy set to_at = now(), ended_by = 'DISCHARGE'
      where registration_id = ${ri.registrationId} and to_at is null`.execute(db());
    // The list asks the server's clock (milliseconds) for "now": let it pass the end (microseconds).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await api.get('/get/Cppt/rawat-inap', perawat);
    expect(
      (later.body.data as unknown as typeof data).list.map((r) => r.registrationId),
    ).not.toContain(ri.registrationId);
    expect((await api.get('/get/Cppt/rawat-inap', admisi)).statusCode).toBe(403);
  });
});

describe('one note', () => {
  it('answers a note by its number (a CPPT screen opened at cpptNo), 404 for none', async () => {
    const ri = await inpatient();
    const n = await written(ri.registrationId);
    const res = await api.get(`/get/Cppt/catatan/${n.id}`, dokter);
    expect(res.statusCode, res.raw).toBe(200);
    expect((res.body.data as unknown as { note: CpptNoteView }).note).toMatchObject({
      id: n.id,
      registrationId: ri.registrationId,
      awaitingVerification: true,
    });
    expect((await api.get('/get/Cppt/catatan/999999999', dokter)).statusCode).toBe(404);
    expect((await api.get(`/get/Cppt/catatan/${n.id}`, admisi)).statusCode).toBe(403);
  });
});
