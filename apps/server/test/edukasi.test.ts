import type { EducationRow } from '@simrs/validators/contracts';
import { exampleContent, findTemplate } from '@simrs/validators/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';
import { clinicVisit } from './registrations';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let perawat: string;
let admisi: string;

const template = findTemplate('edukasi-terintegrasi');
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function education(registrationId: number, evaluasi: string) {
  if (!template) throw new Error('no education template');
  const example = exampleContent(template);
  const sessions = (example.sesiEdukasi as Record<string, unknown>[]).map((s) => ({
    ...s,
    evaluasi,
  }));
  const res = await api.do(
    'Dokumen',
    {
      type: 'simpan',
      registrationId,
      templateKey: 'edukasi-terintegrasi',
      content: { ...example, sesiEdukasi: sessions },
    },
    perawat,
  );
  expect(res.statusCode, res.raw).toBe(200);
}

async function list(query: Record<string, string>, token = perawat) {
  const res = await api.get('/get/Dokumen/edukasi', token, query);
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.data as unknown as { list: EducationRow[]; total: number };
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  perawat = await api.login('perawat');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('the integrated education records', () => {
  it('lists the day’s records with their sessions in words; follow-up keeps those to repeat', async () => {
    const ok = await clinicVisit(ctx.handle.db, { tag: 'Edukasi' });
    const again = await clinicVisit(ctx.handle.db, { tag: 'Edukasi' });
    await education(ok.registrationId, '1');
    await education(again.registrationId, '2');
    const all = await list({ from: today(), to: today() });
    const mine = all.list.filter((r) =>
      [ok.registrationId, again.registrationId].includes(r.registrationId),
    );
    expect(mine).toHaveLength(2);
    const repeat = mine.find((r) => r.registrationId === again.registrationId);
    expect(repeat?.needsRepeat).toBe(true);
    expect(repeat?.sessions[0]?.evaluation).toBe('Perlu edukasi ulang');
    expect(repeat?.sessions[0]?.topic).toEqual(expect.any(String));
    expect(repeat?.sessions[0]?.topic).not.toMatch(/^\d+$/);
    expect(mine.find((r) => r.registrationId === ok.registrationId)?.needsRepeat).toBe(false);

    const follow = await list({ from: today(), to: today(), followUp: '1' });
    expect(follow.list.map((r) => r.registrationId)).toContain(again.registrationId);
    expect(follow.list.map((r) => r.registrationId)).not.toContain(ok.registrationId);

    const clinicOnly = await list({ kind: 'UGD' });
    expect(clinicOnly.list.some((r) => r.registrationId === ok.registrationId)).toBe(false);
    const yesterday = new Date(Date.now() - 17 * 3_600_000).toISOString().slice(0, 10);
    const before = await list({ from: yesterday, to: yesterday });
    expect(before.list.some((r) => r.registrationId === ok.registrationId)).toBe(false);
  });

  it('refuses a reversed range and a caller without the record menu', async () => {
    const res = await api.get('/get/Dokumen/edukasi', perawat, {
      from: '2026-02-02',
      to: '2026-02-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Tanggal akhir tidak boleh sebelum tanggal awal.');
    expect((await api.get('/get/Dokumen/edukasi', admisi)).statusCode).toBe(403);
  });
});
