import { describe, expect, it } from 'vitest';
import {
  checkNikAgainst,
  decodeNik,
  isNikFormat,
  NIK_MESSAGES,
  PROVINCES,
  validateNik,
} from '../src';

const TODAY = '2026-11-22';

/** Builds a NIK from its parts: province, regency, district, DDMMYY, serial. */
const nik = (region: string, ddmmyy: string, serial = '0001') => `${region}${ddmmyy}${serial}`;

describe('NIK format', () => {
  it('is exactly 16 digits', () => {
    expect(isNikFormat('3273011705900001')).toBe(true);
    expect(isNikFormat('327301170590000')).toBe(false);
    expect(isNikFormat('32730117059000011')).toBe(false);
    expect(isNikFormat('3273O11705900001')).toBe(false);
    expect(decodeNik('12345', TODAY)).toEqual({ ok: false, message: 'NIK harus 16 digit angka' });
  });
});

describe('decodeNik table', () => {
  const cases: Array<{
    name: string;
    nik: string;
    birthDate: string;
    sex: 1 | 2;
  }> = [
    { name: 'man born 17 May 1990', nik: nik('327301', '170590'), birthDate: '1990-05-17', sex: 1 },
    { name: 'woman: day + 40', nik: nik('327301', '570590'), birthDate: '1990-05-17', sex: 2 },
    {
      name: 'woman born on the 1st (41)',
      nik: nik('317101', '410185'),
      birthDate: '1985-01-01',
      sex: 2,
    },
    {
      name: 'woman born on the 31st (71)',
      nik: nik('317101', '711299'),
      birthDate: '1999-12-31',
      sex: 2,
    },
    { name: 'leap day 2000', nik: nik('510101', '290200'), birthDate: '2000-02-29', sex: 1 },
    { name: 'leap day 2024, woman', nik: nik('510101', '690224'), birthDate: '2024-02-29', sex: 2 },
    { name: 'leap day 1996', nik: nik('510101', '290296'), birthDate: '1996-02-29', sex: 1 },
    {
      name: 'this century when not in the future',
      nik: nik('110101', '201126'),
      birthDate: '2026-11-20',
      sex: 1,
    },
    { name: 'born today', nik: nik('110101', '221126'), birthDate: '2026-11-22', sex: 1 },
    {
      name: 'last century when this one is in the future',
      nik: nik('110101', '251126'),
      birthDate: '1926-11-25',
      sex: 1,
    },
    {
      name: 'last century for 27..99',
      nik: nik('960101', '010127'),
      birthDate: '1927-01-01',
      sex: 1,
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const result = decodeNik(c.nik, TODAY);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.birthDate).toBe(c.birthDate);
      expect(result.value.sex).toBe(c.sex);
    });
  }

  it('returns every part', () => {
    expect(decodeNik('3273015705900042', TODAY)).toEqual({
      ok: true,
      value: {
        nik: '3273015705900042',
        provinceCode: '32',
        provinceName: 'Jawa Barat',
        regencyCode: '3273',
        districtCode: '327301',
        birthDate: '1990-05-17',
        sex: 2,
        serial: '0042',
      },
    });
  });

  const invalid: Array<{ name: string; nik: string; message: string }> = [
    { name: 'day 00', nik: nik('327301', '000590'), message: NIK_MESSAGES.birthDate },
    { name: 'day 32', nik: nik('327301', '320590'), message: NIK_MESSAGES.birthDate },
    { name: 'day 40', nik: nik('327301', '400590'), message: NIK_MESSAGES.birthDate },
    { name: 'day 72', nik: nik('327301', '720590'), message: NIK_MESSAGES.birthDate },
    { name: 'month 00', nik: nik('327301', '170090'), message: NIK_MESSAGES.birthDate },
    { name: 'month 13', nik: nik('327301', '171390'), message: NIK_MESSAGES.birthDate },
    { name: '31 April', nik: nik('327301', '310490'), message: NIK_MESSAGES.birthDate },
    { name: '30 February (woman)', nik: nik('327301', '700290'), message: NIK_MESSAGES.birthDate },
    {
      name: '29 February of a common year',
      nik: nik('327301', '290201'),
      message: NIK_MESSAGES.birthDate,
    },
    {
      name: 'unknown province 20',
      nik: nik('207301', '170590'),
      message: NIK_MESSAGES.province('20'),
    },
    {
      name: 'unknown province 54',
      nik: nik('547301', '170590'),
      message: NIK_MESSAGES.province('54'),
    },
    { name: 'regency 00', nik: nik('320001', '170590'), message: NIK_MESSAGES.regency },
    { name: 'district 00', nik: nik('327300', '170590'), message: NIK_MESSAGES.district },
    { name: 'serial 0000', nik: nik('327301', '170590', '0000'), message: NIK_MESSAGES.serial },
  ];

  for (const c of invalid) {
    it(`refuses ${c.name}`, () => {
      expect(decodeNik(c.nik, TODAY)).toEqual({ ok: false, message: c.message });
      expect(validateNik(c.nik, TODAY)).toBe(c.message);
    });
  }

  it('messages are Indonesian and clear', () => {
    expect(NIK_MESSAGES.birthDate).toBe('Tanggal lahir pada NIK tidak valid');
    expect(NIK_MESSAGES.province('20')).toBe('Kode provinsi pada NIK (20) tidak dikenal');
  });

  it('refuses a birth date in the future when no century puts it in the past', () => {
    // 29 Feb 2000 is in the future on 1 Jan 2000 and 1900 was not a leap year
    expect(decodeNik(nik('327301', '290200'), '2000-01-01')).toEqual({
      ok: false,
      message: 'Tanggal lahir pada NIK berada di masa depan',
    });
    // the same NIK once the day has come
    const later = decodeNik(nik('327301', '290200'), '2000-02-29');
    expect(later.ok && later.value.birthDate).toBe('2000-02-29');
  });

  it('looks at most one century back', () => {
    const result = decodeNik(nik('327301', '011299'), '1999-06-01');
    expect(result.ok && result.value.birthDate).toBe('1899-12-01');
  });

  it('accepts a Date as today', () => {
    const result = decodeNik(nik('110101', '251126'), new Date(2026, 11, 31));
    expect(result.ok && result.value.birthDate).toBe('2026-11-25');
  });
});

