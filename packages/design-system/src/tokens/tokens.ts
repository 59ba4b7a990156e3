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
  /** The one figure a screen is about (a called number), as text on `bg`. */
  highlight: palette.blue[700],
  /** Text on a `highlight` band. */
  onHighlight: palette.white,
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

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The semantic colours of a theme: the same names, each theme its values. */
export type SemanticColours = Widen<typeof colourValues>;

/**
 * The display theme's colours: public screens (queue boards, bed board, kiosks) seen across a
 * lobby. A night-blue ground, white text, yellow for the called number and focus, light-blue
 * actions with dark text; every pair meets the same AA checks as the light theme.
 */
export const displayColourValues: SemanticColours = {
  bg: palette.navy[900],
  surface: palette.navy[850],
  surfaceRaised: palette.navy[800],
  surfaceSunken: palette.navy[950],
  text: palette.white,
  textMuted: palette.navy[200],
  border: palette.navy[700],
  borderStrong: palette.navy[500],
  accent: palette.sky[400],
  accentHover: palette.sky[350],
  accentPressed: palette.sky[300],
  onAccent: palette.navy[900],
  accentSubtle: palette.navy[750],
  danger: palette.coral[400],
  dangerHover: palette.coral[300],
  onDanger: palette.navy[900],
  focus: palette.yellow[400],
  highlight: palette.yellow[400],
  onHighlight: palette.navy[900],
  overlay: 'rgba(4, 12, 22, 0.7)',
  status: {
    neutral: {
      bg: palette.navy[750],
      fg: palette.navy[100],
      border: palette.navy[600],
      solid: palette.navy[400],
      onSolid: palette.navy[900],
    },
    info: {
      bg: palette.sky[900],
      fg: palette.sky[300],
      border: palette.sky[500],
      solid: palette.sky[400],
      onSolid: palette.navy[900],
    },
    progress: {
      bg: palette.lavender[900],
      fg: palette.lavender[300],
      border: palette.lavender[500],
      solid: palette.lavender[400],
      onSolid: palette.navy[900],
    },
    success: {
      bg: palette.mint[900],
      fg: palette.mint[300],
      border: palette.mint[500],
      solid: palette.mint[400],
      onSolid: palette.navy[900],
    },
    warning: {
      bg: palette.yellow[900],
      fg: palette.yellow[300],
      border: palette.yellow[500],
      solid: palette.yellow[400],
      onSolid: palette.navy[900],
    },
    danger: {
      bg: palette.coral[900],
      fg: palette.coral[200],
      border: palette.coral[500],
      solid: palette.coral[450],
      onSolid: palette.navy[900],
    },
    muted: {
      bg: palette.navy[825],
      fg: palette.navy[300],
      border: palette.navy[700],
      solid: palette.navy[700],
      onSolid: palette.navy[100],
    },
  },
};

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

/**
 * The display theme's type, space and corner scales, in viewport units: a screen is read across a
 * room, so everything grows with it (the `md` text is 3.2vmin: 35 px on a 1080p TV, about 2 cm on
 * a 55-inch one, readable at 5 m). The same steps as the light theme, so components need nothing.
 */
export const displayFontSize: Readonly<Record<keyof typeof fontSize, string>> = {
  xs: '2.2vmin',
  sm: '2.6vmin',
  md: '3.2vmin',
  lg: '3.6vmin',
  xl: '4.4vmin',
  '2xl': '6vmin',
};
export const displaySpace: Readonly<Record<SpaceStep, string>> = {
  0: '0',
  1: '0.2vmin',
  2: '0.4vmin',
  3: '0.8vmin',
  4: '1.2vmin',
  5: '1.6vmin',
  6: '2vmin',
  7: '3vmin',
  8: '4vmin',
};
export const displayRadius: Readonly<Record<keyof typeof radius, string>> = {
  sm: '0.6vmin',
  md: '1vmin',
  lg: '1.5vmin',
  full: '999px',
};

/**
 * The themes: 'light' for the staff app, 'display' for public screens. A theme gives values to the
 * same CSS variables; weights, line heights and families are shared.
 */
export const themes = {
  light: { colours: colourValues as SemanticColours, space, fontSize, radius, scheme: 'light' },
  display: {
    colours: displayColourValues,
    space: displaySpace,
    fontSize: displayFontSize,
    radius: displayRadius,
    scheme: 'dark',
  },
} as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];

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

/** Every CSS custom property of a theme (default 'light'), name (with `--`) to value. */
export function cssVariables(theme: ThemeName = 'light'): Leaves {
  const t = themes[theme];
  const out: Leaves = {};
  flatten('--ds-palette', palette, out);
  flatten('--ds-color', t.colours, out);
  flatten('--ds-space', t.space, out);
  flatten('--ds-radius', t.radius, out);
  flatten('--ds-font-size', t.fontSize, out);
  flatten('--ds-font-weight', fontWeight, out);
  flatten('--ds-line-height', lineHeight, out);
  flatten('--ds-font-family', fontFamily, out);
  out['--ds-focus-ring'] = `0 0 0 2px ${t.colours.bg}, 0 0 0 4px ${t.colours.focus}`;
  return out;
}

/** A theme as one CSS declaration block (used by the global style). */
export function cssVariablesText(theme: ThemeName = 'light'): string {
  return Object.entries(cssVariables(theme))
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
