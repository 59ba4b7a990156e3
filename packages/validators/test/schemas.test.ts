import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codeSchema,
  dateSchema,
  emailSchema,
  fieldSchemas,
  moneySchema,
  nameSchema,
  nibSchema,
  nikConsistencyRefinement,
  nikSchema,
  numericSchema,
  passwordSchema,
  phoneSchema,
  referenceSchema,
  selectSchema,
  TIME_RANGE_MESSAGE,
  textSchema,
  timeRangeRefinement,
  timeRangeSchema,
  timeSchema,
  usernameSchema,
  wordLimitedSchema,
  yearSchema,
  yesNoNotYetSchema,
  yesNoSchema,
} from '../src';

/** The messages of a failed parse, or [] when it succeeds. */
function errorsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function parsedOf<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

describe('required and optional', () => {
  it("says '{Label} wajib diisi' for missing, empty and blank values", () => {
    const schema = nameSchema({ label: 'Nama Pasien' });
    for (const input of [undefined, null, '', '   ']) {
      expect(errorsOf(schema, input)).toEqual(['Nama Pasien wajib diisi']);
    }
  });

  it('optional fields turn empty values into null', () => {
    const schema = nameSchema({ label: 'Nama Panggilan', required: false });
    for (const input of [undefined, null, '', '   ']) expect(parsedOf(schema, input)).toBeNull();
    expect(parsedOf(schema, ' Budi ')).toBe('Budi');
    expect(errorsOf(schema, 'Budi2')).toHaveLength(1);
  });

  it('reports a wrong type as invalid', () => {
    expect(errorsOf(nameSchema(), 42)).toEqual(['Nama tidak valid']);
  });
});

describe('text field schemas', () => {
  it('name: letters, space, apostrophe, period, comma; spaces collapsed', () => {
    expect(parsedOf(nameSchema(), "  Siti   Nur'aini, S.Kep. ")).toBe("Siti Nur'aini, S.Kep.");
    expect(errorsOf(nameSchema(), 'Budi_2')).toEqual([
      "Nama hanya boleh berisi huruf, spasi, apostrof ('), titik, dan koma",
    ]);
    expect(errorsOf(nameSchema({ maxLength: 5 }), 'Budiman')).toEqual(['Nama maksimal 5 karakter']);
  });

  it('username: letters, digits, underscore, period; 3-50 characters', () => {
    expect(parsedOf(usernameSchema(), 'dr.budi_01')).toBe('dr.budi_01');
    expect(errorsOf(usernameSchema(), 'dr budi')).toEqual([
      'Username hanya boleh berisi huruf, angka, garis bawah (_), dan titik',
    ]);
    expect(errorsOf(usernameSchema(), 'ab')).toEqual(['Username minimal 3 karakter']);
    expect(errorsOf(usernameSchema(), 'a'.repeat(51))).toEqual(['Username maksimal 50 karakter']);
  });

  it('phone: digits, no leading 0, 7-18 digits', () => {
    expect(parsedOf(phoneSchema(), '81234567890')).toBe('81234567890');
    expect(errorsOf(phoneSchema(), '081234567890')).toEqual([
      'Nomor Telepon tidak boleh diawali angka 0',
    ]);
    expect(errorsOf(phoneSchema(), '+6281234')).toEqual(['Nomor Telepon hanya boleh berisi angka']);
    expect(errorsOf(phoneSchema(), '812345')).toEqual(['Nomor Telepon minimal 7 digit']);
    expect(errorsOf(phoneSchema(), '1'.repeat(19))).toEqual(['Nomor Telepon maksimal 18 digit']);
    expect(parsedOf(phoneSchema(), '1'.repeat(18))).toBe('1'.repeat(18));
  });

  it('nik: 16 digits and plausible', () => {
    const today = () => '2026-11-22';
    expect(parsedOf(nikSchema({ today }), '3273015705900042')).toBe('3273015705900042');
    expect(errorsOf(nikSchema({ today }), '327301570590004')).toEqual(['NIK harus 16 digit angka']);
    expect(errorsOf(nikSchema({ today }), '3273013205900042')).toEqual([
      'Tanggal lahir pada NIK tidak valid',
    ]);
    expect(parsedOf(nikSchema({ today, checkPlausibility: false }), '3273013205900042')).toBe(
      '3273013205900042',
    );
  });

  it('nib: 13 digits', () => {
    expect(parsedOf(nibSchema(), '1234567890123')).toBe('1234567890123');
    expect(errorsOf(nibSchema(), '123456789012')).toEqual(['NIB harus 13 digit angka']);
  });

  it('code: letters, digits, period, hyphen', () => {
    expect(parsedOf(codeSchema(), 'POLI-01.A')).toBe('POLI-01.A');
    expect(errorsOf(codeSchema({ label: 'Kode Poli' }), 'POLI 01')).toEqual([
      'Kode Poli hanya boleh berisi huruf, angka, titik, dan tanda hubung (-)',
    ]);
    expect(errorsOf(codeSchema({ maxLength: 3 }), 'ABCD')).toEqual(['Kode maksimal 3 karakter']);
  });

  it('email', () => {
    expect(parsedOf(emailSchema(), ' budi.s+rs_01@rs-sehat.co.id ')).toBe(
      'budi.s+rs_01@rs-sehat.co.id',
    );
    for (const bad of [
      'budi',
      'budi@',
      '@rs.id',
      'budi@rs',
      'bu..di@rs.id',
      'budi@-rs.id',
      'bu di@rs.id',
    ]) {
      expect(errorsOf(emailSchema(), bad)).toEqual(['Format Email tidak valid']);
    }
  });

  it('text: cleaned like the input cleaner', () => {
    expect(parsedOf(textSchema({ label: 'Keterangan' }), '  Nyeri!!  perut  ')).toBe('Nyeri perut');
    expect(errorsOf(textSchema({ label: 'Keterangan' }), '!!!')).toEqual([
      'Keterangan wajib diisi',
    ]);
    expect(parsedOf(textSchema({ required: false }), '#?')).toBeNull();
    expect(parsedOf(textSchema({ multiline: true }), 'a\n  b')).toBe('a\nb');
  });

  it('wordLimited: at most n words', () => {
    const schema = wordLimitedSchema({ label: 'Keluhan', maxWords: 3 });
    expect(parsedOf(schema, 'demam batuk pilek')).toBe('demam batuk pilek');
    expect(errorsOf(schema, 'demam batuk pilek pusing')).toEqual(['Keluhan maksimal 3 kata']);
  });

  it('password: 12+ characters of any kind, not common, not trimmed', () => {
    expect(parsedOf(passwordSchema(), ' rahasia kita ')).toBe(' rahasia kita ');
    expect(parsedOf(passwordSchema(), 'tanpaangkasamasekali')).toBe('tanpaangkasamasekali');
    expect(parsedOf(passwordSchema(), '8305 2211 9647')).toBe('8305 2211 9647');
    expect(errorsOf(passwordSchema(), 'Rahasia1234')).toEqual(['Kata Sandi minimal 12 karakter']);
    expect(errorsOf(passwordSchema(), 'qwertyuiop123')).toEqual([
      'Kata Sandi terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak umum.',
    ]);
    expect(errorsOf(passwordSchema(), `a1${'xy'.repeat(64)}`)).toEqual([
      'Kata Sandi maksimal 128 karakter',
    ]);
    expect(errorsOf(passwordSchema(), '')).toEqual(['Kata Sandi wajib diisi']);
  });
});

