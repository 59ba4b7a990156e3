import { describe, expect, it } from 'vitest';
import { PRINT_WINDOW_SIZE, pageSizeCss, printWindowFeatures } from './sizes';

describe('print sizes', () => {
  it('opens the spec window of 302 x 350 at the corner', () => {
    expect(PRINT_WINDOW_SIZE).toEqual({ width: 302, height: 350 });
    expect(printWindowFeatures(302, 350)).toBe('popup=yes,width=302,height=350,left=0,top=0');
  });

  it('refuses sizes a browser would ignore', () => {
    expect(() => printWindowFeatures(0, 350)).toThrow(RangeError);
    expect(() => printWindowFeatures(302.5, 350)).toThrow(RangeError);
  });

  it('gives roll paper an automatic height and labels a fixed one', () => {
    expect(pageSizeCss('ticket')).toBe('80mm auto');
    expect(pageSizeCss('receipt')).toBe('80mm auto');
    expect(pageSizeCss('label')).toBe('50mm 30mm');
    expect(pageSizeCss('card')).toBe('85.6mm 54mm');
  });
});
