import { createGlobalStyle } from 'styled-components';
import { cssVariablesText, type ThemeName, themes } from '../tokens';

const variables = {
  light: cssVariablesText('light'),
  display: cssVariablesText('display'),
} satisfies Record<ThemeName, string>;

/**
 * Declares every token of the theme as a CSS variable on the root and sets the base typography.
 * `[data-ds-theme]` re-declares them for a part of the page (`ThemeScope`).
 */
export const GlobalStyle = createGlobalStyle<{ $theme?: ThemeName }>`
  :root {
    ${(p) => variables[p.$theme ?? 'light']}
    color-scheme: ${(p) => themes[p.$theme ?? 'light'].scheme};
  }
  [data-ds-theme='light'] {
    ${variables.light}
    color-scheme: light;
  }
  [data-ds-theme='display'] {
    ${variables.display}
    color-scheme: dark;
  }
  [data-ds-theme] {
    color: var(--ds-color-text);
    background: var(--ds-color-bg);
    font-size: var(--ds-font-size-sm);
  }
  body {
    margin: 0;
    font-family: var(--ds-font-family-sans);
    font-size: var(--ds-font-size-sm);
    line-height: var(--ds-line-height-normal);
    color: var(--ds-color-text);
    background: var(--ds-color-bg);
    -webkit-font-smoothing: antialiased;
  }
  *, *::before, *::after { box-sizing: border-box; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
