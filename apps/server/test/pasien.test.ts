import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestContext } from './helpers';

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

/** RM numbers of the patients a search box term finds. */
async function found(search: string): Promise<string[]> {
  const res = await api.get('/get/Pasien', admin, { search, shown: '30' });
  expect(res.statusCode, res.raw).toBe(200);
  return (res.body.data?.list ?? []).map((r) => String(r.rmNo)).sort();
}

describe('patient search as clerks type it', () => {
  // Two women of Denpasar (5171 01): NIK day + 40.
  const sari = {
    rmNo: '00000293',
    nik: '5171014107850003',
    name: 'Sari Penelusuran',
    sex: '2',
    birthDate: '1985-07-01',
  };
  const wulan = {
    rmNo: '00002930',
    nik: '5171015203770004',
    name: 'Wulan Penelusuran',
    sex: '2',
    birthDate: '1977-03-12',
  };

  beforeAll(async () => {
    for (const p of [sari, wulan]) {
      const res = await api.do('Pasien', { type: 'add', ...p }, admin);
      expect(res.statusCode, res.raw).toBe(200);
    }
  });

  it('finds an RM number typed without its leading zeros, and only that one', async () => {
    expect(await found('293')).toEqual(['00000293']);
    expect(await found('0293')).toEqual(['00000293']);
    expect(await found('00000293')).toEqual(['00000293']);
    expect(await found('2930')).toEqual(['00002930']);
    // Seeded patients are numbered 00000001, 00000002, ...: two digits are an RM number too.
    expect(await found('42')).toEqual(['00000042']);
    expect(await found('7')).toEqual(['00000007']);
  });

  it('finds patients by the first 6 or more digits of their NIK', async () => {
    expect(await found('517101')).toEqual(['00000293', '00002930']);
    expect(await found('5171014107')).toEqual(['00000293']);
    expect(await found('517101520377000')).toEqual(['00002930']);
    expect(await found('517101410785000')).toEqual(['00000293']);
    // Fewer than 6 digits are an RM number only.
    expect(await found('51710')).toEqual([]);
  });

  it('still finds a full NIK, a name prefix and a name substring', async () => {
    expect(await found(sari.nik)).toEqual(['00000293']);
    expect(await found('Penelusuran')).toEqual(['00000293', '00002930']);
    expect(await found('Sa')).toContain('00000293');
  });

  it('serves RM-without-zeros and NIK-prefix lookups from an index, with bound parameters', async () => {
    const plans = await ctx.handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await query.execute(trx)).rows
          .map((r) => (r as Record<string, string>)['QUERY PLAN'])
          .join('\n');
      return {
        rm: await plan(sql`explain select id from patients t where ltrim(t.rm_no, '0') = ${'293'}`),
        nik: await plan(sql`explain select id from patients t where t.nik like ${'517101%'}`),
      };
    });
    expect(plans.rm).toMatch(/patients_rm_no_number_idx/);
    expect(plans.nik).toMatch(/patients_nik_key/);
  });
});
