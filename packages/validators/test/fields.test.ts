import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_PATTERN,
  countWords,
  filterCode,
  filterDigitsMax,
  filterName,
  filterPhone,
  filterUsername,
  isWithinWordLimit,
  MAX_LENGTHS,
  NAME_PATTERN,
  NIB_LENGTH,
  NIK_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  truncateWords,
  USERNAME_PATTERN,
  YEAR_MAX_LENGTH,
} from '../src';
import { anyText } from './arbitraries';

describe('maximum lengths', () => {
  it('match the spec: year 4, NIK 16, NIB 13, phone 18', () => {
    expect(MAX_LENGTHS).toEqual({ year: 4, nik: 16, nib: 13, phone: 18 });
    expect([YEAR_MAX_LENGTH, NIK_LENGTH, NIB_LENGTH, PHONE_MAX_LENGTH]).toEqual([4, 16, 13, 18]);
  });

  it('digit filters cap the length', () => {
    expect(filterDigitsMax('2024x5', YEAR_MAX_LENGTH)).toBe('2024');
    expect(filterDigitsMax('3273 0117 0590 0001 99', NIK_LENGTH)).toBe('3273011705900001');
  });
});

describe('name', () => {
  it('keeps letters, space, apostrophe, period, comma', () => {
    expect(filterName("  Siti Nur'aini,  S.Kep.")).toBe("Siti Nur'aini, S.Kep.");
    expect(filterName('Budi2 (Santoso)!')).toBe('Budi Santoso');
    expect(NAME_PATTERN.test("Siti Nur'aini, S.Kep.")).toBe(true);
    expect(NAME_PATTERN.test('Budi-Santoso')).toBe(false);
    expect(NAME_PATTERN.test(' Budi')).toBe(false);
  });

  it('property: only name characters, no leading or double space, idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = filterName(text);
        expect(out).toMatch(/^[\p{L}\p{M} '.,]*$/u);
        expect(out).not.toMatch(/^ /);
        expect(out).not.toContain('  ');
        expect(filterName(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });
});

describe('username', () => {
  it('keeps letters, digits, underscore, period', () => {
    expect(filterUsername('dr.budi_01 !')).toBe('dr.budi_01');
    expect(filterUsername('budi-s')).toBe('budis');
    expect(USERNAME_PATTERN.test('dr.budi_01')).toBe(true);
    expect(USERNAME_PATTERN.test('dr budi')).toBe(false);
  });
});

describe('phone', () => {
  it('strips a typed leading 0 and anything but digits', () => {
    expect(filterPhone('0812-3456-7890')).toBe('81234567890');
    expect(filterPhone('00812')).toBe('812');
    expect(filterPhone('+62 812')).toBe('62812');
    expect(filterPhone('0')).toBe('');
  });

  it('caps at 18 digits', () => {
    expect(filterPhone('1234567890123456789012')).toBe('123456789012345678');
  });

  it('property: digits only, first digit 1-9, at most 18, idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = filterPhone(text);
        if (out !== '') expect(PHONE_PATTERN.test(out)).toBe(true);
        expect(out.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
        expect(filterPhone(out)).toBe(out);
      }),
    );
  });
});

describe('code', () => {
  it('keeps letters, digits, period, hyphen', () => {
    expect(filterCode('POLI-01.A / x_y')).toBe('POLI-01.Axy');
    expect(filterCode('ABCDEFG', 3)).toBe('ABC');
    expect(CODE_PATTERN.test('POLI-01.A')).toBe(true);
    expect(CODE_PATTERN.test('POLI 01')).toBe(false);
  });
});

describe('word limit', () => {
  it('counts words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' satu  dua\ntiga ')).toBe(3);
  });

  it('blocks words beyond the limit', () => {
    expect(truncateWords('satu dua tiga empat', 3)).toBe('satu dua tiga');
    expect(truncateWords('satu  dua', 3)).toBe('satu  dua');
    expect(truncateWords('satu dua tiga ', 3)).toBe('satu dua tiga ');
    expect(truncateWords('satu dua tiga e', 3)).toBe('satu dua tiga');
    expect(truncateWords('satu', 0)).toBe('');
    expect(truncateWords(' ', 0)).toBe(' ');
    expect(isWithinWordLimit('satu dua', 2)).toBe(true);
    expect(isWithinWordLimit('satu dua tiga', 2)).toBe(false);
  });

  it('property: never more than the limit, a prefix of the input, idempotent', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 6 }), (text, limit) => {
        const out = truncateWords(text, limit);
        expect(countWords(out)).toBeLessThanOrEqual(limit);
        expect(text.startsWith(out)).toBe(true);
        expect(truncateWords(out, limit)).toBe(out);
        if (countWords(text) <= limit) expect(out).toBe(text);
        else expect(countWords(out)).toBe(limit);
      }),
      { numRuns: 2000 },
    );
  });
});
