import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  DATE_FORMATS,
  formatDate,
  formatDateTime,
  formatDateTimeWib,
  formatNumber,
  formatRupiah,
} from '../src';

describe('formatRupiah', () => {
  it('zero decimals, period thousands, plain space', () => {
    expect(formatRupiah(1234567.5)).toBe('Rp 1.234.568');
    expect(formatRupiah(1234567.4)).toBe('Rp 1.234.567');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(500)).toBe('Rp 500');
    expect(formatRupiah(-1500)).toBe('-Rp 1.500');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('never contains a no-break space', () => {
    expect(formatRupiah(1e12)).toBe('Rp 1.000.000.000.000');
    expect(formatRupiah(1e12)).not.toMatch(/[\u00A0\u202F]/);
  });

  it('gives empty text for missing values', () => {
    expect(formatRupiah(null)).toBe('');
    expect(formatRupiah(undefined)).toBe('');
    expect(formatRupiah(Number.NaN)).toBe('');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses the Indonesian locale with at most two decimals', () => {
    expect(formatNumber(1234567.456)).toBe('1.234.567,46');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(0.005)).toBe('0,01');
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('can show fewer decimals but never more than two', () => {
    expect(formatNumber(1.256, 1)).toBe('1,3');
    expect(formatNumber(1.256, 0)).toBe('1');
    expect(formatNumber(1.23456, 4)).toBe('1,23');
  });

  it('gives empty text for missing values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('abbreviateNumber', () => {
  it('uses RB, JT, M, T, P, E', () => {
    expect(abbreviateNumber(1500)).toBe('1,5 RB');
    expect(abbreviateNumber(1000)).toBe('1 RB');
    expect(abbreviateNumber(2_500_000)).toBe('2,5 JT');
    expect(abbreviateNumber(1_234_567_890)).toBe('1,23 M');
    expect(abbreviateNumber(7e12)).toBe('7 T');
    expect(abbreviateNumber(3.5e15)).toBe('3,5 P');
    expect(abbreviateNumber(1e18)).toBe('1 E');
    expect(abbreviateNumber(2.5e21)).toBe('2.500 E');
  });

  it('keeps small numbers as they are', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.345)).toBe('12,35');
    expect(abbreviateNumber(0)).toBe('0');
  });

  it('moves up a unit when rounding reaches 1.000', () => {
    expect(abbreviateNumber(999_999)).toBe('1 JT');
    expect(abbreviateNumber(999.996)).toBe('1 RB');
  });

  it('keeps the sign', () => {
    expect(abbreviateNumber(-1500)).toBe('-1,5 RB');
  });

  it('gives empty text for missing values', () => {
    expect(abbreviateNumber(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it('uses Indonesian month and day names', () => {
    expect(formatDate('2024-01-05')).toBe('5 Januari 2024');
    expect(formatDate('2024-08-17', DATE_FORMATS.withWeekday)).toBe('Sabtu, 17 Agustus 2024');
    expect(formatDate('2024-12-25', DATE_FORMATS.short)).toBe('25/12/2024');
    expect(formatDate('2024-10-02', DATE_FORMATS.medium)).toBe('2 Okt 2024');
    expect(formatDate(new Date(2024, 4, 17, 14, 30), DATE_FORMATS.dateTime)).toBe(
      '17 Mei 2024 14:30',
    );
    expect(formatDateTime(new Date(2024, 4, 17, 9, 5))).toBe('17 Mei 2024 09:05');
    expect(formatDate(new Date(2024, 4, 17).getTime())).toBe('17 Mei 2024');
    expect(formatDate('2024-05-17 14:30:00', DATE_FORMATS.dateTime)).toBe('17 Mei 2024 14:30');
    expect(formatDate(' 2024-05-17 ')).toBe('17 Mei 2024');
  });

  it('shows an instant in WIB whatever the device time zone', () => {
    expect(formatDateTimeWib('2024-05-17T02:05:00Z')).toBe('17 Mei 2024 09:05 WIB');
    expect(formatDateTimeWib('2024-12-31T17:30:00.000Z')).toBe('1 Januari 2025 00:30 WIB');
    expect(formatDateTimeWib(Date.UTC(2024, 4, 17, 2, 5))).toBe('17 Mei 2024 09:05 WIB');
    expect(formatDateTimeWib('2024-05-17T09:05:00+07:00', DATE_FORMATS.time)).toBe('09:05 WIB');
    expect(formatDateTimeWib('bukan waktu')).toBe('');
    expect(formatDateTimeWib(null)).toBe('');
  });

  it('gives empty text for an invalid or empty date', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('bukan tanggal')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('2024-02-30T10:00:00')).toBe('');
  });

  it('does not change the global dayjs locale', async () => {
    const { default: dayjs } = await import('dayjs');
    formatDate('2024-01-05');
    expect(dayjs('2024-01-05').format('MMMM')).toBe('January');
  });
});
