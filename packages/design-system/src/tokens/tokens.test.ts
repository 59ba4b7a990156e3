import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './palette';
import { colourValues, cssVariables, statusTones, tokens } from './tokens';

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

describe('WCAG AA of the semantic tokens', () => {
  it.each(statusTones)('status tone %s: text on chip >= 4.5, band text >= 4.5', (tone) => {
    const c = colourValues.status[tone];
    expect(contrastRatio(c.fg, c.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.onSolid, c.solid)).toBeGreaterThanOrEqual(4.5);
  });
  it('body, muted text, accent, danger and focus ring', () => {
    const { bg, surface, text, textMuted, accent, onAccent, danger, onDanger, focus } =
      colourValues;
    expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(textMuted, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent, accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent, colourValues.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDanger, danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(focus, bg)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colourValues.borderStrong, bg)).toBeGreaterThanOrEqual(3);
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