describe('number field schemas', () => {
  it('year: 4 digits, as a number', () => {
    expect(parsedOf(yearSchema(), '2024')).toBe(2024);
    expect(parsedOf(yearSchema(), 2024)).toBe(2024);
    expect(errorsOf(yearSchema(), '24')).toEqual(['Tahun harus berupa angka']);
    expect(errorsOf(yearSchema(), 24)).toEqual(['Tahun harus 4 digit angka']);
    expect(errorsOf(yearSchema({ max: 2026 }), 2027)).toEqual(['Tahun maksimal 2026']);
    expect(errorsOf(yearSchema({ min: 2022 }), '2021')).toEqual(['Tahun minimal 2022']);
  });

  it('money: numbers or the field text; no negatives; decimals by variant', () => {
    const harga = moneySchema({ label: 'Harga' });
    expect(parsedOf(harga, '1.234.567')).toBe(1234567);
    expect(parsedOf(harga, 1500)).toBe(1500);
    expect(parsedOf(harga, 'Rp 1.500')).toBe(1500);
    expect(parsedOf(harga, 0)).toBe(0);
    expect(errorsOf(harga, -1)).toEqual(['Harga tidak boleh negatif']);
    expect(errorsOf(harga, '-1.500')).toEqual(['Harga tidak boleh negatif']);
    expect(errorsOf(harga, 1500.5)).toEqual(['Harga tidak boleh memiliki angka desimal']);
    expect(errorsOf(harga, '1.500,5')).toEqual(['Harga tidak boleh memiliki angka desimal']);
    expect(errorsOf(harga, 'seribu')).toEqual(['Harga harus berupa angka']);
    expect(errorsOf(harga, 1e15)).toEqual(['Harga terlalu besar']);
    expect(errorsOf(harga, '')).toEqual(['Harga wajib diisi']);
    expect(errorsOf(harga, true)).toEqual(['Harga harus berupa angka']);
    expect(errorsOf(harga, Number.NaN)).toEqual(['Harga harus berupa angka']);

    const decimal = moneySchema({ label: 'Harga Satuan', decimals: 3 });
    expect(parsedOf(decimal, '1.500,125')).toBe(1500.125);
    expect(errorsOf(decimal, 1500.1255)).toEqual([
      'Harga Satuan maksimal 3 angka di belakang koma',
    ]);
    expect(errorsOf(moneySchema({ min: 1000 }), 500)).toEqual(['Nominal minimal 1.000']);
    expect(parsedOf(moneySchema({ required: false }), '')).toBeNull();
  });

  it('numeric(precision): no negatives, at most `precision` decimals', () => {
    const berat = numericSchema({ label: 'Berat Badan', precision: 1 });
    expect(parsedOf(berat, '65,5')).toBe(65.5);
    expect(parsedOf(berat, '65.5')).toBe(65.5);
    expect(parsedOf(berat, 65)).toBe(65);
    expect(errorsOf(berat, '65,55')).toEqual(['Berat Badan maksimal 1 angka di belakang koma']);
    expect(errorsOf(berat, -2)).toEqual(['Berat Badan tidak boleh negatif']);
    expect(errorsOf(numericSchema({ label: 'Jumlah' }), 1.5)).toEqual([
      'Jumlah tidak boleh memiliki angka desimal',
    ]);
    expect(errorsOf(numericSchema({ label: 'Skor', max: 10 }), 11)).toEqual(['Skor maksimal 10']);
    expect(parsedOf(numericSchema({ precision: 4 }), '0,1234')).toBe(0.1234);
  });
});

