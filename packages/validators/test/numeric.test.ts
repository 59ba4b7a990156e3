import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterNumericInput,
  formatNumericInput,
  hasValidPrecision,
  type NumericPrecision,
  parseNumeric,
} from '../src';
import { numberishText } from './arbitraries';

const precisionArb = fc.constantFrom<NumericPrecision>(0, 1, 2, 3, 4);

describe('numeric filter while typing', () => {
  it('drops the minus sign: no negatives', () => {
    expect(filterNumericInput('-12', 2)).toBe('12');
  });

  it('keeps one decimal comma and at most `precision` decimals', () => {
    expect(filterNumericInput('12,345', 2)).toBe('12,34');
    expect(filterNumericInput('12.5', 2)).toBe('12,5');
    expect(filterNumericInput('1,2,3', 4)).toBe('1,23');
    expect(filterNumericInput('12,', 1)).toBe('12,');
    expect(filterNumericInput(',5', 1)).toBe('0,5');
  });

  it('precision 0 drops the separator and what follows', () => {
    expect(filterNumericInput('12,5', 0)).toBe('12');
    expect(filterNumericInput('12.', 0)).toBe('12');
  });

  it('strips superfluous leading zeros', () => {
    expect(filterNumericInput('007', 0)).toBe('7');
    expect(filterNumericInput('000', 0)).toBe('0');
    expect(filterNumericInput('00,5', 2)).toBe('0,5');
  });

  it('property: only digits and one comma, decimals within precision, idempotent, parses', () => {
    fc.assert(
      fc.property(numberishText, precisionArb, (text, precision) => {
        const out = filterNumericInput(text, precision);
        expect(out).toMatch(/^(\d+(,\d*)?)?$/);
        const decimals = out.split(',')[1] ?? '';
        expect(decimals.length).toBeLessThanOrEqual(precision);
        if (precision === 0) expect(out).not.toContain(',');
        expect(filterNumericInput(out, precision)).toBe(out);
        if (out !== '') expect(parseNumeric(out, precision)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('numeric parse and format', () => {
  it('parses comma or period decimals', () => {
    expect(parseNumeric('12,5')).toBe(12.5);
    expect(parseNumeric('12.5')).toBe(12.5);
    expect(parseNumeric('12,')).toBe(12);
    expect(parseNumeric('0')).toBe(0);
  });

  it('refuses empty, negative, malformed and too precise texts', () => {
    expect(parseNumeric('')).toBeNull();
    expect(parseNumeric('-1')).toBeNull();
    expect(parseNumeric('1,2,3')).toBeNull();
    expect(parseNumeric('abc')).toBeNull();
    expect(parseNumeric('1,234', 2)).toBeNull();
    expect(parseNumeric('1234567890123456')).toBeNull();
  });

  it('formats with a decimal comma, rounding to precision', () => {
    expect(formatNumericInput(12.5, 2)).toBe('12,5');
    expect(formatNumericInput(12.345, 2)).toBe('12,35');
    expect(formatNumericInput(12, 2)).toBe('12');
    expect(formatNumericInput(100, 0)).toBe('100');
    expect(formatNumericInput(-1, 2)).toBe('');
    expect(formatNumericInput(Number.NaN, 2)).toBe('');
  });

  it('checks precision', () => {
    expect(hasValidPrecision(1.25, 2)).toBe(true);
    expect(hasValidPrecision(1.255, 2)).toBe(false);
    expect(hasValidPrecision(-1, 2)).toBe(false);
  });

  it('property: parse(format(n)) === n for n with at most `precision` decimals', () => {
    fc.assert(
      fc.property(
        precisionArb,
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (precision, units) => {
          const n = units / 10 ** precision;
          fc.pre(n < 1e15);
          expect(parseNumeric(formatNumericInput(n, precision), precision)).toBe(n);
        },
      ),
      { numRuns: 500 },
    );
  });
});
