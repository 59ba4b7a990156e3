import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanClinicalText, cleanInput, INPUT_FILTERS, REMOVED_CHARACTERS } from '../src';
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

describe('cleanClinicalText (clinical narrative)', () => {
  it("keeps the characters clinical writing needs: '120/80', '95%', '#3'", () => {
    expect(cleanClinicalText('TD 120/80 mmHg, SpO2 95%, luka #3 [kiri]')).toBe(
      'TD 120/80 mmHg, SpO2 95%, luka #3 [kiri]',
    );
  });

  it('tidies spaces and lines as a text area does, removes control characters, idempotent', () => {
    const raw = '   S:  nyeri\r\n  O:\tTD 120/80\u0007';
    const once = cleanClinicalText(raw);
    expect(once).toBe('S: nyeri\nO: TD 120/80');
    expect(cleanClinicalText(once)).toBe(once);
  });

  it('is the clinical input kind', () => {
    expect(INPUT_FILTERS.clinical('N 88 x/menit')).toBe('N 88 x/menit');
    expect(INPUT_FILTERS.text('N 88 x/menit')).toBe('N 88 xmenit');
  });
});
