import { describe, expect, it } from 'vitest';
import { choicesWithAll, filterValue, placeOf, rateText, recentMonths } from './words';

describe('keselamatan words', () => {
  it('says where a patient in care is', () => {
    const base = { ward: null, room: null, bed: null, poliName: null };
    expect(
      placeOf({ ...base, kind: 'RANAP', ward: 'Melati', room: 'Melati 1', bed: 'Bed A' }),
    ).toBe('Melati · Melati 1 · Bed A');
    expect(placeOf({ ...base, kind: 'RANAP' })).toBe('Belum di tempat tidur');
    expect(placeOf({ ...base, kind: 'UGD' })).toBe('UGD');
    expect(placeOf({ ...base, kind: 'RAJAL', poliName: 'Poli Umum' })).toBe('Poli Umum');
  });

  it('writes a rate in Indonesian figures, or that there was no exposure', () => {
    expect(rateText(8.33, '‰ hari kateter urin')).toBe('8,33 ‰ hari kateter urin');
    expect(rateText(0, '% operasi')).toBe('0 % operasi');
    expect(rateText(null, '‰ hari CVL')).toBe('Tidak ada paparan');
  });

  it('offers the last twelve months, across a year', () => {
    const months = recentMonths('2026-02-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ code: '2026-02', label: 'Februari 2026' });
    expect(months[2]?.code).toBe('2025-12');
    expect(months[11]?.code).toBe('2025-03');
  });

  it('offers "Semua" first in a filter, and keeps it out of the address', () => {
    expect(choicesWithAll('Semua Bangsal', [{ id: 3, name: 'Melati' }])).toEqual([
      { code: 'ALL', label: 'Semua Bangsal' },
      { code: '3', label: 'Melati' },
    ]);
    expect(choicesWithAll('Semua Poli', undefined)).toEqual([{ code: 'ALL', label: 'Semua Poli' }]);
    expect(filterValue('ALL')).toBe('');
    expect(filterValue(null)).toBe('');
    expect(filterValue('3')).toBe('3');
  });
});
