import { describe, expect, it } from 'vitest';
import {
  ageBetween,
  formatAge,
  parseDateTime,
  parseIsoDate,
  parseTime,
  TIME_RANGE_MESSAGE,
  todayIso,
  toIsoDate,
  UTC_OFFSET_MINUTES,
  validateDate,
  validateDateNotFuture,
  validateDateNotPast,
  validateTimeRange,
} from '../src';

describe('calendar dates', () => {
  it('parses YYYY-MM-DD strictly', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-1-01')).toBeNull();
    expect(parseIsoDate('01/02/2024')).toBeNull();
  });

  it('normalises dates, date-times and Date objects', () => {
    expect(toIsoDate('2024-05-17')).toBe('2024-05-17');
    expect(toIsoDate(new Date(2024, 4, 17, 23, 59))).toBe('2024-05-17');
    expect(toIsoDate('2024-05-17T10:00:00')).toBe('2024-05-17');
    expect(toIsoDate('2024-02-30T10:00:00')).toBeNull();
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
    expect(toIsoDate('kemarin')).toBeNull();
  });

  it('parses ISO and SQL-style date-times strictly', () => {
    expect(parseDateTime('2024-05-17T10:20:30Z')?.toISOString()).toBe('2024-05-17T10:20:30.000Z');
    expect(parseDateTime('2024-05-17T10:20:30+07:00')?.toISOString()).toBe(
      '2024-05-17T03:20:30.000Z',
    );
    expect(parseDateTime('2024-05-17 10:20:30.123456+0700')?.toISOString()).toBe(
      '2024-05-17T03:20:30.123Z',
    );
    expect(parseDateTime('2024-05-17 10:20')?.getTime()).toBe(
      new Date(2024, 4, 17, 10, 20).getTime(),
    );
    expect(parseDateTime('2024-02-30 10:20')).toBeNull();
    expect(parseDateTime('2024-05-17 24:00')).toBeNull();
    expect(parseDateTime('2024-05-17')).toBeNull();
    expect(parseDateTime('17/05/2024 10:20')).toBeNull();
    expect(toIsoDate('2024-05-17 10:20:00')).toBe('2024-05-17');
  });

  it('computes today at a given UTC offset', () => {
    const now = new Date('2026-11-22T18:30:00Z');
    expect(todayIso(now, 0)).toBe('2026-11-22');
    expect(todayIso(now, UTC_OFFSET_MINUTES.WIB)).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-22T16:30:00Z'), UTC_OFFSET_MINUTES.WIB)).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-22T15:30:00Z'), UTC_OFFSET_MINUTES.WIT)).toBe('2026-11-23');
  });
});

describe('date rules', () => {
  const today = '2026-11-22';

  it('no future: today allowed, tomorrow refused', () => {
    expect(validateDateNotFuture('2026-11-22', today)).toBeNull();
    expect(validateDateNotFuture('2020-01-01', today)).toBeNull();
    expect(validateDateNotFuture('2026-11-23', today)).toBe(
      'Tanggal tidak boleh melebihi hari ini',
    );
  });

  it('no past: today allowed, yesterday refused', () => {
    expect(validateDateNotPast('2026-11-22', today)).toBeNull();
    expect(validateDateNotPast('2027-01-01', today)).toBeNull();
    expect(validateDateNotPast('2026-11-21', today, 'Tanggal Kontrol')).toBe(
      'Tanggal Kontrol tidak boleh sebelum hari ini',
    );
  });

  it('reports invalid dates with the label', () => {
    expect(validateDate('2026-02-30', { today, label: 'Tanggal Lahir' })).toBe(
      'Tanggal Lahir tidak valid',
    );
  });

  it('without rules any valid date passes', () => {
    expect(validateDate('1900-01-01', { today })).toBeNull();
    expect(validateDate('2100-01-01', { today })).toBeNull();
  });

  it('refuses an invalid today', () => {
    expect(() => validateDate('2026-01-01', { today: '2026-02-30', noFuture: true })).toThrow(
      RangeError,
    );
  });
});

describe('time rule', () => {
  it('uses the exact message of the spec', () => {
    expect(TIME_RANGE_MESSAGE).toBe('Jam Selesai harus lebih besar dari Jam Mulai');
  });

  it('end must be later than start', () => {
    expect(validateTimeRange('08:00', '09:30')).toBeNull();
    expect(validateTimeRange('08:00', '08:00')).toBe(TIME_RANGE_MESSAGE);
    expect(validateTimeRange('14:00', '06:30')).toBe(TIME_RANGE_MESSAGE);
    expect(validateTimeRange('08:00:00', '08:00:01')).toBeNull();
    expect(validateTimeRange('08.00', '07.59')).toBe(TIME_RANGE_MESSAGE);
  });

  it('leaves empty times to the required rule and reports unreadable ones', () => {
    expect(validateTimeRange('', '08:00')).toBeNull();
    expect(validateTimeRange('08:00', ' ')).toBeNull();
    expect(validateTimeRange('8 pagi', '09:00')).toBe('Format jam tidak valid');
    expect(validateTimeRange('24:00', '09:00')).toBe('Format jam tidak valid');
  });

  it('parses times', () => {
    expect(parseTime('06:30')).toBe(6 * 3600 + 30 * 60);
    expect(parseTime('23:59:59')).toBe(86_399);
    expect(parseTime('12:60')).toBeNull();
  });
});

describe('age', () => {
  it('counts completed years, months and days', () => {
    expect(ageBetween('1990-09-10', '2026-11-22')).toEqual({ years: 36, months: 2, days: 12 });
    expect(ageBetween('1990-11-23', '2026-11-22')).toEqual({ years: 35, months: 11, days: 30 });
    expect(ageBetween('2026-11-22', '2026-11-22')).toEqual({ years: 0, months: 0, days: 0 });
  });

  it('handles month ends and leap days', () => {
    expect(ageBetween('2026-01-31', '2026-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(ageBetween('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(ageBetween('2024-02-29', '2025-02-28')).toEqual({ years: 1, months: 0, days: 0 });
    expect(ageBetween('2024-02-29', '2028-02-29')).toEqual({ years: 4, months: 0, days: 0 });
    expect(ageBetween('2025-12-15', '2026-01-10')).toEqual({ years: 0, months: 0, days: 26 });
  });

  it('formats for the patient header', () => {
    expect(formatAge('1991-09-10', '2026-11-22')).toBe('35 tahun 2 bulan');
    expect(formatAge('2026-08-10', '2026-11-22')).toBe('3 bulan 12 hari');
    expect(formatAge('2026-11-17', '2026-11-22')).toBe('5 hari');
    expect(formatAge('2020-11-22', '2026-11-22')).toBe('6 tahun 0 bulan');
  });

  it('is empty for invalid or future birth dates', () => {
    expect(formatAge('2026-11-23', '2026-11-22')).toBe('');
    expect(formatAge('2026-02-30', '2026-11-22')).toBe('');
    expect(ageBetween('bukan tanggal', '2026-11-22')).toBeNull();
  });
});
