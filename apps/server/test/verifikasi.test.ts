import type { VerificationDetail, VerificationRow } from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';
import { clinicVisit } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let perawat: string;
let dokter: string;
let rekamMedis: string;
let upla: string;
let admisi: string;

const db = () => ctx.handle.db;

/** Fills and signs a template of the visit. */
async function signed(registrationId: number, key: string, token: string) {
  const template = findTemplate(key);
  if (!template) throw new Error(`no template ${key}`);
  const created = await api.do(
    'Dokumen',
    { type: 'simpan', registrationId, templateKey: key, content: {} },
    token,
  );
  expect(created.statusCode, created.raw).toBe(200);
  const d = (created.body.data as { document: { id: number; version: number } }).document;
  const res = await api.do(
    'Dokumen',
    { type: 'tandatangani', id: d.id, version: d.version, content: exampleContent(template) },
    token,
  );
  expect(res.statusCode, res.raw).toBe(200);
}

async function detail(registrationId: number, token = rekamMedis): Promise<VerificationDetail> {
  const res = await api.get(`/get/Verifikasi/detail/${registrationId}`, token);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as VerificationDetail;
}

const move = (
  registrationId: number,
  version: number,
  to: string,
  token: string,
  reason?: string,
) => api.do('Verifikasi', { type: 'pindah', registrationId, version, to, reason }, token);

/** A finished general-clinic visit with everything the records check asks for. */
async function completeVisit() {
  const v = await clinicVisit(db(), { tag: 'Verif' });
  await signed(v.registrationId, 'kajian-awal-umum', perawat);
  await signed(v.registrationId, 'kajian-awal-medis', dokter);
  const dx = await api.do(
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
  expect(dx.statusCode, dx.raw).toBe(200);
  await sql`update registrations set status = 'DONE' where id = ${v.registrationId}`.execute(db());
  return v;
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  perawat = await api.login('perawat');
  dokter = await api.login('dokter');
  rekamMedis = await api.login('rekam.medis');
  upla = await api.login('upla');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('records verification of an outpatient visit', () => {
  it('an unfinished or incomplete visit cannot move; the check names what is missing', async () => {
    const v = await clinicVisit(db(), { tag: 'Verif' });
    const open = await detail(v.registrationId);
    expect(open).toMatchObject({ status: '6', stage: 'RM', version: 0, moves: [] });
    expect(open.checklist.find((i) => i.key === 'visitFinished')?.ok).toBe(false);
    const refused = await move(v.registrationId, 0, '8', rekamMedis);
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe(
      'Kunjungan belum selesai; verifikasi rekam medis dimulai setelah kunjungan selesai.',
    );

    await sql`update registrations set status = 'DONE' where id = ${v.registrationId}`.execute(
      db(),
    );
    const done = await detail(v.registrationId);
    expect(done.moves.map((m) => m.to)).toEqual(['8']);
    const incomplete = await move(v.registrationId, 0, '8', rekamMedis);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body.message).toBe(
      'Belum lengkap: Kajian Awal Keperawatan Umum ditandatangani; Kajian Awal Medis ditandatangani; Diagnosis utama klinis tercatat.',
    );
    expect((await detail(v.registrationId)).version).toBe(0);
  });

  it('records -> UPLA -> back with a reason -> UPLA -> done, each step by its own staff', async () => {
    const v = await completeVisit();
    const listed = await api.get('/get/Verifikasi', upla, { stage: 'RM' });
    expect(listed.statusCode, listed.raw).toBe(200);
    const row = (listed.body.data as unknown as { list: VerificationRow[] }).list.find(
      (r) => r.registrationId === v.registrationId,
    );
    expect(row).toMatchObject({
      stage: 'RM',
      clinicalPrimary: 'I10 · Hipertensi esensial (primer)',
    });

    // UPLA may not do records' step; records may not do UPLA's.
    expect((await move(v.registrationId, 0, '8', upla)).statusCode).toBe(403);
    const ok = await move(v.registrationId, 0, '8', rekamMedis);
    expect(ok.statusCode, ok.raw).toBe(200);
    expect(ok.body.message).toBe('Status verifikasi menjadi Verifikasi UPLA.');
    expect((await move(v.registrationId, 1, '7', rekamMedis)).statusCode).toBe(403);

    // No coded primary yet: UPLA cannot finish.
    const uncoded = await move(v.registrationId, 1, '7', upla);
    expect(uncoded.statusCode).toBe(422);
    expect(uncoded.body.message).toBe('Belum lengkap: Diagnosis utama koding (UPLA) tercatat.');

    // Back to records needs a reason.
    const noReason = await move(v.registrationId, 1, '6', upla);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.message).toBe('Alasan pengembalian wajib diisi.');
    const back = await move(v.registrationId, 1, '6', upla, 'Resume belum lengkap');
    expect(back.statusCode, back.raw).toBe(200);
    const returned = await detail(v.registrationId);
    expect(returned).toMatchObject({
      status: '6',
      returnedReason: 'Resume belum lengkap',
      version: 2,
    });

    // A stale version is refused; then forward again, coded, done.
    expect((await move(v.registrationId, 1, '8', rekamMedis)).statusCode).toBe(409);
    expect((await move(v.registrationId, 2, '8', rekamMedis)).statusCode).toBe(200);
    const coded = await api.do(
      'Diagnosa',
      {
        type: 'tambah',
        registrationId: v.registrationId,
        system: 'ICD10',
        source: 'KODING',
        code: 'I10',
        role: 'UTAMA',
      },
      upla,
    );
    expect(coded.statusCode, coded.raw).toBe(200);
    const finished = await move(v.registrationId, 3, '7', upla);
    expect(finished.statusCode, finished.raw).toBe(200);
    const end = await detail(v.registrationId, upla);
    expect(end).toMatchObject({ status: '7', stage: 'SELESAI', moves: [] });
    expect(end.events.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      '6>8',
      '8>6',
      '6>8',
      '8>7',
    ]);
    // Done is terminal.
    const again = await move(v.registrationId, 4, '8', rekamMedis);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(
      'Status verifikasi tidak dapat berpindah dari Selesai ke Verifikasi UPLA.',
    );
  });

  it('two records clerks at once: one moves, the other gets 409; the history is append-only', async () => {
    const v = await completeVisit();
    const both = await Promise.all([
      move(v.registrationId, 0, '8', rekamMedis),
      move(v.registrationId, 0, '8', rekamMedis),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await expect(
      sql`delete from record_verification_event where registration_id = ${v.registrationId}`.execute(
        db(),
      ),
    ).rejects.toThrow(/append-only/);
  });

  it('only the verification menus read it', async () => {
    const v = await completeVisit();
    expect((await api.get(`/get/Verifikasi/detail/${v.registrationId}`, admisi)).statusCode).toBe(
      403,
    );
    expect((await api.get('/get/Verifikasi', admisi)).statusCode).toBe(403);
    expect((await move(v.registrationId, 0, '8', admisi)).statusCode).toBe(403);
  });
});
