import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';

export interface BarcodeBars {
  /** Width of the symbol in modules (bars and spaces, no quiet zone). */
  modules: number;
  /** Each dark bar: its first module and its width in modules. */
  bars: Array<{ x: number; width: number }>;
}

/** True when Code 128 can encode `value` (printable ASCII, not empty). */
export function isCode128Encodable(value: string): boolean {
  return value !== '' && /^[\x20-\x7e]+$/.test(value);
}

/**
 * The Code 128 bar pattern of `value` (set A/B/C chosen automatically, check symbol included),
 * for booking codes and medical-record numbers. Throws a RangeError for values Code 128 cannot
 * carry.
 */
export function code128Bars(value: string): BarcodeBars {
  if (!isCode128Encodable(value)) {
    throw new RangeError('Code 128 carries printable ASCII characters only.');
  }
  const encoder = new CODE128(value, {});
  if (!encoder.valid()) throw new RangeError('Code 128 cannot encode this value.');
  const pattern = encoder.encode().data;
  const bars: BarcodeBars['bars'] = [];
  let x = 0;
  while (x < pattern.length) {
    if (pattern[x] !== '1') {
      x += 1;
      continue;
    }
    const start = x;
    while (pattern[x] === '1') x += 1;
    bars.push({ x: start, width: x - start });
  }
  return { modules: pattern.length, bars };
}
