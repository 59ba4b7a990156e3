/**
 * Keeps the caret in place when a mask rewrites the text (for example '1234' -> '1.234'): the
 * caret stays after the same number of significant characters (digits and the decimal comma by
 * default) as before masking.
 */
export interface MaskedValue {
  value: string;
  caret: number;
}

export function applyMaskWithCaret(
  raw: string,
  caret: number,
  mask: (raw: string) => string,
  significant: RegExp = /[0-9,]/,
): MaskedValue {
  const value = mask(raw);
  const before = raw.slice(0, Math.max(0, Math.min(caret, raw.length)));
  let wanted = 0;
  for (const ch of before) if (significant.test(ch)) wanted += 1;
  if (wanted === 0) return { value, caret: 0 };
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (significant.test(value.charAt(i))) {
      seen += 1;
      if (seen === wanted) return { value, caret: i + 1 };
    }
  }
  return { value, caret: value.length };
}
