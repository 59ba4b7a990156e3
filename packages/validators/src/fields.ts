/**
 * Field-specific filters (name, username, phone, code) and the word limit.
 */
import { cleanInput, normalizeSpaces } from './cleaner';
import { PHONE_MAX_LENGTH } from './constants';
import { filterChars } from './filters';

/** Name: letters, space, apostrophe, period, comma. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '.,]*$/u;
/** Username: letters, digits, underscore, period. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;
/** Phone: digits only, first digit 1-9 (the trunk 0 is not stored). */
export const PHONE_PATTERN = /^[1-9][0-9]*$/;
/** Code: letters, digits, period, hyphen. */
export const CODE_PATTERN = /^[A-Za-z0-9.-]+$/;

/**
 * Name filter: cleans like {@link cleanInput}, then keeps letters, space, apostrophe, period and
 * comma; spaces are collapsed and never lead.
 */
export function filterName(value: string): string {
  return normalizeSpaces(filterChars('name', cleanInput(value)));
}

/** Username filter: letters, digits, underscore, period (no spaces). */
export function filterUsername(value: string): string {
  return filterChars('username', value);
}

/**
 * Phone filter: digits only, leading zeros stripped (so '0812...' typed becomes '812...'),
 * at most {@link PHONE_MAX_LENGTH} digits.
 */
export function filterPhone(value: string): string {
  return filterChars('digits', value).replace(/^0+/, '').slice(0, PHONE_MAX_LENGTH);
}

/** Code filter: letters, digits, period, hyphen; optionally capped to `maxLength`. */
export function filterCode(value: string, maxLength?: number): string {
  const filtered = filterChars('code', value);
  return maxLength === undefined ? filtered : filtered.slice(0, maxLength);
}

/** Digits only, capped to `maxLength` (year 4, NIK 16, NIB 13, ...). */
export function filterDigitsMax(value: string, maxLength: number): string {
  return filterChars('digits', value).slice(0, maxLength);
}

const WORD_RE = /\S+/g;

/** Number of words (runs of non-whitespace characters). */
export function countWords(value: string): number {
  return value.match(WORD_RE)?.length ?? 0;
}

/**
 * Blocks words beyond `limit`: a text within the limit is returned unchanged; a longer one is cut
 * right after its `limit`-th word (the whitespace that followed it goes too).
 */
export function truncateWords(value: string, limit: number): string {
  const max = Math.max(0, Math.floor(limit));
  if (max === 0) return countWords(value) === 0 ? value : '';
  let seen = 0;
  for (const match of value.matchAll(WORD_RE)) {
    seen += 1;
    if (seen === max) {
      const end = match.index + match[0].length;
      return value.slice(end).trim() === '' ? value : value.slice(0, end);
    }
  }
  return value;
}

/** True when the text has at most `limit` words. */
export function isWithinWordLimit(value: string, limit: number): boolean {
  return countWords(value) <= limit;
}
