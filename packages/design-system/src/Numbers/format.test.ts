import { describe, expect, it } from 'vitest';
import { abbreviatedTexts } from './format';

describe('abbreviatedTexts', () => {
  it('abbreviates with the validators formatter and keeps the full figure', () => {
    expect(abbreviatedTexts(1234567890)).toEqual({ short: '1,23 M', full: '1.234.567.890' });
    expect(abbreviatedTexts(2500000)).toEqual({ short: '2,5 JT', full: '2.500.000' });
    expect(abbreviatedTexts(999)).toEqual({ short: '999', full: '999' });
  });

  it('writes rupiah with the sign before Rp', () => {
    expect(abbreviatedTexts(1500, true)).toEqual({ short: 'Rp 1,5 RB', full: 'Rp 1.500' });
    expect(abbreviatedTexts(-2500000, true)).toEqual({
      short: '-Rp 2,5 JT',
      full: '-Rp 2.500.000',
    });
  });

  it('reaches the largest units', () => {
    expect(abbreviatedTexts(3e15).short).toBe('3 P');
    expect(abbreviatedTexts(4.5e18).short).toBe('4,5 E');
    expect(abbreviatedTexts(7e12).short).toBe('7 T');
  });
});
