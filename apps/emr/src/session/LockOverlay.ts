import styled from 'styled-components';

/**
 * The lock's layer: above everything of the app (the page, its dialogs at 100 and its toasts at
 * 150), opaque. The lock screen's form sits in it, and the routed app puts one up at once when a
 * session locks before the lock screen's chunk has arrived (`RoutedApp.tsx`).
 */
export const LockOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  overflow: auto;
  padding: var(--ds-space-5);
  background: var(--ds-color-surface-sunken);
`;
