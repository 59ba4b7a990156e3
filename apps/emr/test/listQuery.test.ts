import { parseListQuery } from '@simrs/design-system';
import { describe, expect, it } from 'vitest';
import { applyQueryChange } from '../src/resources/ResourceList';

describe('list query changes', () => {
  it('applies only what the action changed onto the current address', () => {
    // Rendered with a search; Reset has already cleared it in the address when the sort comes.
    const rendered = parseListQuery('search=E2E-1&page=2');
    const sorted = { ...rendered, sortByField: 'code', sortByType: 'asc' as const };
    const now = new URLSearchParams('');
    expect(applyQueryChange(rendered, sorted, now).toString()).toBe(
      'sortByField=code&sortByType=asc',
    );
  });

  it('keeps other parameters of the address and clears a removed sort', () => {
    const rendered = parseListQuery('search=poli&sortByField=code&sortByType=desc');
    const reset = { page: 1, shown: rendered.shown, search: '' };
    const now = new URLSearchParams('search=poli&sortByField=code&sortByType=desc&status=Y');
    expect(applyQueryChange(rendered, reset, now).toString()).toBe('status=Y');
  });

  it('a page change keeps the search typed meanwhile', () => {
    const rendered = parseListQuery('');
    const next = { ...rendered, page: 3 };
    expect(applyQueryChange(rendered, next, new URLSearchParams('search=anak')).toString()).toBe(
      'page=3&search=anak',
    );
  });
});
