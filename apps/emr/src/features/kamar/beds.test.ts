import type { BedRow } from '@simrs/validators/contracts';
import { describe, expect, it } from 'vitest';
import { bedLabel, freeBedsFor, wardChoices } from './beds';

const bed = (
  bedId: number,
  wardCode: string,
  kelasCode: string,
  state: BedRow['state'],
): BedRow => ({
  bedId,
  bedCode: `TT${bedId}`,
  bedName: '',
  kamarCode: 'K1',
  kamarName: 'Kamar 1',
  wardCode,
  ward: wardCode === 'MEL' ? 'Melati' : 'Anggrek',
  kelasCode,
  kelas: kelasCode === 'K1' ? 'Kelas 1' : 'Kelas 2',
  state,
  occupancy: null,
  patient: null,
});

describe('ward screen helpers', () => {
  it('names a bed by ward, room, bed and class', () => {
    expect(bedLabel(bed(3, 'MEL', 'K1', 'FREE'))).toBe('Melati · Kamar 1 · TT3 (Kelas 1)');
  });

  it('offers only free beds, the own ward and class first', () => {
    const from = bed(1, 'MEL', 'K1', 'OCCUPIED');
    const list = [
      from,
      bed(2, 'ANG', 'K2', 'FREE'),
      bed(3, 'MEL', 'K2', 'FREE'),
      bed(4, 'MEL', 'K1', 'FREE'),
      bed(5, 'MEL', 'K1', 'CLEANING'),
      bed(6, 'ANG', 'K1', 'FREE'),
      bed(7, 'MEL', 'K1', 'RUSAK'),
    ];
    expect(freeBedsFor(list, from).map((b) => b.bedId)).toEqual([4, 3, 6, 2]);
  });

  it('lists each ward once after "Semua bangsal"', () => {
    const list = [
      bed(1, 'MEL', 'K1', 'FREE'),
      bed(2, 'ANG', 'K1', 'FREE'),
      bed(3, 'MEL', 'K2', 'FREE'),
    ];
    expect(wardChoices(list)).toEqual([
      { code: '', label: 'Semua bangsal' },
      { code: 'ANG', label: 'Anggrek' },
      { code: 'MEL', label: 'Melati' },
    ]);
  });
});
