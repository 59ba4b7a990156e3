/**
 * Numeric inputs: no negatives (minimum 0), decimal precision 0 to 4. The decimal separator shown
 * is the comma (Indonesian locale, like money fields); a typed period is accepted as the decimal
 * separator too, because numeric inputs have no thousands grouping. Integer part capped to
 * {@link MAX_INTEGER_DIGITS} digits.
 */
import { MAX_INTEGER_DIGITS, NUMERIC_MAX_PRECISION } from './constants';

export type NumericPrecision = 0 | 1 | 2 | 3 | 4;

export function isNumericPrecision(value: number): value is NumericPrecision {
  return Number.isInteger(value) && value >= 0 && value <= NUMERIC_MAX_PRECISION;
}

/** Removes superfluous leading zeros: '' stays '', '000' -> '0', '007' -> '7'. */
export function stripLeadingZeros(digits: string): string {
  if (digits === '') return '';
  const stripped = digits.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}

/**
 * Filter while typing: keeps digits and one decimal comma, at most `precision` decimals. With
 * precision 0 the separator and whatever follows it are dropped. ',5' becomes '0,5'; a trailing
 * comma is kept so the user can go on typing decimals. Idempotent.
 */
export function filterNumericInput(value: string, precision: NumericPrecision = 0): string {
  const kept = value.replace(/[^0-9.,]/g, '');
  const sepIndex = kept.search(/[.,]/);
  const intRaw = sepIndex === -1 ? kept : kept.slice(0, sepIndex);
  const intPart = stripLeadingZeros(intRaw).slice(0, MAX_INTEGER_DIGITS);
  if (sepIndex === -1 || precision === 0) return intPart;
  const frac = kept
    .slice(sepIndex + 1)
    .replace(/[.,]/g, '')
    .slice(0, precision);
  return `${intPart === '' ? '0' : intPart},${frac}`;
}

const NUMERIC_TEXT = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Parses a numeric input text ('12,5', '12.5', '12', '12,') into a number, or null when the text is
 * empty, negative, malformed, or has more decimals than `precision` (when given).
 */
export function parseNumeric(text: string, precision?: NumericPrecision): number | null {
  const match = NUMERIC_TEXT.exec(text.trim());
  if (!match) return null;
  const [, int = '', frac = ''] = match;
  if (precision !== undefined && frac.length > precision) return null;
  if (stripLeadingZeros(int).length > MAX_INTEGER_DIGITS) return null;
  return Number(frac === '' ? int : `${int}.${frac}`);
}

/** Formats a number with at most `precision` decimals and '.' turned into ',' (no grouping). */
export function toDecimalText(value: number, precision: number): string {
  const fixed = value.toFixed(precision);
  if (precision === 0) return fixed;
  return fixed.replace(/\.?0+$/, '').replace('.', ',');
}

/**
 * Formats a number for a numeric input: rounded to `precision` decimals, trailing zeros dropped,
 * decimal comma, no grouping. Negative or non-finite values give '' (they are not valid input).
 */
export function formatNumericInput(value: number, precision: NumericPrecision = 0): string {
  if (!Number.isFinite(value) || value < 0) return '';
  return toDecimalText(value, precision);
}

/** True when `value` is a finite number >= 0 with at most `precision` decimals. */
export function hasValidPrecision(value: number, precision: number): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  return Number(value.toFixed(precision)) === value;
}
