/**
 * Money fields: no negatives (minimum 0), '.' as thousands separator, ',' as decimal separator,
 * 0 decimals, or 3 in the decimal variant. Integer part capped to {@link MAX_INTEGER_DIGITS}
 * digits so every accepted amount is exact in a JavaScript number.
 *
 * Round trips (property-tested):
 * - `parseMoney(formatMoney(n, d), d) === n` for every valid n (0 <= n, integer part of at most
 *   15 digits, at most d decimals);
 * - `formatMoney(parseMoney(x))` is a fixed point: formatting, parsing and formatting again gives
 *   the same text;
 * - `maskMoneyInput` is idempotent and its non-empty output always parses.
 */
import { MAX_INTEGER_DIGITS } from './constants';
import { stripLeadingZeros, toDecimalText } from './numeric';

export type MoneyDecimals = 0 | 3;

/** Inserts '.' every three digits from the right of a string of digits. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Typing mask: keeps digits and (decimal variant only) one comma with up to 3 decimals, strips
 * leading zeros and regroups thousands with '.'. Anything else typed or pasted (letters, 'Rp',
 * '-', '.', spaces) is dropped, so a pasted '1.234.567' stays '1.234.567'. In the 0-decimal variant
 * a comma and the digits after it are dropped (truncation, not rounding).
 */
export function maskMoneyInput(raw: string, decimals: MoneyDecimals = 0): string {
  const kept = raw.replace(/[^0-9,]/g, '');
  const sepIndex = kept.indexOf(',');
  const intRaw = sepIndex === -1 ? kept : kept.slice(0, sepIndex);
  const intPart = groupThousands(stripLeadingZeros(intRaw).slice(0, MAX_INTEGER_DIGITS));
  if (sepIndex === -1 || decimals === 0) return intPart;
  const frac = kept
    .slice(sepIndex + 1)
    .replace(/,/g, '')
    .slice(0, decimals);
  return `${intPart === '' ? '0' : intPart},${frac}`;
}

const GROUPED = /^\d{1,3}(?:\.\d{3})*$/;
const UNGROUPED = /^\d+$/;

/**
 * Parses a money text into a number: '1.234.567' -> 1234567, '1.234,5' -> 1234.5 (decimal
 * variant), 'Rp 1.500' -> 1500. Accepts grouped or ungrouped integer parts and a trailing comma
 * (mid-typing). Returns null for '', negatives, malformed text, too many decimals for `decimals`,
 * or more than 15 integer digits.
 */
export function parseMoney(text: string, decimals: MoneyDecimals = 0): number | null {
  const body = text
    .trim()
    .replace(/^Rp\.?\s*/i, '')
    .trim();
  const commaIndex = body.indexOf(',');
  const intText = commaIndex === -1 ? body : body.slice(0, commaIndex);
  const fracText = commaIndex === -1 ? '' : body.slice(commaIndex + 1);
  if (!GROUPED.test(intText) && !UNGROUPED.test(intText)) return null;
  if (fracText !== '' && !/^\d+$/.test(fracText)) return null;
  if (fracText.length > decimals) return null;
  const digits = intText.replace(/\./g, '');
  if (stripLeadingZeros(digits).length > MAX_INTEGER_DIGITS) return null;
  return Number(fracText === '' ? digits : `${digits}.${fracText}`);
}

export interface FormatMoneyOptions {
  /** Always show `decimals` decimals ('1.500,000') instead of dropping trailing zeros. */
  padDecimals?: boolean;
}

/**
 * Formats an amount for a money field: rounded to `decimals` decimals, '.' thousands, ','
 * decimals (trailing zeros dropped unless `padDecimals`). Non-finite values give ''. A negative
 * amount keeps its '-' sign (display only: money inputs never produce one).
 */
export function formatMoney(
  value: number,
  decimals: MoneyDecimals = 0,
  options?: FormatMoneyOptions,
): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const text = options?.padDecimals ? abs.toFixed(decimals) : toDecimalText(abs, decimals);
  const [int = '0', frac] = text.split(/[.,]/);
  const body = frac === undefined ? groupThousands(int) : `${groupThousands(int)},${frac}`;
  return value < 0 && /[1-9]/.test(body) ? `-${body}` : body;
}

/** True when `value` is an amount a money field accepts. */
export function isValidMoney(value: number, decimals: MoneyDecimals = 0): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  if (Math.trunc(value).toFixed(0).length > MAX_INTEGER_DIGITS) return false;
  return Number(value.toFixed(decimals)) === value;
}
