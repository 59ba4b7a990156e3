import { describe, expect, it } from 'vitest';
import {
  initialListQuery,
  listQueryToSearchParams,
  parseListQuery,
  resetListQuery,
  sortOf,
  withPage,
  withSearch,
  withShown,
  withSort,
} from './listQuery';

describe('parseListQuery', () => {
  it('reads every parameter of the list query', () => {
    expect(
      parseListQuery('page=3&shown=10&search=gigi&sortByField=nama&sortByType=desc&status=Y'),
    ).toEqual({ page: 3, shown: 10, search: 'gigi', sortByField: 'nama', sortByType: 'desc' });
  });

  it('falls back to page 1, 25 rows and no sort for missing or bad values', () => {
    expect(parseListQuery('')).toEqual(initialListQuery);
    expect(parseListQuery('page=0&shown=-5&sortByType=desc')).toEqual(initialListQuery);
    expect(parseListQuery('page=2.5&shown=abc')).toEqual(initialListQuery);
    expect(parseListQuery('sortByField=nama&sortByType=sideways')).toEqual({
      ...initialListQuery,
      sortByField: 'nama',
      sortByType: 'asc',
    });
  });
});

describe('listQueryToSearchParams', () => {
  it('leaves out the defaults and keeps the other parameters', () => {
    expect(listQueryToSearchParams(initialListQuery).toString()).toBe('');
    const extra = new URLSearchParams('status=Y&page=9');
    expect(
      listQueryToSearchParams(
        { page: 2, shown: 10, search: 'anak', sortByField: 'kode', sortByType: 'desc' },
        extra,
      ).toString(),
    ).toBe('status=Y&page=2&shown=10&search=anak&sortByField=kode&sortByType=desc');
  });

  it('round-trips through parseListQuery', () => {
    const query = {
      page: 4,
      shown: 30,
      search: 'mata',
      sortByField: 'tarif',
      sortByType: 'asc',
    } as const;
    expect(parseListQuery(listQueryToSearchParams(query))).toEqual(query);
  });
});

describe('query transitions', () => {
  const base = { page: 5, shown: 10, search: 'x', sortByField: 'nama', sortByType: 'asc' } as const;

  it('goes back to page 1 on a new search, sort or page size', () => {
    expect(withSearch(base, ' gigi ')).toEqual({ ...base, search: 'gigi', page: 1 });
    expect(withSort(base, { sortByField: 'kode', sortByType: 'desc' })).toEqual({
      ...base,
      sortByField: 'kode',
      sortByType: 'desc',
      page: 1,
    });
    expect(withShown(base, 30)).toEqual({ ...base, shown: 30, page: 1 });
    expect(withPage(base, 2)).toEqual({ ...base, page: 2 });
  });

  it('reset clears search and sort but keeps the page size', () => {
    expect(resetListQuery(base)).toEqual({ page: 1, shown: 10, search: '' });
    expect(sortOf(resetListQuery(base))).toBeNull();
    expect(sortOf(base)).toEqual({ sortByField: 'nama', sortByType: 'asc' });
  });
});