describe('date and time schemas', () => {
  const today = () => '2026-11-22';

  it('date: strict, normalised, optional rules', () => {
    expect(parsedOf(dateSchema(), '2024-02-29')).toBe('2024-02-29');
    expect(parsedOf(dateSchema(), new Date(2024, 1, 29, 15))).toBe('2024-02-29');
    expect(errorsOf(dateSchema({ label: 'Tanggal Lahir' }), '2023-02-29')).toEqual([
      'Tanggal Lahir tidak valid',
    ]);
    expect(errorsOf(dateSchema({ label: 'Tanggal Lahir' }), undefined)).toEqual([
      'Tanggal Lahir wajib diisi',
    ]);
    const birth = dateSchema({ label: 'Tanggal Lahir', noFuture: true, today });
    expect(parsedOf(birth, '2026-11-22')).toBe('2026-11-22');
    expect(errorsOf(birth, '2026-11-23')).toEqual(['Tanggal Lahir tidak boleh melebihi hari ini']);
    const control = dateSchema({ label: 'Tanggal Kontrol', noPast: true, today });
    expect(errorsOf(control, '2026-11-21')).toEqual([
      'Tanggal Kontrol tidak boleh sebelum hari ini',
    ]);
    expect(parsedOf(dateSchema({ required: false }), '')).toBeNull();
  });

  it('time: HH:mm, with . accepted', () => {
    expect(parsedOf(timeSchema(), '06.30')).toBe('06:30');
    expect(errorsOf(timeSchema(), '6:3')).toEqual(['Format jam tidak valid']);
  });

  it('timeRange: the exact message on the end field', () => {
    const result = timeRangeSchema().safeParse({ start: '14:00', end: '13:00' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0]?.message).toBe(TIME_RANGE_MESSAGE);
    expect(result.error.issues[0]?.path).toEqual(['end']);
    expect(parsedOf(timeRangeSchema(), { start: '14:00', end: '17:00' })).toEqual({
      start: '14:00',
      end: '17:00',
    });
  });

  it('timeRangeRefinement works on any object schema', () => {
    const jadwal = z
      .object({ jamMulai: timeSchema(), jamSelesai: timeSchema(), poli: codeSchema() })
      .superRefine(timeRangeRefinement('jamMulai', 'jamSelesai'));
    const result = jadwal.safeParse({ jamMulai: '08:00', jamSelesai: '08:00', poli: 'UMUM' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['jamSelesai', TIME_RANGE_MESSAGE],
    ]);
  });
});

describe('choices', () => {
  it("yesNo: 'Y' or 'N'", () => {
    expect(parsedOf(yesNoSchema(), 'Y')).toBe('Y');
    expect(errorsOf(yesNoSchema({ label: 'Aktif' }), 'B')).toEqual(['Aktif tidak valid']);
    expect(errorsOf(yesNoSchema({ label: 'Aktif' }), undefined)).toEqual(['Aktif wajib diisi']);
    expect(errorsOf(yesNoSchema({ label: 'Aktif' }), 'y')).toEqual(['Aktif tidak valid']);
  });

  it("yesNoNotYet: 'Y', 'N' or 'B'", () => {
    for (const v of ['Y', 'N', 'B']) expect(parsedOf(yesNoNotYetSchema(), v)).toBe(v);
    expect(errorsOf(yesNoNotYetSchema(), 'X')).toEqual(['Pilihan tidak valid']);
    expect(parsedOf(yesNoNotYetSchema({ required: false }), '')).toBeNull();
  });
});

