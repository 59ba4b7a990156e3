import { createGlobalStyle } from 'styled-components';
import { cssVariablesText, lightTheme, type Theme } from '../tokens';

const texts = new WeakMap<Theme, string>();
/** A theme's declarations, built once per theme. */
function variablesOf(theme: Theme): string {
  let text = texts.get(theme);
  if (text === undefined) {
    text = cssVariablesText(theme);
    texts.set(theme, text);
  }
  return text;
}

/** Declares every token of the theme as a CSS variable on the root and sets the base typography. */
export const GlobalStyle = createGlobalStyle<{ $theme?: Theme }>`
  :root {
    ${(p) => variablesOf(p.$theme ?? lightTheme)}
    color-scheme: ${(p) => (p.$theme ?? lightTheme).scheme};
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
