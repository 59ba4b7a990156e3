import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CharClass,
  filterAlphanumeric,
  filterChars,
  filterDigits,
  filterEmailChars,
  filterLetters,
  isAllowedChar,
  isAllowedDigitKey,
  isAllowedEmailKey,
  isAllowedKey,
  isAllowedLetterKey,
  isAllowedNameKey,
  isAllowedPhoneKey,
} from '../src';
import { anyText } from './arbitraries';

const CLASSES: CharClass[] = [
  'letters',
  'alphanumeric',
  'digits',
  'email',
  'name',
  'username',
  'code',
];

describe('keystroke filters', () => {
  it('letters only', () => {
    expect(filterLetters('Budi 123 Santoso!')).toBe('BudiSantoso');
    expect(filterLetters('Désirée')).toBe('Désirée');
    expect(filterLetters('Kota Bandung 2', { allowSpace: true })).toBe('Kota Bandung ');
  });

  it('letters and digits', () => {
    expect(filterAlphanumeric('RM-00123/A')).toBe('RM00123A');
    expect(filterAlphanumeric('Blok A 12', { allowSpace: true })).toBe('Blok A 12');
  });

  it('digits only', () => {
    expect(filterDigits('08a1-2 3.4')).toBe('081234');
    expect(filterDigits('٣٤')).toBe('');
  });

  it('e-mail characters', () => {
    expect(filterEmailChars('budi.s+rs_01@rs-sehat.co.id')).toBe('budi.s+rs_01@rs-sehat.co.id');
    expect(filterEmailChars('budi s!#@rs.id ')).toBe('budis@rs.id');
  });

  it('outputs only allowed characters and is idempotent, for every class', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...CLASSES), (text, kind) => {
        const out = filterChars(kind, text);
        for (const ch of out) expect(isAllowedChar(kind, ch)).toBe(true);
        expect(filterChars(kind, out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every allowed character, in order', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...CLASSES), (text, kind) => {
        const expected = Array.from(text)
          .filter((ch) => isAllowedChar(kind, ch))
          .join('');
        expect(filterChars(kind, text)).toBe(expected);
      }),
    );
  });

  it('letters with spaces: only letters and spaces, idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const out = filterLetters(text, { allowSpace: true });
        expect(out).toMatch(/^[\p{L}\p{M} ]*$/u);
        expect(filterLetters(out, { allowSpace: true })).toBe(out);
      }),
    );
  });
});

describe('key-level predicates', () => {
  it('checks printable keys against the class', () => {
    expect(isAllowedLetterKey('a')).toBe(true);
    expect(isAllowedLetterKey('1')).toBe(false);
    expect(isAllowedLetterKey(' ')).toBe(false);
    expect(isAllowedNameKey(' ')).toBe(true);
    expect(isAllowedNameKey("'")).toBe(true);
    expect(isAllowedNameKey('!')).toBe(false);
    expect(isAllowedDigitKey('7')).toBe(true);
    expect(isAllowedDigitKey('e')).toBe(false);
    expect(isAllowedEmailKey('@')).toBe(true);
    expect(isAllowedEmailKey('#')).toBe(false);
    expect(isAllowedKey('username', '_')).toBe(true);
    expect(isAllowedKey('username', '-')).toBe(false);
    expect(isAllowedKey('code', '-')).toBe(true);
    expect(isAllowedKey('code', '_')).toBe(false);
  });

  it('lets named keys and shortcuts through', () => {
    for (const key of [
      'Backspace',
      'Delete',
      'ArrowLeft',
      'Tab',
      'Enter',
      'Home',
      'Unidentified',
    ]) {
      expect(isAllowedDigitKey(key)).toBe(true);
    }
    expect(isAllowedDigitKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key: 'c', metaKey: true })).toBe(true);
    expect(isAllowedDigitKey({ key: 'v' })).toBe(false);
    expect(isAllowedDigitKey({ key: 'v', altKey: true })).toBe(false);
  });

  it('phone: digits, but no 0 as the first digit', () => {
    expect(isAllowedPhoneKey('0', 0)).toBe(false);
    expect(isAllowedPhoneKey('0', 3)).toBe(true);
    expect(isAllowedPhoneKey('8', 0)).toBe(true);
    expect(isAllowedPhoneKey('a', 2)).toBe(false);
    expect(isAllowedPhoneKey('Backspace', 0)).toBe(true);
  });

  it('treats an astral letter as one character', () => {
    expect(isAllowedLetterKey('𝐀')).toBe(true);
    expect(isAllowedLetterKey('😀')).toBe(false);
  });
});
