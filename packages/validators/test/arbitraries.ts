import fc from 'fast-check';

/** Characters that exercise every filter: allowed, removed, whitespace and non-ASCII ones. */
const INTERESTING = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u00A0',
  '\u3000',
  'a',
  'Z',
  'é',
  'ß',
  'Ж',
  '字',
  '𝐀',
  'e\u0301',
  '0',
  '5',
  '9',
  '.',
  ',',
  "'",
  '-',
  '_',
  '@',
  '+',
  '[',
  ']',
  '{',
  '}',
  '*',
  '!',
  '?',
  '^',
  '%',
  '#',
  '/',
  '\\',
  '$',
  '&',
  'Rp',
  '😀',
  '٣',
];

/** Strings mixing interesting characters with arbitrary Unicode. */
export const anyText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...INTERESTING), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Strings of digits and separators, as typed into number fields. */
export const numberishText = fc.string({
  unit: fc.constantFrom('0', '1', '2', '5', '9', '.', ',', '-', ' ', 'a', 'Rp'),
  maxLength: 30,
});
