import type {
  FollowUpDetail,
  FollowUpReminderView,
  FollowUpRow,
  KlpcmAnswer,
  KlpcmFigure,
  VerificationDetail,
} from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';
import { clinicVisit } from './registrations';

/**
 * Tindak Lanjut (follow-up, docs/verifikasi.md): the incomplete records of finished visits from
 * the completeness check, late past 2x24 hours, the KLPCM figure, reminders, and each clinician's
 * own items. The server's clock is the test's: it moves only when a test moves it.
 */
const HOUR = 3_600_000;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };

let ctx: TestContext;
let api: ReturnType<typeof client>;
let perawat: string;
let dokter: string;
let rekamMedis: string;

const db = () => ctx.handle.db;

interface ListAnswer {
  scope: 'semua' | 'saya';
  list: FollowUpRow[];
  total: number;
  lateTotal: number;
  klpcm: KlpcmFigure | null;
  remindersForMe: number;
  doctors: string[];
  from: string;
  to: string;
}

async function list(token: string, query: Record<string, string> = {}): Promise<ListAnswer> {
  const res = await api.get('/get/TindakLanjut', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as ListAnswer;
}

const rowOf = (answer: ListAnswer, registrationId: number) =>
  answer.list.find((r) => r.registrationId === registrationId);

/** Saves a draft of a template of the visit (the author is the token's user). */
async function draft(registrationId: number, key: string, token: string) {
  const res = await api.do(
    'Dokumen',
    { type: 'simpan', registrationId, templateKey: key, content: {} },
    token,
  );
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data as { document: { id: number; version: number } }).document;
}

async function sign(doc: { id: number; version: number }, key: string, token: string) {
  const template = findTemplate(key);
  if (!template) throw new Error(`no template ${key}`);
  const res = await api.do(
    'Dokumen',
    { type: 'tandatangani', id: doc.id, version: doc.version, content: exampleContent(template) },
    token,
  );
  expect(res.statusCode, res.raw).toBe(200);
}

async function primaryDiagnosis(registrationId: number) {
  const res = await api.do(
    'Diagnosa',
    { type: 'tambah', registrationId, system: 'ICD10', code: 'I10', role: 'UTAMA' },
    dokter,
  );
  expect(res.statusCode, res.raw).toBe(200);
}

/** Finishes a clinic visit as the clinic does (the registration's DONE event, at the clock). */
async function finish(registrationId: number) {
  const r = await sql<{ version: number }>`select version from registrations
    where id = ${registrationId}`.execute(db());
  const res = await api.do(
    'PoliKunjungan',
    { type: 'aksi', id: registrationId, version: r.rows[0]?.version, action: 'selesai' },
    dokter,
  );
  expect(res.statusCode, res.raw).toBe(200);
}

/**
 * A general-clinic visit of DPJP `doctor`: the nursing assessment left as the nurse's draft
 * unless `nursing`, the doctor's assessment signed and the primary diagnosis recorded unless
 * `doctorSide` is false.
 */
async function visit(
  opts: { doctor?: string; nursing?: boolean; doctorSide?: boolean } = {},
): Promise<{
  registrationId: number;
  patientId: number;
  nursingDraft: { id: number; version: number };
  doctorDraft: { id: number; version: number } | null;
}> {
  const v = await clinicVisit(db(), { tag: 'TL' });
  if (opts.doctor) {
    await sql`update registrations set doctor_name = ${opts.doctor}
      where id = ${v.registrationId}`.execute(db());
  }
  const nursingDraft = await draft(v.registrationId, 'kajian-awal-umum', perawat);
  if (opts.nursing) await sign(nursingDraft, 'kajian-awal-umum', perawat);
  let doctorDraft: { id: number; version: number } | null = null;
  if (opts.doctorSide !== false) {
    doctorDraft = await draft(v.registrationId, 'kajian-awal-medis', dokter);
    await sign(doctorDraft, 'kajian-awal-medis', dokter);
    await primaryDiagnosis(v.registrationId);
  }
  return { registrationId: v.registrationId, patientId: v.patientId, nursingDraft, doctorDraft };
}

