import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './palette';
import {
  colourValues,
  cssVariables,
  displayColourValues,
  shadow,
  statusTones,
  themeNames,
  themes,
  tokens,
} from './tokens';

describe('contrast', () => {
  it('computes the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
  it('rejects a colour that is not #RRGGBB', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow();
  });
});

describe.each(themeNames)('WCAG AA of the semantic tokens: %s theme', (theme) => {
  const c = themes[theme].colours;
  it.each(statusTones)('status tone %s: text on chip >= 4.5, band text >= 4.5', (tone) => {
    const t = c.status[tone];
    expect(contrastRatio(t.fg, t.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.onSolid, t.solid)).toBeGreaterThanOrEqual(4.5);
    // A figure of that tone on a tile (Stats) and the page.
    expect(contrastRatio(t.fg, c.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.fg, c.bg)).toBeGreaterThanOrEqual(4.5);
  });
  it('body, muted text, accent, danger and focus ring', () => {
    const {
      bg,
      surface,
      surfaceRaised,
      text,
      textMuted,
      accent,
      onAccent,
      danger,
      onDanger,
      focus,
    } = c;
    expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(text, surfaceRaised)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(textMuted, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(textMuted, surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent, accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent, c.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDanger, danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(danger, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(focus, bg)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(c.borderStrong, bg)).toBeGreaterThanOrEqual(3);
  });
  it('highlight: the called number on the page and on a panel, text on a highlight band', () => {
    expect(contrastRatio(c.highlight, c.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.highlight, c.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onHighlight, c.highlight)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themes', () => {
  it('give every semantic colour a value in each theme', () => {
    const names = (theme: (typeof themeNames)[number]) =>
      Object.keys(cssVariables(themes[theme])).filter((n) => n.startsWith('--ds-color-'));
    expect(names('display')).toEqual(names('light'));
    expect(names('light').length).toBeGreaterThan(40);
  });
  it('the display theme is dark and scales type and space with the screen', () => {
    const vars = cssVariables(themes.display);
    expect(vars['--ds-color-bg']).toBe(displayColourValues.bg);
    expect(contrastRatio(displayColourValues.bg, '#000000')).toBeLessThan(2);
    expect(vars['--ds-font-size-md']).toMatch(/vmin$/);
    expect(vars['--ds-space-5']).toMatch(/vmin$/);
    expect(vars['--ds-focus-ring']).toContain(displayColourValues.focus);
    expect(cssVariables()['--ds-font-size-md']).toBe('16px');
  });
});

describe('CSS variables', () => {
  it('has one bg/fg/border variable per status tone', () => {
    const vars = cssVariables();
    for (const tone of statusTones) {
      expect(vars[`--ds-color-status-${tone}-bg`]).toBe(colourValues.status[tone].bg);
      expect(vars[`--ds-color-status-${tone}-fg`]).toBe(colourValues.status[tone].fg);
      expect(vars[`--ds-color-status-${tone}-border`]).toBe(colourValues.status[tone].border);
    }
    expect(vars['--ds-palette-red-700']).toBe(palette.red[700]);
    expect(vars['--ds-color-text-muted']).toBe(colourValues.textMuted);
  });
  it('the typed tokens reference variables that exist', () => {
    const vars = cssVariables();
    const name = (ref: string) => ref.replace(/^var\((.*)\)$/, '$1');
    expect(tokens.color.status.warning.fg).toBe('var(--ds-color-status-warning-fg)');
    for (const ref of [
      tokens.color.accentHover,
      tokens.space[5],
      tokens.radius.md,
      tokens.fontSize.sm,
      tokens.focusRing,
      tokens.fontFamily.sans,
    ]) {
      expect(vars[name(ref)]).toBeDefined();
    }
  });
});

describe('shadow tokens', () => {
  it('are CSS variables of every theme, referenced by tokens.shadow', () => {
    for (const theme of themeNames) {
      const vars = cssVariables(themes[theme]);
      expect(vars['--ds-shadow-popover']).toBe(shadow.popover);
      expect(vars['--ds-shadow-dialog']).toBe(shadow.dialog);
      expect(vars['--ds-shadow-drawer']).toBe(shadow.drawer);
    }
    expect(tokens.shadow.dialog).toBe('var(--ds-shadow-dialog)');
  });
});
