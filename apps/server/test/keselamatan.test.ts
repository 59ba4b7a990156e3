import { exposureDays, type HaiKind, incidentGradeOf, monthRange } from '@simrs/domain';
import type {
  FallRiskAnswer,
  FallRiskRow,
  HaiRates,
  HaiRegister,
  IncidentDetail,
  IncidentListAnswer,
  IncidentPatient,
} from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';
import { clinicVisit, inpatientStay } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
const db = () => ctx.handle.db;
const HOUR = 3_600_000;
const wibDay = (at: Date) => new Date(at.getTime() + 7 * HOUR).toISOString().slice(0, 10);
const wibTime = (at: Date) => new Date(at.getTime() + 7 * HOUR).toISOString().slice(11, 16);
const today = () => wibDay(new Date());
const daysAgo = (n: number) => wibDay(new Date(Date.now() - n * 24 * HOUR));

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  for (const u of ['perawat', 'bidan', 'perawat.ranap', 'tim.kp', 'ipcn', 'admisi', 'superadmin']) {
    tokens[u] = await api.login(u);
  }
});
afterAll(async () => {
  await ctx?.close();
});

/** The database's refusal of a statement (its message). */
async function refused(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(db());
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the database to refuse');
}

/** A patient admitted five days ago, in a bed now. */
const inpatient = () => inpatientStay(db(), { admittedDaysAgo: 5, tag: 'Bangsal' });

// ---------------------------------------------------------------------------------------------
// Fall-risk assessments written through the documents module's commands

const fallTemplate = findTemplate('kajian-resiko-jatuh');
const HIGH = {
  age: 3,
  mental: 4,
  elimination: 4,
  medicines: 4,
  diagnosis: 4,
  ambulation: 4,
  nutrition: 1,
  fallHistory: 2,
};
const LOW = {
  age: 1,
  mental: 1,
  elimination: 1,
  medicines: 1,
  diagnosis: 1,
  ambulation: 1,
  nutrition: 2,
  fallHistory: 1,
};

async function assessFall(
  registrationId: number,
  adult: Record<string, number>,
  token = tokens.perawat,
): Promise<number> {
  if (!fallTemplate) throw new Error('no fall-risk template');
  const content = { ...exampleContent(fallTemplate), kelompok: '1', dewasa: adult };
  const saved = await api.do(
    'Dokumen',
    { type: 'simpan', registrationId, templateKey: 'kajian-resiko-jatuh', content },
    token,
  );
  expect(saved.statusCode, saved.raw).toBe(200);
  const doc = (saved.body.data as { document: { id: number; version: number } }).document;
  const signed = await api.do(
    'Dokumen',
    { type: 'tandatangani', id: doc.id, version: doc.version },
    token,
  );
  expect(signed.statusCode, signed.raw).toBe(200);
  return doc.id;
}

