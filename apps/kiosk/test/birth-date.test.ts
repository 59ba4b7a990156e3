import { describe, expect, it } from 'vitest';
import { birthDateIso, birthDigits, formatBirthDigits, todayInWib } from '../src/lib/birthDate';

describe('the birth date typed on the kiosk', () => {
  it('keeps eight digits and shows them as DD/MM/YYYY while typing', () => {
    expect(birthDigits('17-08-1985x9')).toBe('17081985');
    expect(formatBirthDigits('1')).toBe('1');
    expect(formatBirthDigits('1708')).toBe('17/08');
    expect(formatBirthDigits('17081')).toBe('17/08/1');
    expect(formatBirthDigits('170819851')).toBe('17/08/1985');
    expect(formatBirthDigits('')).toBe('');
  });

  it('reads a real date up to today, day first', () => {
    const today = '2026-01-15';
    expect(birthDateIso('17081985', today)).toBe('1985-08-17');
    expect(birthDateIso('29022024', today)).toBe('2024-02-29');
    expect(birthDateIso('15012026', today)).toBe('2026-01-15');
    for (const bad of [
      '29022023',
      '31042000',
      '00011990',
      '01131990',
      '16012026',
      '0101189',
      '01011899',
    ]) {
      expect(birthDateIso(bad, today), bad).toBeNull();
    }
  });

  it("takes the hospital's day (WIB)", () => {
    expect(todayInWib(Date.parse('2026-01-14T16:59:59Z'))).toBe('2026-01-14');
    expect(todayInWib(Date.parse('2026-01-14T17:00:00Z'))).toBe('2026-01-15');
  });
});
