import { displayPalette, palette } from './palette';

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
export const displayColourValues: SemanticColours = /* @__PURE__ */ displayColours();

// A function (called as pure) so a bundle without the display theme drops the property reads too.
function displayColours(): SemanticColours {
  return {
    bg: displayPalette.navy[900],
    surface: displayPalette.navy[850],
    surfaceRaised: displayPalette.navy[800],
    surfaceSunken: displayPalette.navy[950],
    text: palette.white,
    textMuted: displayPalette.navy[200],
    border: displayPalette.navy[700],
    borderStrong: displayPalette.navy[500],
    accent: displayPalette.sky[400],
    accentHover: displayPalette.sky[350],
    accentPressed: displayPalette.sky[300],
    onAccent: displayPalette.navy[900],
    accentSubtle: displayPalette.navy[750],
    danger: displayPalette.coral[400],
    dangerHover: displayPalette.coral[300],
    onDanger: displayPalette.navy[900],
    focus: displayPalette.yellow[400],
    highlight: displayPalette.yellow[400],
    onHighlight: displayPalette.navy[900],
    overlay: 'rgba(4, 12, 22, 0.7)',
    status: {
      neutral: {
        bg: displayPalette.navy[750],
        fg: displayPalette.navy[100],
        border: displayPalette.navy[600],
        solid: displayPalette.navy[400],
        onSolid: displayPalette.navy[900],
      },
      info: {
        bg: displayPalette.sky[900],
        fg: displayPalette.sky[300],
        border: displayPalette.sky[500],
        solid: displayPalette.sky[400],
        onSolid: displayPalette.navy[900],
      },
      progress: {
        bg: displayPalette.lavender[900],
        fg: displayPalette.lavender[300],
        border: displayPalette.lavender[500],
        solid: displayPalette.lavender[400],
        onSolid: displayPalette.navy[900],
      },
      success: {
        bg: displayPalette.mint[900],
        fg: displayPalette.mint[300],
        border: displayPalette.mint[500],
        solid: displayPalette.mint[400],
        onSolid: displayPalette.navy[900],
      },
      warning: {
        bg: displayPalette.yellow[900],
        fg: displayPalette.yellow[300],
        border: displayPalette.yellow[500],
        solid: displayPalette.yellow[400],
        onSolid: displayPalette.navy[900],
      },
      danger: {
        bg: displayPalette.coral[900],
        fg: displayPalette.coral[200],
        border: displayPalette.coral[500],
        solid: displayPalette.coral[450],
        onSolid: displayPalette.navy[900],
      },
      muted: {
        bg: displayPalette.navy[825],
        fg: displayPalette.navy[300],
        border: displayPalette.navy[700],
        solid: displayPalette.navy[700],
        onSolid: displayPalette.navy[100],
      },
    },
  };
}

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

/**
 * Elevation: what floats over the page casts a shadow of the darkest grey (the same in both
 * themes). `popover` for menus, list boxes and the calendar; `dialog` for modal dialogs; `drawer`
 * for the sidebar's overlay panel, which slides in from the left.
 */
export const shadow = {
  popover: '0 8px 24px rgba(21, 28, 35, 0.18)',
  dialog: '0 12px 32px rgba(21, 28, 35, 0.25)',
  drawer: '8px 0 24px rgba(21, 28, 35, 0.25)',
} as const;

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

/** A theme: the values of the semantic colours and of the type, space and corner scales. */
export interface Theme {
  name: 'light' | 'display';
  /** The raw scales, declared as `--ds-palette-*` (components use the semantic names). */
  palette: Readonly<Record<string, string | Readonly<Record<string | number, string>>>>;
  colours: SemanticColours;
  space: Readonly<Record<SpaceStep, string>>;
  fontSize: Readonly<Record<keyof typeof fontSize, string>>;
  radius: Readonly<Record<keyof typeof radius, string>>;
  /** The browser's colour scheme for scrollbars and native controls. */
  scheme: 'light' | 'dark';
}
export type ThemeName = Theme['name'];

/** The staff app's theme (the default). */
export const lightTheme: Theme = {
  name: 'light',
  palette,
  colours: colourValues,
  space,
  fontSize,
  radius,
  scheme: 'light',
};

/**
 * Public screens (queue boards, bed board, kiosks). An app that never uses it never bundles it:
 * it is only reached through this export.
 */
export const displayTheme: Theme = /* @__PURE__ */ makeDisplayTheme();

function makeDisplayTheme(): Theme {
  return {
    name: 'display',
    palette: { white: palette.white, ...displayPalette },
    colours: displayColourValues,
    space: displaySpace,
    fontSize: displayFontSize,
    radius: displayRadius,
    scheme: 'dark',
  };
}

/** Every theme by name (tests, stories and docs). */
export const themes: Readonly<Record<ThemeName, Theme>> = {
  light: lightTheme,
  display: displayTheme,
};
export const themeNames = /* @__PURE__ */ Object.keys(themes) as ThemeName[];

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

/** Every CSS custom property of a theme (default the light one), name (with `--`) to value. */
export function cssVariables(theme: Theme = lightTheme): Leaves {
  const t = theme;
  const out: Leaves = {};
  flatten('--ds-palette', t.palette, out);
  flatten('--ds-color', t.colours, out);
  flatten('--ds-space', t.space, out);
  flatten('--ds-radius', t.radius, out);
  flatten('--ds-font-size', t.fontSize, out);
  flatten('--ds-font-weight', fontWeight, out);
  flatten('--ds-line-height', lineHeight, out);
  flatten('--ds-font-family', fontFamily, out);
  flatten('--ds-shadow', shadow, out);
  out['--ds-focus-ring'] = `0 0 0 2px ${t.colours.bg}, 0 0 0 4px ${t.colours.focus}`;
  return out;
}

/** A theme as one CSS declaration block (used by the global style). */
export function cssVariablesText(theme: Theme = lightTheme): string {
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
  shadow: varTree('--ds-shadow', shadow),
  focusRing: 'var(--ds-focus-ring)',
} as const;
