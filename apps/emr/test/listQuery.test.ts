import { parseListQuery } from '@simrs/design-system';
import { describe, expect, it } from 'vitest';
import {
  applyQueryChange,
  sortingAsSort,
  withAnsweredPage,
  withDeleted,
} from '../src/resources/ResourceList';

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

  it("shows an address's 'sorting' as the table's sort (spec 2.1)", () => {
    const rewrite = (address: string) =>
      sortingAsSort(new URLSearchParams(address))?.toString() ?? null;
    expect(rewrite('sorting=name,desc&page=2')).toBe('page=2&sortByField=name&sortByType=desc');
    expect(rewrite('sorting=name')).toBe('sortByField=name&sortByType=asc');
    // An explicit sort wins; a malformed one is dropped; nothing to do without one.
    expect(rewrite('sorting=name,desc&sortByField=code&sortByType=asc')).toBe(
      'sortByField=code&sortByType=asc',
    );
    expect(rewrite('sorting=a;b')).toBe('');
    expect(rewrite('page=2')).toBeNull();
    expect(parseListQuery(sortingAsSort(new URLSearchParams('sorting=code,desc')) ?? '')).toEqual({
      page: 1,
      shown: 25,
      search: '',
      sortByField: 'code',
      sortByType: 'desc',
    });
  });

  it("keeps the list's place after a delete, until the next action", () => {
    const deleted = withDeleted(new URLSearchParams('page=3&search=poli'), 12);
    expect(deleted.toString()).toBe('page=3&search=poli&delete=12');
    // The server answered page 2 (page 3 is gone): the address follows.
    expect(withAnsweredPage(deleted, 2).toString()).toBe('page=2&search=poli&delete=12');
    expect(withAnsweredPage(deleted, 1).toString()).toBe('search=poli&delete=12');
    // The next action starts from the list as it is now.
    const rendered = parseListQuery(withAnsweredPage(deleted, 2));
    const next = { ...rendered, page: 1 };
    expect(applyQueryChange(rendered, next, withAnsweredPage(deleted, 2)).toString()).toBe(
      'search=poli',
    );
  });
});
