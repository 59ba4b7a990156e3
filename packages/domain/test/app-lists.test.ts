import { describe, expect, it } from 'vitest';
import {
  cpptType,
  DEFAULT_PAGE_SIZE,
  operationRole,
  optionList,
  pageModeOf,
  pageSizeOption,
  pendingBadge,
  statusList,
} from '../src';
import { findScreen } from '../src/screens';

describe('screen vocabularies', () => {
  it.each([
    [undefined, 'list'],
    [null, 'list'],
    ['', 'list'],
    ['add', 'add'],
    ['edit', 'edit'],
    ['RM-000123', 'edit'],
  ])('pageSlug %j selects %s', (slug, mode) => {
    expect(pageModeOf(slug)).toBe(mode);
  });

  it('offers the spec page sizes and defaults to 25', () => {
    expect(pageSizeOption.entries.map((e) => e.code)).toEqual([10, 20, 30]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it('names existing routes for operation roles and CPPT kinds', () => {
    for (const { code } of operationRole.entries) expect(findScreen(code), code).toBeDefined();
    for (const { code } of cpptType.entries) expect(findScreen(`cppt-${code}`), code).toBeDefined();
  });

  it('lists the seven pending badges of the Notification calls', () => {
    expect(pendingBadge.entries).toHaveLength(7);
  });
});

describe('builders', () => {
  it('refuse an empty list and mixed code types', () => {
    expect(() => optionList('empty', 'Kosong', [])).toThrow(/no entries/);
    expect(() =>
      optionList('mixed', 'Campur', [
        { code: 1, label: 'Satu', tone: 'neutral' },
        { code: '2', label: 'Dua', tone: 'neutral' },
      ]),
    ).toThrow(/mixes code types/);
  });

  it('prepend ALL to status lists', () => {
    const list = statusList('demoStatus', 'Demo', [{ code: 'X', label: 'Iks', tone: 'info' }]);
    expect(list.entries.map((e) => e.code)).toEqual(['ALL', 'X']);
    expect(list.kind).toBe('status');
  });
});
