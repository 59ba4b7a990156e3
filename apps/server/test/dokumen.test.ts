import type {
  ClinicalDocumentView,
  DocumentDetail,
  ObservationView,
  TemplatesForRegistration,
} from '@simrs/validators/contracts';
import {
  exampleContent,
  type FormTemplate,
  findTemplate,
  latestTemplates,
  observationsOf,
  schemaOf,
} from '@simrs/validators/forms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let perawat: string;
let dokter: string;
let admisi: string;

const db = () => ctx.handle.db;
const nursing = findTemplate('kajian-awal-umum') as FormTemplate;
const medical = findTemplate('kajian-awal-medis') as FormTemplate;

let nextRm = 0;
/**
 * A patient and a registration of the kind: RAJAL at the clinic of `poliCode` (a schedule of the
 * general clinic's unit), UGD, or RANAP of an inpatient type.
 */
async function visit(
  opts: {
    birthDate?: string;
    sex?: string;
    kind?: 'RAJAL' | 'UGD' | 'RANAP';
    poliCode?: string;
    inpatientType?: number | null;
  } = {},
): Promise<{ patientId: number; registrationId: number }> {
  nextRm += 1;
  const p = await sql<{ id: number }>`insert into patients (rm_no, name, sex, birth_date)
    values (${`96${String(nextRm).padStart(6, '0')}`}, ${`Pasien Dokumen ${nextRm}`},
      ${opts.sex ?? '1'}, ${opts.birthDate ?? '1980-01-01'}) returning id`.execute(db());
  const patientId = p.rows[0]?.id as number;
  const kind = opts.kind ?? 'RAJAL';
  let scheduleId: number | null = null;
  let poliId: number | null = null;
  if (kind === 'RAJAL') {
    const unit = await sql<{ id: number }>`select id from q_units where code = 'P-UMUM'`.execute(
      db(),
    );
    const s = await sql<{ id: number }>`insert into q_doctor_schedules
        (unit_id, doctor_name, weekday, slot, start_time, end_time, quota, quota_jkn)
      values (${unit.rows[0]?.id as number}, ${`dr. Dokumen ${nextRm}`}, '1', 'PAGI', '07:00',
        '13:00', 10, 0) returning id`.execute(db());
    scheduleId = s.rows[0]?.id as number;
    const poli = await sql<{ id: number }>`select id from m_poli
      where code = ${opts.poliCode ?? 'UMUM'}`.execute(db());
    poliId = poli.rows[0]?.id as number;
  }
  const status = kind === 'RAJAL' ? 'ACTION' : kind === 'UGD' ? '2' : '3';
  const r = await sql<{ id: number }>`insert into registrations (reg_no, patient_id, kind, channel,
      payer_type, visit_date, registered_at, status, schedule_id, poli_id, inpatient_type)
    values (${`DOK-${process.pid}-${nextRm}`}, ${patientId}, ${kind}, 'BO-REG', '1', '2025-03-01',
      now(), ${status}, ${scheduleId}, ${poliId}, ${opts.inpatientType ?? null})
    returning id`.execute(db());
  return { patientId, registrationId: r.rows[0]?.id as number };
}

function docOf(res: ApiResponse): ClinicalDocumentView {
  const d = (res.body.data as { document?: ClinicalDocumentView } | undefined)?.document;
  if (!d) throw new Error(`no document in ${res.raw}`);
  return d;
}

const simpan = (payload: Record<string, unknown>, token = perawat) =>
  api.do('Dokumen', { type: 'simpan', templateKey: nursing.key, ...payload }, token);

