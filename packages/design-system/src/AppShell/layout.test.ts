import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT, layoutForWidth, MOBILE_BREAKPOINT } from './layout';

describe('layoutForWidth', () => {
  it('follows the spec breakpoints: mobile under 768, tablet 768-991, desktop from 992', () => {
    expect([MOBILE_BREAKPOINT, DESKTOP_BREAKPOINT]).toEqual([768, 992]);
    expect(layoutForWidth(375)).toBe('overlay');
    expect(layoutForWidth(767)).toBe('overlay');
    expect(layoutForWidth(768)).toBe('tablet');
    expect(layoutForWidth(800)).toBe('tablet');
    expect(layoutForWidth(991)).toBe('tablet');
    expect(layoutForWidth(992)).toBe('docked');
    expect(layoutForWidth(1280)).toBe('docked');
  });

  it('takes an unmeasured shell for a desktop', () => {
    expect(layoutForWidth(0)).toBe('docked');
  });
});
