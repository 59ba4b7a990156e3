import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, client, createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;
let admisi: string;

const db = () => ctx.handle.db;
const impor = (module: string, rows: Record<string, unknown>[], firstLine = 2, token = admin) =>
  api.do(module, { type: 'impor', rows, firstLine }, token);

async function icd10(code: string) {
  const r = await sql<{ name: string; version: number; valid_primary: string }>`select name,
      version, valid_primary from m_icd10 where lower(code) = lower(${code})`.execute(db());
  return r.rows[0];
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('admin');
  admisi = await api.login('admisi');
});
afterAll(async () => {
  await ctx?.close();
});

describe('CSV import of the ICD masters', () => {
  it('adds new codes, updates a known one (case-insensitive) and leaves the same unchanged', async () => {
    const template = await api.raw({
      method: 'GET',
      url: `/api/bo/template/Icd10.csv?token=${admin}`,
      headers: { 'x-simrs-key': API_KEY },
    });
    expect(template.statusCode).toBe(200);
    expect(template.raw.trim()).toBe('code,name,nameEn,validPrimary,status');

    const before = await icd10('I10');
    const rows = [
      {
        code: 'i10',
        name: 'Hipertensi esensial',
        nameEn: 'Essential hypertension',
        validPrimary: 'Y',
      },
      { code: 'A15.0', name: 'Tuberkulosis paru', nameEn: '', validPrimary: 'Y' },
      { code: 'R51', name: 'Nyeri kepala', nameEn: '', validPrimary: 'N' },
    ];
    const res = await impor('Icd10', rows);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.data).toEqual({ added: 2, updated: 1, unchanged: 0 });
    expect(res.body.message).toBe('Impor selesai: 2 ditambah, 1 diperbarui, 0 tidak berubah.');
    const after = await icd10('I10');
    expect(after?.name).toBe('Hipertensi esensial');
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect((await icd10('R51'))?.valid_primary).toBe('N');

    // The picker finds an imported code at once.
    const dokter = await api.login('dokter');
    const found = await api.get('/get/Diagnosa/icd', dokter, {
      system: 'ICD10',
      q: 'tuberkulosis',
    });
    expect(
      (found.body.data as unknown as { list: { code: string }[] }).list.map((o) => o.code),
    ).toEqual(['A15.0']);

    const again = await impor('Icd10', rows);
    expect(again.body.data).toEqual({ added: 0, updated: 0, unchanged: 3 });
    expect((await icd10('I10'))?.version).toBe(after?.version);

    const audit = await sql<{ type: string; after: unknown }>`select type, after from audit_log
      where module = 'Icd10' and type = 'import' order by id desc limit 1`.execute(db());
    expect(audit.rows[0]?.type).toBe('import');
  });

  it('refuses the whole batch naming each bad line, and writes nothing', async () => {
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from m_icd9`.execute(db())).rows[0]?.n);
    const n = await count();
    const res = await impor(
      'Icd9',
      [
        { code: '38.93', name: 'Pemasangan kateter vena' },
        { code: '', name: 'Tanpa kode' },
        { code: '38.93', name: 'Dobel' },
        { code: '96.04', name: 'Intubasi endotrakeal' },
      ],
      10,
    );
    expect(res.statusCode).toBe(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['baris 11', 'baris 12']);
    expect(errors['baris 12']).toEqual([
      'Baris 12: Nilai 38.93 muncul lebih dari sekali dalam berkas.',
    ]);
    expect(errors['baris 11']?.[0]).toMatch(/^Baris 11: Kode ICD-9/);
    expect(await count()).toBe(n);
  });

  it('caps a call at 1000 rows, needs edit on the master, and only importable masters take it', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ code: `Z${i}`, name: `Kode ${i}` }));
    const tooMany = await impor('Icd9', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body.message).toBe('Kirim paling banyak 1000 baris sekali impor.');
    const denied = await impor('Icd9', [{ code: '99.99', name: 'Uji' }], 2, admisi);
    expect(denied.statusCode).toBe(403);
    const notImportable = await impor('Agama', [{ code: 'X', name: 'Uji' }]);
    expect(notImportable.statusCode).toBeGreaterThanOrEqual(400);
    expect(notImportable.statusCode).toBeLessThan(500);
  });
});
