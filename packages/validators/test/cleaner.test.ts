import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanInput, REMOVED_CHARACTERS } from '../src';
import { anyText } from './arbitraries';

describe('cleanInput', () => {
  it('removes leading spaces', () => {
    expect(cleanInput('   Budi')).toBe('Budi');
    expect(cleanInput(' ')).toBe('');
  });

  it('collapses repeated spaces and keeps one trailing space while typing', () => {
    expect(cleanInput('Budi    Santoso  ')).toBe('Budi Santoso ');
    expect(cleanInput('a\t\tb\nc')).toBe('a b c');
  });

  it('removes [ ] { } * ! ? ^ % # / \\', () => {
    expect(cleanInput('[a]{b}*c!d?e^f%g#h/i\\j')).toBe('abcdefghij');
    expect(cleanInput('Nyeri! perut?')).toBe('Nyeri perut');
  });

  it('collapses spaces left next to each other by a removed character', () => {
    expect(cleanInput('a ! b')).toBe('a b');
    expect(cleanInput('# a')).toBe('a');
  });

  it('keeps other punctuation', () => {
    expect(cleanInput("Jl. Merdeka No. 5, RT 01-02 (dekat pasar) & 'x' @ 50$")).toBe(
      "Jl. Merdeka No. 5, RT 01-02 (dekat pasar) & 'x' @ 50$",
    );
  });

  it('multiline keeps line breaks but cleans each line start', () => {
    expect(cleanInput('  Keluhan:\n   demam  tinggi\r\n\n batuk', { multiline: true })).toBe(
      'Keluhan:\ndemam tinggi\n\nbatuk',
    );
  });

  for (const multiline of [false, true]) {
    it(`property (multiline: ${multiline}): idempotent, no leading or double space, no removed character`, () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const out = cleanInput(text, { multiline });
          expect(cleanInput(out, { multiline })).toBe(out);
          expect(out).not.toMatch(/^\s/);
          expect(out).not.toContain('  ');
          for (const ch of REMOVED_CHARACTERS) expect(out).not.toContain(ch);
          if (!multiline) expect(out).not.toMatch(/[^\S ]/);
        }),
        { numRuns: 500 },
      );
    });
  }
});
