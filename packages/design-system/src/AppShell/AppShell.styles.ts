import styled from 'styled-components';

export const ShellRoot = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  /* minmax(0, ...): a long name or a wide page never widens the shell past the screen. */
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'top top'
    'side main';
  min-height: 100%;
  height: 100%;
  background: var(--ds-color-bg);

  &[data-layout='overlay'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main';
  }
`;

export const TopBar = styled.header`
  grid-area: top;
  position: relative;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: var(--ds-space-4);
  min-height: 56px;
  padding: 0 var(--ds-space-4);
  background: var(--ds-color-surface-raised);
  border-bottom: 1px solid var(--ds-color-border);
`;

export const AppName = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  display: flex;
  align-items: center;
  gap: var(--ds-space-2);
  font-size: var(--ds-font-size-md);
  font-weight: var(--ds-font-weight-bold);
  color: var(--ds-color-text);

  & > [data-part='logo'] {
    flex: none;
    width: auto;
    height: 32px;
    max-width: 96px;
    object-fit: contain;
  }

  & > [data-part='text'] {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const UserBlock = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
  min-width: 0;

  & [data-part='avatar'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    flex: none;
    border-radius: var(--ds-radius-full);
    background: var(--ds-color-accent-subtle);
    color: var(--ds-color-accent-hover);
  }
  & [data-part='name'] {
    display: grid;
    line-height: var(--ds-line-height-tight);
  }
  & [data-part='role'] {
    font-size: var(--ds-font-size-xs);
    color: var(--ds-color-text-muted);
  }
  [data-layout='overlay'] & [data-part='name'] {
    display: none;
  }
`;

export const SideArea = styled.div`
  grid-area: side;
  min-height: 0;
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  /* The page, then the footer: at the bottom of a short page, after the end of a long one. */
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: 1fr auto;
  gap: var(--ds-space-6);
  padding: var(--ds-space-5);
  overflow: auto;
  outline: none;
`;

/** The navigation's progress line along the top bar's lower edge (after 150 ms, to skip flicker). */
export const NavigationLine = styled.div`
  position: absolute;
  inset: auto 0 -1px 0;
  z-index: 1;
  opacity: 0;
  animation: ds-navigation-line-in 0.01s linear 150ms forwards;

  & [data-size='sm'] {
    height: 3px;
    border-radius: 0;
    background: transparent;
    box-shadow: none;
  }
  @keyframes ds-navigation-line-in {
    to {
      opacity: 1;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0s;
  }
`;

export const PageArea = styled.div`
  min-width: 0;
`;

export const Footer = styled.footer`
  padding-top: var(--ds-space-4);
  border-top: 1px solid var(--ds-color-border);
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-xs);
  text-align: center;
`;
