import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, onPostgres, type TestContext } from './helpers';

/*
 * The RM number is taken from the numbering row inside the add command's transaction
 * (`update ... returning`): parallel adds wait on that row, so they get distinct consecutive
 * numbers. On PostgreSQL the 20 requests really run at once (a connection pool); on the embedded
 * database they queue on its one connection.
 */

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

describe(`RM numbers under concurrency (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 parallel adds get 20 distinct consecutive RM numbers, none skipped or repeated', async () => {
    const start = await sql<{
      last: string;
    }>`select last_no::text as last from patient_numbering`.execute(ctx.handle.db);
    const last = Number(start.rows[0]?.last);
    expect(last).toBeGreaterThan(0);
    const letters = 'abcdefghijklmnopqrst';
    const answers = await Promise.all(
      [...letters].map((c, i) =>
        api.do(
          'Pasien',
          {
            type: 'add',
            name: `Paralel ${c.repeat(3)} Uji`,
            sex: i % 2 === 0 ? '1' : '2',
            // One birth date each: no two of them look like the same patient.
            birthDate: `19${70 + i}-0${(i % 9) + 1}-1${i % 10}`,
          },
          admin,
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.raw).toBe(200);
    const numbers = answers.map((res) => String(res.body.data?.record?.rmNo));
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^\d{8}$/);
    const sorted = numbers.map(Number).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 20 }, (_, i) => last + 1 + i));
    const after = await sql<{
      last: string;
    }>`select last_no::text as last from patient_numbering`.execute(ctx.handle.db);
    expect(Number(after.rows[0]?.last)).toBe(last + 20);
  });

  it('two adds of one NIK at the same moment: one is saved, the other is refused naming it', async () => {
    const nik = '3171014507900003';
    const answers = await Promise.all(
      ['Kembar Satu', 'Kembar Dua'].map((name) =>
        api.do('Pasien', { type: 'add', name, nik, sex: '2', birthDate: '1990-07-05' }, admin),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const saved = answers.find((res) => res.statusCode === 200);
    const refused = answers.find((res) => res.statusCode === 409);
    const savedId = saved?.body.data?.record?.id;
    expect(savedId).toBeGreaterThan(0);
    expect(refused?.body.data).toMatchObject({
      kind: 'duplicate',
      field: 'nik',
      patient: { id: savedId, rmNo: saved?.body.data?.record?.rmNo },
    });
  });

  it('a refused add gives its number back: the next add gets it', async () => {
    const before = await sql<{
      last: string;
    }>`select last_no::text as last from patient_numbering`.execute(ctx.handle.db);
    const refused = await api.do(
      'Pasien',
      { type: 'add', name: 'Tolak Agama', sex: '1', birthDate: '1960-01-01', religionId: 999999 },
      admin,
    );
    expect(refused.statusCode).toBe(422);
    const ok = await api.do(
      'Pasien',
      { type: 'add', name: 'Nomor Kembali', sex: '1', birthDate: '1961-02-02' },
      admin,
    );
    expect(ok.statusCode, ok.raw).toBe(200);
    expect(Number(ok.body.data?.record?.rmNo)).toBe(Number(before.rows[0]?.last) + 1);
  });

  it('takes its width from the numbering setting and skips a number already on file', async () => {
    await sql`update patient_numbering set rm_digits = 10`.execute(ctx.handle.db);
    const last = Number(
      (
        await sql<{ last: string }>`select last_no::text as last from patient_numbering`.execute(
          ctx.handle.db,
        )
      ).rows[0]?.last,
    );
    // An imported patient already holds the next number.
    await sql`insert into patients (rm_no, name, sex, birth_date)
      values (${String(last + 1).padStart(10, '0')}, 'Impor Lama', '1', '1950-01-01')`.execute(
      ctx.handle.db,
    );
    const res = await api.do(
      'Pasien',
      { type: 'add', name: 'Lebar Sepuluh', sex: '2', birthDate: '1962-03-03' },
      admin,
    );
    await sql`update patient_numbering set rm_digits = 8`.execute(ctx.handle.db);
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.data?.record?.rmNo).toBe(String(last + 2).padStart(10, '0'));
  });
});