beforeAll(async () => {
  ctx = await createTestApp({}, {}, { clock });
  api = client(ctx);
  perawat = await api.login('perawat');
  dokter = await api.login('dokter');
  rekamMedis = await api.login('rekam.medis');
});
afterAll(async () => {
  await ctx?.close();
});

describe('the follow-up list', () => {
  it('lists the unmet items of the same completeness check as the verification, with who must complete them', async () => {
    nowMs = Date.now();
    const v = await visit();
    await finish(v.registrationId);
    const answer = await list(rekamMedis);
    expect(answer.scope).toBe('semua');
    const row = rowOf(answer, v.registrationId);
    expect(row).toMatchObject({ kind: 'RAJAL', unitName: 'Poli Umum', late: false, stage: 'RM' });
    const check = await api.get(`/get/Verifikasi/detail/${v.registrationId}`, rekamMedis);
    const checklist = (check.body.data as unknown as VerificationDetail).checklist;
    const unmet = checklist.filter((i) => i.stage === 'RM' && !i.ok);
    expect(
      row?.items.map(({ key, label, detail, owners }) => ({ key, label, detail, owners })),
    ).toEqual(unmet.map(({ key, label, detail, owners }) => ({ key, label, detail, owners })));
    expect(row?.items.map((i) => [i.key, i.detail])).toEqual([
      ['initialNursing', 'Masih draf.'],
      ['noDrafts', 'Draf: Kajian Awal Keperawatan Umum.'],
    ]);
    // The draft's author must complete it.
    expect(row?.items[0]?.owners).toEqual([
      { role: 'PENULIS', name: 'Demo Perawat', userId: expect.any(Number) },
    ]);
    expect(row?.items[0]?.templateKey).toBe('kajian-awal-umum');
    // Due 2x24 hours after the end.
    expect(Date.parse(row?.dueAt ?? '') - Date.parse(row?.endedAt ?? '')).toBe(48 * HOUR);

    // Not filled at all: the unit's nurses (nursing) and the DPJP (doctor, diagnosis).
    const empty = await clinicVisit(db(), { tag: 'TL' });
    await finish(empty.registrationId);
    const emptyRow = rowOf(await list(rekamMedis), empty.registrationId);
    expect(
      emptyRow?.items.map((i) => [i.key, i.detail, i.owners.map((o) => `${o.role}:${o.name}`)]),
    ).toEqual([
      ['initialNursing', 'Belum diisi.', ['PERAWAT:Poli Umum']],
      ['initialDoctor', 'Belum diisi.', [`DPJP:dr. TL ${emptyRow?.regNo.split('-').at(-1)}`]],
      ['clinicalPrimary', 'Belum dicatat.', [`DPJP:dr. TL ${emptyRow?.regNo.split('-').at(-1)}`]],
    ]);

    // Once the nurse signs, the record is complete and leaves the list.
    await sign(v.nursingDraft, 'kajian-awal-umum', perawat);
    expect(rowOf(await list(rekamMedis), v.registrationId)).toBeUndefined();
  });

  it('is late strictly past 2x24 hours after the visit ended, and filters the late ones', async () => {
    nowMs = Date.now();
    const v = await visit();
    await finish(v.registrationId);
    const ended = nowMs;
    nowMs = ended + 48 * HOUR;
    const atBoundary = await list(rekamMedis);
    expect(rowOf(atBoundary, v.registrationId)?.late).toBe(false);
    expect(rowOf(await list(rekamMedis, { late: '1' }), v.registrationId)).toBeUndefined();
    nowMs = ended + 48 * HOUR + 1;
    const past = await list(rekamMedis);
    expect(rowOf(past, v.registrationId)?.late).toBe(true);
    expect(past.lateTotal).toBeGreaterThanOrEqual(1);
    const lateOnly = await list(rekamMedis, { late: '1' });
    expect(rowOf(lateOnly, v.registrationId)?.late).toBe(true);
    expect(lateOnly.list.every((r) => r.late)).toBe(true);
    expect((await api.get('/get/TindakLanjut', rekamMedis, { late: 'kadang' })).statusCode).toBe(
      422,
    );
    nowMs = Date.now();
  });

  it('includes discharged inpatient stays with the ward they left', async () => {
    nowMs = Date.now();
    const answer = await list(rekamMedis, { kind: 'RANAP' });
    expect(answer.list.length).toBeGreaterThan(0);
    for (const row of answer.list) {
      expect(row.kind).toBe('RANAP');
      expect(row.stage).toBeNull();
      // The ward of the stay's last bed (the demo wards are flower names).
      expect(row.unitName).toMatch(/^Bangsal [A-Z]/);
      const nursing = row.items.find((i) => i.key === 'initialNursing');
      expect(nursing?.owners).toEqual([{ role: 'PERAWAT', name: row.unitName, userId: null }]);
    }
  });

  it('filters by range, clinic and DPJP; refuses a bad or too long range', async () => {
    nowMs = Date.now();
    const v = await visit({ doctor: 'dr. Saring Uji' });
    await finish(v.registrationId);
    const byDoctor = await list(rekamMedis, { doctor: 'DR. SARING UJI' });
    expect(byDoctor.list.map((r) => r.registrationId)).toEqual([v.registrationId]);
    expect(byDoctor.doctors).toContain('dr. Saring Uji');
    const poli = await sql<{ id: number }>`select id from m_poli where code = 'ANAK'`.execute(db());
    const other = await list(rekamMedis, { poliId: String(poli.rows[0]?.id) });
    expect(rowOf(other, v.registrationId)).toBeUndefined();
    const before = await list(rekamMedis, { from: '2020-01-01', to: '2020-01-31' });
    expect(before.total).toBe(0);
    const bad = await api.get('/get/TindakLanjut', rekamMedis, {
      from: '2024-02-10',
      to: '2024-02-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors?.to).toEqual(['Tanggal akhir tidak boleh sebelum tanggal awal.']);
    const long = await api.get('/get/TindakLanjut', rekamMedis, {
      from: '2024-01-01',
      to: '2024-06-01',
    });
    expect(long.statusCode).toBe(422);
    expect(long.body.errors?.from).toEqual(['Rentang tanggal paling lama 92 hari.']);
    // The default end is today: an early start alone is as long a range.
    const alone = await api.get('/get/TindakLanjut', rekamMedis, { from: '2020-01-01' });
    expect(alone.statusCode).toBe(422);
    expect(alone.body.errors?.from).toEqual(['Rentang tanggal paling lama 92 hari.']);
  });

  it('logs the patients listed in the access log', async () => {
    nowMs = Date.now();
    const v = await visit();
    await finish(v.registrationId);
    await list(rekamMedis);
    const r = await sql<{ kind: string; username: string; patient_ids: number[] }>`select kind,
      username, patient_ids, source from patient_access_log order by id desc limit 1`.execute(db());
    expect(r.rows[0]).toMatchObject({
      kind: 'list',
      username: 'rekam.medis',
      source: 'TindakLanjut.list',
    });
    expect(r.rows[0]?.patient_ids.map(Number)).toContain(v.patientId);
  });
});

describe('permissions and own items', () => {
  it('a clinician sees only their own items; the team every item', async () => {
    nowMs = Date.now();
    const v = await visit({ doctorSide: false });
    await finish(v.registrationId);
    const team = rowOf(await list(rekamMedis), v.registrationId);
    expect(team?.items.map((i) => i.key)).toEqual([
      'initialNursing',
      'initialDoctor',
      'noDrafts',
      'clinicalPrimary',
    ]);
    expect(team?.items.every((i) => !i.mine)).toBe(true);

    // The nurse: the draft she wrote (initial nursing, drafts), not the DPJP's items.
    const nurse = await list(perawat);
    expect(nurse).toMatchObject({ scope: 'saya', klpcm: null });
    expect(rowOf(nurse, v.registrationId)?.items.map((i) => [i.key, i.mine])).toEqual([
      ['initialNursing', true],
      ['noDrafts', true],
    ]);
    // The clinic's doctor (a doctor level of Poli Umum): the DPJP's items.
    const doctor = await list(dokter);
    expect(rowOf(doctor, v.registrationId)?.items.map((i) => i.key)).toEqual([
      'initialDoctor',
      'clinicalPrimary',
    ]);
    // The emergency doctor works in another unit: nothing of this visit.
    expect(rowOf(await list(await api.login('dokter.ugd')), v.registrationId)).toBeUndefined();
    // The team asking for its own items has none of these.
    expect(rowOf(await list(rekamMedis, { mine: '1' }), v.registrationId)).toBeUndefined();
  });

  it('a DPJP named on the visit sees its items from any unit', async () => {
    nowMs = Date.now();
    const v = await visit({ doctor: 'Demo Dokter UGD', doctorSide: false });
    await finish(v.registrationId);
    const ugd = await list(await api.login('dokter.ugd'));
    expect(rowOf(ugd, v.registrationId)?.items.map((i) => i.key)).toEqual([
      'initialDoctor',
      'clinicalPrimary',
    ]);
  });

  it('the figure, the reminders and sending them are the team’s; others without the menu are refused', async () => {
    for (const token of [perawat, dokter]) {
      expect((await api.get('/get/TindakLanjut/klpcm', token)).statusCode).toBe(403);
      expect((await api.get('/get/TindakLanjut/pengingat', token)).statusCode).toBe(403);
      const send = await api.do(
        'TindakLanjut',
        { type: 'ingatkan', registrationId: 1, itemKey: 'initialNursing' },
        token,
      );
      expect(send.statusCode).toBe(403);
    }
    for (const username of ['admisi', 'upla', 'admin']) {
      const token = await api.login(username);
      expect((await api.get('/get/TindakLanjut', token)).statusCode, username).toBe(403);
    }
  });
});

describe('reminders', () => {
  it('are sent about an unmet item to whom must complete it, shown to them, and kept append-only', async () => {
    nowMs = Date.now();
    const v = await visit();
    await finish(v.registrationId);
    const send = (payload: Record<string, unknown>) =>
      api.do('TindakLanjut', { type: 'ingatkan', ...payload }, rekamMedis);
    const sent = await send({
      registrationId: v.registrationId,
      itemKey: 'initialNursing',
      note: 'Mohon ditandatangani hari ini',
    });
    expect(sent.statusCode, sent.raw).toBe(200);
    expect(sent.body.message).toBe('Pengingat terkirim kepada Demo Perawat (penulis).');
    const reminder = (sent.body.data as { reminder: FollowUpReminderView }).reminder;
    expect(reminder).toMatchObject({
      registrationId: v.registrationId,
      itemKey: 'initialNursing',
      itemLabel: 'Kajian Awal Keperawatan Umum ditandatangani',
      note: 'Mohon ditandatangani hari ini',
      by: 'Demo Rekam Medis',
      recipientCount: 1,
      resolved: false,
    });
    // A second one: both kept, the newest shown.
    nowMs += 60_000;
    expect(
      (await send({ registrationId: v.registrationId, itemKey: 'initialNursing' })).statusCode,
    ).toBe(200);

    // The nurse sees it on her item.
    const nurse = await list(perawat);
    const item = rowOf(nurse, v.registrationId)?.items.find((i) => i.key === 'initialNursing');
    expect(item).toMatchObject({ mine: true, reminders: 2 });
    expect(item?.lastReminder).toMatchObject({ by: 'Demo Rekam Medis', note: null });
    expect(nurse.remindersForMe).toBeGreaterThanOrEqual(2);
    // The doctor is not its addressee.
    const doctor = await list(dokter);
    expect(rowOf(doctor, v.registrationId)).toBeUndefined();

    // The team's list of reminders, newest first.
    const res = await api.get('/get/TindakLanjut/pengingat', rekamMedis);
    expect(res.statusCode, res.raw).toBe(200);
    const reminders = (res.body.data as unknown as { list: FollowUpReminderView[] }).list;
    const ours = reminders.filter((r) => r.registrationId === v.registrationId);
    expect(ours.map((r) => r.note)).toEqual([null, 'Mohon ditandatangani hari ini']);
    expect(ours[0]?.recipients).toEqual([
      { role: 'PENULIS', name: 'Demo Perawat', userId: expect.any(Number) },
    ]);

    // The visit's follow-up: every records item, met or not, and its reminders.
    const detail = await api.get(`/get/TindakLanjut/detail/${v.registrationId}`, rekamMedis);
    expect(detail.statusCode, detail.raw).toBe(200);
    const d = detail.body.data as unknown as FollowUpDetail;
    expect(d).toMatchObject({ registrationId: v.registrationId, completedAt: null, late: false });
    expect(d.items.map((i) => [i.key, i.ok, i.reminders])).toEqual([
      ['initialNursing', false, 2],
      ['initialDoctor', true, 0],
      ['noDrafts', false, 0],
      ['clinicalPrimary', true, 0],
      ['cpptVerified', true, 0],
    ]);
    expect(d.reminders.map((r) => r.note)).toEqual([null, 'Mohon ditandatangani hari ini']);
    const logged = await sql<{ kind: string; patient_ids: number[] }>`select kind, patient_ids
      from patient_access_log order by id desc limit 1`.execute(db());
    expect(logged.rows[0]?.kind).toBe('detail');
    expect(logged.rows[0]?.patient_ids.map(Number)).toEqual([v.patientId]);
    expect(
      (await api.get(`/get/TindakLanjut/detail/${v.registrationId}`, perawat)).statusCode,
    ).toBe(403);

    // Refusals change nothing: a met item, an unknown item or visit, an unfinished visit.
    const met = await send({ registrationId: v.registrationId, itemKey: 'clinicalPrimary' });
    expect(met.statusCode).toBe(422);
    expect(met.body.message).toBe('Butir ini sudah lengkap; pengingat tidak perlu dikirim.');
    const unknownItem = await send({ registrationId: v.registrationId, itemKey: 'resume' });
    expect(unknownItem.statusCode).toBe(422);
    expect(unknownItem.body.errors?.itemKey).toEqual(['Butir kelengkapan tidak dikenal.']);
    expect((await send({ registrationId: 2_000_000_000, itemKey: 'noDrafts' })).statusCode).toBe(
      404,
    );
    const open = await clinicVisit(db(), { tag: 'TL' });
    const unfinished = await send({
      registrationId: open.registrationId,
      itemKey: 'initialNursing',
    });
    expect(unfinished.statusCode).toBe(422);
    expect(unfinished.body.message).toBe(
      'Kunjungan belum selesai; kelengkapan rekam medis ditindaklanjuti setelah kunjungan selesai.',
    );
    expect(
      (await api.get(`/get/TindakLanjut/detail/${open.registrationId}`, rekamMedis)).statusCode,
    ).toBe(422);
    const count = await sql<{ n: string | number }>`select count(*) as n
      from record_followup_reminder where registration_id = ${v.registrationId}`.execute(db());
    expect(Number(count.rows[0]?.n)).toBe(2);

    // Append-only.
    await expect(sql`update record_followup_reminder set note = 'x'`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from record_followup_reminder`.execute(db())).rejects.toThrow(
      /append-only/,
    );

    // Once signed, the reminder reads as resolved and the record is complete.
    await sign(v.nursingDraft, 'kajian-awal-umum', perawat);
    const complete = (await api.get(`/get/TindakLanjut/detail/${v.registrationId}`, rekamMedis))
      .body.data as unknown as FollowUpDetail;
    expect(complete.completedAt).not.toBeNull();
    expect(complete.items.every((i) => i.ok && i.owners.length === 0)).toBe(true);
    const after = (
      (await api.get('/get/TindakLanjut/pengingat', rekamMedis)).body.data as unknown as {
        list: FollowUpReminderView[];
      }
    ).list.filter((r) => r.registrationId === v.registrationId);
    expect(after.map((r) => r.resolved)).toEqual([true, true]);
  });

  it('reach the unit’s nurses for an assessment not filled', async () => {
    nowMs = Date.now();
    const open = await clinicVisit(db(), { tag: 'TL' });
    await finish(open.registrationId);
    const sent = await api.do(
      'TindakLanjut',
      { type: 'ingatkan', registrationId: open.registrationId, itemKey: 'initialNursing' },
      rekamMedis,
    );
    expect(sent.statusCode, sent.raw).toBe(200);
    expect(sent.body.message).toBe('Pengingat terkirim kepada Perawat Poli Umum.');
    const ids = await sql<{ recipient_ids: number[] }>`select recipient_ids
      from record_followup_reminder order by id desc limit 1`.execute(db());
    const nurse = await sql<{
      id: number;
    }>`select id from users where username = 'perawat'`.execute(db());
    expect(ids.rows[0]?.recipient_ids.map(Number)).toEqual([nurse.rows[0]?.id]);
  });
});

describe('the KLPCM figure', () => {
  it('counts the records complete within 2x24 hours of all finished visits, by unit and DPJP', async () => {
    const doctor = 'dr. KLPCM Uji';
    const start = Date.now();
    nowMs = start;
    // A: complete before the end. B: never completed. C: completed 47 h after. D: 50 h after.
    const a = await visit({ doctor, nursing: true });
    const b = await visit({ doctor });
    const c = await visit({ doctor });
    const d = await visit({ doctor });
    for (const v of [a, b, c, d]) await finish(v.registrationId);
    const figure = async (): Promise<KlpcmAnswer> => {
      const res = await api.get('/get/TindakLanjut/klpcm', rekamMedis, { doctor });
      expect(res.statusCode, res.raw).toBe(200);
      return res.body.data as unknown as KlpcmAnswer;
    };
    expect((await figure()).overall).toEqual({
      total: 4,
      onTime: 1,
      completeLate: 0,
      incompleteLate: 0,
      pending: 3,
      percent: 25,
    });
    nowMs = start + 47 * HOUR;
    await sign(c.nursingDraft, 'kajian-awal-umum', perawat);
    nowMs = start + 50 * HOUR;
    await sign(d.nursingDraft, 'kajian-awal-umum', perawat);
    const later = await figure();
    expect(later.overall).toEqual({
      total: 4,
      onTime: 2,
      completeLate: 1,
      incompleteLate: 1,
      pending: 0,
      percent: 50,
    });
    expect(later.perDoctor).toEqual([{ doctorName: doctor, ...later.overall }]);
    expect(later.perUnit).toEqual([
      { kind: 'RAJAL', poliId: expect.any(Number), unitName: 'Poli Umum', ...later.overall },
    ]);
    // The list's figure is the same for the same filters.
    expect((await list(rekamMedis, { doctor })).klpcm).toEqual(later.overall);
    // An empty range has no percentage.
    const none = await api.get('/get/TindakLanjut/klpcm', rekamMedis, {
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect((none.body.data as unknown as KlpcmAnswer).overall).toMatchObject({
      total: 0,
      percent: null,
    });
    nowMs = Date.now();
  });
});
