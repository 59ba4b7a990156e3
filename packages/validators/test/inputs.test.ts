import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_FILTERS, INPUT_MAX_LENGTHS, INPUT_MODES, type InputKind } from '../src';
import { anyText, numberishText } from './arbitraries';

const KINDS = Object.keys(INPUT_FILTERS) as InputKind[];

describe('input kinds table', () => {
  it('filters each kind', () => {
    expect(INPUT_FILTERS.phone('0812-3456')).toBe('8123456');
    expect(INPUT_FILTERS.nik('3273 0117 0590 0001 12')).toBe('3273011705900001');
    expect(INPUT_FILTERS.year('20245')).toBe('2024');
    expect(INPUT_FILTERS.money('1234567')).toBe('1.234.567');
    expect(INPUT_FILTERS.moneyDecimal('1234,5678')).toBe('1.234,567');
    expect(INPUT_FILTERS.numeric2('-1.239')).toBe('1,23');
    expect(INPUT_FILTERS.integer('12,9')).toBe('12');
    expect(INPUT_FILTERS.text('  a  !b')).toBe('a b');
  });

  it('every filter is idempotent and respects the maximum length', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, numberishText), fc.constantFrom(...KINDS), (text, kind) => {
        const out = INPUT_FILTERS[kind](text);
        expect(INPUT_FILTERS[kind](out)).toBe(out);
        const max = INPUT_MAX_LENGTHS[kind];
        if (max !== undefined) expect(out.length).toBeLessThanOrEqual(max);
      }),
      { numRuns: 500 },
    );
  });

  it('limits the spec lengths and hints keyboards', () => {
    expect(INPUT_MAX_LENGTHS).toEqual({ year: 4, nik: 16, nib: 13, phone: 18 });
    expect(INPUT_MODES.phone).toBe('tel');
    expect(INPUT_MODES.moneyDecimal).toBe('decimal');
  });
});
