import { readFileSync } from 'node:fs';
import { statusVocabularies } from '@simrs/domain';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./StatusLists.stories.tsx', import.meta.url), 'utf8');

describe('generated status-list stories', () => {
  it('has exactly one story per status list of the registry, in registry order', () => {
    const found = [...source.matchAll(/vocabularyById\('(\w+)'\)/g)].map((m) => m[1]);
    expect(found).toEqual(statusVocabularies.map((v) => v.id));
  });
  it('names each story after its list', () => {
    const names = [...source.matchAll(/export const (\w+): Story/g)].map((m) => m[1]);
    expect(names).toEqual(
      statusVocabularies.map((v) => v.id.charAt(0).toUpperCase() + v.id.slice(1)),
    );
  });
});

describe('status-list captions', () => {
  // The lists' titles are the stories' and the filters' captions: Indonesian, with the codes
  // (MR, PR, PO, DO) kept. No spec text prescribes the English names of the logistics documents.
  const english = /\b(request|purchase|order|delivery)\b/i;
  it.each(statusVocabularies.map((v) => [v.id, v.title] as const))(
    '%s: %s is Indonesian',
    (_, title) => {
      expect(title).not.toMatch(english);
    },
  );
});