async function fallList(query: Record<string, string> = {}, token = tokens.perawat) {
  const res = await api.get('/get/KeselamatanPasien', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as FallRiskAnswer;
}

const rowOf = (answer: FallRiskAnswer, registrationId: number): FallRiskRow | undefined =>
  answer.list.find((r) => r.registrationId === registrationId);

describe('Keselamatan Pasien: patients in care at fall risk', () => {
  it('lists a clinic patient scored at high risk with the band, who and when; a low score only on request', async () => {
    const high = await clinicVisit(db(), { tag: 'Jatuh' });
    const low = await clinicVisit(db(), { tag: 'Jatuh' });
    const none = await clinicVisit(db(), { tag: 'Jatuh' });
    await assessFall(high.registrationId, HIGH);
    await assessFall(low.registrationId, LOW);
    const list = await fallList();
    const row = rowOf(list, high.registrationId);
    expect(row?.assessment).toMatchObject({
      code: 'score.fallRiskAdult',
      scale: 'Dewasa (Edmonson)',
      score: 116,
      bandLabel: 'Berisiko Jatuh',
      tone: 'danger',
      level: 'TINGGI',
      atRisk: true,
      by: 'Demo Perawat',
      templateKey: 'kajian-resiko-jatuh',
    });
    expect(row?.kind).toBe('RAJAL');
    expect(row?.poliName).toBeTruthy();
    expect(row?.review.state).toBe('TERKINI');
    expect(Date.now() - Date.parse(row?.assessment?.at ?? '')).toBeLessThan(10 * 60_000);
    // The default list: at high risk, and those not assessed yet (marked).
    expect(rowOf(list, low.registrationId)).toBeUndefined();
    expect(rowOf(list, none.registrationId)?.review).toMatchObject({
      state: 'BELUM',
      reason: 'Belum ada penilaian risiko jatuh.',
    });
    expect(list.counts.atRisk).toBeGreaterThanOrEqual(1);
    const lowOnes = await fallList({ band: 'RENDAH' });
    expect(rowOf(lowOnes, low.registrationId)?.assessment?.level).toBe('RENDAH');
    expect(rowOf(lowOnes, high.registrationId)).toBeUndefined();
    const unassessed = await fallList({ band: 'BELUM' });
    expect(rowOf(unassessed, none.registrationId)).toBeDefined();
    expect(rowOf(unassessed, high.registrationId)).toBeUndefined();
    // A finished visit is no longer in care.
    await sql`update registrations set status = 'DONE' where id = ${high.registrationId}`.execute(
      db(),
    );
    expect(rowOf(await fallList(), high.registrationId)).toBeUndefined();
  });

  it('follows the latest score: an amendment to a low score takes the patient off the list', async () => {
    const v = await clinicVisit(db(), { tag: 'Jatuh' });
    const docId = await assessFall(v.registrationId, HIGH);
    expect(rowOf(await fallList(), v.registrationId)?.assessment?.atRisk).toBe(true);
    if (!fallTemplate) throw new Error('no template');
    const d = await api.get(`/get/Dokumen/detail/${docId}`, tokens.perawat);
    const version = (d.body.data as { document: { version: number } }).document.version;
    const amended = await api.do(
      'Dokumen',
      {
        type: 'ubah',
        id: docId,
        version,
        reason: 'Penilaian ulang setelah mobilisasi',
        content: { ...exampleContent(fallTemplate), kelompok: '1', dewasa: LOW },
      },
      tokens.perawat,
    );
    expect(amended.statusCode, amended.raw).toBe(200);
    expect(rowOf(await fallList(), v.registrationId)).toBeUndefined();
    expect(rowOf(await fallList({ band: 'RENDAH' }), v.registrationId)?.assessment?.score).toBe(55);
  });

  it('places inpatients by ward and bed, filters by kind and ward, and asks for reassessment after 24 hours and after a fall', async () => {
    const stay = await inpatient();
    await assessFall(stay.registrationId, HIGH, tokens['perawat.ranap']);
    const ranap = await fallList({ kind: 'RANAP' });
    const row = rowOf(ranap, stay.registrationId);
    expect(row).toMatchObject({ kind: 'RANAP', review: { state: 'TERKINI' } });
    expect(row?.ward).toBeTruthy();
    expect(row?.bed).toBeTruthy();
    expect(row?.review.dueAt).toBeTruthy();
    expect(ranap.list.every((r) => r.kind === 'RANAP')).toBe(true);
    expect(ranap.wards.map((w) => w.id)).toContain(row?.wardId);
    const ward = await fallList({ wardId: String(row?.wardId) });
    expect(ward.list.every((r) => r.wardId === row?.wardId)).toBe(true);
    expect(rowOf(ward, stay.registrationId)).toBeDefined();
    expect(rowOf(await fallList({ kind: 'UGD' }), stay.registrationId)).toBeUndefined();

    // 25 hours later the same score is overdue (the server's clock).
    const later = new Date(Date.now() + 25 * HOUR);
    const app = await buildApp(ctx.config, { clock: { now: () => later } });
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/bo/get/KeselamatanPasien?kind=RANAP&due=1&token=${encodeURIComponent(tokens.perawat ?? '')}`,
        headers: { 'x-simrs-key': 'test-api-key' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = (JSON.parse(res.body) as { data: FallRiskAnswer }).data;
      expect(rowOf(answer, stay.registrationId)?.review).toMatchObject({
        state: 'ULANG',
        reason: 'Lebih dari 24 jam sejak penilaian terakhir.',
      });
    } finally {
      await app.close();
    }
    // Not yet due now; a fall reported after the assessment asks for a new one at once.
    expect(rowOf(await fallList({ due: '1' }), stay.registrationId)).toBeUndefined();
    const filed = await api.do(
      'LaporanInsiden',
      {
        ...report(new Date()),
        category: 'JATUH',
        patientId: stay.patientId,
        registrationId: stay.registrationId,
        title: 'Pasien jatuh dari tempat tidur',
      },
      tokens['perawat.ranap'],
    );
    expect(filed.statusCode, filed.raw).toBe(200);
    const after = rowOf(await fallList({ due: '1' }), stay.registrationId);
    expect(after?.review).toMatchObject({
      state: 'ULANG',
      reason: 'Pasien jatuh setelah penilaian terakhir.',
    });
    expect(after?.lastFallAt).toBeTruthy();
  });

  it('logs the patients read, and refuses a level without the menu and a bad filter', async () => {
    const v = await clinicVisit(db(), { tag: 'Jatuh' });
    const count = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from patient_access_log
            where ${v.patientId} = any(patient_ids)`.execute(db())
        ).rows[0]?.n,
      );
    const before = await count();
    await fallList();
    expect(await count()).toBe(before + 1);
    expect((await api.get('/get/KeselamatanPasien', tokens.admisi)).statusCode).toBe(403);
    const bad = await api.get('/get/KeselamatanPasien', tokens.perawat, { band: 'MERAH' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toBe('Filter risiko tidak dikenal.');
  });
});

// ---------------------------------------------------------------------------------------------
// Incident reports

function report(at = new Date(Date.now() - 2 * HOUR)): Record<string, unknown> {
  return {
    type: 'lapor',
    incidentDate: wibDay(at),
    incidentTime: wibTime(at),
    incidentType: 2,
    category: 'MEDIKASI',
    title: 'Obat diberikan pada jam yang salah',
    chronology: 'Antibiotik jam 08.00 diberikan jam 11.00.\nTD 120/80, pasien stabil.',
    reporter: 'KARYAWAN',
    reporterStaff: 'PERAWAT',
    affected: 'KARYAWAN',
    location: 'RAWAT_INAP',
    locationDetail: 'Bangsal Melati',
    unit: 'Bangsal Melati',
    outcome: 'TIDAK_CEDERA',
    immediateAction: 'Dokter jaga dilapori, observasi tanda vital.',
    actionBy: 'PERAWAT',
    happenedBefore: 'N',
  };
}

async function file(
  token: string | undefined,
  extra: Record<string, unknown> = {},
): Promise<IncidentDetail> {
  const res = await api.do('LaporanInsiden', { ...report(), ...extra }, token);
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as { detail: IncidentDetail }).detail;
}

