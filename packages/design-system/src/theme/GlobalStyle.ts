import { createGlobalStyle } from 'styled-components';
import { cssVariablesText } from '../tokens';

const variables = cssVariablesText();

/** Declares every token as a CSS variable and sets the base typography. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${variables}
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
