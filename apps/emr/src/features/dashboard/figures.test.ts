import { describe, expect, it } from 'vitest';
import { figureHref, figureText } from './figures';

describe('figureText', () => {
  it('formats an exact count the Indonesian way', () => {
    expect(figureText({ value: 0, totalExact: true })).toBe('0');
    expect(figureText({ value: 1234, totalExact: true })).toBe('1.234');
  });

  it("says 'lebih dari' for a bounded count", () => {
    expect(figureText({ value: 1000, totalExact: false })).toBe('lebih dari 1.000');
  });
});

describe('figureHref', () => {
  it('keeps an app path and drops anything else', () => {
    expect(figureHref({ href: '/admisi-antrean' })).toBe('/admisi-antrean');
    expect(figureHref({})).toBeNull();
    expect(figureHref({ href: 'https://example.com/' })).toBeNull();
    expect(figureHref({ href: '//example.com/x' })).toBeNull();
    expect(figureHref({ href: 'javascript:alert(1)' })).toBeNull();
  });
});
