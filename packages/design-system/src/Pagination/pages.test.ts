import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  lastPageOf,
  PAGE_SIZE_CHOICES,
  type PageItem,
  pageItems,
  pageRange,
} from './pages';

const show = (items: PageItem[]) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('page sizes', () => {
  it('defaults to 25 and offers 10, 20, 25 and 30', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(PAGE_SIZE_CHOICES).toEqual([10, 20, 25, 30]);
  });
});

describe('lastPageOf', () => {
  it('rounds up and never goes below 1', () => {
    expect(lastPageOf(120, 25)).toBe(5);
    expect(lastPageOf(126, 25)).toBe(6);
    expect(lastPageOf(0, 25)).toBe(1);
  });
});

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('puts gaps around the current page of a long list', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 … 20');
    expect(show(pageItems(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageItems(20, 20))).toBe('1 … 19 20');
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('clamps a current page outside the range', () => {
    expect(show(pageItems(99, 3))).toBe('1 2 3');
    expect(show(pageItems(0, 3))).toBe('1 2 3');
  });

  it('always lists first, current and last once, in order, and no gap hides one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const last = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageItems(current, last);
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages).toContain(1);
        expect(pages).toContain(current);
        expect(pages).toContain(last);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        items.forEach((item, index) => {
          if (item.type !== 'gap') return;
          const before = items[index - 1];
          const after = items[index + 1];
          if (before?.type !== 'page' || after?.type !== 'page') throw new Error('stray gap');
          expect(after.page - before.page).toBeGreaterThan(2);
        });
      }),
    );
  });
});

describe('pageRange', () => {
  it('gives the rows shown on a page', () => {
    expect(pageRange(1, 25, 120)).toEqual({ from: 1, to: 25 });
    expect(pageRange(5, 25, 120)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
