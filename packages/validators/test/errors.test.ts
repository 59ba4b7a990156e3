import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FORM_ERROR_KEY,
  MULTIPLE_FIELDS_MESSAGE,
  nameSchema,
  phoneSchema,
  TIME_RANGE_MESSAGE,
  timeRangeRefinement,
  timeSchema,
  validateWith,
  validationErrorBody,
  zodIssuesToFieldErrors,
} from '../src';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('zodIssuesToFieldErrors', () => {
  const schema = z.object({
    nama: nameSchema({ label: 'Nama Pasien' }),
    telepon: phoneSchema(),
    alamat: z.object({ rt: z.string().min(1, 'RT wajib diisi') }),
  });

  it('groups messages by field path', () => {
    const error = errorOf(schema, { nama: '', telepon: '0812', alamat: { rt: '' } });
    expect(zodIssuesToFieldErrors(error)).toEqual({
      nama: ['Nama Pasien wajib diisi'],
      telepon: ['Nomor Telepon tidak boleh diawali angka 0'],
      'alamat.rt': ['RT wajib diisi'],
    });
  });

  it('lists several messages of one field and drops duplicates', () => {
    const multi = z
      .string()
      .min(3, 'Terlalu pendek')
      .regex(/^\d+$/, 'Harus angka')
      .refine(() => false, 'Harus angka');
    const error = errorOf(z.object({ kode: multi }), { kode: 'a' });
    expect(zodIssuesToFieldErrors(error)).toEqual({ kode: ['Terlalu pendek', 'Harus angka'] });
  });

  it('puts issues about the whole object under _form', () => {
    const schema2 = z.object({ a: z.string() }).refine(() => false, 'Data tidak lengkap');
    expect(zodIssuesToFieldErrors(errorOf(schema2, { a: 'x' }))).toEqual({
      [FORM_ERROR_KEY]: ['Data tidak lengkap'],
    });
  });

  it('keeps the time rule on the end field', () => {
    const jadwal = z
      .object({ jamMulai: timeSchema(), jamSelesai: timeSchema() })
      .superRefine(timeRangeRefinement('jamMulai', 'jamSelesai'));
    expect(
      zodIssuesToFieldErrors(errorOf(jadwal, { jamMulai: '10:00', jamSelesai: '09:00' })),
    ).toEqual({
      jamSelesai: [TIME_RANGE_MESSAGE],
    });
  });
});

describe('validationErrorBody', () => {
  it('one failing field: its first message', () => {
    expect(validationErrorBody({ nama: ['Nama wajib diisi', 'x'] })).toEqual({
      status: 'error',
      message: 'Nama wajib diisi',
      errors: { nama: ['Nama wajib diisi', 'x'] },
    });
  });

  it("several failing fields: a message containing 'validation'", () => {
    const body = validationErrorBody({
      nama: ['Nama wajib diisi'],
      nik: ['NIK harus 16 digit angka'],
    });
    expect(body.message).toBe(MULTIPLE_FIELDS_MESSAGE);
    expect(body.message).toContain('validation');
    expect(Object.keys(body.errors)).toEqual(['nama', 'nik']);
  });
});

describe('validateWith', () => {
  const schema = z.object({ nama: nameSchema(), telepon: phoneSchema({ required: false }) });

  it('returns the parsed data', () => {
    expect(validateWith(schema, { nama: ' Budi ', telepon: '' })).toEqual({
      success: true,
      data: { nama: 'Budi', telepon: null },
    });
  });

  it('returns the field errors and the 422 body', () => {
    const result = validateWith(schema, { nama: '', telepon: '0812' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      nama: ['Nama wajib diisi'],
      telepon: ['Nomor Telepon tidak boleh diawali angka 0'],
    });
    expect(result.body).toEqual({
      status: 'error',
      message: MULTIPLE_FIELDS_MESSAGE,
      errors: result.errors,
    });
  });
});
