import { describe, expect, it } from 'vitest';
import { defaultAlign, descriptorFromSort, formatCellValue, sortFromDescriptor } from './columns';

const columns = [{ id: 'nama' }, { id: 'tarif', sortField: 'harga_tarif' }];

describe('sort mapping', () => {
  it('turns a descriptor into sortByField/sortByType, using the column sortField', () => {
    expect(sortFromDescriptor({ column: 'nama', direction: 'ascending' }, columns)).toEqual({
      sortByField: 'nama',
      sortByType: 'asc',
    });
    expect(sortFromDescriptor({ column: 'tarif', direction: 'descending' }, columns)).toEqual({
      sortByField: 'harga_tarif',
      sortByType: 'desc',
    });
    expect(sortFromDescriptor({ column: 'other', direction: 'ascending' }, columns)).toBeNull();
  });

  it('turns the query sort back into the descriptor of its column', () => {
    expect(descriptorFromSort({ sortByField: 'harga_tarif', sortByType: 'desc' }, columns)).toEqual(
      { column: 'tarif', direction: 'descending' },
    );
    expect(descriptorFromSort({ sortByField: 'unknown', sortByType: 'asc' }, columns)).toBe(
      undefined,
    );
    expect(descriptorFromSort(null, columns)).toBe(undefined);
  });
});

describe('formatCellValue', () => {
  it('formats money, numbers and dates through the validators', () => {
    expect(formatCellValue('money', 1250000)).toBe('Rp 1.250.000');
    expect(formatCellValue('money', '75000')).toBe('Rp 75.000');
    expect(formatCellValue('number', 1234.5)).toBe('1.234,5');
    expect(formatCellValue('date', '2026-01-15')).toBe('15 Januari 2026');
    expect(formatCellValue('text', 42)).toBe('42');
  });

  it('shows missing or invalid values as empty text', () => {
    expect(formatCellValue('money', null)).toBe('');
    expect(formatCellValue('money', 'abc')).toBe('');
    expect(formatCellValue('date', '2024-02-30')).toBe('');
    expect(formatCellValue('date', { not: 'a date' })).toBe('');
    expect(formatCellValue('text', undefined)).toBe('');
  });

  it('aligns figures at the end', () => {
    expect(defaultAlign('money')).toBe('end');
    expect(defaultAlign('number')).toBe('end');
    expect(defaultAlign('date')).toBe('start');
  });
});
