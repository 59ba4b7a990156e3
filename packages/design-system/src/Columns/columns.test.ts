import { describe, expect, it } from 'vitest';
import { columnsTemplate } from './Columns';

describe('columnsTemplate', () => {
  it('fits as many minimum-width columns as the width allows by default', () => {
    expect(columnsTemplate(undefined, 240)).toBe('repeat(auto-fit, minmax(min(100%, 240px), 1fr))');
  });
  it('takes a count of equal columns (at least one)', () => {
    expect(columnsTemplate(3, 240)).toBe('repeat(3, minmax(0, 1fr))');
    expect(columnsTemplate(0, 240)).toBe('repeat(1, minmax(0, 1fr))');
  });
  it('takes proportions', () => {
    expect(columnsTemplate([3, 2], 240)).toBe('minmax(0, 3fr) minmax(0, 2fr)');
    expect(columnsTemplate([], 200)).toBe('repeat(auto-fit, minmax(min(100%, 200px), 1fr))');
  });
});
