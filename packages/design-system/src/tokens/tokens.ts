import { palette } from './palette';

/** The status tones of `@simrs/domain`; every status list maps each code to one of them. */
export const statusTones = [
  'neutral',
  'info',
  'progress',
  'success',
  'warning',
  'danger',
  'muted',
] as const;
export type StatusTone = (typeof statusTones)[number];

export interface ToneColours {
  /** Chip background. */
  bg: string;
  /** Text on `bg` (WCAG AA, at least 4.5:1). */
  fg: string;
  /** Border (non-text contrast against the page). */
  border: string;
  /** A solid swatch for bands (scale colour bars), paired with `onSolid` text. */
  solid: string;
  onSolid: string;
}

/** Semantic colour values (hex), the single source the CSS variables are generated from. */
export const colourValues = {
  bg: palette.white,
  surface: palette.gray[50],
  surfaceRaised: palette.white,
  surfaceSunken: palette.gray[100],
  text: palette.gray[900],
  textMuted: palette.gray[600],
  border: palette.gray[300],
  borderStrong: palette.gray[500],
  accent: palette.blue[600],
  accentHover: palette.blue[700],
  accentPressed: palette.blue[900],
  onAccent: palette.white,
  accentSubtle: palette.blue[50],
  danger: palette.red[700],
  dangerHover: palette.red[900],
  onDanger: palette.white,
  focus: palette.blue[500],
  overlay: 'rgba(21, 28, 35, 0.45)',
  status: {
    neutral: {
      bg: palette.gray[100],
      fg: palette.gray[700],
      border: palette.gray[300],
      solid: palette.gray[600],
      onSolid: palette.white,
    },
    info: {
      bg: palette.blue[50],
      fg: palette.blue[700],
      border: palette.blue[300],
      solid: palette.blue[600],
      onSolid: palette.white,
    },
    progress: {
      bg: palette.violet[50],
      fg: palette.violet[700],
      border: palette.violet[300],
      solid: palette.violet[700],
      onSolid: palette.white,
    },
    success: {
      bg: palette.green[50],
      fg: palette.green[700],
      border: palette.green[300],
      solid: palette.green[700],
      onSolid: palette.white,
    },
    warning: {
      bg: palette.amber[50],
      fg: palette.amber[700],
      border: palette.amber[300],
      solid: palette.amber[300],
      onSolid: palette.amber[900],
    },
    danger: {
      bg: palette.red[50],
      fg: palette.red[700],
      border: palette.red[300],
      solid: palette.red[700],
      onSolid: palette.white,
    },
    muted: {
      bg: palette.gray[50],
      fg: palette.gray[600],
      border: palette.gray[200],
      solid: palette.gray[200],
      onSolid: palette.gray[900],
    },
  } satisfies Record<StatusTone, ToneColours>,
} as const;

export const space = {
  0: '0',
  1: '2px',
  2: '4px',
  3: '8px',
  4: '12px',
  5: '16px',
  6: '24px',
  7: '32px',
  8: '48px',
} as const;

/** A step of the spacing scale (`--ds-space-{step}`), as layout components take it. */
export type SpaceStep = keyof typeof space;

/**
 * Layout breakpoints in CSS pixels (media and container queries cannot read CSS variables).
 * `md`: below it the sidebar is an overlay and `Columns` fold into one column.
 */
export const breakpoints = { md: 768, lg: 992 } as const;

export const radius = { sm: '4px', md: '6px', lg: '10px', full: '999px' } as const;

export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  '2xl': '28px',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;
export const fontFamily = {
  sans: "'Inter', 'DejaVu Sans', system-ui, sans-serif",
  mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
} as const;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Leaves = Record<string, string>;

function flatten(prefix: string, source: object, out: Leaves): Leaves {
  for (const [key, value] of Object.entries(source)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'object' && value !== null) flatten(name, value, out);
  }
  return out;
}

/** Every CSS custom property of the theme, name (with `--`) to value. */
export function cssVariables(): Leaves {
  const out: Leaves = {};
  flatten('--ds-palette', palette, out);
  flatten('--ds-color', colourValues, out);
  flatten('--ds-space', space, out);
  flatten('--ds-radius', radius, out);
  flatten('--ds-font-size', fontSize, out);
  flatten('--ds-font-weight', fontWeight, out);
  flatten('--ds-line-height', lineHeight, out);
  flatten('--ds-font-family', fontFamily, out);
  out['--ds-focus-ring'] = `0 0 0 2px ${colourValues.bg}, 0 0 0 4px ${colourValues.focus}`;
  return out;
}

/** The theme as one CSS declaration block (used by the global style). */
export function cssVariablesText(): string {
  return Object.entries(cssVariables())
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

function varTree<T extends object>(prefix: string, source: T): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const name = `${prefix}-${kebab(key)}`;
    out[key] = typeof value === 'string' ? `var(${name})` : varTree(name, value as object);
  }
  return out as VarTree<T>;
}

/** Typed references to the semantic tokens, e.g. `tokens.color.status.danger.bg`. */
export const tokens = {
  color: varTree('--ds-color', colourValues),
  space: varTree('--ds-space', space),
  radius: varTree('--ds-radius', radius),
  fontSize: varTree('--ds-font-size', fontSize),
  fontWeight: varTree('--ds-font-weight', fontWeight),
  lineHeight: varTree('--ds-line-height', lineHeight),
  fontFamily: varTree('--ds-font-family', fontFamily),
  focusRing: 'var(--ds-focus-ring)',
} as const;