describe('select and reference', () => {
  it('select: one of the values, numbers read as text', () => {
    const sex = selectSchema({ label: 'Jenis Kelamin', values: ['1', '2'] });
    expect(parsedOf(sex, '2')).toBe('2');
    expect(parsedOf(sex, 1)).toBe('1');
    expect(errorsOf(sex, '')).toEqual(['Jenis Kelamin wajib dipilih']);
    expect(errorsOf(sex, undefined)).toEqual(['Jenis Kelamin wajib dipilih']);
    expect(errorsOf(sex, '9')).toEqual(['Jenis Kelamin tidak valid']);
    expect(errorsOf(sex, { a: 1 })).toEqual(['Jenis Kelamin wajib dipilih']);
    expect(parsedOf(selectSchema({ values: ['A'], required: false }), '')).toBeNull();
  });

  it('reference: a positive integer id or its digits', () => {
    const level = referenceSchema({ label: 'Level' });
    expect(parsedOf(level, 3)).toBe(3);
    expect(parsedOf(level, '17')).toBe(17);
    expect(errorsOf(level, '')).toEqual(['Level wajib dipilih']);
    expect(errorsOf(level, 0)).toEqual(['Level tidak valid']);
    expect(errorsOf(level, '1.5')).toEqual(['Level tidak valid']);
    expect(errorsOf(level, 2_147_483_648)).toEqual(['Level tidak valid']);
    expect(parsedOf(referenceSchema({ required: false }), null)).toBeNull();
  });
});

describe('fieldSchemas', () => {
  it('maps every field kind to its factory', () => {
    expect(Object.keys(fieldSchemas).sort()).toEqual(
      [
        'code',
        'date',
        'email',
        'money',
        'name',
        'nib',
        'nik',
        'numeric',
        'password',
        'phone',
        'reference',
        'select',
        'text',
        'time',
        'timeRange',
        'username',
        'wordLimited',
        'year',
        'yesNo',
        'yesNoNotYet',
      ].sort(),
    );
    expect(errorsOf(fieldSchemas.phone({ label: 'No. HP' }), '0812')).toEqual([
      'No. HP tidak boleh diawali angka 0',
    ]);
  });

  it('composes into a record schema', () => {
    const pasien = z.object({
      nama: fieldSchemas.name({ label: 'Nama Pasien' }),
      nik: fieldSchemas.nik({ today: () => '2026-11-22' }),
      telepon: fieldSchemas.phone({ required: false }),
      aktif: fieldSchemas.yesNo({ label: 'Aktif' }),
    });
    type Pasien = z.output<typeof pasien>;
    const parsed: Pasien = pasien.parse({
      nama: 'Budi Santoso',
      nik: '3273011705900001',
      telepon: '',
      aktif: 'Y',
    });
    expect(parsed).toEqual({
      nama: 'Budi Santoso',
      nik: '3273011705900001',
      telepon: null,
      aktif: 'Y',
    });
  });
});

describe('nikConsistencyRefinement', () => {
  const pasien = z
    .object({
      nik: nikSchema({ today: () => '2026-11-22' }),
      tglLahir: dateSchema({ label: 'Tanggal Lahir' }),
      jenisKelamin: z.union([z.number(), z.string()]),
    })
    .superRefine(
      nikConsistencyRefinement({
        nik: 'nik',
        birthDate: 'tglLahir',
        sex: 'jenisKelamin',
        today: () => '2026-11-22',
      }),
    );

  it('accepts a patient whose birth date and sex agree with the NIK', () => {
    expect(
      pasien.safeParse({ nik: '3273015705900042', tglLahir: '1990-05-17', jenisKelamin: '2' })
        .success,
    ).toBe(true);
  });

  it('reports each mismatch on its own field', () => {
    const result = pasien.safeParse({
      nik: '3273015705900042',
      tglLahir: '1990-05-18',
      jenisKelamin: 1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tglLahir', 'Tanggal lahir tidak sesuai dengan NIK'],
      ['jenisKelamin', 'Jenis kelamin tidak sesuai dengan NIK'],
    ]);
  });

  it('does not compare an unknown sex code', () => {
    expect(
      pasien.safeParse({ nik: '3273015705900042', tglLahir: '1990-05-17', jenisKelamin: 0 })
        .success,
    ).toBe(true);
  });
});