async function incidents(query: Record<string, string>, token: string | undefined) {
  const res = await api.get('/get/LaporanInsiden', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as IncidentListAnswer;
}

const step = (
  action: string,
  payload: Record<string, unknown>,
  token = tokens['tim.kp'],
): Promise<ApiResponse> => api.do('LaporanInsiden', { type: action, ...payload }, token);

const countReports = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from incident_report`.execute(db())).rows[0]
      ?.n,
  );

describe('Laporan Insiden: filing, confidentiality and the safety team’s workflow', () => {
  it('files a report with a number, the first event and an audit row; the chronology keeps its text', async () => {
    const d = await file(tokens.perawat);
    expect(d.number).toMatch(/^IKP-\d{4}-\d{5}$/);
    expect(d.status).toBe('DILAPORKAN');
    expect(d.version).toBe(1);
    expect(d.late).toBe(false);
    expect(d.chronology).toBe(
      'Antibiotik jam 08.00 diberikan jam 11.00.\nTD 120/80, pasien stabil.',
    );
    expect(d.reporterName).toBe('Demo Perawat');
    expect(d.events.map((e) => [e.action, e.toStatus])).toEqual([['LAPOR', 'DILAPORKAN']]);
    expect(d.moves).toEqual([]);
    const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where module = 'LaporanInsiden' and type = 'lapor' and record_id = ${String(d.id)}`.execute(
      db(),
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('refuses an incomplete or impossible report in Indonesian and writes nothing', async () => {
    const before = await countReports();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ chronology: '  ' }, 'chronology', 'Kronologis Insiden wajib diisi.'],
      [
        { affected: 'PASIEN' },
        'patientId',
        'Pasien wajib dipilih untuk insiden yang terjadi pada pasien.',
      ],
      [
        { reporterStaff: '' },
        'reporterStaff',
        'Pelapor karyawan wajib dipilih (Dokter, Perawat, atau Petugas Lainnya).',
      ],
      [{ affected: '' }, 'affected', 'Insiden terjadi pada wajib dipilih.'],
      [
        { happenedBefore: 'Y' },
        'happenedBeforeNote',
        'Kapan dan langkah yang telah diambil wajib diisi.',
      ],
      [{ incidentTime: '25:00' }, 'incidentTime', 'Jam Insiden harus berformat JJ:MM.'],
      [{ category: 'GEMPA' }, 'category', 'Tipe insiden wajib dipilih.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.do('LaporanInsiden', { ...report(), ...extra }, tokens.perawat);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    const future = new Date(Date.now() + 3 * HOUR);
    const res = await api.do('LaporanInsiden', report(future), tokens.perawat);
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.incidentTime).toEqual(['Waktu insiden tidak boleh di masa depan.']);
    expect(await countReports()).toBe(before);
    // A potential-injury condition (KPC) has happened to nobody yet.
    const kpc = await api.do(
      'LaporanInsiden',
      { ...report(), affected: '', incidentType: 4 },
      tokens.perawat,
    );
    expect(kpc.statusCode, kpc.raw).toBe(200);
    expect((kpc.body.data as { detail: IncidentDetail }).detail.affected).toBeNull();
  });

  it('keeps reports confidential: the reporter sees their own, the safety team sees all, the list names no reporter', async () => {
    const mine = await file(tokens.perawat, { title: 'Laporan perawat poli' });
    const other = await file(tokens.bidan, { title: 'Laporan bidan' });
    const own = await incidents({}, tokens.perawat);
    expect(own.allReports).toBe(false);
    expect(own.list.map((r) => r.id)).toContain(mine.id);
    expect(own.list.map((r) => r.id)).not.toContain(other.id);
    expect(own.list.every((r) => r.mine)).toBe(true);
    const hidden = await api.get(`/get/LaporanInsiden/detail/${other.id}`, tokens.perawat);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.message).toBe('Laporan insiden tidak ditemukan.');
    expect(hidden.raw).not.toContain('Laporan bidan');

    const team = await incidents({}, tokens['tim.kp']);
    expect(team.allReports).toBe(true);
    expect(team.list.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, other.id]));
    const raw = JSON.stringify(team.list);
    expect(raw).not.toContain('reporterName');
    expect(raw).not.toContain('Demo Bidan');
    const seen = await api.get(`/get/LaporanInsiden/detail/${other.id}`, tokens['tim.kp']);
    expect(seen.statusCode).toBe(200);
    expect((seen.body.data as unknown as IncidentDetail).reporterName).toBe('Demo Bidan');
    expect((seen.body.data as unknown as IncidentDetail).moves).toEqual(['verifikasi', 'batalkan']);
    // A level without the menu at all (an administrative one).
    expect((await api.get('/get/LaporanInsiden', tokens.admisi)).statusCode).toBe(403);
    expect((await api.do('LaporanInsiden', report(), tokens.admisi)).statusCode).toBe(403);
  });

  it('lets only the team move a report along the machine, with a version and a reason where needed', async () => {
    const d = await file(tokens.perawat);
    // The reporter may not grade their own report.
    const byNurse = await step(
      'verifikasi',
      { id: d.id, version: 1, incidentType: 2, impact: 3, probability: 4 },
      tokens.perawat,
    );
    expect(byNurse.statusCode).toBe(403);
    const early = await step('selesaikan', {
      id: d.id,
      version: 1,
      findings: 'x',
      recommendation: 'y',
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(
      'Hanya laporan yang sedang diinvestigasi yang dapat diselesaikan.',
    );
    const badGrade = await step('verifikasi', {
      id: d.id,
      version: 1,
      incidentType: 2,
      impact: 6,
      probability: 4,
    });
    expect(badGrade.statusCode).toBe(422);
    expect(badGrade.body.errors?.impact).toEqual(['Dampak wajib dipilih.']);

    const verified = await step('verifikasi', {
      id: d.id,
      version: 1,
      incidentType: 2,
      impact: 3,
      probability: 4,
      note: 'Dikonfirmasi KTD',
    });
    expect(verified.statusCode, verified.raw).toBe(200);
    expect(verified.body.message).toBe('Status laporan menjadi Diverifikasi.');
    const v = (verified.body.data as { detail: IncidentDetail }).detail;
    expect(v.grading).toEqual({ impact: 3, probability: 4, score: 12, grade: 'KUNING' });
    expect(v.grade).toBe(incidentGradeOf({ impact: 3, probability: 4, type: 2 }));
    expect(v.investigation).toMatchObject({ kind: 'RCA', days: 45 });
    expect(Date.parse(v.investigationDueAt ?? '') - Date.now()).toBeGreaterThan(44 * 24 * HOUR);
    expect(v.moves).toEqual(['investigasi', 'batalkan']);

    const stale = await step('investigasi', { id: d.id, version: 1, investigator: 'Ketua Tim KP' });
    expect(stale.statusCode).toBe(409);
    const again = await step('verifikasi', {
      id: d.id,
      version: 2,
      incidentType: 2,
      impact: 1,
      probability: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Laporan ini sudah diverifikasi.');

    const started = await step('investigasi', {
      id: d.id,
      version: 2,
      investigator: 'Ketua Tim KP',
    });
    expect(started.statusCode, started.raw).toBe(200);
    const noFindings = await step('selesaikan', {
      id: d.id,
      version: 3,
      findings: '',
      recommendation: 'Cek ganda jadwal obat',
    });
    expect(noFindings.statusCode).toBe(422);
    expect(noFindings.body.errors?.findings).toEqual([
      'Hasil Investigasi (Akar Masalah) wajib diisi.',
    ]);
    const done = await step('selesaikan', {
      id: d.id,
      version: 3,
      findings: 'Jadwal pemberian obat tidak tercatat di lembar serah terima.',
      recommendation: 'Jadwal obat masuk format serah terima SBAR.',
    });
    expect(done.statusCode, done.raw).toBe(200);
    const closed = (done.body.data as { detail: IncidentDetail }).detail;
    expect(closed.status).toBe('SELESAI');
    expect(closed.moves).toEqual([]);
    expect(closed.events.map((e) => e.action)).toEqual([
      'LAPOR',
      'verifikasi',
      'investigasi',
      'selesaikan',
    ]);
    expect(closed.events[1]?.note).toBe('Dikonfirmasi KTD');
    const voidDone = await step('batalkan', { id: d.id, version: 4, reason: 'Duplikat' });
    expect(voidDone.statusCode).toBe(409);

    // The reporter reads the outcome of their own report.
    const asReporter = await api.get(`/get/LaporanInsiden/detail/${d.id}`, tokens.perawat);
    expect((asReporter.body.data as unknown as IncidentDetail).status).toBe('SELESAI');
  });

  it('grades a sentinel event red and voids a report only with a reason', async () => {
    const d = await file(tokens.perawat, { incidentType: 5 });
    const verified = await step('verifikasi', {
      id: d.id,
      version: 1,
      incidentType: 5,
      impact: 1,
      probability: 1,
    });
    expect((verified.body.data as { detail: IncidentDetail }).detail.grade).toBe('MERAH');
    const noReason = await step('batalkan', { id: d.id, version: 2, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Alasan Pembatalan wajib diisi.']);
    const voided = await step('batalkan', {
      id: d.id,
      version: 2,
      reason: 'Laporan ganda dari unit yang sama',
    });
    expect(voided.statusCode, voided.raw).toBe(200);
    const v = (voided.body.data as { detail: IncidentDetail }).detail;
    expect(v).toMatchObject({
      status: 'DIBATALKAN',
      voidReason: 'Laporan ganda dari unit yang sama',
    });
    expect(v.events.at(-1)).toMatchObject({ action: 'batalkan', fromStatus: 'DIVERIFIKASI' });
  });

  it('marks a report filed more than 2 x 24 hours after the incident late, and filters by it', async () => {
    const late = await file(tokens.perawat, report(new Date(Date.now() - 50 * HOUR)));
    const timely = await file(tokens.perawat);
    expect(late.late).toBe(true);
    expect(timely.late).toBe(false);
    const list = await incidents({ from: daysAgo(5), to: today(), late: '1' }, tokens.perawat);
    expect(list.list.map((r) => r.id)).toContain(late.id);
    expect(list.list.map((r) => r.id)).not.toContain(timely.id);
    const byType = await incidents({ type: '1' }, tokens['tim.kp']);
    expect(byType.list.every((r) => r.type === 1)).toBe(true);
    const range = await api.get('/get/LaporanInsiden', tokens.perawat, {
      from: today(),
      to: daysAgo(1),
    });
    expect(range.statusCode).toBe(422);
    expect(range.body.message).toBe('Tanggal akhir tidak boleh sebelum tanggal awal.');
  });

  it('finds the patient of a report by RM with their visits in care, logged; refuses an unknown RM', async () => {
    const stay = await inpatient();
    const res = await api.get('/get/LaporanInsiden/pasien', tokens.perawat, { rm: stay.rmNo });
    expect(res.statusCode, res.raw).toBe(200);
    const p = res.body.data as unknown as IncidentPatient;
    expect(p.patientId).toBe(stay.patientId);
    expect(p.visits).toEqual([
      expect.objectContaining({ registrationId: stay.registrationId, kind: 'RANAP' }),
    ]);
    const none = await api.get('/get/LaporanInsiden/pasien', tokens.perawat, { rm: '99999999999' });
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe('Pasien dengan No. RM tersebut tidak ditemukan.');
    const d = await file(tokens.perawat, {
      affected: 'PASIEN',
      patientId: stay.patientId,
      registrationId: stay.registrationId,
    });
    expect(d.patient?.rmNo).toBe(stay.rmNo);
    expect(d.registration?.kind).toBe('RANAP');
    const other = await clinicVisit(db(), { tag: 'Lain' });
    const mismatch = await api.do(
      'LaporanInsiden',
      {
        ...report(),
        affected: 'PASIEN',
        patientId: stay.patientId,
        registrationId: other.registrationId,
      },
      tokens.perawat,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body.errors?.registrationId).toEqual([
      'Kunjungan tersebut bukan milik pasien yang dipilih.',
    ]);
  });

  it('never lets the database rewrite what was filed, nor delete a report', async () => {
    const d = await file(tokens.perawat);
    expect(
      await refused(sql`update incident_report set chronology = 'lain', version = version + 1
        where id = ${d.id}`),
    ).toMatch(/never changed/);
    expect(await refused(sql`delete from incident_report where id = ${d.id}`)).toMatch(
      /never deleted/,
    );
    expect(
      await refused(sql`update incident_report_event set note = 'x' where report_id = ${d.id}`),
    ).toMatch(/append-only/);
  });
});

// ---------------------------------------------------------------------------------------------
// HAIs

async function hais(type: string, payload: Record<string, unknown>, token: string | undefined) {
  return api.do('Hais', { type, ...payload }, token);
}
const registerOf = (res: ApiResponse) => res.body.data as unknown as HaiRegister;

async function rates(month: string, wardId?: number): Promise<HaiRates> {
  const res = await api.get('/get/Hais/laju', tokens.ipcn, {
    month,
    ...(wardId ? { wardId: String(wardId) } : {}),
  });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as HaiRates;
}
const rateOf = (r: HaiRates, kind: HaiKind) => r.rows.find((x) => x.kind === kind);

async function masterId(code: string): Promise<number> {
  const r = await sql<{ id: number }>`select id from m_hais where code = ${code}`.execute(db());
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no master ${code}`);
  return id;
}

describe('HAIs: the surveillance register and its rates', () => {
  it('records a catheter, its daily checks, a confirmed ISK and its removal, and computes the month’s rate', async () => {
    const stay = await inpatient();
    const nurse = tokens['perawat.ranap'];
    const month = today().slice(0, 7);
    const installedOn = daysAgo(3);
    const before = await rates(month);

    const placed = await hais(
      'pasang',
      {
        registrationId: stay.registrationId,
        kind: 'KATETER_URIN',
        installedOn,
        site: 'Foley 16 Fr',
      },
      nurse,
    );
    expect(placed.statusCode, placed.raw).toBe(200);
    const reg = registerOf(placed);
    const catheter = reg.exposures.find((e) => e.kind === 'KATETER_URIN');
    expect(catheter).toMatchObject({ installedOn, removedOn: null, days: 4, site: 'Foley 16 Fr' });
    expect(reg.ward).toBeTruthy();

    const twice = await hais(
      'pasang',
      { registrationId: stay.registrationId, kind: 'KATETER_URIN', installedOn: today() },
      nurse,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/^Kateter Urin pasien ini masih tercatat terpasang/);

    const wrongSign = await hais(
      'periksa',
      { exposureId: catheter?.id, day: today(), signs: ['SPUTUM_PURULEN'] },
      nurse,
    );
    expect(wrongSign.statusCode).toBe(422);
    expect(wrongSign.body.errors?.signs).toEqual([
      'Tanda ini tidak dinilai pada paparan tersebut.',
    ]);
    const beforePlaced = await hais(
      'periksa',
      { exposureId: catheter?.id, day: daysAgo(4), signs: [] },
      nurse,
    );
    expect(beforePlaced.body.errors?.day).toEqual([
      'Tanggal pemeriksaan harus di antara tanggal pasang dan tanggal lepas.',
    ]);
    const checked = await hais(
      'periksa',
      { exposureId: catheter?.id, day: today(), signs: ['DEMAM', 'URIN_KERUH'], note: 'Suhu 38,6' },
      nurse,
    );
    expect(checked.statusCode, checked.raw).toBe(200);
    const dup = await hais('periksa', { exposureId: catheter?.id, day: today(), signs: [] }, nurse);
    expect(dup.statusCode).toBe(409);

    // The ward nurse records exposures; a confirmed HAI is the IPCN's.
    const isk = await masterId('ISK-CAUTI');
    const event = {
      registrationId: stay.registrationId,
      haiId: isk,
      exposureId: catheter?.id,
      onsetOn: today(),
      culture: 'E. coli > 10^5 CFU/ml',
    };
    expect((await hais('kejadian', event, nurse)).statusCode).toBe(403);
    const mismatch = await hais(
      'kejadian',
      { ...event, haiId: await masterId('PLEB') },
      tokens.ipcn,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body.errors?.exposureId).toEqual([
      'Paparan yang dipilih bukan penyebab jenis HAIs tersebut.',
    ]);
    const recorded = await hais('kejadian', event, tokens.ipcn);
    expect(recorded.statusCode, recorded.raw).toBe(200);
    expect(registerOf(recorded).events.at(-1)).toMatchObject({
      kind: 'ISK',
      culture: 'E. coli > 10^5 CFU/ml',
    });

    const stale = await hais('lepas', { id: catheter?.id, version: 0, removedOn: today() }, nurse);
    expect(stale.statusCode).toBe(409);
    const early = await hais(
      'lepas',
      { id: catheter?.id, version: 1, removedOn: daysAgo(5) },
      nurse,
    );
    expect(early.statusCode).toBe(422);
    expect(early.body.errors?.removedOn).toEqual([
      'Tanggal lepas tidak boleh sebelum tanggal pasang.',
    ]);
    const removed = await hais(
      'lepas',
      { id: catheter?.id, version: 1, removedOn: today() },
      nurse,
    );
    expect(removed.statusCode, removed.raw).toBe(200);
    expect(registerOf(removed).exposures.find((e) => e.id === catheter?.id)).toMatchObject({
      removedOn: today(),
      days: 4,
      version: 2,
    });
    const again = await hais('lepas', { id: catheter?.id, version: 2, removedOn: today() }, nurse);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Paparan ini sudah dilepas.');

    const after = await rates(month);
    const days = exposureDays(
      { installedOn, removedOn: today() },
      monthRange(month).from,
      monthRange(month).to,
      today(),
    );
    const b = rateOf(before, 'ISK');
    const a = rateOf(after, 'ISK');
    expect(a?.denominator).toBe((b?.denominator ?? 0) + days);
    expect(a?.events).toBe((b?.events ?? 0) + 1);
    expect(a?.rate).toBe(Math.round(((a?.events ?? 0) / (a?.denominator ?? 1)) * 1000 * 100) / 100);
    expect(a?.unit).toBe('days');
    // The ward's own rate counts only its exposures.
    const wardId = (
      await sql<{
        ward_id: number;
      }>`select ward_id from hai_exposure where id = ${catheter?.id}`.execute(db())
    ).rows[0]?.ward_id;
    const ward = await rates(month, wardId);
    expect(rateOf(ward, 'ISK')?.denominator).toBeGreaterThanOrEqual(days);
    expect(rateOf(ward, 'ISK')?.denominator).toBeLessThanOrEqual(a?.denominator ?? 0);

    // The register's history, newest first.
    const res = await api.get(`/get/Hais/pasien/${stay.registrationId}`, tokens.ipcn);
    expect(registerOf(res).log.map((l) => l.action)).toEqual([
      'LEPAS',
      'KEJADIAN',
      'PERIKSA',
      'PASANG',
    ]);
  });

  it('corrects by entered-in-error with a reason: own entries with add, anyone’s with edit; the rate follows', async () => {
    const stay = await inpatient();
    const nurse = tokens['perawat.ranap'];
    const month = today().slice(0, 7);
    const placed = registerOf(
      await hais(
        'pasang',
        { registrationId: stay.registrationId, kind: 'INFUS_PERIFER', installedOn: today() },
        nurse,
      ),
    );
    const line = placed.exposures[0];
    const checked = registerOf(
      await hais('periksa', { exposureId: line?.id, day: today(), signs: ['KEMERAHAN'] }, nurse),
    );
    const check = checked.exposures[0]?.checks[0];
    const ev = registerOf(
      await hais(
        'kejadian',
        {
          registrationId: stay.registrationId,
          haiId: await masterId('PLEB'),
          exposureId: line?.id,
          onsetOn: today(),
        },
        tokens.ipcn,
      ),
    ).events[0];
    const before = await rates(month);

    const noReason = await hais(
      'salah',
      { target: 'PEMERIKSAAN', id: check?.id, reason: '' },
      nurse,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Alasan wajib diisi.']);
    const own = await hais(
      'salah',
      { target: 'PEMERIKSAAN', id: check?.id, reason: 'Salah pasien' },
      nurse,
    );
    expect(own.statusCode, own.raw).toBe(200);
    expect(registerOf(own).exposures[0]?.checks[0]?.error?.reason).toBe('Salah pasien');
    // The check of that day may now be recorded again.
    expect(
      (await hais('periksa', { exposureId: line?.id, day: today(), signs: [] }, nurse)).statusCode,
    ).toBe(200);

    const others = await hais(
      'salah',
      { target: 'KEJADIAN', id: ev?.id, reason: 'Bukan plebitis' },
      nurse,
    );
    expect(others.statusCode).toBe(403);
    const byIpcn = await hais(
      'salah',
      { target: 'KEJADIAN', id: ev?.id, reason: 'Bukan plebitis' },
      tokens.ipcn,
    );
    expect(byIpcn.statusCode, byIpcn.raw).toBe(200);
    const twice = await hais(
      'salah',
      { target: 'KEJADIAN', id: ev?.id, reason: 'lagi' },
      tokens.ipcn,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('Data ini sudah ditandai salah input.');
    expect(rateOf(await rates(month), 'PLEBITIS')?.events).toBe(
      (rateOf(before, 'PLEBITIS')?.events ?? 0) - 1,
    );

    const exposureError = await hais(
      'salah',
      { target: 'PAPARAN', id: line?.id, reason: 'Tidak jadi dipasang' },
      nurse,
    );
    expect(exposureError.statusCode).toBe(200);
    expect(rateOf(await rates(month), 'PLEBITIS')?.denominator).toBe(
      (rateOf(before, 'PLEBITIS')?.denominator ?? 0) - 1,
    );
    const onError = await hais('lepas', { id: line?.id, version: 2, removedOn: today() }, nurse);
    expect(onError.statusCode).toBe(409);
    expect(onError.body.message).toBe('Data yang ditandai salah input tidak dapat diubah.');

    expect(
      await refused(
        sql`update hai_exposure set installed_on = installed_on - 1 where id = ${line?.id ?? 0}`,
      ),
    ).toMatch(/never changed|no longer changes/);
    expect(await refused(sql`delete from hai_check where id = ${check?.id ?? 0}`)).toMatch(
      /never deleted/,
    );
    expect(await refused(sql`delete from hai_log`)).toMatch(/append-only/);
  });

  it('lists the inpatients with their devices in place, and refuses what the register does not take', async () => {
    const stay = await inpatient();
    await hais(
      'pasang',
      { registrationId: stay.registrationId, kind: 'VENTILATOR', installedOn: daysAgo(1) },
      tokens.ipcn,
    );
    const res = await api.get('/get/Hais', tokens['perawat.ranap']);
    expect(res.statusCode, res.raw).toBe(200);
    const list = res.body.data as unknown as {
      list: { registrationId: number; exposures: { kind: string; days: number }[] }[];
    };
    const row = list.list.find((r) => r.registrationId === stay.registrationId);
    expect(row?.exposures).toEqual([expect.objectContaining({ kind: 'VENTILATOR', days: 2 })]);

    const clinic = await clinicVisit(db(), { tag: 'Hais' });
    const notRanap = await hais(
      'pasang',
      { registrationId: clinic.registrationId, kind: 'INFUS_PERIFER', installedOn: today() },
      tokens.ipcn,
    );
    expect(notRanap.statusCode).toBe(422);
    expect(notRanap.body.message).toBe(
      'Register HAIs dicatat untuk pasien rawat inap yang sedang dirawat.',
    );
    const future = await hais(
      'pasang',
      {
        registrationId: stay.registrationId,
        kind: 'CVL',
        installedOn: wibDay(new Date(Date.now() + 48 * HOUR)),
      },
      tokens.ipcn,
    );
    expect(future.body.errors?.installedOn).toEqual(['Tanggal Pasang tidak boleh di masa depan.']);
    const beforeAdmission = await hais(
      'pasang',
      { registrationId: stay.registrationId, kind: 'CVL', installedOn: daysAgo(9) },
      tokens.ipcn,
    );
    expect(beforeAdmission.body.errors?.installedOn).toEqual([
      'Tanggal pasang tidak boleh sebelum tanggal masuk rawat inap.',
    ]);
    const badMonth = await api.get('/get/Hais/laju', tokens.ipcn, { month: '2026-13' });
    expect(badMonth.statusCode).toBe(422);
    expect(badMonth.body.message).toBe('Bulan harus berformat YYYY-MM.');
    expect((await api.get('/get/Hais', tokens.admisi)).statusCode).toBe(403);
    expect(
      (
        await hais(
          'pasang',
          { registrationId: stay.registrationId, kind: 'CVL', installedOn: today() },
          tokens.perawat,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('a merge of patient records', () => {
  it('moves the incident reports and HAI entries to the surviving record, nothing else of them', async () => {
    const stay = await inpatient();
    const survivor = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
      values (${`98${String(process.pid % 1000).padStart(3, '0')}001`}, 'Pasien Bangsal Utama', '1',
        '1950-05-05') returning id`.execute(db());
    const survivorId = survivor.rows[0]?.id as number;
    const d = await file(tokens.perawat, {
      affected: 'PASIEN',
      patientId: stay.patientId,
      registrationId: stay.registrationId,
    });
    await hais(
      'pasang',
      { registrationId: stay.registrationId, kind: 'TIRAH_BARING', installedOn: today() },
      tokens.ipcn,
    );
    const rm = await api.login('rekam.medis');
    const merged = await api.do(
      'Pasien',
      { type: 'merge', survivorId, mergedId: stay.patientId, reason: 'Pasien sama' },
      rm,
    );
    expect(merged.statusCode, merged.raw).toBe(200);
    expect(merged.body.data).toMatchObject({
      moved: { 'Laporan Insiden': 1, 'Paparan HAIs': 1, 'Kejadian HAIs': 0 },
    });
    const after = (await api.get(`/get/LaporanInsiden/detail/${d.id}`, tokens.perawat)).body
      .data as unknown as IncidentDetail;
    expect(after.patient?.id).toBe(survivorId);
    expect(after.chronology).toBe(d.chronology);
    expect(after.version).toBe(d.version + 1);
    const exposure = await sql<{ patient_id: number }>`select patient_id from hai_exposure
      where registration_id = ${stay.registrationId}`.execute(db());
    expect(exposure.rows.map((r) => r.patient_id)).toEqual([survivorId]);
  });
});
