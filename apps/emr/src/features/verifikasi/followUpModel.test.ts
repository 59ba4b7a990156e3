import { describe, expect, it } from 'vitest';
import { elapsedText, itemHref, percentText, verificationHref } from './followUpModel';

describe('elapsedText', () => {
  const at = '2025-03-01T00:00:00.000Z';
  const plus = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
  it('says minutes, hours, then days and hours', () => {
    expect(elapsedText(at, plus(45 * 60_000))).toBe('45 menit');
    expect(elapsedText(at, plus(5 * 3_600_000 + 59 * 60_000))).toBe('5 jam');
    expect(elapsedText(at, plus(48 * 3_600_000))).toBe('2 hari');
    expect(elapsedText(at, plus(51 * 3_600_000))).toBe('2 hari 3 jam');
    // A clock behind the end reads as just now.
    expect(elapsedText(at, plus(-60_000))).toBe('0 menit');
  });
});

describe('links', () => {
  const row = { rmNo: '00012345', registrationId: 7, kind: 'RAJAL' as const, stage: 'RM' as const };
  it('opens an item at its form, else the visit in the chart', () => {
    expect(itemHref(row, { templateKey: 'kajian-awal-umum' })).toBe(
      '/rekam-medis/kajian/00012345/kajian-awal-umum?reg=7',
    );
    expect(itemHref(row, { templateKey: null })).toBe('/rekam-medis/pasien/00012345?reg=7');
  });
  it('opens the records step of a visit still at it', () => {
    expect(verificationHref(row)).toBe('/verifikasi-rekam-medis?pageSlug=rajal&regId=7');
    expect(verificationHref({ ...row, kind: 'UGD' })).toBe(
      '/verifikasi-rekam-medis?pageSlug=ugd&regId=7',
    );
    expect(verificationHref({ ...row, stage: 'UPLA' })).toBeNull();
    expect(verificationHref({ ...row, kind: 'RANAP', stage: null })).toBeNull();
  });
});

describe('percentText', () => {
  it('writes the figure the Indonesian way, a dash without visits', () => {
    expect(percentText({ percent: 87.5 })).toBe('87,5%');
    expect(percentText({ percent: 100 })).toBe('100%');
    expect(percentText({ percent: null })).toBe('–');
  });
});