async function detail(id: number, token = perawat): Promise<DocumentDetail> {
  const res = await api.get(`/get/Dokumen/detail/${id}`, token);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as DocumentDetail;
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

/** A signed general nursing assessment of a new visit. */
async function signedDocument() {
  const v = await visit();
  const created = docOf(
    await simpan({ registrationId: v.registrationId, content: { keluhanUtama: 'Batuk' } }),
  );
  const signed = await api.do(
    'Dokumen',
    {
      type: 'tandatangani',
      id: created.id,
      version: created.version,
      content: exampleContent(nursing),
    },
    perawat,
  );
  expect(signed.statusCode, signed.raw).toBe(200);
  return { ...v, document: docOf(signed) };
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  perawat = await api.login('perawat');
  dokter = await api.login('dokter');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('drafts', () => {
  it('saves partial data as a draft (typed numbers read), with its first revision', async () => {
    const v = await visit();
    const res = await simpan({
      registrationId: v.registrationId,
      content: { keluhanUtama: 'Demam 3 hari', vital: { pulse: '88', temperature: '38,2' } },
    });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.message).toBe('Draf dokumen disimpan.');
    const d = docOf(res);
    expect(d).toMatchObject({
      registrationId: v.registrationId,
      patientId: v.patientId,
      templateKey: 'kajian-awal-umum',
      templateVersion: nursing.version,
      title: 'Kajian Awal Keperawatan Umum',
      profession: 'perawat',
      status: 'DRAFT',
      version: 1,
      amendment: 0,
      rootId: d.id,
      signedAt: null,
      content: { keluhanUtama: 'Demam 3 hari', vital: { pulse: 88, temperature: 38.2 } },
    });
    expect(d.author.name).toBeTruthy();
    const det = await detail(d.id);
    expect(det.revisions).toHaveLength(1);
    expect(det.revisions[0]).toMatchObject({
      action: 'CREATE',
      version: 1,
      changed: ['keluhanUtama', 'vital'],
    });
    expect(det.template.key).toBe('kajian-awal-umum');
  });

  it('refuses an implausible value even in a draft, with the field named', async () => {
    const v = await visit();
    for (const [sign, value, message] of [
      ['pulse', 500, 'Nadi harus antara 20 dan 250 x/menit.'],
      ['temperature', 50, 'Suhu harus antara 30 dan 43 °C.'],
      ['respiration', 200, 'Frekuensi Napas harus antara 4 dan 100 x/menit.'],
      ['spo2', 120, 'Saturasi Oksigen (SpO2) harus antara 50 dan 100 %.'],
    ] as const) {
      const res = await simpan({
        registrationId: v.registrationId,
        content: { vital: { [sign]: value } },
      });
      expect(res.statusCode, res.raw).toBe(422);
      expect(res.body.errors?.[`vital.${sign}`]).toEqual([message]);
      expect(res.body.message).toBe(message);
    }
    const none = await sql<{ n: number }>`select count(*)::int as n from clinical_document
      where registration_id = ${v.registrationId}`.execute(db());
    expect(none.rows[0]?.n).toBe(0);
  });

  it('updates the draft at its version; a stale version and a second draft are refused (409)', async () => {
    const v = await visit();
    const first = docOf(await simpan({ registrationId: v.registrationId, content: {} }));
    const again = await simpan({ registrationId: v.registrationId, content: {} });
    expect(again.statusCode, again.raw).toBe(409);
    expect(again.body.message).toBe(
      'Kajian Awal Keperawatan Umum untuk registrasi ini sudah ada. Buka dokumen tersebut untuk melanjutkan.',
    );
    expect(again.body.data).toEqual({ documentId: first.id });
    const updated = await simpan({
      id: first.id,
      version: 1,
      registrationId: v.registrationId,
      content: { keluhanUtama: 'Pusing' },
    });
    expect(updated.statusCode, updated.raw).toBe(200);
    expect(docOf(updated)).toMatchObject({ version: 2, content: { keluhanUtama: 'Pusing' } });
    const stale = await simpan({
      id: first.id,
      version: 1,
      registrationId: v.registrationId,
      content: { keluhanUtama: 'Lain' },
    });
    expect(stale.statusCode, stale.raw).toBe(409);
    expect(stale.body.message).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang lalu ulangi perubahan Anda.',
    );
    const other = await simpan({
      id: first.id,
      version: 2,
      registrationId: v.registrationId,
      templateKey: 'kajian-awal-medis',
      content: {},
    });
    expect(other.statusCode).toBe(422);
    expect(other.body.errors?.templateKey).toEqual(['Dokumen ini memakai formulir lain.']);
    const det = await detail(first.id);
    expect(det.revisions.map((r) => [r.action, r.version])).toEqual([
      ['CREATE', 1],
      ['SAVE', 2],
    ]);
    expect(det.revisions[1]?.changed).toEqual(['keluhanUtama']);
  });

  it('gives exactly one winner among 20 parallel saves of one version (409 for the others)', async () => {
    const v = await visit();
    const d = docOf(await simpan({ registrationId: v.registrationId, content: {} }));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        simpan({
          id: d.id,
          version: 1,
          registrationId: v.registrationId,
          content: { keluhanUtama: `Simpan ${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = results.find((r) => r.statusCode === 200) as ApiResponse;
    const stored = await detail(d.id);
    expect(stored.document.version).toBe(2);
    expect(stored.document.content).toEqual(docOf(winner).content);
    expect(stored.revisions).toHaveLength(2);
  });

  it('20 parallel creations of one template for a registration make one document', async () => {
    const v = await visit();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => simpan({ registrationId: v.registrationId, content: {} })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });

  it('refuses a draft for a voided or unknown registration and an unknown template', async () => {
    const v = await visit({ kind: 'UGD' });
    await sql`update registrations set status = '99' where id = ${v.registrationId}`.execute(db());
    const voided = await simpan({ registrationId: v.registrationId, content: {} });
    expect(voided.statusCode).toBe(422);
    expect(voided.body.message).toBe('Registrasi sudah dibatalkan; dokumen tidak dapat dibuat.');
    const unknown = await simpan({ registrationId: 999999, content: {} });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe('Registrasi tidak ditemukan.');
    const w = await visit();
    const tpl = await simpan({
      registrationId: w.registrationId,
      templateKey: 'tidak-ada',
      content: {},
    });
    expect(tpl.statusCode).toBe(422);
    expect(tpl.body.message).toBe('Formulir tidak dikenal.');
  });
});

describe('signing', () => {
  it('refuses missing required fields with the Indonesian message of each', async () => {
    const v = await visit();
    const d = docOf(
      await simpan({ registrationId: v.registrationId, content: { keluhanUtama: 'Batuk' } }),
    );
    const res = await api.do(
      'Dokumen',
      { type: 'tandatangani', id: d.id, version: d.version },
      perawat,
    );
    expect(res.statusCode, res.raw).toBe(422);
    expect(res.body.message).toBe(
      'Dokumen belum lengkap. Lengkapi isian yang wajib sebelum ditandatangani.',
    );
    expect(res.body.errors).toMatchObject({
      sumberData: ['Sumber Data wajib diisi.'],
      adaAlergi: ['Ada Riwayat Alergi wajib diisi.'],
      kesadaran: ['Kesadaran wajib diisi.'],
      'vital.pulse': ['Nadi wajib diisi.'],
      'vital.systolic': ['Tekanan Darah Sistolik wajib diisi.'],
      masalahKeperawatan: ['Masalah Keperawatan wajib diisi.'],
    });
    expect(res.body.errors?.keluhanUtama).toBeUndefined();
    expect((await detail(d.id)).document.status).toBe('DRAFT');
  });

  it('signs: FINAL with who and when, observations written with their values', async () => {
    const { document, registrationId, patientId } = await signedDocument();
    expect(document).toMatchObject({ status: 'FINAL', version: 2 });
    expect(document.signedBy?.name).toBeTruthy();
    expect(document.signedAt).toEqual(expect.any(String));
    const det = await detail(document.id);
    const byCode = new Map(det.observations.map((o) => [o.code, o]));
    expect(byCode.get('vital.pulse')).toMatchObject({
      valueNum: 84,
      unit: 'x/menit',
      registrationId,
      patientId,
    });
    expect(byCode.get('vital.temperature')).toMatchObject({ valueNum: 36.7, unit: '°C' });
    expect(byCode.get('score.fallRiskAdult')?.valueText).toBeTruthy();
    expect(byCode.get('allergy.OBAT')).toMatchObject({
      valueText: expect.stringContaining('Contoh'),
    });
    const stored = await sql<{ n: number }>`select count(*)::int as n from observation
      where document_id = ${document.id}`.execute(db());
    expect(stored.rows[0]?.n).toBe(det.observations.length);
    expect(det.revisions.map((r) => r.action)).toEqual(['CREATE', 'SIGN']);
  });

  it('locks a signed document: simpan and a second signature refused with a clear message', async () => {
    const { document, registrationId } = await signedDocument();
    const save = await simpan({
      id: document.id,
      version: document.version,
      registrationId,
      content: { keluhanUtama: 'Diubah diam-diam' },
    });
    expect(save.statusCode, save.raw).toBe(409);
    expect(save.body.message).toBe(
      'Dokumen sudah ditandatangani dan terkunci. Gunakan Ubah (amandemen) dengan alasan untuk koreksi.',
    );
    const again = await api.do(
      'Dokumen',
      { type: 'tandatangani', id: document.id, version: document.version },
      perawat,
    );
    expect(again.statusCode).toBe(409);
    expect((await detail(document.id)).document.content.keluhanUtama).toBe('Contoh keluhan utama');
  });

  it('the database itself refuses to change a signed content, or delete documents and history', async () => {
    const { document } = await signedDocument();
    expect(
      await refused(
        sql`update clinical_document set content = '{"keluhanUtama":"x"}' where id = ${document.id}`,
      ),
    ).toMatch(/locked/);
    expect(
      await refused(sql`update clinical_document set status = 'DRAFT' where id = ${document.id}`),
    ).toMatch(/cannot move/);
    expect(await refused(sql`delete from clinical_document where id = ${document.id}`)).toMatch(
      /never deleted/,
    );
    expect(
      await refused(
        sql`update clinical_document_revision set reason = 'x' where document_id = ${document.id}`,
      ),
    ).toMatch(/append-only/);
    expect(await refused(sql`delete from clinical_document_revision`)).toMatch(/append-only/);
    expect(await refused(sql`update observation set value_num = 1`)).toMatch(/append-only/);
    expect(await refused(sql`delete from observation`)).toMatch(/append-only/);
  });
});

describe('amendments and entered in error', () => {
  it('needs a reason; keeps the old version AMENDED, the history, and only current observations', async () => {
    const { document, registrationId } = await signedDocument();
    const corrected = {
      ...exampleContent(nursing),
      vital: { ...(exampleContent(nursing).vital as object), pulse: 96 },
    };
    const noReason = await api.do(
      'Dokumen',
      { type: 'ubah', id: document.id, version: document.version, content: corrected },
      perawat,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Alasan wajib diisi.']);
    const bad = await api.do(
      'Dokumen',
      {
        type: 'ubah',
        id: document.id,
        version: document.version,
        content: { ...corrected, vital: { pulse: 500 } },
        reason: 'Salah ketik nadi',
      },
      perawat,
    );
    expect(bad.statusCode).toBe(422);
    const res = await api.do(
      'Dokumen',
      {
        type: 'ubah',
        id: document.id,
        version: document.version,
        content: corrected,
        reason: 'Salah ketik nadi',
      },
      dokter,
    );
    expect(res.statusCode, res.raw).toBe(200);
    const amended = docOf(res);
    expect(amended).toMatchObject({
      status: 'FINAL',
      amendment: 1,
      supersedesId: document.id,
      rootId: document.id,
      amendReason: 'Salah ketik nadi',
      version: 1,
    });
    expect(amended.signedBy?.name).toBeTruthy();
    const old = await detail(document.id);
    expect(old.document).toMatchObject({ status: 'AMENDED', supersededById: amended.id });
    expect(old.document.content.vital).toMatchObject({ pulse: 84 });
    const det = await detail(amended.id);
    expect(det.chain.map((d) => [d.id, d.status])).toEqual([
      [document.id, 'AMENDED'],
      [amended.id, 'FINAL'],
    ]);
    expect(det.revisions.map((r) => r.action)).toEqual(['CREATE', 'SIGN', 'AMEND']);
    const amend = det.revisions[2];
    expect(amend).toMatchObject({ reason: 'Salah ketik nadi', changed: ['vital'] });
    expect(amend?.username).toBe('dokter');
    const current = await api.get(`/get/Dokumen/observasi/${registrationId}`, perawat);
    const pulses = (current.body.data as unknown as { list: ObservationView[] }).list.filter(
      (o) => o.code === 'vital.pulse',
    );
    expect(pulses.map((o) => [o.documentId, o.valueNum])).toEqual([[amended.id, 96]]);
    const again = await api.do(
      'Dokumen',
      {
        type: 'ubah',
        id: document.id,
        version: old.document.version,
        content: corrected,
        reason: 'x',
      },
      perawat,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(
      'Hanya dokumen final (sudah ditandatangani) yang dapat diubah dengan amandemen.',
    );
  });

  it('marks a document entered in error with a reason; it stays, its observations leave', async () => {
    const { document, registrationId } = await signedDocument();
    const noReason = await api.do(
      'Dokumen',
      { type: 'batal', id: document.id, version: document.version, reason: '  ' },
      perawat,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Alasan wajib diisi.']);
    const res = await api.do(
      'Dokumen',
      { type: 'batal', id: document.id, version: document.version, reason: 'Pasien salah' },
      perawat,
    );
    expect(res.statusCode, res.raw).toBe(200);
    expect(docOf(res)).toMatchObject({ status: 'ENTERED_IN_ERROR', errorReason: 'Pasien salah' });
    expect(docOf(res).errorBy?.name).toBeTruthy();
    const twice = await api.do(
      'Dokumen',
      { type: 'batal', id: document.id, version: docOf(res).version, reason: 'Lagi' },
      perawat,
    );
    expect(twice.statusCode).toBe(409);
    const current = await api.get(`/get/Dokumen/observasi/${registrationId}`, perawat);
    expect((current.body.data as unknown as { list: unknown[] }).list).toEqual([]);
    const list = await api.get(`/get/Dokumen/registrasi/${registrationId}`, perawat);
    expect(list.statusCode).toBe(200);
    const docs = (list.body.data as unknown as { list: ClinicalDocumentView[] }).list;
    expect(docs.map((d) => d.status)).toEqual(['ENTERED_IN_ERROR']);
    expect(docs[0]).not.toHaveProperty('content');
    // A new assessment may be started once the wrong one is marked.
    const fresh = await simpan({ registrationId, content: {} });
    expect(fresh.statusCode, fresh.raw).toBe(200);
  });
});

describe('templates and the initial-assessment rule', () => {
  async function templates(registrationId: number): Promise<TemplatesForRegistration> {
    const res = await api.get(`/get/Dokumen/formulir/${registrationId}`, dokter);
    expect(res.statusCode, res.raw).toBe(200);
    return res.body.data as unknown as TemplatesForRegistration;
  }

  it('gives an adult the general forms first, with the live document of each', async () => {
    const v = await visit();
    const d = docOf(await simpan({ registrationId: v.registrationId, content: {} }));
    const t = await templates(v.registrationId);
    expect(t.patientType).toBeNull();
    expect(t.initial).toEqual({ nursing: 'kajian-awal-umum', doctor: 'kajian-awal-medis' });
    expect(t.list.slice(0, 2).map((c) => [c.key, c.initial])).toEqual([
      ['kajian-awal-umum', 'nursing'],
      ['kajian-awal-medis', 'doctor'],
    ]);
    expect(t.list[0]).toMatchObject({ documentId: d.id, documentStatus: 'DRAFT' });
    expect(t.missing).toEqual([]);
  });

  it('follows the patient type: newborn, child, obstetrics, ICU', async () => {
    const newborn = await templates((await visit({ birthDate: '2025-02-20' })).registrationId);
    expect(newborn).toMatchObject({
      patientType: 'PER',
      initial: { nursing: 'kajian-awal-bbl', doctor: 'kajian-awal-medis-bbl' },
    });
    expect(newborn.list.map((c) => c.key)).not.toContain('kajian-awal-umum');
    expect(newborn.list.slice(0, 2).map((c) => c.key)).toEqual([
      'kajian-awal-bbl',
      'kajian-awal-medis-bbl',
    ]);
    expect(newborn.missing).toEqual([]);
    expect(newborn.list.map((c) => c.key)).toEqual(
      expect.arrayContaining(['skrining-gizi', 'kajian-nyeri', 'kajian-resiko-jatuh']),
    );
    const child = await templates((await visit({ birthDate: '2018-06-01' })).registrationId);
    expect(child).toMatchObject({ patientType: 'ANAK', initial: { nursing: 'kajian-awal-anak' } });
    const obs = await templates((await visit({ sex: '2', poliCode: 'OBG' })).registrationId);
    expect(obs).toMatchObject({ patientType: 'OBSG', initial: { nursing: 'kajian-awal-obsgyn' } });
    const icu = await templates((await visit({ kind: 'RANAP', inpatientType: 4 })).registrationId);
    expect(icu).toMatchObject({ patientType: 'ICU', initial: { nursing: 'kajian-awal-icu' } });
    expect(icu.missing).toEqual([]);
    expect(icu.list.slice(0, 2).map((c) => c.key)).toEqual([
      'kajian-awal-icu',
      'kajian-awal-medis',
    ]);
    for (const [birthDate, nursing] of [
      ['2020-01-01', 'kajian-awal-picu'],
      ['2025-02-20', 'kajian-awal-nicu'],
    ] as const) {
      const critical = await templates(
        (await visit({ kind: 'RANAP', inpatientType: 4, birthDate })).registrationId,
      );
      expect(critical).toMatchObject({ initial: { nursing } });
      expect(critical.missing).toEqual([]);
      expect(critical.list[0]?.key).toBe(nursing);
    }
  });

  it('signs every outpatient template with its example, writing its observations', async () => {
    const v = await visit();
    for (const t of latestTemplates()) {
      const created = await simpan(
        { registrationId: v.registrationId, templateKey: t.key, content: {} },
        dokter,
      );
      expect(created.statusCode, `${t.key} ${created.raw}`).toBe(200);
      const d = docOf(created);
      const signed = await api.do(
        'Dokumen',
        { type: 'tandatangani', id: d.id, version: d.version, content: exampleContent(t) },
        dokter,
      );
      expect(signed.statusCode, `${t.key} ${signed.raw}`).toBe(200);
      const observations = (signed.body.data as unknown as { observations: ObservationView[] })
        .observations;
      const expected = observationsOf(t, schemaOf(t, 'final').parse(exampleContent(t)));
      expect(
        observations.map((o) => o.code),
        t.key,
      ).toEqual(expected.map((o) => o.code));
      if (t.sections.some((s) => s.fields.some((f) => f.kind === 'vitals'))) {
        expect(observations.length, t.key).toBeGreaterThan(0);
      }
    }
    const list = await api.get(`/get/Dokumen/registrasi/${v.registrationId}`, dokter);
    expect((list.body.data as unknown as { list: unknown[] }).list).toHaveLength(
      latestTemplates().length,
    );
  });

  it('answers a template definition by key and version', async () => {
    const res = await api.get('/get/Dokumen/template', dokter, { key: 'kajian-awal-medis' });
    expect(res.statusCode, res.raw).toBe(200);
    const data = res.body.data as unknown as { template: FormTemplate; latestVersion: number };
    expect(data.template).toEqual(JSON.parse(JSON.stringify(medical)));
    expect(data.latestVersion).toBe(medical.version);
    const v1 = await api.get('/get/Dokumen/template', dokter, {
      key: 'kajian-awal-medis',
      version: '1',
    });
    expect(v1.statusCode).toBe(200);
    const none = await api.get('/get/Dokumen/template', dokter, {
      key: 'kajian-awal-medis',
      version: '42',
    });
    expect(none.statusCode).toBe(422);
    expect(none.body.message).toBe('Formulir tidak dikenal.');
  });
});

describe('permissions and bad input', () => {
  it('needs rekam-medis: the admission desk is refused', async () => {
    const v = await visit();
    expect((await api.get(`/get/Dokumen/registrasi/${v.registrationId}`, admisi)).statusCode).toBe(
      403,
    );
    expect(
      (await simpan({ registrationId: v.registrationId, content: {} }, admisi)).statusCode,
    ).toBe(403);
  });

  it('never answers 500 to malformed input', async () => {
    const v = await visit();
    const d = docOf(await simpan({ registrationId: v.registrationId, content: {} }));
    const payloads: Record<string, unknown>[] = [
      {
        type: 'simpan',
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: 'teks',
      },
      {
        type: 'simpan',
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: [1, 2],
      },
      { type: 'simpan', registrationId: v.registrationId, templateKey: 'KAJIAN', content: {} },
      { type: 'simpan', registrationId: 'abc', templateKey: 'kajian-awal-umum', content: {} },
      {
        type: 'simpan',
        id: d.id,
        version: -1,
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: {},
      },
      {
        type: 'simpan',
        id: d.id,
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: {},
      },
      {
        type: 'simpan',
        id: d.id,
        version: 1,
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: {
          vital: 'tinggi',
          kesadaran: { a: 1 },
          alergi: 'x',
          skalaNyeri: { score: 'sebelas' },
          risikoJatuh: [1],
          obatDikonsumsi: [{ nama: { x: 1 } }],
          statusPsikologis: 'Cemas',
        },
      },
      {
        type: 'simpan',
        registrationId: v.registrationId,
        templateKey: 'kajian-awal-umum',
        content: { x: 'y'.repeat(300_000) },
      },
      { type: 'tandatangani', id: d.id, version: 'satu' },
      { type: 'tandatangani', id: 99999999, version: 1 },
      { type: 'ubah', id: d.id, version: 1, reason: 'x' },
      { type: 'batal', id: d.id, version: 1, reason: 'x'.repeat(600) },
    ];
    for (const p of payloads) {
      const res = await api.do('Dokumen', p, perawat);
      expect(
        res.statusCode,
        `${JSON.stringify(p).slice(0, 200)} -> ${res.raw.slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const path of [
      '/get/Dokumen/detail/abc',
      '/get/Dokumen/registrasi/0',
      '/get/Dokumen/formulir/99999999',
    ]) {
      const res = await api.get(path, perawat);
      expect(res.statusCode, `${path} ${res.raw}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
