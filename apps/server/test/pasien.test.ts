import { decodeNik } from '@simrs/validators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPatients } from '../src/modules/pasien/seed-data';
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
  // Two women of Denpasar (5171 01): NIK day + 40. The server assigns their RM numbers: the
  // counter is moved so that they are 00000293 and 00002930.
  const sari = {
    nik: '5171014107850003',
    name: 'Sari Penelusuran',
    sex: '2',
    birthDate: '1985-07-01',
  };
  const wulan = {
    nik: '5171015203770004',
    name: 'Wulan Penelusuran',
    sex: '2',
    birthDate: '1977-03-12',
  };

  beforeAll(async () => {
    for (const [p, last] of [
      [sari, 292],
      [wulan, 2929],
    ] as const) {
      await sql`update patient_numbering set last_no = ${last}`.execute(ctx.handle.db);
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

  it('finds a BPJS card number exactly, and a merged-away or inactive patient still by RM', async () => {
    const res = await api.do(
      'Pasien',
      {
        type: 'add',
        name: 'Kartu Cari',
        sex: '1',
        birthDate: '1964-02-02',
        bpjsNo: '0002468013579',
      },
      admin,
    );
    expect(res.statusCode, res.raw).toBe(200);
    const rm = String(res.body.data?.record?.rmNo);
    expect(await found('0002468013579')).toEqual([rm]);
    expect(await found('000246801357')).toEqual([]);
    await api.do('Pasien', { type: 'delete', id: res.body.data?.record?.id }, admin);
    expect(await found(rm.replace(/^0+/, ''))).toEqual([rm]);
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
        bpjs: await plan(
          sql`explain select id from patients t where t.bpjs_no = ${'0001234567890'}`,
        ),
        prefix: await plan(
          sql`explain select id from patients t where lower(t.name) like ${'sa%'}`,
        ),
        substring: await plan(
          sql`explain select id from patients t where t.name::text ilike ${'%nelusu%'}`,
        ),
        duplicate: await plan(sql`explain select id from patients p
          where p.birth_date = ${'1985-07-01'}::date and similarity(lower(p.name), ${'sari'}) >= 0.45`),
      };
    });
    expect(plans.rm).toMatch(/patients_rm_no_number_idx/);
    expect(plans.nik).toMatch(/patients_nik_key/);
    expect(plans.bpjs).toMatch(/patients_bpjs_no_idx/);
    expect(plans.prefix).toMatch(/patients_name_prefix_idx/);
    expect(plans.substring).toMatch(/patients_name_trgm_idx/);
    expect(plans.duplicate).toMatch(/patients_birth_date_idx/);
  });
});

/*
 * Typically female and typically male Indonesian given names and Javanese second names, written
 * here independently of the seed's lists. A demo patient's name parts must not contradict the
 * patient's sex, and its NIK must decode to the seeded sex (day + 40 for women) and birth date.
 */
const FEMALE = new Set(
  `Siti Dewi Sri Rina Wati Yuni Lestari Putri Ani Ayu Indah Fitri Maya Ratna Nia Wulan Intan Mega
  Sari Tuti Aminah Ningsih Rahayu Wahyuni Rahmawati Handayani Susanti Permata Permatasari
  Anggraini Puspitasari Maharani Kartika Safitri Kurniasih Novita Yulia Fatimah Aisyah`.split(
    /\s+/,
  ),
);
const MALE = new Set(
  `Budi Agus Rudi Andi Joko Eko Hendra Bambang Dedi Rizky Ahmad Bayu Dimas Fajar Gilang Hadi Irfan
  Taufik Wahyu Yusuf Slamet Sutrisno Santoso Saputra Hidayat Pratama Setiawan Nugroho Gunawan
  Wibowo Purnomo Kurniawan Susilo Hartono Prasetyo Firmansyah Ramadhan`.split(/\s+/),
);

interface SeededPatient {
  rmNo: string;
  nik: string | null;
  name: string;
  sex: string;
  birthDate: string;
}

/** What is wrong with a seeded patient ('' when nothing). */
function mismatch(p: SeededPatient): string {
  const parts = p.name.split(' ');
  const given = parts[0] ?? '';
  if (!FEMALE.has(given) && !MALE.has(given)) return `${p.name}: given name of neither list`;
  if (p.sex === '1' && parts.some((x) => FEMALE.has(x))) return `${p.name}: a woman's name, sex 1`;
  if (p.sex === '2' && parts.some((x) => MALE.has(x))) return `${p.name}: a man's name, sex 2`;
  if (p.nik === null) return '';
  const decoded = decodeNik(p.nik);
  if (!decoded.ok) return `${p.nik}: ${decoded.message}`;
  if (String(decoded.value.sex) !== p.sex)
    return `${p.nik}: NIK sex ${decoded.value.sex}, seeded ${p.sex}`;
  if (decoded.value.birthDate !== p.birthDate)
    return `${p.nik}: NIK birth ${decoded.value.birthDate}`;
  return '';
}

describe('demo patients', () => {
  it('every seeded patient has a name, a sex and a NIK that agree', async () => {
    const rows = await sql<SeededPatient>`select rm_no as "rmNo", nik, name, sex,
      to_char(birth_date, 'YYYY-MM-DD') as "birthDate" from patients
      where rm_no < '00001000' order by rm_no`.execute(ctx.handle.db);
    expect(rows.rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.rows.map(mismatch).filter(Boolean)).toEqual([]);
    expect(new Set(rows.rows.map((p) => p.sex))).toEqual(new Set(['1', '2']));
  });

  it('so does every patient the seed can generate (default 300, and more)', () => {
    const list = demoPatients(3000);
    expect(list.map(mismatch).filter(Boolean)).toEqual([]);
    const women = list.filter((p) => p.sex === '2');
    expect(women.length).toBeGreaterThan(1000);
    expect(women.every((p) => Number(p.nik.slice(6, 8)) > 40)).toBe(true);
    expect(new Set(list.map((p) => p.nik)).size).toBe(list.length);
  });
});
