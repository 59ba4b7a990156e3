import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMaskWithCaret,
  formatMoney,
  isValidMoney,
  type MoneyDecimals,
  maskMoneyInput,
  parseMoney,
} from '../src';
import { anyText, numberishText } from './arbitraries';

const decimalsArb = fc.constantFrom<MoneyDecimals>(0, 3);
/**
 * Amounts a money field accepts: integer part of up to 15 digits plus at most `decimals` decimals,
 * built from their decimal text (near 10^15 a 3-decimal text may round up to 16 integer digits:
 * those are filtered out, they are not valid amounts).
 */
const amountArb = (decimals: MoneyDecimals) =>
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 999_999_999_999_999 }),
      ),
      fc.integer({ min: 0, max: decimals === 0 ? 0 : 999 }),
    )
    .map(([int, frac]) =>
      Number(decimals === 0 ? `${int}` : `${int}.${String(frac).padStart(3, '0')}`),
    )
    .filter((n) => Math.trunc(n) <= 999_999_999_999_999);

describe('money format and parse', () => {
  it('formats with period thousands and comma decimals', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(1234567)).toBe('1.234.567');
    expect(formatMoney(1234567.5)).toBe('1.234.568');
    expect(formatMoney(1500.5, 3)).toBe('1.500,5');
    expect(formatMoney(1500.125, 3)).toBe('1.500,125');
    expect(formatMoney(1500, 3)).toBe('1.500');
    expect(formatMoney(1500.5, 3, { padDecimals: true })).toBe('1.500,500');
    expect(formatMoney(999999999999999)).toBe('999.999.999.999.999');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(-1500)).toBe('-1.500');
  });

  it('parses formatted and plain texts', () => {
    expect(parseMoney('1.234.567')).toBe(1234567);
    expect(parseMoney('1234567')).toBe(1234567);
    expect(parseMoney('Rp 1.500')).toBe(1500);
    expect(parseMoney('Rp1.500')).toBe(1500);
    expect(parseMoney('1.500,5', 3)).toBe(1500.5);
    expect(parseMoney('1.500,', 3)).toBe(1500);
    expect(parseMoney('0')).toBe(0);
  });

  it('refuses negatives, malformed grouping and too many decimals', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('-1.500')).toBeNull();
    expect(parseMoney('1.50')).toBeNull();
    expect(parseMoney('12.34.567')).toBeNull();
    expect(parseMoney('1.500,5')).toBeNull();
    expect(parseMoney('1,2345', 3)).toBeNull();
    expect(parseMoney('1,2a', 3)).toBeNull();
    expect(parseMoney('1234567890123456')).toBeNull();
  });

  it('validates amounts', () => {
    expect(isValidMoney(1500)).toBe(true);
    expect(isValidMoney(1500.5)).toBe(false);
    expect(isValidMoney(1500.5, 3)).toBe(true);
    expect(isValidMoney(-1)).toBe(false);
    expect(isValidMoney(1e15)).toBe(false);
  });

  it('property: parse(format(n)) === n for every valid amount', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), amountArb(d))),
        ([decimals, n]) => {
          expect(isValidMoney(n, decimals)).toBe(true);
          expect(parseMoney(formatMoney(n, decimals), decimals)).toBe(n);
          expect(parseMoney(formatMoney(n, decimals, { padDecimals: true }), decimals)).toBe(n);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: format(parse(x)) is stable', () => {
    fc.assert(
      fc.property(fc.oneof(numberishText, anyText), decimalsArb, (text, decimals) => {
        const n = parseMoney(text, decimals);
        if (n === null) return;
        const once = formatMoney(n, decimals);
        const again = parseMoney(once, decimals);
        expect(again).toBe(n);
        expect(formatMoney(again ?? -1, decimals)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('money typing mask', () => {
  it('groups thousands as the user types', () => {
    expect(maskMoneyInput('1')).toBe('1');
    expect(maskMoneyInput('1234')).toBe('1.234');
    expect(maskMoneyInput('1.2345')).toBe('12.345');
    expect(maskMoneyInput('Rp 1.234.567')).toBe('1.234.567');
  });

  it('drops minus signs, letters and leading zeros', () => {
    expect(maskMoneyInput('-500')).toBe('500');
    expect(maskMoneyInput('00012')).toBe('12');
    expect(maskMoneyInput('0')).toBe('0');
    expect(maskMoneyInput('abc')).toBe('');
  });

  it('0-decimal variant drops the comma and decimals', () => {
    expect(maskMoneyInput('1234,56')).toBe('1.234');
  });

  it('decimal variant keeps a comma and up to 3 decimals', () => {
    expect(maskMoneyInput('1234,', 3)).toBe('1.234,');
    expect(maskMoneyInput('1234,5678', 3)).toBe('1.234,567');
    expect(maskMoneyInput(',5', 3)).toBe('0,5');
    expect(maskMoneyInput('1,2,3', 3)).toBe('1,23');
  });

  it('caps the integer part at 15 digits', () => {
    expect(maskMoneyInput('12345678901234567')).toBe('123.456.789.012.345');
  });

  it('property: idempotent, well-formed, and its output parses to the same text', () => {
    fc.assert(
      fc.property(fc.oneof(numberishText, anyText), decimalsArb, (text, decimals) => {
        const out = maskMoneyInput(text, decimals);
        expect(maskMoneyInput(out, decimals)).toBe(out);
        expect(out).toMatch(
          decimals === 0 ? /^(\d{1,3}(\.\d{3})*)?$/ : /^(\d{1,3}(\.\d{3})*(,\d{0,3})?)?$/,
        );
        if (out === '') return;
        const n = parseMoney(out, decimals);
        expect(n).not.toBeNull();
        expect(maskMoneyInput(formatMoney(n ?? -1, decimals), decimals)).toBe(
          formatMoney(n ?? -1, decimals),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('caret after masking', () => {
  it('stays after the same digit when separators are inserted', () => {
    expect(applyMaskWithCaret('1234', 4, maskMoneyInput)).toEqual({ value: '1.234', caret: 5 });
    expect(applyMaskWithCaret('1234', 1, maskMoneyInput)).toEqual({ value: '1.234', caret: 1 });
    expect(applyMaskWithCaret('1.2345', 6, maskMoneyInput)).toEqual({ value: '12.345', caret: 6 });
    // deleting the separator of '12.3|405': the caret stays after the digit '4'
    expect(applyMaskWithCaret('12.3405', 5, maskMoneyInput)).toEqual({
      value: '123.405',
      caret: 5,
    });
  });

  it('goes to the start or the end when nothing significant precedes or follows', () => {
    expect(applyMaskWithCaret('Rp 5', 2, maskMoneyInput)).toEqual({ value: '5', caret: 0 });
    expect(applyMaskWithCaret('0812', 4, (v) => v.replace(/^0+/, ''))).toEqual({
      value: '812',
      caret: 3,
    });
  });
});
