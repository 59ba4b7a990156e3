import { describe, expect, it } from 'vitest';
import { code128Bars, isCode128Encodable } from './barcode';
import { qrMatrix, qrPath } from './qr';

describe('qrMatrix', () => {
  it('picks the smallest version and draws the three finder patterns', () => {
    const { size, dark } = qrMatrix('BK-2026-000123');
    expect(size).toBe(21);
    // A finder pattern: a 7x7 dark ring with a 3x3 dark centre, in three corners.
    for (const [r, c] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(dark[r]?.[c]).toBe(true);
      expect(dark[r + 1]?.[c + 1]).toBe(false);
      expect(dark[r + 3]?.[c + 3]).toBe(true);
    }
    expect(dark[size - 1]?.[size - 1]).not.toBeUndefined();
  });

  it('grows with the data and with the correction level', () => {
    expect(qrMatrix('x'.repeat(60)).size).toBeGreaterThan(21);
    expect(qrMatrix('BK-2026-000123', 'H').size).toBeGreaterThan(
      qrMatrix('BK-2026-000123', 'L').size,
    );
  });

  it('encodes non-ASCII text as UTF-8 and differs from its ASCII look-alike', () => {
    expect(qrMatrix('Poli Anak – Lantai 2').dark).not.toEqual(
      qrMatrix('Poli Anak - Lantai 2').dark,
    );
  });

  it('refuses an empty value', () => {
    expect(() => qrMatrix('')).toThrow(RangeError);
  });
});

describe('qrPath', () => {
  it('draws one sub-path per horizontal run, offset by the quiet zone', () => {
    const path = qrPath(
      {
        size: 3,
        dark: [
          [true, true, false],
          [false, false, false],
          [true, false, true],
        ],
      },
      1,
    );
    expect(path).toBe('M1 1h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z');
  });
});

describe('code128Bars', () => {
  it('encodes an RM number with start, check and stop symbols', () => {
    const { modules, bars } = code128Bars('00123456');
    // Set C: start (11) + 4 digit pairs (4 x 11) + check (11) + stop (13).
    expect(modules).toBe(11 + 44 + 11 + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
    // The stop pattern 1100011101011 ends with two dark modules.
    expect(bars.at(-1)).toEqual({ x: modules - 2, width: 2 });
  });

  it('encodes mixed booking codes through set B', () => {
    const { modules } = code128Bars('BK-A12');
    expect(modules).toBe(11 + 6 * 11 + 11 + 13);
  });

  it('refuses what Code 128 cannot carry', () => {
    expect(isCode128Encodable('')).toBe(false);
    expect(isCode128Encodable('RM–01')).toBe(false);
    expect(() => code128Bars('RM\n01')).toThrow(RangeError);
  });
});
