import { describe, expect, it } from 'vitest';
import { emptyListMessage } from './EmptyState';

describe('emptyListMessage', () => {
  it('names the search term while a search is active', () => {
    expect(emptyListMessage('Poli', 'jantung')).toBe("Search with keyword 'jantung' not found");
  });

  it('trims the term and falls back to the page title for a blank one', () => {
    expect(emptyListMessage('Poli', '  gigi ')).toBe("Search with keyword 'gigi' not found");
    expect(emptyListMessage('Poli', '   ')).toBe('Poli not found');
    expect(emptyListMessage(' Data Obat ')).toBe('Data Obat not found');
    expect(emptyListMessage('Poli', null)).toBe('Poli not found');
  });
});