describe('province codes', () => {
  it('holds the 38 provinces between 11 and 96', () => {
    const codes = Object.keys(PROVINCES);
    expect(codes).toHaveLength(38);
    for (const code of codes) {
      expect(Number(code)).toBeGreaterThanOrEqual(11);
      expect(Number(code)).toBeLessThanOrEqual(96);
    }
    expect(PROVINCES['31']).toBe('DKI Jakarta');
    expect(PROVINCES['95']).toBe('Papua Pegunungan');
  });

  it('decodes every known province code', () => {
    for (const [code, name] of Object.entries(PROVINCES)) {
      const result = decodeNik(nik(`${code}0101`, '170590'), TODAY);
      expect(result.ok && result.value.provinceName).toBe(name);
    }
  });
});

describe('checkNikAgainst', () => {
  const female1990 = nik('327301', '570590');

  it('is empty when the form agrees with the NIK', () => {
    expect(checkNikAgainst(female1990, { birthDate: '1990-05-17', sex: 2 }, TODAY)).toEqual([]);
  });

  it('reports a different birth date or sex', () => {
    expect(checkNikAgainst(female1990, { birthDate: '1990-05-18', sex: 1 }, TODAY)).toEqual([
      NIK_MESSAGES.birthDateMismatch,
      NIK_MESSAGES.sexMismatch,
    ]);
  });

  it('accepts the other century (a centenarian) and ignores unknown sex codes', () => {
    expect(
      checkNikAgainst(nik('110101', '010125'), { birthDate: '1925-01-01', sex: 0 }, TODAY),
    ).toEqual([]);
  });

  it('says nothing about an undecodable NIK', () => {
    expect(checkNikAgainst('123', { birthDate: '1990-05-17', sex: 1 }, TODAY)).toEqual([]);
  });
});
