/**
 * Keystroke filters: pure functions that keep only the characters a field accepts.
 * Every filter is idempotent (filtering twice equals filtering once) and its output contains only
 * allowed characters. "Letters" means Unicode letters (plus combining marks, so 'é' typed as
 * 'e' + U+0301 survives); usernames, codes and e-mail addresses are ASCII only.
 */

/** The character classes a field can be restricted to. */
export type CharClass =
  | 'letters'
  | 'alphanumeric'
  | 'digits'
  | 'email'
  | 'name'
  | 'username'
  | 'code';

/** Tests one character (one code point) against a class. */
const CHAR_TESTS: Readonly<Record<CharClass, RegExp>> = {
  letters: /^[\p{L}\p{M}]$/u,
  alphanumeric: /^[\p{L}\p{M}0-9]$/u,
  digits: /^[0-9]$/,
  email: /^[A-Za-z0-9@+._-]$/,
  name: /^[\p{L}\p{M} '.,]$/u,
  username: /^[A-Za-z0-9_.]$/,
  code: /^[A-Za-z0-9.-]$/,
};

/** Removes every character outside a class. */
const CHAR_STRIPPERS: Readonly<Record<CharClass, RegExp>> = {
  letters: /[^\p{L}\p{M}]/gu,
  alphanumeric: /[^\p{L}\p{M}0-9]/gu,
  digits: /[^0-9]/g,
  email: /[^A-Za-z0-9@+._-]/g,
  name: /[^\p{L}\p{M} '.,]/gu,
  username: /[^A-Za-z0-9_.]/g,
  code: /[^A-Za-z0-9.-]/g,
};

/** True when the single character `char` belongs to the class. */
export function isAllowedChar(kind: CharClass, char: string): boolean {
  return CHAR_TESTS[kind].test(char);
}

/** Keeps only the characters of the class. */
export function filterChars(kind: CharClass, value: string): string {
  return value.replace(CHAR_STRIPPERS[kind], '');
}

export interface FilterOptions {
  /** Also keep plain spaces (for example a birthplace such as 'Kota Bandung'). */
  allowSpace?: boolean;
}

function withOptionalSpaces(kind: CharClass, value: string, options?: FilterOptions): string {
  if (!options?.allowSpace) return filterChars(kind, value);
  return value
    .split(' ')
    .map((part) => filterChars(kind, part))
    .join(' ');
}

/** Letters only. */
export function filterLetters(value: string, options?: FilterOptions): string {
  return withOptionalSpaces('letters', value, options);
}

/** Letters and digits. */
export function filterAlphanumeric(value: string, options?: FilterOptions): string {
  return withOptionalSpaces('alphanumeric', value, options);
}

/** Digits 0-9 only. */
export function filterDigits(value: string): string {
  return filterChars('digits', value);
}

/** E-mail characters: letters, digits and @ + . _ - (ASCII). */
export function filterEmailChars(value: string): string {
  return filterChars('email', value);
}

/** What a key-level check needs from a keyboard event. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Key-level check for `keydown`/`beforeinput` handlers. Named keys ('Backspace', 'ArrowLeft',
 * 'Tab', 'Enter', ...) and shortcuts with Ctrl/Meta are always allowed; a printable key is allowed
 * when its character belongs to the class. Virtual keyboards may report 'Unidentified', so a field
 * must still run the value filter on input: the key check is a comfort, the filter the guarantee.
 */
export function isAllowedKey(kind: CharClass, event: string | KeyLike): boolean {
  const e: KeyLike = typeof event === 'string' ? { key: event } : event;
  if (e.ctrlKey || e.metaKey) return true;
  const chars = Array.from(e.key);
  if (chars.length !== 1) return true;
  return isAllowedChar(kind, e.key);
}

export const isAllowedLetterKey = (event: string | KeyLike): boolean =>
  isAllowedKey('letters', event);
export const isAllowedAlphanumericKey = (event: string | KeyLike): boolean =>
  isAllowedKey('alphanumeric', event);
export const isAllowedDigitKey = (event: string | KeyLike): boolean =>
  isAllowedKey('digits', event);
export const isAllowedEmailKey = (event: string | KeyLike): boolean => isAllowedKey('email', event);
export const isAllowedNameKey = (event: string | KeyLike): boolean => isAllowedKey('name', event);
export const isAllowedUsernameKey = (event: string | KeyLike): boolean =>
  isAllowedKey('username', event);
export const isAllowedCodeKey = (event: string | KeyLike): boolean => isAllowedKey('code', event);

/**
 * Phone key check: digits only, and no '0' typed as the first digit (`caret` is where the key
 * would insert; a leading 0 would be stripped anyway by `filterPhone`).
 */
export function isAllowedPhoneKey(event: string | KeyLike, caret: number): boolean {
  const key = typeof event === 'string' ? event : event.key;
  if (
    key === '0' &&
    caret === 0 &&
    !(typeof event !== 'string' && (event.ctrlKey || event.metaKey))
  ) {
    return false;
  }
  return isAllowedKey('digits', event);
}
