import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRegions, parseRegionCsv, RegionImportError } from '../src/modules/pasien/index';
import { client, createTestApp, type TestContext } from './helpers';

/* The Kemendagri region importer, against the real database (the demo seed loaded a sample). */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx);
  admin = await api.login('superadmin');
});
afterAll(async () => {
  await ctx?.close();
});

const problemsOf = async (run: () => unknown): Promise<string[]> => {
  try {
    await run();
  } catch (error) {
    if (error instanceof RegionImportError) return error.problems;
    throw error;
  }
  return [];
};

describe('region importer', () => {
  it('parses the official layout with a header, quotes and ";", and reports every bad line', async () => {
    expect(parseRegionCsv('kode;nama\n32;Jawa Barat\n32.73;"Kota Bandung"\n')).toEqual([
      { code: '32', name: 'Jawa Barat' },
      { code: '32.73', name: 'Kota Bandung' },
    ]);
    expect(
      await problemsOf(() => parseRegionCsv('kode,nama\n3273,Bandung\n32.73.01,\n32,A\n32,B\n')),
    ).toEqual([
      "baris 2: kode '3273' tidak sesuai format Kemendagri",
      'baris 3: nama wilayah 32.73.01 kosong',
      'baris 5: kode 32 tercatat dua kali',
    ]);
  });

  it('imports parents before children, renames on a second import, and the address picker sees them', async () => {
    const csv = `kode,nama
32.73.01.1001,Sukawarna
32,Jawa Barat
32.73,Kota Bandung
32.73.01,Sukajadi
`;
    expect(await importRegions(ctx.handle.db, csv)).toEqual({ read: 4, inserted: 4, updated: 0 });
    const again = await importRegions(ctx.handle.db, '32.73.01,Kecamatan Sukajadi\n');
    expect(again).toEqual({ read: 1, inserted: 0, updated: 1 });
    const row = await sql<{ name: string; level: number; parent_code: string }>`select name, level,
      parent_code from m_regions where code = '32.73.01'`.execute(ctx.handle.db);
    expect(row.rows[0]).toEqual({ name: 'Kecamatan Sukajadi', level: 3, parent_code: '32.73' });
    const res = await api.get('/get/Pasien/wilayah', admin, { parent: '32.73' });
    expect(res.body.data?.list).toEqual([
      { code: '32.73.01', name: 'Kecamatan Sukajadi', level: 'district' },
    ]);
  });

  it('refuses a file whose region has no parent, writing nothing', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from m_regions`.execute(
      ctx.handle.db,
    );
    const problems = await problemsOf(() =>
      importRegions(ctx.handle.db, '33.74,Kota Semarang\n33.74.01,Semarang Tengah\n'),
    );
    expect(problems).toEqual(['wilayah induk 33 tidak ada di berkas maupun di data wilayah']);
    const after = await sql<{ n: number }>`select count(*)::int as n from m_regions`.execute(
      ctx.handle.db,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
