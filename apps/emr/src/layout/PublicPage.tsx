import styled from 'styled-components';

/**
 * The empty layout of the pages outside the main layout (login, the public-display hand-over): a
 * box in the middle of a quiet background.
 */
export const PublicPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--ds-space-5);
  background: var(--ds-color-surface-sunken);
`;

export const PublicBox = styled.section`
  width: min(var(--public-box-width, 400px), 100%);
  display: grid;
  gap: var(--ds-space-5);
  padding: var(--ds-space-7) var(--ds-space-6);
  border-radius: var(--ds-radius-lg);
  border: 1px solid var(--ds-color-border);
  background: var(--ds-color-surface-raised);
  h1 {
    margin: 0;
    font-size: var(--ds-font-size-xl);
  }
  p {
    margin: 0;
    color: var(--ds-color-text-muted);
  }
`;
